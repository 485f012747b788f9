// Every field a route reads is checked for its kind: a value of the wrong type (an object where text
// belongs, a string where a list belongs...) is a 400 naming that field, and nothing is written. In
// a required field it counts as missing; an optional field is told it must be a string.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { PASSWORD_FOR_EMAIL } from '../../src/shared/settings.js';
import { MESSAGES } from '../../src/shared/stores.js';
import { NOT_TEXT } from '../../src/shared/validators.js';
import { completedAdmin, storeDraft } from '../helpers/billing.js';
import { assertErrorBody, assertNo5xx } from '../helpers/errors.js';
import { call, register, startServer, STRONG_PASSWORD, uniqueEmail, type Reply, type TestServer } from '../helpers/server.js';

let s: TestServer;
test.before(async () => {
  s = await startServer();
});
test.after(() => s.close());

/** A 400 whose fieldErrors has this field with this message. */
async function refused(reply: Reply, field: string, message: string) {
  await assertErrorBody(s, reply, 400);
  assert.is(reply.body.fieldErrors?.[field], message, `${field}: ${JSON.stringify(reply.body)}`);
}

const OPERATOR = { $gt: '' };
const NOT_TEXT_VALUES = [OPERATOR, ['text'], 42, true, { nested: { deeper: ['x'] } }];

const count = async (sql: string, params: unknown[]) => (await s.db.query<{ n: number }>(sql, params))[0]!.n;

test('register and login: a field that is not text is 400 naming it, and no account is made', async () => {
  const base = { name: 'Ada', email: uniqueEmail(), password: STRONG_PASSWORD, company: 'Acme' };
  const expected: Record<string, string> = { name: 'Name is required', email: 'Email is required', password: 'Password is required', company: NOT_TEXT };
  for (const [field, message] of Object.entries(expected)) {
    for (const value of NOT_TEXT_VALUES) {
      const r = await call(s.url, 'POST', '/api/auth/register', { body: { ...base, [field]: value } });
      await refused(r, field, message);
    }
  }
  assert.is(await count('SELECT count(*)::int AS n FROM users WHERE email = $1', [base.email]), 0);
  const login = await call(s.url, 'POST', '/api/auth/login', { body: { email: OPERATOR, password: OPERATOR } });
  await assertErrorBody(s, login, 400);
  assert.equal(login.body.fieldErrors, { email: 'Email is required', password: 'Password is required' });
});

test('password reset and set-password: fields that are not text are 400 naming them', async () => {
  await refused(await call(s.url, 'POST', '/api/auth/request-password-reset', { body: { email: ['a@example.com'] } }), 'email', 'Email is required');
  const set = await call(s.url, 'POST', '/api/auth/set-password', { body: { token: OPERATOR, password: [STRONG_PASSWORD] } });
  await assertErrorBody(s, set, 400);
  assert.equal(set.body.fieldErrors, { token: 'Token is required', password: 'Password is required' });
});

test('whitelist: {"ipAddress":"1.1.1.1","tag":{"$gt":""}} is 400 on the tag and adds nothing; edits alike', async () => {
  const a = await register(s.url);
  await refused(await call(s.url, 'POST', '/api/whitelist', { token: a.token, body: { ipAddress: '1.1.1.1', tag: OPERATOR } }), 'tag', NOT_TEXT);
  for (const value of NOT_TEXT_VALUES) {
    await refused(await call(s.url, 'POST', '/api/whitelist', { token: a.token, body: { ipAddress: '1.1.1.2', tag: value } }), 'tag', NOT_TEXT);
    await refused(await call(s.url, 'POST', '/api/whitelist', { token: a.token, body: { ipAddress: value, tag: 'x' } }), 'ipAddress', 'IP address is required');
  }
  assert.equal((await call(s.url, 'GET', '/api/whitelist', { token: a.token })).body.ips, []);

  assert.is((await call(s.url, 'POST', '/api/whitelist', { token: a.token, body: { ipAddress: '2.2.2.2', tag: 'office' } })).status, 201);
  assert.is((await call(s.url, 'POST', '/api/whitelist', { token: a.token, body: { ipAddress: '3.3.3.3', tag: null } })).status, 201, 'null is no tag');
  const [ip] = (await call(s.url, 'GET', '/api/whitelist', { token: a.token })).body.ips.filter((x: any) => x.ipAddress === '2.2.2.2');
  const path = `/api/whitelist/${ip.ipId}`;
  await refused(await call(s.url, 'PATCH', path, { token: a.token, body: { ipAddress: '2.2.2.3', tag: ['home'] } }), 'tag', NOT_TEXT);
  await refused(await call(s.url, 'PATCH', path, { token: a.token, body: { ipAddress: { ip: '2.2.2.3' }, tag: 'home' } }), 'ipAddress', 'IP address is required');
  const after = (await call(s.url, 'GET', '/api/whitelist', { token: a.token })).body.ips.find((x: any) => x.ipId === ip.ipId);
  assert.equal([after.ipAddress, after.tag], ['2.2.2.2', 'office'], 'the refused edits changed nothing');
});

