import type { BillingStatus, OnboardingStep, Role, UserStatus } from '../../shared/api-types.js';
import type { Notifications, TimeZone } from '../../shared/settings.js';
import type { Queryable } from '../db/types.js';
import { sessionsUsedSql } from './metering.js';
import { pendingEmailSql } from './links.js';

// users: who signs in to an account, their role and status, password hash and settings. Their
// two-factor columns are data/two-factor.ts'.

/** Where a user's mail goes, and the name it greets. */
export interface Contact {
  email: string;
  name: string;
}

/** A signed-up user found by their email, with what signing in needs. */
export interface SignedUpUser extends Contact {
  id: string;
  accountId: string;
  passwordHash: string | null;
  twoFactor: boolean;
}

/** A member of an account as its admins see them. */
export interface Member extends Contact {
  id: string;
  role: Role;
  status: UserStatus;
  createdAt: Date;
  twoFactor: boolean;
  /** The account's owner. */
  owner: boolean;
}

/** The signed-in user with their account's state and this month's sessions (`used`, of `plan`). */
export interface Profile extends Contact {
  role: Role;
  onboardingStep: OnboardingStep;
  billingStatus: BillingStatus;
  plan: string | null;
  used: number;
  timeZone: TimeZone;
  notifications: Notifications;
  pendingEmail: string | null;
  /** The account's owner: its creator until handed over. */
  owner: boolean;
  /** Whether they proved their address (a registration's link, an invitation, a reset, an email change). */
  emailVerified: boolean;
}

/**
 * Who holds an address, as a registration sees it: a user who proved it or was disabled ('proven'), a
 * registration still waiting for its link ('unverified', its account held by nothing else), or an
 * invitation nobody has used yet ('invited', with the inviting account).
 */
export type AddressHolder = { kind: 'proven' } | { kind: 'unverified'; userId: string; accountId: string } | { kind: 'invited'; userId: string; accountId: string };

/** The holder of an address (its row held for the rest of a transaction); undefined when free. */
export async function addressHolder(tx: Queryable, email: string): Promise<AddressHolder | undefined> {
  const [row] = await tx.query<{ id: string; account_id: string; status: string; verified: boolean }>(
    'SELECT id, account_id, status, email_verified_at IS NOT NULL AS verified FROM users WHERE email = $1 FOR UPDATE',
    [email],
  );
  if (!row) return undefined;
  if (row.status === 'INVITED') return { kind: 'invited', userId: row.id, accountId: row.account_id };
  if (row.status === 'USER_SETUP_COMPLETED' && !row.verified) return { kind: 'unverified', userId: row.id, accountId: row.account_id };
  return { kind: 'proven' };
}

/**
 * Deletes an unproven registration's account with everything in it (ON DELETE CASCADE), as long as
 * its user is the only one; answers whether it did.
 */
export async function deleteUnverifiedAccount(tx: Queryable, accountId: string, userId: string): Promise<boolean> {
  const deleted = await tx.query(
    `DELETE FROM accounts a WHERE a.id = $1
        AND EXISTS (SELECT 1 FROM users u WHERE u.id = $2 AND u.account_id = a.id AND u.email_verified_at IS NULL)
        AND NOT EXISTS (SELECT 1 FROM users u WHERE u.account_id = a.id AND u.id <> $2)
     RETURNING a.id`,
    [accountId, userId],
  );
  return deleted.length > 0;
}

/** Deletes, a chunk at a time, the accounts of registrations whose address was not proven since `before`. */
export async function deleteUnverifiedAccountsBefore(db: Queryable, before: Date): Promise<void> {
  for (;;) {
    const deleted = await db.query(
      `DELETE FROM accounts WHERE id IN (
         SELECT u.account_id FROM users u
          WHERE u.email_verified_at IS NULL AND u.status = 'USER_SETUP_COMPLETED' AND u.created_at < $1
            AND NOT EXISTS (SELECT 1 FROM users o WHERE o.account_id = u.account_id AND o.id <> u.id)
          LIMIT 500)
       RETURNING id`,
      [before],
    );
    if (deleted.length < 500) return;
  }
}

/** How many expiredInvitations answers at most. */
export const EXPIRED_BATCH = 500;

