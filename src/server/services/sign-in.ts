import { INVALID_CREDENTIALS } from '../../shared/messages.js';
import { normaliseEmail } from '../../shared/validators.js';
import { passwordHashOf, replacePasswordHash, signedUpUserByEmail } from '../data/users.js';
import type { Queryable } from '../db/types.js';
import type { Deps } from '../deps.js';
import { unauthenticated } from '../errors.js';
import { audit } from './audit.js';
import { signInFailures } from './limits/sign-in-failures.js';
import { DUMMY_HASH, hashPassword, needsRehash, verifyPassword } from './passwords.js';
import type { NotedRequester } from './requester.js';
import { openSession, whileUserStands } from './sessions.js';
import { issueMfaChallenge } from './two-factor/sign-in.js';

/** A session, or with two-factor on, a ticket for the code step. */
export type SignedIn = { mfaRequired: true; mfaToken: string } | { token: string };

/**
 * Signs in with an email and a password. A known and an unknown email are answered alike, as late
 * (an unknown one is checked against DUMMY_HASH) and with the same refusal.
 */
export async function signIn(deps: Deps, from: NotedRequester, emailInput: string, password: string): Promise<SignedIn> {
  const email = normaliseEmail(emailInput);
  const failures = signInFailures(deps, from.sender, `login:failed:${email}`);
  const attemptsHere = await failures.admit();
  const user = await signedUpUserByEmail(deps.db, email);
  const slowedMs = await failures.slowDown();
  if (slowedMs) from.log.slowedMs = slowedMs;
  // A first attempt for this email from this address is most likely its owner's: served first, at
  // most one at a time per address. Whether the account exists plays no part, so the lanes tell nothing.
  const lane = attemptsHere === 1 ? 'first' : 'rest';
  const stored = user?.passwordHash ?? DUMMY_HASH;
  const ok = await deps.hashing.run(lane, () => verifyPassword(password, stored), from.sender);
  if (!user || !ok) {
    await failures.failed();
    // Not awaited: a known email must not answer later than an unknown one.
    if (user) void audit(deps, from, { accountId: user.accountId, actorId: user.id, kind: 'sign-in-failed', detail: 'wrong password' }).catch(() => {});
    throw unauthenticated(INVALID_CREDENTIALS);
  }
  await failures.succeeded();
  // Only while the password just checked is still the user's: a reset may have replaced it meanwhile.
  // Another sign-in's rehash replaces the hash too, keeping the password, so a new hash is checked again.
  const still = async (tx: Queryable) => {
    const current = await passwordHashOf(tx, user.id);
    return current === stored || (current !== null && (await verifyPassword(password, current)));
  };
  // With two-factor on, the password earns a ticket for the code step, not a session.
  let answer: SignedIn | null;
  if (user.twoFactor) {
    const mfaToken = await whileUserStands(deps, user.id, still, (tx) => issueMfaChallenge(deps, user.id, tx));
    answer = mfaToken === null ? null : { mfaRequired: true, mfaToken };
  } else {
    const token = await openSession(deps, from, { userId: user.id, accountId: user.accountId, detail: 'with a password' }, still);
    answer = token === null ? null : { token };
  }
  if (!answer) throw unauthenticated(INVALID_CREDENTIALS);
  // Best effort, once signed in (the new hash must not void the password checked above): a full
  // queue must not turn a right password into a refusal.
  if (needsRehash(stored)) {
    void deps.hashing
      .run('rest', () => hashPassword(password))
      .then((fresh) => replacePasswordHash(deps.db, user.id, fresh, stored))
      .catch(() => {});
  }
  return answer;
}
