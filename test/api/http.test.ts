// The HTTP layer under every call: the error body and its eventId in the log, malformed and oversized
// bodies, unknown paths and methods, security headers, health endpoints, and a 500 that hides internals.
import { request } from 'node:http';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { assertErrorBody, assertNo5xx, logLineFor } from '../helpers/errors.js';
import { call, register, startServer, STRONG_PASSWORD, type TestServer } from '../helpers/server.js';

let s: TestServer;
test.before(async () => {
  s = await startServer();
});
test.after(() => s.close());

const AUTH_POSTS = ['/api/auth/register', '/api/auth/login', '/api/auth/request-password-reset', '/api/auth/set-password'];

function assertSecurityHeaders(headers: Headers, what: string) {
  const csp = headers.get('content-security-policy') ?? '';
  assert.ok(csp.includes("default-src 'self'"), `${what}: CSP ${csp}`);
  assert.ok(csp.includes("frame-ancestors 'none'"), `${what}: CSP ${csp}`);
  assert.is(headers.get('x-content-type-options'), 'nosniff', what);
  assert.ok(headers.get('referrer-policy'), `${what}: Referrer-Policy`);
}

test('malformed JSON answers 400 on every auth call', async () => {
  for (const path of AUTH_POSTS) {
    for (const raw of ['{', '{"email": }', 'not json', "{'a': 1}"]) {
      await assertErrorBody(s, await call(s.url, 'POST', path, { raw }), 400);
    }
  }
});

test('a body that is JSON but not an object answers 400', async () => {
  for (const path of AUTH_POSTS) {
    for (const raw of ['[]', '[{"email":"a@b.co","password":"secret12"}]', 'null', '"text"', '42', 'true']) {
      const reply = await call(s.url, 'POST', path, { raw });
      await assertErrorBody(s, reply, 400);
      assert.is(reply.body.fieldErrors, undefined, `${path} ${raw}: refused as a whole, not field by field`);
    }
  }
});

test('NUL anywhere in a JSON body, escaped in a key or a string at any depth, answers 400', async () => {
  const user = await register(s.url);
  const bodies = [
    { email: 'a\u0000@example.com', password: 'secret12' },
    { email: 'a@example.com', password: 'secret\u000012' },
    { 'em\u0000ail': 'a@example.com', password: 'secret12' },
    { email: 'a@example.com', password: 'secret12', extra: { deep: [1, { 'k\u0000': 'v' }] } },
    { email: 'a@example.com', password: 'secret12', extra: [[['\u0000']]] },
  ].map((b) => JSON.stringify(b));
  for (const raw of bodies) {
    assert.ok(raw.includes('\\u0000'), `JSON.stringify escapes NUL: ${raw}`);
    await assertErrorBody(s, await call(s.url, 'POST', '/api/auth/login', { raw }), 400);
    await assertErrorBody(s, await call(s.url, 'POST', '/api/auth/register', { raw }), 400);
  }
  const tagged = await call(s.url, 'POST', '/api/whitelist', { token: user.token, raw: '{"ipAddress":"1.1.1.1","tag":"office\\u0000"}' });
  await assertErrorBody(s, tagged, 400);
  assert.equal((await call(s.url, 'GET', '/api/whitelist', { token: user.token })).body.ips, [], 'nothing was written');
});

test('a literal backslash-u in text is not a NUL: "\\\\u0000" is read as the six characters', async () => {
  const reply = await call(s.url, 'POST', '/api/auth/login', { raw: JSON.stringify({ email: 'a@example.com', password: 'secret\\u0000' }) });
  await assertErrorBody(s, reply, 401, 'Invalid credentials');
});

