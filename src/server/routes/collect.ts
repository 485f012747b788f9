import { yearMonthOf } from '../../shared/plans.js';
import type { FieldErrors } from '../../shared/validators.js';
import type { Deps } from '../deps.js';
import { badRequest, type HttpError } from '../http/errors.js';
import { readJson } from '../http/json.js';
import type { Ctx, Route } from '../http/router.js';
import { isUuid, limit } from '../http/validate.js';
import type { Meter } from '../services/meter.js';

export const COLLECT_LIMIT_BYTES = 1024;

/** 400 naming each beacon field that is missing or of the wrong kind. */
function badBeacon(s: unknown, e: unknown, v: unknown): HttpError {
  const fieldErrors: FieldErrors = {};
  if (!isUuid(s)) fieldErrors.s = 'Must be a store id (a UUID)';
  if (e !== 'start' && e !== 'end') fieldErrors.e = 'Must be "start" or "end"';
  if (!isUuid(v)) fieldErrors.v = 'Must be a visit id (a UUID)';
  return badRequest('Expected {s: store id, e: "start" or "end", v: visit id}', fieldErrors);
}

/**
 * The snippet's beacon: {s: storeId, e: "start" | "end", v: visitId} as text/plain JSON (no CORS
 * preflight). A "start" is answered 202 once the batch holding it has committed.
 */
export function collectRoutes(deps: Deps, meter: Meter): Route[] {
  const collect = async (ctx: Ctx) => {
    await limit(deps, `collect:ip:${ctx.ip}`, deps.limits.collectPerIp, 60_000);
    const { s, e, v } = await readJson(ctx.req, COLLECT_LIMIT_BYTES);
    if (!isUuid(s) || (e !== 'start' && e !== 'end') || !isUuid(v)) throw badBeacon(s, e, v);
    // Unknown and disabled stores are answered alike and simply not counted (the batch skips them).
    if (e === 'start') await meter.record({ storeId: s.toLowerCase(), visitId: v.toLowerCase(), yearMonth: yearMonthOf(deps.clock()) });
    return { status: 202 };
  };
  const preflight = () => ({ status: 204, headers: { 'Access-Control-Allow-Methods': 'POST', 'Access-Control-Allow-Headers': 'Content-Type', 'Access-Control-Max-Age': '86400' } });
  return [
    { method: 'POST', path: '/api/collect', handler: collect },
    { method: 'OPTIONS', path: '/api/collect', handler: preflight },
  ];
}
