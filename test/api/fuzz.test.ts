// Thousands of generated requests of every shape against every route the server declares, signed in as ADMIN and
// STANDARD and as nobody: bodies of the wrong types, nested, huge numbers, NUL, broken UTF-8, bad
// JSON, odd methods, path ids that are not ids. Whatever they hold, none may be answered 5xx, and
// every error the API answers has the error body. The seed is fixed, so a failure can be replayed.
import { DEFAULT_LIMITS, type RateLimits } from '../../src/server/services/limits/rate-limits.js';
import { Agent, request } from 'node:http';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { signStripePayload } from '../helpers/stripe.js';
import { completedAdmin, storeDraft } from '../helpers/billing.js';
import { assertNo5xx } from '../helpers/errors.js';
import { call, register, startServer, STRONG_PASSWORD, type TestServer } from '../helpers/server.js';
import { joinedMember, userIdOf } from '../helpers/team.js';

const SEED = 0x5eed;
const REQUESTS = 5_000;
const WEBHOOK_REQUESTS = 300;
const IN_FLIGHT = 8;
const WEBHOOK_SECRET = 'whsec_fuzz';
// High enough that the generated requests reach the body and the store instead of stopping at 429.
// Every limit lifted (the load comes from one address), so each request reaches its route's checks.
const UNLIMITED: Partial<RateLimits> = Object.fromEntries(Object.keys(DEFAULT_LIMITS).filter((k) => k !== 'windowMs' && k !== 'loginSlowdownMs').map((k) => [k, 1e9]));

/** mulberry32: small, fast, and the same sequence for the same seed. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(list: readonly T[]): T => list[int(list.length)]!;
  const chance = (p: number) => next() < p;
  const hex = (n: number) => Array.from({ length: n }, () => int(16).toString(16)).join('');
  const uuid = () => `${hex(8)}-${hex(4)}-4${hex(3)}-${pick(['8', '9', 'a', 'b'])}${hex(3)}-${hex(12)}`;
  return { int, pick, chance, uuid };
}
type Rng = ReturnType<typeof prng>;

/** JSON text that JSON.stringify cannot produce: stands in for a value inside a body. */
const RAW_VALUES = [
  '1e400',
  '-1e400',
  '123456789012345678901234567890123456789',
  '-0',
  '1e-400',
  '"\\u0000"',
  '"a\\u0000b"',
  '"\\ud800"',
  '"\\udfff\\ud800"',
  '{"\\u0000":1}',
  '{"a":{"b":["\\u0000"]}}',
  '[' .repeat(2000) + ']'.repeat(2000),
  '{"a":'.repeat(500) + '1' + '}'.repeat(500),
  '"\\\\u0000"',
  '{"__proto__":{"role":"ADMIN"}}',
  '{"constructor":{"prototype":{"x":1}}}',
];

/** Values of every kind, put in place of a field. */
function evilValue(r: Rng): unknown {
  return r.pick<() => unknown>([
    () => null,
    () => r.pick([true, false]),
    () => r.pick([0, -1, 1.5, 2 ** 53 + 1, 1e308, -1e308, Number.MAX_SAFE_INTEGER]),
    () => r.pick(['', ' ', '\t\n', 'é', '😀', '<script>alert(1)</script>', "' OR 1=1 --", '%00', '../../etc/passwd', '${7*7}']),
    () => 'x'.repeat(r.pick([101, 255, 1000, 20_000])),
    () => r.pick(['\u0000', 'a\u0000b', '\ud800', 'x\udfff']),
    () => r.pick([{}, [], [[]], [null], { $gt: '' }, { $ne: null }, ['a@example.com'], { a: { b: { c: {} } } }]),
    () => Array.from({ length: r.pick([2, 100, 1000]) }, (_, i) => (r.chance(0.5) ? i : `v${i}`)),
    () => r.pick(['1.1.1.1', '::1', '999.1.1.1', r.uuid(), r.uuid().toUpperCase(), 'PRO', 'TITAN', 'ADMIN', 'STANDARD', 'start', 'end', 'US', 'shopify']),
    () => ({ raw: r.pick(RAW_VALUES) }),
  ])();
}

const RAW_MARK = '"__raw_value__"';