test('a body that is not UTF-8, or holds half of a surrogate pair, answers 400', async () => {
  const invalid = Buffer.concat([Buffer.from('{"email":"a@example.com","password":"secret'), Buffer.from([0xc3, 0x28, 0xff]), Buffer.from('"}')]);
  const res = await fetch(s.url + '/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: invalid });
  await assertErrorBody(s, { status: res.status, headers: res.headers, body: await res.json() }, 400);
  for (const escape of ['\\ud800', '\\udfff', '\\udc00\\ud800']) {
    const raw = `{"email":"a@example.com","password":"secret12${escape}"}`;
    await assertErrorBody(s, await call(s.url, 'POST', '/api/auth/login', { raw }), 400);
  }
  const pair = await call(s.url, 'POST', '/api/auth/login', { raw: '{"email":"a@example.com","password":"secret12\\ud83d\\ude00"}' });
  await assertErrorBody(s, pair, 401, 'Invalid credentials');
});

test('a body over 64 KiB answers 413, with Content-Length or chunked', async () => {
  const big = JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(64 * 1024) });
  for (const path of AUTH_POSTS) await assertErrorBody(s, await call(s.url, 'POST', path, { raw: big }), 413);

  const chunk = new TextEncoder().encode('x'.repeat(8192));
  const stream = new ReadableStream({
    start(c) {
      for (let i = 0; i < 12; i++) c.enqueue(chunk);
      c.close();
    },
  });
  const res = await fetch(s.url + '/api/auth/login', {
    method: 'POST',
    body: stream,
    headers: { 'content-type': 'application/json' },
    duplex: 'half',
  } as RequestInit);
  const body = await res.json();
  await assertErrorBody(s, { status: res.status, headers: res.headers, body }, 413);
});

test('a body of exactly 64 KiB is read (no 413)', async () => {
  const base = JSON.stringify({ email: 'a@example.com', password: '' });
  const raw = JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(64 * 1024 - base.length) });
  assert.is(Buffer.byteLength(raw), 64 * 1024);
  const reply = await call(s.url, 'POST', '/api/auth/login', { raw });
  await assertErrorBody(s, reply, 400);
  assert.ok(reply.body.fieldErrors?.password, 'validated, so it was parsed');
});

test('the connection still works after a refused body', async () => {
  assert.is((await call(s.url, 'POST', '/api/auth/login', { raw: 'x'.repeat(70_000) })).status, 413);
  assert.is((await call(s.url, 'GET', '/healthz')).status, 200);
});

test('an empty body is an empty object: the required fields are named', async () => {
  const reply = await call(s.url, 'POST', '/api/auth/login', { raw: '' });
  await assertErrorBody(s, reply, 400);
  assert.equal(reply.body.fieldErrors, { email: 'Email is required', password: 'Password is required' });
});

test('an unknown /api path answers a JSON 404, whatever the method', async () => {
  for (const [method, path] of [
    ['GET', '/api/nope'],
    ['POST', '/api/auth/nope'],
    ['GET', '/api'],
    ['GET', '/api/'],
    ['DELETE', '/api/auth/login/extra'],
    ['GET', '/api/%zz'],
  ] as const) {
    await assertErrorBody(s, await call(s.url, method, path), 404);
  }
});

test('a known path with the wrong method answers 405 with Allow', async () => {
  const cases: [string, string, string][] = [
    ['GET', '/api/auth/login', 'POST'],
    ['PUT', '/api/auth/register', 'POST'],
    ['DELETE', '/api/auth/me', 'GET'],
    ['POST', '/api/auth/me', 'GET'],
    ['GET', '/api/auth/logout', 'POST'],
    ['PATCH', '/api/auth/set-password', 'POST'],
    ['GET', '/api/auth/request-password-reset', 'POST'],
  ];
  for (const [method, path, allow] of cases) {
    const reply = await call(s.url, method, path, method === 'GET' ? {} : { body: {} });
    await assertErrorBody(s, reply, 405);
    assert.is(reply.headers.get('allow'), allow, `${method} ${path}`);
  }
});

test('every error answer carries its own eventId, and it is in that request’s log line', async () => {
  const replies = [
    await call(s.url, 'GET', '/api/auth/me'),
    await call(s.url, 'GET', '/api/auth/me'),
    await call(s.url, 'POST', '/api/auth/login', { body: { email: 'a@b.co', password: 'secret12' } }),
    await call(s.url, 'GET', '/api/nope'),
  ];
  const ids = replies.map((r) => r.body.eventId);
  assert.is(new Set(ids).size, ids.length, 'eventIds are unique');
  for (const r of replies) {
    const line = await logLineFor(s, r.body.eventId);
    assert.is(line.status, r.status);
    assert.type(line.path, 'string');
    assert.type(line.method, 'string');
  }
  const me = await logLineFor(s, replies[0]!.body.eventId);
  assert.is(me.path, '/api/auth/me');
  assert.is(me.method, 'GET');
});

