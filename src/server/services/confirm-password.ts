import { WRONG_PASSWORD } from '../../shared/messages.js';
import { passwordHashOf } from '../data/users.js';
import type { Deps } from '../deps.js';
import { invalid } from '../errors.js';
import { DUMMY_HASH, verifyPassword } from './passwords.js';

/**
 * 400 on the password field unless `password` is the signed-in user's own: asked again before a change
 * a stolen session must not make alone (turning two-factor on, a new sign-in email). `missing` says
 * what to do when none was given.
 */
export async function confirmPassword(deps: Deps, sender: string, userId: string, password: string, missing: string): Promise<void> {
  if (password === '') throw invalid(missing, { password: missing });
  const stored = (await passwordHashOf(deps.db, userId)) ?? DUMMY_HASH;
  if (!(await deps.hashing.run('rest', () => verifyPassword(password, stored), sender))) throw invalid(WRONG_PASSWORD, { password: WRONG_PASSWORD });
}