/** A JSON body from a template: one field, some fields or a new field replaced; raw values spliced in as text. */
function mutatedBody(r: Rng, template: Record<string, unknown>): string {
  const body: Record<string, unknown> = { ...template };
  const keys = Object.keys(body);
  const raws: string[] = [];
  const put = (key: string) => {
    const value = evilValue(r);
    if (value && typeof value === 'object' && 'raw' in value) {
      raws.push((value as { raw: string }).raw);
      set(key, '__raw_value__');
    } else set(key, value);
  };
  // A plain assignment to __proto__ would change the prototype instead of adding the key.
  const set = (key: string, value: unknown) => Object.defineProperty(body, key, { value, enumerable: true, configurable: true, writable: true });
  if (!keys.length || r.chance(0.15)) put(r.pick(['extra', '__proto__', 'constructor', 'role', 'accountId', 'a\u0000']));
  else if (r.chance(0.2)) keys.forEach(put);
  else if (r.chance(0.1)) delete body[r.pick(keys)];
  else put(r.pick(keys));
  let text = JSON.stringify(body);
  for (const raw of raws) text = text.replace(RAW_MARK, raw);
  return text;
}

const BROKEN_BODIES: (() => Buffer)[] = [
  () => Buffer.from('{'),
  () => Buffer.from('{"email": }'),
  () => Buffer.from("{'a': 1}"),
  () => Buffer.from('not json at all'),
  () => Buffer.from('{"a":1}{"b":2}'),
  () => Buffer.from('\ufeff{"a":1}'),
  () => Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d]),
  () => Buffer.from([0xff, 0xfe, 0x00, 0x7b]),
  () => Buffer.from('{"a":"\u0000"}'),
  () => Buffer.from('{"a":"\x01\x1f"}'),
  () => Buffer.from([0xed, 0xa0, 0x80]),
  () => Buffer.alloc(70 * 1024, 'x'),
  () => Buffer.from(JSON.stringify({ a: 'x'.repeat(65 * 1024) })),
  () => Buffer.from('a=1&b=2'),
  () => Buffer.from('--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--'),
];

const JSON_VALUES = ['null', '[]', '[{}]', '42', '"text"', 'true', '1e400', '{}', '{"":""}', '[' .repeat(5000) + ']'.repeat(5000)];