test('the log never holds passwords or tokens', async () => {
  const user = await register(s.url);
  await call(s.url, 'POST', '/api/auth/login', { body: { email: user.email, password: STRONG_PASSWORD } });
  await call(s.url, 'GET', '/api/auth/me', { token: user.token });
  await new Promise((r) => setTimeout(r, 50));
  const text = JSON.stringify(s.logs);
  assert.not.ok(text.includes(STRONG_PASSWORD), 'password in log');
  assert.not.ok(text.includes(user.token), 'token in log');
});

test('security headers on API answers, success or error, and on health checks', async () => {
  const user = await register(s.url);
  assertSecurityHeaders((await call(s.url, 'GET', '/api/auth/me', { token: user.token })).headers, 'GET /me 200');
  assertSecurityHeaders((await call(s.url, 'POST', '/api/auth/login', { body: {} })).headers, 'login 400');
  assertSecurityHeaders((await call(s.url, 'GET', '/api/auth/me')).headers, 'me 401');
  assertSecurityHeaders((await call(s.url, 'GET', '/api/nope')).headers, '404');
  assertSecurityHeaders((await call(s.url, 'GET', '/api/auth/login')).headers, '405');
  assertSecurityHeaders((await call(s.url, 'GET', '/healthz')).headers, 'healthz');
  const me = await call(s.url, 'GET', '/api/auth/me', { token: user.token });
  assert.is(me.headers.get('cache-control'), 'no-store', 'API answers are not cached');
  assert.ok(me.headers.get('content-type')?.startsWith('application/json'));
});

test('Strict-Transport-Security on every answer when APP_URL is https, and never over plain http', async () => {
  for (const [method, path] of [['GET', '/healthz'], ['GET', '/api/auth/me'], ['GET', '/api/nope'], ['POST', '/api/auth/login'], ['GET', '/']] as const) {
    assert.is((await call(s.url, method, path, { body: method === 'POST' ? {} : undefined })).headers.get('strict-transport-security'), null, path);
  }
  const secure = await startServer({ env: { APP_URL: 'https://dashboard.example.com', BILLING_PROVIDER: 'local' } });
  try {
    const user = await register(secure.url);
    for (const [method, path] of [['GET', '/healthz'], ['GET', '/api/auth/me'], ['GET', '/api/nope'], ['POST', '/api/auth/login'], ['GET', '/']] as const) {
      const reply = await call(secure.url, method, path, { token: user.token, body: method === 'POST' ? {} : undefined });
      assert.is(reply.headers.get('strict-transport-security'), 'max-age=31536000; includeSubDomains', `${method} ${path} ${reply.status}`);
    }
  } finally {
    await secure.close();
  }
});

test('/healthz and /readyz answer 200', async () => {
  const health = await call(s.url, 'GET', '/healthz');
  const ready = await call(s.url, 'GET', '/readyz');
  assert.is(health.status, 200);
  assert.is(ready.status, 200);
  assert.type(health.body, 'object');
  assert.type(ready.body, 'object');
});

test('a request line the URL parser refuses still gets an answer, not a dropped connection', async () => {
  const status = await new Promise<number>((resolve, reject) => {
    const req = request(`${s.url}/`, { method: 'GET', path: '//%%/api' }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
  assert.ok(status >= 200 && status < 500, `status ${status}`);
});

test('no answer so far was a 5xx', () => assertNo5xx(s));

test('an unexpected failure answers 500 without internals, its eventId in an error log line', async () => {
  const query = s.db.query;
  s.db.query = async () => {
    throw new Error('secret internals: relation "users" at 10.0.0.5');
  };
  let reply;
  try {
    reply = await call(s.url, 'GET', '/readyz');
  } finally {
    s.db.query = query;
  }
  await assertErrorBody(s, reply, 500);
  assert.not.ok(JSON.stringify(reply.body).includes('secret'), 'no internals in the body');
  const line = await logLineFor(s, reply.body.eventId);
  assert.is(line.level, 'error');
  assert.ok(String(line.error).includes('secret internals'), 'the log keeps the cause');
  assert.is((await call(s.url, 'GET', '/readyz')).status, 200, 'and the server goes on');
});

test.run();
