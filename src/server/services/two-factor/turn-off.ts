import { WRONG_CODE } from '../../../shared/two-factor.js';
import { totpKeysOf, turnOffTwoFactor } from '../../data/two-factor.js';
import type { Deps } from '../../deps.js';
import { conflict, invalid } from '../../errors.js';
import { audit } from '../audit.js';
import type { Requester } from '../requester.js';
import type { Caller } from '../sessions.js';
import { mailTwoFactorChange } from './change-mail.js';
import { takeAnyCode } from './codes.js';

/** The caller turns their two-factor sign-in off, with a code from the app or a recovery code. */
export async function turnOff(deps: Deps, from: Requester, caller: Caller, code: string): Promise<void> {
  const secret = (await totpKeysOf(deps.db, caller.userId))?.secret;
  if (!secret) throw conflict('Two-factor sign-in is already off');
  if (!(await takeAnyCode(deps, caller.userId, secret, code))) throw invalid(WRONG_CODE, { code: WRONG_CODE });
  const turnedOff = await deps.db.transaction(async (tx) => {
    if (!(await turnOffTwoFactor(tx, caller.userId, deps.clock()))) return false;
    await audit(deps, from, { accountId: caller.accountId, actorId: caller.userId, kind: 'two-factor-off' }, tx);
    return true;
  });
  // An admin's reset came first.
  if (!turnedOff) throw conflict('Two-factor sign-in is already off');
  await deps.limiter.clear(`2fa:code:${caller.userId}`);
  void mailTwoFactorChange(deps, caller.userId, 'off');
}