interface Spec {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
  chunked: boolean;
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD', 'PROPFIND', 'PURGE', 'SEARCH', 'MKCOL', 'TRACE', 'FUZZ'];
const CONTENT_TYPES = ['application/json', 'application/json; charset=utf-8', 'text/plain', 'text/plain;charset=UTF-8', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json; charset=latin1', ''];

interface World {
  tokens: { admin: string; fresh: string; standard: string };
  ids: { store: string; ip: string; invited: string; checkout: string; session: string };
}

/** Path params: real ids of this world, ids of nothing, and text that is no id at all. */
function param(r: Rng, real: string): string {
  return r.pick([
    () => real,
    () => real.toUpperCase(),
    () => r.uuid(),
    () => '00000000-0000-0000-0000-000000000000',
    () => 'not-a-uuid',
    () => '%00',
    () => `${real}%00`,
    () => '%ZZ',
    () => '%C3%28',
    () => '%ED%A0%80',
    () => '..%2F..%2Fetc%2Fpasswd',
    () => '%F0%9F%98%80',
    () => encodeURIComponent("'; DROP TABLE users; --"),
    () => 'a'.repeat(r.pick([37, 300, 4000])),
    () => '1',
  ])();
}

type Who = 'admin' | 'fresh' | 'standard' | 'nobody';
interface RouteDef {
  method: string;
  path: (r: Rng, w: World) => string;
  body?: (r: Rng, w: World) => Record<string, unknown>;
  /** Routes that would end the session the rest of the run signs in with. */
  anonymousOnly?: boolean;
}

// A password that passes the rules costs a scrypt hash on the server (tens of milliseconds of CPU):
// only some templates carry one, so the run stays short while those paths are still reached.
const somePassword = (r: Rng) => (r.chance(0.2) ? 'Fuzz!Pass9x' : 'short');
const someCode = (r: Rng) => r.pick(['123456', 'abcd-efgh', '12345', '']);
/** A valid body of each route that reads one, for the mutations to start from. */
const TEMPLATES: Record<string, (r: Rng, w: World) => Record<string, unknown>> = {
  'POST /api/auth/register': (r) => ({ name: 'Fuzz', email: `fuzz-${r.uuid()}@example.com`, password: somePassword(r), company: 'Acme' }),
  'POST /api/auth/login': (r) => ({ email: 'nobody@example.com', password: somePassword(r) }),
  'POST /api/auth/request-password-reset': () => ({ email: 'nobody@example.com' }),
  'POST /api/auth/set-password': (r) => ({ token: r.uuid(), password: somePassword(r) }),
  'POST /api/auth/verify-email': (r) => ({ token: r.uuid() }),
  'POST /api/auth/2fa/enable': (r) => ({ code: someCode(r), password: somePassword(r) }),
  'POST /api/auth/2fa/disable': (r) => ({ code: someCode(r) }),
  'POST /api/auth/2fa/verify': (r) => ({ mfaToken: r.uuid(), code: someCode(r) }),
  'POST /api/stores': (r) => ({ stores: [storeDraft(`fuzz-${r.int(1e9)}.example.com`)] }),
  'PATCH /api/stores/:storeId': (r) => ({ disabled: r.chance(0.5) }),
  'POST /api/checkout': () => ({ plan: 'PRO' }),
  'POST /api/checkout/upgrade': () => ({ newPlan: 'SCALE' }),
  'POST /api/sub-user/invite': (r) => ({ email: `invitee-${r.uuid()}@example.com`, name: 'Fuzz', role: 'STANDARD' }),
  'POST /api/account/owner': (r, w) => ({ userId: r.chance(0.5) ? w.ids.invited : r.uuid(), password: somePassword(r) }),
  'POST /api/sub-user/two-factor/reset/:userId': (r) => ({ password: somePassword(r) }),
  'POST /api/whitelist': (r) => ({
    ipAddress: r.pick([`10.${r.int(256)}.${r.int(256)}.${r.int(256)}`, `10.${r.int(256)}.${r.int(256)}.0/${24 + r.int(9)}`, `2001:db8:${r.int(65536).toString(16)}::/${48 + r.int(81)}`]),
    tag: 'fuzz',
  }),
  'PATCH /api/whitelist/:ipId': (r) => ({ ipAddress: `10.0.${r.int(256)}.1`, tag: 'fuzz' }),
  'POST /api/collect': (r, w) => ({ s: r.chance(0.5) ? w.ids.store : r.uuid(), e: 'start', v: r.uuid() }),
  'PUT /api/settings': (r) => ({ email: r.chance(0.5) ? `moved-${r.uuid()}@example.com` : 'nobody@example.com', timeZone: 'UTC', notifications: 'all', password: somePassword(r) }),
};
/**
 * Sent signed out only: routes that end the session they are called with (or every other one of its
 * user), and ending the subscription, which would leave the rest of the run on the 409s of an account
 * without a plan.
 */
const SIGNED_OUT_ONLY = new Set(['POST /api/auth/logout', 'POST /api/auth/sessions/end-others', 'POST /api/billing/unsubscribe']);

/** The real id a path param names in this world; the generator also tries ids of nothing and text that is no id. */
function realParam(name: string, path: string, w: World): string {
  if (name === 'id') return path.startsWith('/billing/checkout/') ? w.ids.checkout : w.ids.session;
  return ({ storeId: w.ids.store, ipId: w.ids.ip, userId: w.ids.invited, token: 'portal-token' } as Record<string, string>)[name]!;
}

const keyOf = (route: { method: string; path: string }) => `${route.method} ${route.path}`;

/** The fuzzer's routes: every route the server declares, and paths no route has. */
function routesOf(declared: TestServer['routes']): RouteDef[] {
  const routes = declared.map((d): RouteDef => ({
    method: d.method,
    path: (r, w) => d.path.replace(/:([A-Za-z]+)/g, (_, name: string) => param(r, realParam(name, d.path, w))),
    ...(TEMPLATES[keyOf(d)] ? { body: TEMPLATES[keyOf(d)] } : {}),
    ...(SIGNED_OUT_ONLY.has(keyOf(d)) ? { anonymousOnly: true } : {}),
  }));
  return [
    ...routes,
    { method: 'GET', path: (r) => r.pick(['/api/nope', '/api', '/api/', '/api/%00', '/api/auth/%ZZ', '/api//stores', '/api/stores/']) },
    { method: 'GET', path: (r) => r.pick(['/healthz', '/readyz', '/', '/protect.js', '/assets/app.js.map', '/ap/login', '/%00', '/x%C3%28.js']) },
  ];
}

function requestBody(r: Rng, route: RouteDef, w: World): Buffer | undefined {
  const template = route.body?.(r, w) ?? {};
  const kind = r.int(100);
  if (kind < 45) return Buffer.from(mutatedBody(r, template));
  if (kind < 55) return Buffer.from(JSON.stringify(template));
  if (kind < 67) return Buffer.from(r.pick(JSON_VALUES));
  if (kind < 87) return r.pick(BROKEN_BODIES)();
  return undefined;
}

function generate(r: Rng, w: World, routes: RouteDef[]): Spec {
  const route = r.pick(routes);
  const who: Who = route.anonymousOnly ? 'nobody' : r.pick(['admin', 'admin', 'fresh', 'standard', 'standard', 'nobody']);
  const headers: Record<string, string> = {};
  if (who !== 'nobody') headers.authorization = `Bearer ${w.tokens[who]}`;
  else if (r.chance(0.3)) headers.authorization = r.pick(['Bearer ', 'Bearer x', `Bearer ${'a'.repeat(5000)}`, 'Basic YTpi', 'bearer', `Bearer ${r.uuid()}`, 'Bearer é']);
  const contentType = r.pick(CONTENT_TYPES);
  if (contentType) headers['content-type'] = contentType;
  if (r.chance(0.01)) headers['x-padding'] = 'p'.repeat(20_000);
  let path = route.path(r, w);
  if (r.chance(0.1)) path += r.pick(['?a=1', '?month=%00', '?month=2025-13', '?x=%C3%28', `?${'q'.repeat(3000)}=1`, '#frag']);
  const method = r.chance(0.85) ? route.method : r.pick(METHODS);
  return { method, path, headers, body: requestBody(r, route, w), chunked: r.chance(0.3) };
}

interface Outcome {
  status: number;
  contentType: string;
  text: string;
}

function send(base: URL, agent: Agent, spec: Spec): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const headers = { ...spec.headers };
    // Framed either way: without one of these Node's client sends the body of a GET or DELETE bare.
    if (spec.body) headers[spec.chunked ? 'transfer-encoding' : 'content-length'] = spec.chunked ? 'chunked' : String(spec.body.length);
    const req = request({ host: base.hostname, port: base.port, method: spec.method, path: spec.path, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, contentType: String(res.headers['content-type'] ?? ''), text: Buffer.concat(chunks).toString('utf8') }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    if (spec.body) req.write(spec.body);
    req.end();
  });
}

