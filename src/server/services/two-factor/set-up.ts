import { WRONG_CODE } from '../../../shared/two-factor.js';
import { startTotpSetUp, totpKeysOf, turnOnTwoFactor } from '../../data/two-factor.js';
import type { Deps } from '../../deps.js';
import { conflict, invalid } from '../../errors.js';
import { audit } from '../audit.js';
import { confirmPassword } from '../confirm-password.js';
import type { Requester } from '../requester.js';
import type { Caller } from '../sessions.js';
import { mailTwoFactorChange } from './change-mail.js';
import { newRecoveryCodes, takeCode } from './codes.js';
import { base32Encode, newSecret, otpauthUrl } from './totp.js';

/** A new key for the user's app, kept sealed until its first code turns two-factor on: 409 while it is on. */
export async function startSetUp(deps: Deps, userId: string): Promise<{ secret: string; otpauthUrl: string }> {
  const bytes = newSecret();
  const secret = base32Encode(bytes);
  const email = await startTotpSetUp(deps.db, userId, deps.secrets.seal(bytes.toString('base64')));
  if (email === undefined) throw conflict('Two-factor sign-in is already on');
  return { secret, otpauthUrl: otpauthUrl(secret, email) };
}

/** Turns two-factor on with the set-up's key, given the password and a code from the app; answers the recovery codes. */
export async function turnOn(deps: Deps, from: Requester, caller: Caller, password: string, code: string): Promise<string[]> {
  const keys = await totpKeysOf(deps.db, caller.userId);
  if (keys && keys.secret !== null) throw conflict('Two-factor sign-in is already on');
  if (!keys?.pending) throw invalid('Start the set-up again', { code: 'Start the set-up again' });
  const pending = keys.pending;
  // The password first: a refused one must not use up the code.
  await confirmPassword(deps, from.sender, caller.userId, password, 'Password is required');
  if (!(await takeCode(deps, caller.userId, pending, code))) throw invalid(WRONG_CODE, { code: WRONG_CODE });
  const codes = newRecoveryCodes();
  const turnedOn = await deps.db.transaction(async (tx) => {
    if (!(await turnOnTwoFactor(tx, caller.userId, pending, codes.map((c) => deps.secrets.digest(c))))) return false;
    await audit(deps, from, { accountId: caller.accountId, actorId: caller.userId, kind: 'two-factor-on' }, tx);
    return true;
  });
  if (!turnedOn) throw conflict('Two-factor sign-in is already on');
  await deps.limiter.clear(`2fa:code:${caller.userId}`);
  void mailTwoFactorChange(deps, caller.userId, 'on');
  return codes;
}