/** Invitations made before `before` whose links have all expired or gone: who was invited, to which account. */
export async function expiredInvitations(db: Queryable, before: Date, now: Date): Promise<{ userId: string; accountId: string; email: string }[]> {
  const rows = await db.query<{ id: string; account_id: string; email: string }>(
    `SELECT u.id, u.account_id, u.email FROM users u
      WHERE u.status = 'INVITED' AND u.created_at < $1
        AND NOT EXISTS (SELECT 1 FROM one_time_tokens t WHERE t.user_id = u.id AND t.purpose = 'invite' AND t.used_at IS NULL AND t.expires_at > $2)
      LIMIT $3`,
    [before, now, EXPIRED_BATCH],
  );
  return rows.map((r) => ({ userId: r.id, accountId: r.account_id, email: r.email }));
}

/** Deletes an invited user whose invitation is still unused; answers whether it did. */
export async function deleteInvitedUser(tx: Queryable, userId: string): Promise<boolean> {
  const deleted = await tx.query(`DELETE FROM users WHERE id = $1 AND status = 'INVITED' RETURNING id`, [userId]);
  return deleted.length > 0;
}

/** The user proved their address at `now` (a later proof keeps the first time). */
export async function markEmailVerified(tx: Queryable, userId: string, now: Date): Promise<{ email: string } | undefined> {
  const [row] = await tx.query<{ email: string }>(
    `UPDATE users SET email_verified_at = COALESCE(email_verified_at, $2) WHERE id = $1 AND status = 'USER_SETUP_COMPLETED' RETURNING email`,
    [userId, now],
  );
  return row;
}

export async function emailTaken(db: Queryable, email: string): Promise<boolean> {
  const taken = await db.query('SELECT 1 FROM users WHERE email = $1', [email]);
  return taken.length > 0;
}

/** The user who registered the account: its ADMIN, signed up at once. */
export async function addFirstAdmin(
  tx: Queryable,
  user: { id: string; accountId: string; email: string; name: string; passwordHash: string; createdAt: Date },
): Promise<void> {
  await tx.query(
    `INSERT INTO users (id, account_id, email, name, role, status, password_hash, created_at)
     VALUES ($1, $2, $3, $4, 'ADMIN', 'USER_SETUP_COMPLETED', $5, $6)`,
    [user.id, user.accountId, user.email, user.name, user.passwordHash, user.createdAt],
  );
}

/** An invited member: no password until they open their invitation. */
export async function addInvitedUser(tx: Queryable, user: { id: string; accountId: string; email: string; name: string; role: Role; createdAt: Date }): Promise<void> {
  await tx.query(`INSERT INTO users (id, account_id, email, name, role, status, created_at) VALUES ($1, $2, $3, $4, $5, 'INVITED', $6)`, [
    user.id,
    user.accountId,
    user.email,
    user.name,
    user.role,
    user.createdAt,
  ]);
}

export async function signedUpUserByEmail(db: Queryable, email: string): Promise<SignedUpUser | undefined> {
  const [row] = await db.query<{ id: string; account_id: string; email: string; name: string; password_hash: string | null; two_factor: boolean }>(
    `SELECT id, account_id, email, name, password_hash, totp_secret IS NOT NULL AS two_factor FROM users WHERE email = $1 AND status = 'USER_SETUP_COMPLETED'`,
    [email],
  );
  return row && { id: row.id, accountId: row.account_id, email: row.email, name: row.name, passwordHash: row.password_hash, twoFactor: row.two_factor };
}

export async function contactOf(db: Queryable, userId: string): Promise<Contact | undefined> {
  const [user] = await db.query<Contact>('SELECT email, name FROM users WHERE id = $1', [userId]);
  return user;
}

/** The user's email and name, and the address an email change of theirs waits to confirm at `now` (null when none). */
export async function contactWithPendingEmail(db: Queryable, userId: string, now: Date): Promise<(Contact & { pendingEmail: string | null }) | undefined> {
  const [user] = await db.query<{ email: string; name: string; pending_email: string | null }>(
    `SELECT u.email, u.name, ${pendingEmailSql('u', '$2')} AS pending_email FROM users u WHERE u.id = $1`,
    [userId, now],
  );
  return user && { email: user.email, name: user.name, pendingEmail: user.pending_email };
}

