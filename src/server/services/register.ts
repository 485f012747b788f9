import { randomUUID } from 'node:crypto';
import { EMAIL_TAKEN } from '../../shared/messages.js';
import type { registerSchema } from '../../shared/password-validators.js';
import { normaliseEmail, type Fields } from '../../shared/validators.js';
import { addAccount } from '../data/accounts.js';
import { addFirstAdmin, emailTaken, setOwner } from '../data/users.js';
import { isUniqueViolation } from '../db/errors.js';
import type { Deps } from '../deps.js';
import { conflict } from '../errors.js';
import { hashPassword } from './passwords.js';
import type { Requester } from './requester.js';
import { issueAuthToken } from './sessions.js';

/** A new account with its first user, its ADMIN, signed in at once: answers the session's token. */
export async function register(deps: Deps, from: Requester, input: Fields<typeof registerSchema>): Promise<string> {
  const email = normaliseEmail(input.email);
  // Refused before hashing: a taken email costs no CPU (the 409 says as much as it did after).
  if (await emailTaken(deps.db, email)) throw conflict(EMAIL_TAKEN, { email: EMAIL_TAKEN });
  const passwordHash = await deps.hashing.run('rest', () => hashPassword(input.password));
  const accountId = randomUUID();
  const userId = randomUUID();
  const now = deps.clock();
  try {
    await deps.db.transaction(async (tx) => {
      const company = input.company.trim() || null;
      await addAccount(tx, { id: accountId, company, createdAt: now });
      await addFirstAdmin(tx, { id: userId, accountId, email, name: input.name.trim(), passwordHash, createdAt: now });
      await setOwner(tx, accountId, userId);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(EMAIL_TAKEN, { email: EMAIL_TAKEN });
    throw err;
  }
  return issueAuthToken(deps, userId, from);
}