test('settings: a password that is not text is not read unless the email changes, and then counts as none given', async () => {
  const a = await register(s.url);
  const settings = { email: a.email, timeZone: 'EST', notifications: 'all' };
  for (const value of NOT_TEXT_VALUES) {
    const same = await call(s.url, 'PUT', '/api/settings', { token: a.token, body: { ...settings, password: value } });
    assert.is(same.status, 200, JSON.stringify(same.body));
    const moved = await call(s.url, 'PUT', '/api/settings', { token: a.token, body: { ...settings, email: uniqueEmail(), password: value } });
    await refused(moved, 'password', PASSWORD_FOR_EMAIL);
  }
  assert.is((await call(s.url, 'GET', '/api/auth/me', { token: a.token })).body.pendingEmail, null, 'no email change waits');
});

test('team invite: name, email and role must be text; nobody is invited', async () => {
  const a = await register(s.url);
  const email = uniqueEmail('invitee');
  const base = { name: 'Bea', email, role: 'STANDARD' };
  const expected: Record<string, string> = { name: 'Name is required', email: 'Email is required', role: 'Role is required' };
  for (const [field, message] of Object.entries(expected)) {
    for (const value of [OPERATOR, ['STANDARD'], 7]) {
      await refused(await call(s.url, 'POST', '/api/sub-user/invite', { token: a.token, body: { ...base, [field]: value } }), field, message);
    }
  }
  assert.is(await count('SELECT count(*)::int AS n FROM users WHERE email = $1', [email]), 0);
});

test('stores: a list, store or field of the wrong kind is refused on that field; nothing is written', async () => {
  const a = await completedAdmin(s.url);
  const post = (body: unknown) => call(s.url, 'POST', '/api/stores', { token: a.token, body });
  for (const stores of [OPERATOR, 'shop.example.com', 3]) await refused(await post({ stores }), 'stores', 'Add at least one store');
  for (const item of [null, 'shop.example.com', ['shop.example.com'], 5]) {
    await refused(await post({ stores: [storeDraft('fine.example.com'), item] }), 'stores.1.domain', MESSAGES.domainRequired);
  }
  const cases: [string, unknown, string][] = [
    ['domain', ['typed.example.com'], MESSAGES.domainRequired],
    ['domain', OPERATOR, MESSAGES.domainRequired],
    ['platform', ['shopify'], MESSAGES.platformRequired],
    ['platform', 1, MESSAGES.platformRequired],
    ['countries', 'US', MESSAGES.countriesRequired],
    ['countries', { 0: 'US' }, MESSAGES.countriesRequired],
    ['countries', [1, 'US'], MESSAGES.countryUnknown],
    ['id', 12345, 'Each store needs an id'],
    ['id', ['store-1'], 'Each store needs an id'],
  ];
  for (const [field, value, message] of cases) {
    await refused(await post({ stores: [{ ...storeDraft('typed.example.com'), [field]: value }] }), `stores.0.${field}`, message);
  }
  const list = (await call(s.url, 'GET', '/api/stores', { token: a.token })).body.stores;
  assert.equal(list.map((x: any) => x.storeId), [a.store.storeId], 'only the store made before');
  await refused(await call(s.url, 'PATCH', `/api/stores/${a.store.storeId}`, { token: a.token, body: { disabled: 'true' } }), 'disabled', 'disabled must be true or false');
});

test('checkout and upgrade: a plan that is not a plan name, such as ["PRO"], is 400 on that field', async () => {
  const fresh = await register(s.url);
  for (const plan of [['PRO'], { name: 'PRO' }, 1]) {
    const r = await call(s.url, 'POST', '/api/checkout', { token: fresh.token, body: { plan } });
    await assertErrorBody(s, r, 400);
    assert.type(r.body.fieldErrors?.plan, 'string');
  }
  assert.is((await call(s.url, 'GET', '/api/auth/me', { token: fresh.token })).body.onboardingStep, 'CHOOSE_PLAN');
  const a = await completedAdmin(s.url);
  for (const newPlan of [['SCALE'], { name: 'SCALE' }, true]) {
    const r = await call(s.url, 'POST', '/api/checkout/upgrade', { token: a.token, body: { newPlan } });
    await assertErrorBody(s, r, 400);
    assert.type(r.body.fieldErrors?.newPlan, 'string');
  }
  assert.is((await call(s.url, 'GET', '/api/auth/me', { token: a.token })).body.billing.plan, 'PRO');
});

test('collect: each beacon field of the wrong kind is named', async () => {
  const r = await call(s.url, 'POST', '/api/collect', { raw: JSON.stringify({ s: OPERATOR, e: ['start'], v: 42 }), headers: { 'content-type': 'text/plain' } });
  await assertErrorBody(s, r, 400);
  assert.equal(Object.keys(r.body.fieldErrors).sort(), ['e', 's', 'v']);
});

test('no answer was a 5xx', () => assertNo5xx(s));

test.run();
