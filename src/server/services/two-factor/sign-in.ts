import { TOO_MANY_CODES, WRONG_CODE } from '../../../shared/two-factor.js';
import { addMfaChallenge, countMfaCode, endMfaChallenge, openMfaChallenge } from '../../data/two-factor.js';
import type { Queryable } from '../../db/types.js';
import type { Deps } from '../../deps.js';
import { unauthenticated } from '../../errors.js';
import { audit } from '../audit.js';
import { signInFailures } from '../limits/sign-in-failures.js';
import type { NotedRequester } from '../requester.js';
import { openSession } from '../sessions.js';
import { hashToken, newToken } from '../tokens.js';
import { countCode } from './code-pause.js';
import { isAppCode, takeAnyCode } from './codes.js';

const MFA_CHALLENGE_TTL_MS = 5 * 60 * 1000;
const SIGN_IN_AGAIN = 'Your sign-in has expired. Sign in again.';

/** Answered by sign-in instead of a session when the user has two-factor on: a 5-minute, single-use ticket. */
export async function issueMfaChallenge(deps: Deps, userId: string, db: Queryable = deps.db): Promise<string> {
  const token = newToken();
  await addMfaChallenge(db, { tokenHash: hashToken(token), userId, expiresAt: new Date(deps.clock().getTime() + MFA_CHALLENGE_TTL_MS) });
  return token;
}

/**
 * The second step of sign-in: a ticket and a code from the app or a recovery code; answers a session's
 * token. A ticket takes only so many codes, and the step's failures are counted like the password's.
 */
export async function signInWithCode(deps: Deps, from: NotedRequester, mfaToken: string, code: string): Promise<string> {
  const L = deps.limits;
  const challengeHash = hashToken(mfaToken);
  /** Ends the ticket, used or voided (the password is asked again); answers whether it was still open. */
  const endTicket = (q: Queryable = deps.db) => endMfaChallenge(q, challengeHash, deps.clock());
  const challenge = await openMfaChallenge(deps.db, challengeHash, deps.clock());
  if (!challenge?.secret) throw unauthenticated(SIGN_IN_AGAIN);
  const failures = signInFailures(deps, from.sender, `2fa:failed:${challenge.userId}`);
  await failures.admit();
  await countCode(deps, challenge.userId);
  // Counted before the code is checked, so parallel guesses on one ticket cannot pass the cap either.
  const codesTried = await countMfaCode(deps.db, challengeHash);
  if (codesTried === undefined) throw unauthenticated(SIGN_IN_AGAIN);
  if (codesTried > L.codesPerMfaTicket) {
    await endTicket();
    throw unauthenticated(TOO_MANY_CODES);
  }
  const slowedMs = await failures.slowDown();
  if (slowedMs) from.log.slowedMs = slowedMs;
  const trimmed = code.trim();
  const fromApp = isAppCode(trimmed);
  const ok = await takeAnyCode(deps, challenge.userId, challenge.secret, trimmed);
  const who = { accountId: challenge.accountId, actorId: challenge.userId };
  if (!ok) {
    await failures.failed();
    await audit(deps, from, { ...who, kind: 'sign-in-failed', detail: fromApp ? 'wrong code from the app' : 'wrong recovery code' });
    if (codesTried >= L.codesPerMfaTicket) {
      await endTicket();
      throw unauthenticated(TOO_MANY_CODES);
    }
    throw unauthenticated(WRONG_CODE);
  }
  // The ticket ends with the session's opening: a new password set meanwhile voids both or neither.
  const token = await openSession(deps, from, { ...who, userId: challenge.userId, detail: fromApp ? 'with a code from the app' : 'with a recovery code' }, endTicket);
  if (!token) throw unauthenticated(SIGN_IN_AGAIN);
  await failures.succeeded();
  return token;
}
