import { disableSchema, enableSchema, verifySchema } from '../../shared/two-factor.js';
import { fields } from '../../shared/validators.js';
import { twoFactorStatus } from '../data/two-factor.js';
import type { Deps } from '../deps.js';
import type { Ctx } from '../http/router.js';
import type { Caller } from '../services/sessions.js';
import { startSetUp, turnOn } from '../services/two-factor/set-up.js';
import { signInWithCode } from '../services/two-factor/sign-in.js';
import { turnOff } from '../services/two-factor/turn-off.js';
import { perAddress, route, type DeclaredRoute, type RouteLimit } from './route.js';

export function twoFactorRoutes(deps: Deps): DeclaredRoute[] {
  const L = deps.limits;
  /** Turning two-factor on or off takes a code: so many tries per user, cleared once it is done. */
  const codeLimit = (_ctx: Ctx, caller: Caller): RouteLimit => [`2fa:code:${caller.userId}`, L.loginFailuresPerAccountIp];

  const status = route({ method: 'GET', path: '/api/auth/2fa', access: 'user' }, async ({ caller }) => ({
    body: await twoFactorStatus(deps.db, caller.userId),
  }));

  const setup = route({ method: 'POST', path: '/api/auth/2fa/setup', access: 'user' }, async ({ caller }) => ({ body: await startSetUp(deps, caller.userId) }));

  const enable = route({ method: 'POST', path: '/api/auth/2fa/enable', access: 'user', limit: codeLimit, body: fields(enableSchema) }, async ({ ctx, caller, body }) => ({
    body: { recoveryCodes: await turnOn(deps, ctx, caller, body.password, body.code) },
  }));

  const disable = route({ method: 'POST', path: '/api/auth/2fa/disable', access: 'user', limit: codeLimit, body: fields(disableSchema) }, async ({ ctx, caller, body }) => {
    await turnOff(deps, ctx, caller, body.code);
    return { body: { success: true } };
  });

  // The second step of sign-in, limited like the first (a stolen password must not be followed by a
  // run through the million codes), and a ticket takes only so many codes.
  const verify = route(
    { method: 'POST', path: '/api/auth/2fa/verify', access: 'public', limit: perAddress('login', L.loginPerIp), body: fields(verifySchema) },
    async ({ ctx, body }) => ({ body: { token: await signInWithCode(deps, ctx, body.mfaToken, body.code) } }),
  );

  return [status, setup, enable, disable, verify];
}
