import { WRONG_PASSWORD } from '../../shared/messages.js';
import type { Deps } from '../deps.js';
import { badRequest } from '../http/errors.js';
import type { Ctx } from '../http/router.js';
import { DUMMY_HASH, verifyPassword } from './passwords.js';

/**
 * 400 on the password field unless `password` is the signed-in user's own: asked again before a change
 * a stolen session must not make alone (turning two-factor on, a new sign-in email). `missing` says
 * what to do when none was given.
 */
export async function confirmPassword(deps: Deps, ctx: Ctx, userId: string, password: unknown, missing: string): Promise<void> {
  if (typeof password !== 'string' || password === '') throw badRequest(missing, { password: missing });
  const [user] = await deps.db.query<{ password_hash: string | null }>('SELECT password_hash FROM users WHERE id = $1', [userId]);
  const stored = user?.password_hash ?? DUMMY_HASH;
  if (!(await deps.hashing.run('rest', () => verifyPassword(password, stored), ctx.sender))) throw badRequest(WRONG_PASSWORD, { password: WRONG_PASSWORD });
}