/** Sends every spec, IN_FLIGHT at a time; answers what went wrong, as readable lines. */
async function run(server: TestServer, specs: Spec[]): Promise<{ problems: string[]; statuses: Map<number, number> }> {
  const base = new URL(server.url);
  const agent = new Agent({ keepAlive: true, maxSockets: IN_FLIGHT });
  const problems: string[] = [];
  const statuses = new Map<number, number>();
  let next = 0;
  const worker = async () => {
    while (next < specs.length) {
      const spec = specs[next++]!;
      const what = `${spec.method} ${spec.path.slice(0, 120)} body ${spec.body?.subarray(0, 120).toString() ?? 'none'}`;
      try {
        const out = await send(base, agent, spec);
        statuses.set(out.status, (statuses.get(out.status) ?? 0) + 1);
        if (out.status >= 500) problems.push(`${out.status} for ${what}: ${out.text.slice(0, 300)}`);
        else if (out.status >= 400 && out.contentType.startsWith('application/json') && spec.method !== 'HEAD') {
          const body = JSON.parse(out.text);
          if (body.success !== false || body.status !== out.status || typeof body.eventId !== 'string' || typeof body.message !== 'string') {
            problems.push(`error body for ${what}: ${out.text.slice(0, 300)}`);
          }
        }
      } catch (err) {
        problems.push(`no answer for ${what}: ${(err as Error).message}`);
      }
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  agent.destroy();
  return { problems, statuses };
}

let s: TestServer;
let stripe: TestServer;
test.before(async () => {
  // One after the other: on PostgreSQL both run the migrations on the same database.
  s = await startServer({ limits: UNLIMITED });
  stripe = await startServer({
    limits: UNLIMITED,
    // Nothing listens there: only the webhook, which never calls Stripe, is sent requests.
    env: { BILLING_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_fuzz', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: 'http://127.0.0.1:9' },
  });
});
test.after(async () => {
  await s?.close();
  await stripe?.close();
});

test('every route that reads a body has a template for the fuzzer, and every template a route', () => {
  const withBodies = s.routes.filter((d) => d.body).map(keyOf);
  assert.equal(withBodies.filter((key) => !TEMPLATES[key]), []);
  const keys = new Set(s.routes.map(keyOf));
  assert.equal(Object.keys(TEMPLATES).filter((key) => !keys.has(key)), []);
});

test(`${REQUESTS} generated requests across every route: no 5xx, and every API error has the error body`, async () => {
  const admin = await completedAdmin(s.url);
  const fresh = await register(s.url);
  const standard = await joinedMember(s.url, s, admin.token, 'STANDARD');
  const invited = await call(s.url, 'POST', '/api/sub-user/invite', { token: admin.token, body: { email: `pending-${Date.now()}@example.com`, name: 'Pending', role: 'STANDARD' } });
  assert.is(invited.status, 201);
  const users = (await call(s.url, 'GET', '/api/sub-user', { token: admin.token })).body.users as { userId: string; status: string }[];
  const added = await call(s.url, 'POST', '/api/whitelist', { token: admin.token, body: { ipAddress: '192.0.2.1', tag: 'seed' } });
  assert.is(added.status, 201);
  const checkout = await call(s.url, 'POST', '/api/checkout', { token: fresh.token, body: { plan: 'PRO' } });
  // A session of the admin's own that the run may end; the admin's run goes on with another.
  const spare = await call(s.url, 'POST', '/api/auth/login', { body: { email: admin.email, password: STRONG_PASSWORD } });
  const sessions = (await call(s.url, 'GET', '/api/auth/sessions', { token: spare.body.token })).body.sessions as { id: string; current: boolean }[];
  const world: World = {
    tokens: { admin: admin.token, fresh: fresh.token, standard: standard.token },
    ids: {
      store: admin.store.storeId,
      ip: (await call(s.url, 'GET', '/api/whitelist', { token: admin.token })).body.ips[0].ipId,
      invited: users.find((u) => u.status === 'INVITED')!.userId,
      checkout: String(checkout.body.url).split('/').pop()!,
      session: sessions.find((x) => x.current)!.id,
    },
  };
  assert.not.ok(Object.values(world.ids).includes(await userIdOf(s.url, standard.token)), 'the STANDARD member is never deleted');

  const r = prng(SEED);
  const routes = routesOf(s.routes);
  const specs = Array.from({ length: REQUESTS }, () => generate(r, world, routes));
  const started = Date.now();
  const { problems, statuses } = await run(s, specs);
  console.log(`fuzz: ${specs.length} requests in ${Date.now() - started} ms; answers by status ${JSON.stringify([...statuses].sort())}`);
  assert.equal(problems, [], `seed ${SEED}`);
  assertNo5xx(s);
  // The generated requests got past sign-in and validation to the store, not only refused at the door.
  for (const status of [200, 201, 202, 400, 401, 403, 404, 405, 413]) assert.ok(statuses.has(status), `some answers were ${status}: ${JSON.stringify([...statuses])}`);
  assert.is((await call(s.url, 'GET', '/api/auth/me', { token: standard.token })).status, 200, 'the STANDARD session lasted the run');
  assert.is((await call(s.url, 'POST', '/api/auth/login', { body: { email: admin.email, password: STRONG_PASSWORD } })).status, 200);
});

test(`${WEBHOOK_REQUESTS} generated Stripe webhooks, signed and not: no 5xx`, async () => {
  // The rest of the Stripe server's routes are the local one's, fuzzed above (but the local provider's pages).
  const local = new Set(s.routes.map(keyOf));
  assert.equal(stripe.routes.map(keyOf).filter((key) => !local.has(key)), ['POST /api/billing/webhook']);
  const r = prng(SEED + 1);
  const specs = Array.from({ length: WEBHOOK_REQUESTS }, (): Spec => {
    const template = { id: `evt_${r.uuid()}`, type: r.pick(['checkout.session.completed', 'invoice.paid']), data: { object: { client_reference_id: r.uuid(), customer: 'cus_1' } } };
    const body = r.chance(0.6) ? Buffer.from(mutatedBody(r, template)) : r.chance(0.5) ? Buffer.from(r.pick(JSON_VALUES)) : r.pick(BROKEN_BODIES)();
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (r.chance(0.8)) headers['stripe-signature'] = signStripePayload(body.toString('utf8'), WEBHOOK_SECRET, Math.floor(Date.now() / 1000));
    else if (r.chance(0.5)) headers['stripe-signature'] = r.pick(['t=1,v1=00', 'garbage', 't=abc', `t=${Date.now()},v1=${'0'.repeat(64)}`]);
    return { method: 'POST', path: '/api/billing/webhook', headers, body, chunked: r.chance(0.3) };
  });
  const { problems, statuses } = await run(stripe, specs);
  assert.equal(problems, [], `seed ${SEED + 1}`);
  assertNo5xx(stripe);
  for (const status of [200, 400]) assert.ok(statuses.has(status), `some answers were ${status}: ${JSON.stringify([...statuses])}`);
});

test.run();
