import type { IncomingMessage } from 'node:http';
import { isUuid } from '../../shared/ids.js';
import type { FieldErrors } from '../../shared/validators.js';
import { invalid, tooManyRequests, type DomainError } from '../errors.js';
import { readTextThen } from '../http/body.js';
import { parseJsonObject } from '../http/json.js';
import { pageHost } from '../http/page-host.js';
import { senderKey, visitorAddress } from '../http/sender.js';
import type { Answer } from '../http/router.js';
import type { Beacon, Meter } from '../services/meter.js';
import { route, type DeclaredRoute } from './route.js';

export const COLLECT_LIMIT_BYTES = 1024;

const LOWER_UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** A beacon exactly as the snippet's JSON.stringify writes it, its ids in lower case (as the snippet's are). */
const SNIPPET_BEACON = new RegExp(`^\\{"s":"(${LOWER_UUID})","e":"(start|end)","v":"(${LOWER_UUID})"\\}$`);

/** 400 naming each beacon field that is missing or of the wrong kind. */
function badBeacon(s: unknown, e: unknown, v: unknown): DomainError {
  const fieldErrors: FieldErrors = {};
  if (!isUuid(s)) fieldErrors.s = 'Must be a store id (a UUID)';
  if (e !== 'start' && e !== 'end') fieldErrors.e = 'Must be "start" or "end"';
  if (!isUuid(v)) fieldErrors.v = 'Must be a visit id (a UUID)';
  return invalid('Expected {s: store id, e: "start" or "end", v: visit id}', fieldErrors);
}

/**
 * Any other writing of a beacon: its store id, kind and visit id (ids in lower case), and whether it
 * is a start sent again (`"r": 1`), or a 400 naming what is wrong.
 */
function checkedBeacon(text: string): [storeId: string, kind: Beacon['kind'], visitId: string, again: boolean] {
  const { s, e, v, r } = text === '' ? {} : parseJsonObject(text);
  if (!isUuid(s) || (e !== 'start' && e !== 'end') || !isUuid(v)) throw badBeacon(s, e, v);
  return [s.toLowerCase(), e, v.toLowerCase(), r === 1];
}

/**
 * Told the answer to a beacon: 0 once it is written, the seconds its address must wait (429), or the
 * error to answer; and whether the snippet lifts its anti-copy rules.
 */
export type BeaconDone = (err: Error | null, wait?: number, lift?: boolean) => void;

/** The 202's body that tells the snippet to lift its anti-copy rules; every other 202 is empty. */
export const LIFT_BODY = '{"protect":false}';

/**
 * The snippet's beacon: {s: storeId, e: "start" | "end", v: visitId} as text/plain JSON (a CORS simple
 * request: no preflight); a start the snippet sends again, its first answer never read, adds "r": 1. A beacon is answered 202 once the batch holding it has committed; only an
 * address over its beacons a minute gets 429. The store id is public (it is in the shop's pages), so a
 * start only counts when the page that sent it is on the store's domain and its address is within its
 * hourly allowance for that store. A start to a store that does not count (disabled, or its account's
 * protection ended) or from an address the account whitelisted is answered with LIFT_BODY; every other
 * answer is empty, whether the start counted or not, and an unknown store is answered as a counted one.
 * The meter's batch decides all of it in one statement.
 *
 * Callbacks rather than promises from the body to the batch: every beacon takes this way, and the
 * server takes a plain POST before the router to save what a request costs beyond it (app.ts).
 */
export function beaconReceiver(meter: Meter): (req: IncomingMessage, clientIp: string, done: BeaconDone) => void {
  return (req, clientIp, done) =>
    readTextThen(req, COLLECT_LIMIT_BYTES, (err, text) => {
      if (err) return done(err);
      let beacon: Beacon;
      try {
        // The snippet's own body is read by one pattern; any other by the JSON parser and the checks.
        const snippet = SNIPPET_BEACON.exec(text!);
        const [storeId, kind, visitId, again] = snippet ? [snippet[1]!, snippet[2] as Beacon['kind'], snippet[3]!, false] : checkedBeacon(text!);
        beacon = { ip: senderKey(clientIp), address: visitorAddress(clientIp), kind, storeId, visitId, pageHost: pageHost(req), again };
      } catch (invalid) {
        return done(invalid as Error);
      }
      meter.add(beacon, done);
    });
}

/** The beacon's routes as the router serves them: the server takes a plain POST /api/collect before the router (app.ts). */
export function collectRoutes(receive: ReturnType<typeof beaconReceiver>): DeclaredRoute[] {
  const collect = route({ method: 'POST', path: '/api/collect', access: 'public' }, ({ ctx }) =>
    new Promise<Answer>((resolve, reject) =>
      receive(ctx.req, ctx.ip, (err, wait, lift) =>
        err ? reject(err) : wait ? reject(tooManyRequests(wait)) : resolve(lift ? { status: 202, body: JSON.parse(LIFT_BODY) } : { status: 202, empty: true }),
      ),
    ));
  const preflight = route({ method: 'OPTIONS', path: '/api/collect', access: 'public' }, () => ({
    status: 204, headers: { 'Access-Control-Allow-Methods': 'POST', 'Access-Control-Allow-Headers': 'Content-Type', 'Access-Control-Max-Age': '86400' },
  }));
  return [collect, preflight];
}