/** The account's ADMINs who take its quota mails: an `important` one goes to those who want only those too. */
export async function adminsToNotify(db: Queryable, accountId: string, important: boolean): Promise<Contact[]> {
  return db.query<Contact>(
    `SELECT email, name FROM users
      WHERE account_id = $1 AND role = 'ADMIN' AND status = 'USER_SETUP_COMPLETED'
        AND (notifications = 'all' OR (notifications = 'important' AND $2))`,
    [accountId, important],
  );
}

/** The signed-in user's profile at `now` (this month being `yearMonth`), or undefined when they are gone. */
export async function profileOf(db: Queryable, userId: string, yearMonth: string, now: Date): Promise<Profile | undefined> {
  const [row] = await db.query<{
    name: string;
    email: string;
    role: Role;
    onboarding_step: OnboardingStep;
    billing_status: BillingStatus;
    plan: string | null;
    used: number;
    time_zone: TimeZone;
    notifications: Notifications;
    pending_email: string | null;
    owner: boolean;
    email_verified: boolean;
  }>(
    `SELECT u.name, u.email, u.role, a.onboarding_step, a.billing_status, a.plan, ${sessionsUsedSql('$2')} AS used,
            u.time_zone, u.notifications, a.owner_id IS NOT DISTINCT FROM u.id AS owner, u.email_verified_at IS NOT NULL AS email_verified,
            ${pendingEmailSql('u', '$3')} AS pending_email
       FROM users u JOIN accounts a ON a.id = u.account_id WHERE u.id = $1`,
    [userId, yearMonth, now],
  );
  return (
    row && {
      name: row.name,
      email: row.email,
      role: row.role,
      onboardingStep: row.onboarding_step,
      billingStatus: row.billing_status,
      plan: row.plan,
      used: row.used,
      timeZone: row.time_zone,
      notifications: row.notifications,
      pendingEmail: row.pending_email,
      owner: row.owner,
      emailVerified: row.email_verified,
    }
  );
}

/** The user's password hash (null when they have none, or are gone). */
export async function passwordHashOf(db: Queryable, userId: string): Promise<string | null> {
  const [row] = await db.query<{ password_hash: string | null }>('SELECT password_hash FROM users WHERE id = $1', [userId]);
  return row?.password_hash ?? null;
}

/** Replaces the hash with another of the same password, unless the password changed since `stored` was read. */
export async function replacePasswordHash(db: Queryable, userId: string, fresh: string, stored: string): Promise<void> {
  await db.query('UPDATE users SET password_hash = $2 WHERE id = $1 AND password_hash = $3', [userId, fresh, stored]);
}

/**
 * Sets the password of a user not disabled from a link mailed to them, signing up an invited one; the
 * link proves their address at `now`. Answers their email and account, or undefined.
 */
export async function setPasswordHash(tx: Queryable, userId: string, passwordHash: string, now: Date): Promise<{ email: string; accountId: string } | undefined> {
  const [updated] = await tx.query<{ email: string; account_id: string }>(
    `UPDATE users SET password_hash = $2, email_verified_at = COALESCE(email_verified_at, $3),
            status = CASE WHEN status = 'INVITED' THEN 'USER_SETUP_COMPLETED' ELSE status END
      WHERE id = $1 AND status <> 'DISABLED' RETURNING email, account_id`,
    [userId, passwordHash, now],
  );
  return updated && { email: updated.email, accountId: updated.account_id };
}

export async function saveUserSettings(db: Queryable, userId: string, settings: { timeZone: TimeZone; notifications: Notifications }): Promise<void> {
  await db.query('UPDATE users SET time_zone = $2, notifications = $3 WHERE id = $1', [userId, settings.timeZone, settings.notifications]);
}

/** Gives the user their new sign-in email; answers their account, or undefined when they are gone. */
export async function changeEmail(tx: Queryable, userId: string, email: string, now: Date): Promise<string | undefined> {
  const [user] = await tx.query<{ account_id: string }>('UPDATE users SET email = $2, email_verified_at = $3 WHERE id = $1 RETURNING account_id', [userId, email, now]);
  return user?.account_id;
}

