// An address is an account's once its owner proves it: registration mails a link, and until it is
// opened the session can only wait; an unproven registration can be replaced and goes after a day.
// Invitations need a paying, proven inviter, end after 7 days, and give way to their invitee's own
// registration.
import { existsSync, readFileSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { subscribe } from '../helpers/billing.js';
import { assertErrorBody, assertNo5xx } from '../helpers/errors.js';
import { mailsTo, readOutbox } from '../helpers/outbox.js';
import { call, linkToken, register, registerUnverified, startServer, STRONG_PASSWORD, uniqueEmail, verifyAddress, type TestServer } from '../helpers/server.js';
import { until } from '../helpers/until.js';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const CONFIRM_FIRST = 'Please confirm your email address first: open the link we mailed you.';
let s: TestServer;
let now = Date.UTC(2026, 10, 25, 12, 0, 0);
test.before(async () => {
  s = await startServer({ clock: () => new Date(now), purgeEveryMs: 50 });
});
test.after(() => s.close());

const me = (token: string) => call(s.url, 'GET', '/api/auth/me', { token });
const verify = (token: string) => call(s.url, 'POST', '/api/auth/verify-email', { body: { token } });
const registration = (email: string, password = STRONG_PASSWORD) => call(s.url, 'POST', '/api/auth/register', { body: { name: 'Ada', email, password } });
const linkOf = async (email: string) => linkToken((await readOutbox(s.dataDir, email, { subject: 'Confirm your email address' })).text);
const invite = (token: string, email: string) => call(s.url, 'POST', '/api/sub-user/invite', { token, body: { email, name: 'Ivy', role: 'STANDARD' } });
const members = async (token: string) => ((await call(s.url, 'GET', '/api/sub-user', { token })).body.users as { email: string }[]).map((u) => u.email);
const activity = async (token: string) => ((await call(s.url, 'GET', '/api/audit', { token })).body.events as { kind: string; detail: string }[]).map((e) => `${e.kind} ${e.detail}`);

test('a new registration can only wait for its link: no checkout, no store, no invite, until it is confirmed', async () => {
  const user = await registerUnverified(s.url);
  const answer = await me(user.token);
  assert.is(answer.status, 200);
  assert.is(answer.body.emailVerified, false);
  // The trial server mails nowhere: the screen names the file the link was saved in, and it holds it.
  const file = answer.body.verificationMailFile as string;
  assert.ok(existsSync(file), file);
  assert.ok(readFileSync(file, 'utf8').includes(await linkOf(user.email)));

  const refusals = [
    await call(s.url, 'POST', '/api/checkout', { token: user.token, body: { plan: 'PRO' } }),
    await call(s.url, 'POST', '/api/stores', { token: user.token, body: { stores: [{ id: 'a', domain: 'shop.example.com', platform: 'shopify', countries: ['US'] }] } }),
    await invite(user.token, uniqueEmail('friend')),
    await call(s.url, 'GET', '/api/stores', { token: user.token }),
    await call(s.url, 'PUT', '/api/settings', { token: user.token, body: { email: uniqueEmail('moved'), currentPassword: STRONG_PASSWORD } }),
  ];
  for (const refused of refusals) await assertErrorBody(s, refused, 403, CONFIRM_FIRST);

  const confirmed = await verify(await linkOf(user.email));
  assert.is(confirmed.status, 200);
  assert.equal(confirmed.body, { success: true, email: user.email });
  const after = await me(user.token);
  assert.equal([after.body.emailVerified, after.body.verificationMailFile], [true, null]);
  assert.is((await call(s.url, 'POST', '/api/checkout', { token: user.token, body: { plan: 'PRO' } })).status, 200);
  await assertErrorBody(s, await verify(await linkOf(user.email)), 400, 'This link is invalid or has expired. Sign in to have a new one mailed.');
});

test("an unconfirmed address can be registered again by its owner: the new registration replaces the old one", async () => {
  const email = uniqueEmail('squatted');
  const squatter = await registerUnverified(s.url, { email });
  const squattersLink = await linkOf(email);
  const owner = await registration(email.toUpperCase(), 'An0ther!Pass');
  assert.is(owner.status, 201, 'not 409: nobody proved the address');
  assert.is((await me(squatter.token)).status, 401, "the squatter's session went with their account");
  await assertErrorBody(s, await verify(squattersLink), 400);
  // Only the newest registration's link proves the address.
  assert.is((await verify(await linkOf(email))).status, 200);
  assert.is((await me(owner.body.token)).body.emailVerified, true);
  const login = await call(s.url, 'POST', '/api/auth/login', { body: { email, password: 'An0ther!Pass' } });
  assert.is(login.status, 200);
  // A proven address stays taken.
  await assertErrorBody(s, await registration(email), 409, 'An account with this email already exists');
});

test('resending mails a new link (the old one stops working), once a minute; a confirmed address needs none', async () => {
  const user = await registerUnverified(s.url);
  const first = await linkOf(user.email);
  now += 1000;
  assert.is((await call(s.url, 'POST', '/api/auth/resend-verification', { token: user.token })).status, 200);
  await until(async () => (await linkOf(user.email)) !== first, 'the new link');
  await assertErrorBody(s, await call(s.url, 'POST', '/api/auth/resend-verification', { token: user.token }), 429);
  await assertErrorBody(s, await verify(first), 400);
  assert.is((await verify(await linkOf(user.email))).status, 200);
  await assertErrorBody(s, await call(s.url, 'POST', '/api/auth/resend-verification', { token: user.token }), 409, 'Your email address is already confirmed.');
});

test('an unconfirmed registration goes after 24 hours; a confirmed one of the same age stays', async () => {
  const waiting = await registerUnverified(s.url);
  const confirmed = await register(s.url);
  now += 23 * HOUR_MS;
  await new Promise((r) => setTimeout(r, 200)); // a few purges
  assert.is((await me(waiting.token)).status, 200, 'under a day: kept');
  now += 2 * HOUR_MS;
  await until(async () => (await me(waiting.token)).status === 401, 'the unconfirmed registration to go');
  assert.is((await s.db.query('SELECT 1 FROM users WHERE email = $1', [waiting.email])).length, 0);
  assert.is((await me(confirmed.token)).status, 200);
  assert.is((await registration(waiting.email)).status, 201, 'the address is free again');
});

test('inviting needs a paid plan: a free account is refused and nothing is mailed', async () => {
  const admin = await register(s.url);
  const email = uniqueEmail('invitee');
  await assertErrorBody(s, await invite(admin.token, email), 403, 'Inviting team members needs a paid plan. Choose a plan first.');
  assert.equal(await members(admin.token), [admin.email]);
  assert.equal(mailsTo(s.dataDir, email), []);
  await subscribe(s.url, admin.token);
  assert.is((await invite(admin.token, email)).status, 201);
});

test('an invitation left unused for 7 days goes, told in the activity; a re-sent one lives on', async () => {
  const admin = await register(s.url);
  await subscribe(s.url, admin.token);
  const stale = uniqueEmail('stale');
  const resent = uniqueEmail('resent');
  assert.is((await invite(admin.token, stale)).status, 201);
  assert.is((await invite(admin.token, resent)).status, 201);
  const staleLink = linkToken((await readOutbox(s.dataDir, stale)).text);
  now += 6 * DAY_MS;
  const resentId = ((await call(s.url, 'GET', '/api/sub-user', { token: admin.token })).body.users as { userId: string; email: string }[]).find((u) => u.email === resent)!.userId;
  assert.is((await call(s.url, 'POST', `/api/sub-user/invite/resend/${resentId}`, { token: admin.token })).status, 200);
  now += 2 * DAY_MS;
  await until(async () => !(await members(admin.token)).includes(stale), 'the stale invitation to go');
  assert.ok((await members(admin.token)).includes(resent), 'the re-sent invitation has days left');
  assert.ok((await activity(admin.token)).includes(`user-deleted ${stale} (the invitation expired)`));
  await assertErrorBody(s, await call(s.url, 'POST', '/api/auth/set-password', { body: { token: staleLink, password: STRONG_PASSWORD } }), 400);
  assert.is((await registration(stale)).status, 201, 'the address is free');
});

test('an invited person who registers on their own voids the invitation instead of getting 409; the inviting admins see it', async () => {
  const admin = await register(s.url);
  await subscribe(s.url, admin.token);
  const email = uniqueEmail('invited');
  assert.is((await invite(admin.token, email)).status, 201);
  const inviteLink = linkToken((await readOutbox(s.dataDir, email)).text);
  const own = await registration(email);
  assert.is(own.status, 201);
  assert.not.ok((await members(admin.token)).includes(email));
  assert.ok((await activity(admin.token)).includes(`user-deleted ${email} (they registered an account of their own, so the invitation is void)`));
  await assertErrorBody(s, await call(s.url, 'POST', '/api/auth/set-password', { body: { token: inviteLink, password: STRONG_PASSWORD } }), 400);
  await verifyAddress(s.url, email);
  assert.is((await me(own.body.token)).body.emailVerified, true);
});

test('an invitation proves its address: the member who sets a password from it is confirmed', async () => {
  const admin = await register(s.url);
  await subscribe(s.url, admin.token);
  const email = uniqueEmail('member');
  assert.is((await invite(admin.token, email)).status, 201);
  const set = await call(s.url, 'POST', '/api/auth/set-password', { body: { token: linkToken((await readOutbox(s.dataDir, email)).text), password: STRONG_PASSWORD } });
  assert.is(set.status, 200);
  const login = await call(s.url, 'POST', '/api/auth/login', { body: { email, password: STRONG_PASSWORD } });
  assert.is((await me(login.body.token)).body.emailVerified, true);
});

test('no answer was a 5xx', () => assertNo5xx(s));

test.run();
