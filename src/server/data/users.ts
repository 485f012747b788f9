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
  }>(
    `SELECT u.name, u.email, u.role, a.onboarding_step, a.billing_status, a.plan, ${sessionsUsedSql('$2')} AS used,
            u.time_zone, u.notifications, a.owner_id IS NOT DISTINCT FROM u.id AS owner,
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

/** Sets the password of a user not disabled, signing up an invited one; answers their email and account, or undefined. */
export async function setPasswordHash(tx: Queryable, userId: string, passwordHash: string): Promise<{ email: string; accountId: string } | undefined> {
  const [updated] = await tx.query<{ email: string; account_id: string }>(
    `UPDATE users SET password_hash = $2,
            status = CASE WHEN status = 'INVITED' THEN 'USER_SETUP_COMPLETED' ELSE status END
      WHERE id = $1 AND status <> 'DISABLED' RETURNING email, account_id`,
    [userId, passwordHash],
  );
  return updated && { email: updated.email, accountId: updated.account_id };
}

export async function saveUserSettings(db: Queryable, userId: string, settings: { timeZone: TimeZone; notifications: Notifications }): Promise<void> {
  await db.query('UPDATE users SET time_zone = $2, notifications = $3 WHERE id = $1', [userId, settings.timeZone, settings.notifications]);
}

/** Gives the user their new sign-in email; answers their account, or undefined when they are gone. */
export async function changeEmail(tx: Queryable, userId: string, email: string): Promise<string | undefined> {
  const [user] = await tx.query<{ account_id: string }>('UPDATE users SET email = $2 WHERE id = $1 RETURNING account_id', [userId, email]);
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