/** Holds a signed-up user's row (shared) for the rest of the transaction; answers whether they are one. */
export async function holdSignedUpUser(tx: Queryable, userId: string): Promise<boolean> {
  const [held] = await tx.query(`SELECT 1 FROM users WHERE id = $1 AND status = 'USER_SETUP_COMPLETED' FOR SHARE`, [userId]);
  return Boolean(held);
}

export async function membersOf(db: Queryable, accountId: string): Promise<Member[]> {
  const rows = await db.query<{ id: string; email: string; name: string; role: Role; status: UserStatus; created_at: Date; two_factor: boolean; owner: boolean }>(
    `SELECT u.id, u.email, u.name, u.role, u.status, u.created_at, u.totp_secret IS NOT NULL AS two_factor, a.owner_id IS NOT DISTINCT FROM u.id AS owner
       FROM users u JOIN accounts a ON a.id = u.account_id WHERE u.account_id = $1 ORDER BY u.created_at, u.email`,
    [accountId],
  );
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    name: r.name,
    role: r.role,
    status: r.status,
    createdAt: new Date(r.created_at),
    twoFactor: r.two_factor,
    owner: r.owner,
  }));
}

/** A user of the account, or undefined (one of another account's included). */
export async function memberOf(db: Queryable, accountId: string, userId: string): Promise<Pick<Member, 'id' | 'email' | 'name' | 'status' | 'role' | 'owner'> | undefined> {
  const [row] = await db.query<Pick<Member, 'id' | 'email' | 'name' | 'status' | 'role' | 'owner'>>(
    `SELECT u.id, u.email, u.name, u.status, u.role, a.owner_id IS NOT DISTINCT FROM u.id AS owner
       FROM users u JOIN accounts a ON a.id = u.account_id WHERE u.id = $1 AND u.account_id = $2`,
    [userId, accountId],
  );
  return row;
}

/** The account's owner, read in the caller's transaction (hold the account's row first to keep it so). */
export async function ownerOf(db: Queryable, accountId: string): Promise<string | null> {
  const [row] = await db.query<{ owner_id: string | null }>('SELECT owner_id FROM accounts WHERE id = $1', [accountId]);
  return row?.owner_id ?? null;
}

/** Makes the user the account's owner. */
export async function setOwner(db: Queryable, accountId: string, userId: string): Promise<void> {
  await db.query('UPDATE accounts SET owner_id = $2 WHERE id = $1', [accountId, userId]);
}

/** Holds a user of the account (their row, exclusively) for the rest of the transaction; answers whether there is one. */
export async function holdMember(tx: Queryable, accountId: string, userId: string): Promise<boolean> {
  const [held] = await tx.query('SELECT 1 FROM users WHERE id = $1 AND account_id = $2 FOR UPDATE', [userId, accountId]);
  return Boolean(held);
}

export async function isAdmin(db: Queryable, userId: string): Promise<boolean> {
  const [admin] = await db.query(`SELECT 1 FROM users WHERE id = $1 AND role = 'ADMIN'`, [userId]);
  return Boolean(admin);
}

/** Deletes a user of the account, their sessions and links with them (ON DELETE CASCADE); answers whether there was one. */
export async function deleteMember(tx: Queryable, accountId: string, userId: string): Promise<boolean> {
  const deleted = await tx.query('DELETE FROM users WHERE id = $1 AND account_id = $2 RETURNING id', [userId, accountId]);
  return deleted.length > 0;
}

/**
 * Deletes an invited user while the invitation link of `linkHash` is still theirs and unused (a
 * re-sent one replaces it); answers whether it did.
 */
export async function withdrawInvitation(tx: Queryable, userId: string, linkHash: string): Promise<boolean> {
  const [row] = await tx.query(
    `DELETE FROM users u WHERE u.id = $1 AND u.status = 'INVITED'
        AND EXISTS (SELECT 1 FROM one_time_tokens t WHERE t.user_id = u.id AND t.token_hash = $2 AND t.used_at IS NULL)
     RETURNING u.id`,
    [userId, linkHash],
  );
  return Boolean(row);
}
