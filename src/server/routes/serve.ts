import { CONFIRM_EMAIL_FIRST, INVALID_FIELDS } from '../../shared/messages.js';
import { hasErrors } from '../../shared/validators.js';
import type { Deps } from '../deps.js';
import { forbidden, invalid } from '../errors.js';
import { readJson } from '../http/json.js';
import type { Route } from '../http/router.js';
import { COMMON_PASSWORDS } from '../services/common-passwords.js';
import { limit } from '../services/limits/limit.js';
import { authenticate } from '../services/sessions.js';
import type { DeclaredRoute } from './route.js';

/**
 * A declared route as the router serves it: its caller signed in, with a proven address unless the
 * route waits for one, and of the declared role (or 401 and 403), its limit counted, its body read
 * and checked (or 400 naming the fields), then its handler.
 */
export function serve(deps: Deps, declared: DeclaredRoute): Route {
  const { access, body: schema } = declared;
  return {
    method: declared.method,
    path: declared.path,
    ...(declared.secretParams ? { secretParams: declared.secretParams } : {}),
    async handler(ctx) {
      const caller = access === 'public' ? null : await authenticate(deps, ctx.req.headers.authorization);
      if (caller) {
        ctx.log.userId = caller.userId;
        if (!caller.emailVerified && !declared.unverified) throw forbidden(CONFIRM_EMAIL_FIRST);
        if (access === 'admin' && caller.role !== 'ADMIN') throw forbidden('Only account admins can do this');
      }
      if (declared.limit) {
        const [key, max, windowMs] = declared.limit(ctx, caller);
        await limit(deps, key, max, windowMs);
      }
      let body: unknown;
      if (schema) {
        const checked = schema.read(await readJson(ctx.req), { commonPasswords: COMMON_PASSWORDS });
        if (!checked.ok) throw invalid(checked.message ?? INVALID_FIELDS, hasErrors(checked.errors) ? checked.errors : undefined);
        body = checked.value;
      }
      return declared.handler({ ctx, caller, params: ctx.params, body });
    },
  };
}
