import type { FieldErrors } from '../../shared/validators.js';
import type { Deps } from '../deps.js';
import { badRequest, tooManyRequests, type HttpError } from '../http/errors.js';
import { readJson } from '../http/json.js';
import { pageHost } from '../http/page-host.js';
import type { Ctx, Route } from '../http/router.js';
import { isUuid } from '../http/validate.js';
import type { Meter } from '../services/meter.js';
import { visitMonths } from '../services/visit-month.js';

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
 * preflight). A beacon is answered 202 once the batch holding it has committed, whether its start was
 * counted or not, so the answer tells a sender nothing; only an address over its beacons a minute
 * gets 429. The store id is public (it is in the shop's pages), so a start only counts when the page
 * that sent it is on the store's domain and its address is within its hourly allowance for that
 * store. Unknown and disabled stores are answered alike and simply not counted. The meter's batch
 * decides all of it in one statement.
 */
export function collectRoutes(deps: Deps, meter: Meter): Route[] {
  const collect = async (ctx: Ctx) => {
    const { s, e, v } = await readJson(ctx.req, COLLECT_LIMIT_BYTES);
    if (!isUuid(s) || (e !== 'start' && e !== 'end') || !isUuid(v)) throw badBeacon(s, e, v);
    const { yearMonth, neighbourMonth } = visitMonths(deps.clock());
    const wait = await meter.record({
      ip: ctx.sender,
      kind: e,
      storeId: s.toLowerCase(),
      visitId: v.toLowerCase(),
      yearMonth,
      neighbourMonth,
      pageHost: pageHost(ctx.req),
    });
    if (wait) throw tooManyRequests(wait);
    return { status: 202, empty: true };
  };
  const preflight = () => ({ status: 204, headers: { 'Access-Control-Allow-Methods': 'POST', 'Access-Control-Allow-Headers': 'Content-Type', 'Access-Control-Max-Age': '86400' } });
  return [
    { method: 'POST', path: '/api/collect', handler: collect },
    { method: 'OPTIONS', path: '/api/collect', handler: preflight },
  ];
}
