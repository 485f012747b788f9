// An account has one owner, its creator until handed over: no other admin can delete them or reset
// their two-factor sign-in, and another admin's reset takes the acting admin's password.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { assertErrorBody } from '../helpers/errors.js';
import { completedAdmin } from '../helpers/billing.js';
import { mailsTo } from '../helpers/outbox.js';
import { call, startServer, STRONG_PASSWORD, type TestServer } from '../helpers/server.js';
import { joinedMember, userIdOf } from '../helpers/team.js';
import { turnOnTwoFactor } from '../helpers/two-factor.js';

let now = Date.UTC(2026, 10, 25, 12, 0, 0);
let s: TestServer;
test.before(async () => {
  s = await startServer({ clock: () => new Date(now), limits: { registerPerIp: 10_000, invitesPerAccount: 1000 } });
});
test.after(() => s.close());

const me = async (token: string) => (await call(s.url, 'GET', '/api/auth/me', { token })).body;
const handOver = (token: string, userId: string, password = STRONG_PASSWORD) => call(s.url, 'POST', '/api/account/owner', { token, body: { userId, password } });
const users = async (token: string) => (await call(s.url, 'GET', '/api/sub-user', { token })).body.users as { userId: string; email: string; owner: boolean }[];

test("the creator owns the account: another admin can neither delete them nor reset their two-factor", async () => {
  const owner = await completedAdmin(s.url);
  const ownerId = await userIdOf(s.url, owner.token);
  const admin = await joinedMember(s.url, s, owner.token, 'ADMIN');
  assert.equal([(await me(owner.token)).owner, (await me(admin.token)).owner], [true, false]);
  const listed = await users(admin.token);
  assert.equal([listed.find((u) => u.email === owner.email)!.owner, listed.find((u) => u.email === admin.email)!.owner], [true, false]);
  await turnOnTwoFactor(s.url, owner.token, now);
  const removed = await call(s.url, 'DELETE', `/api/sub-user/delete/${ownerId}`, { token: admin.token });
  await assertErrorBody(s, removed, 403);
  assert.is(removed.body.message, "Only the account's owner can do this to the owner");
  await assertErrorBody(s, await call(s.url, 'POST', `/api/sub-user/two-factor/reset/${ownerId}`, { token: admin.token, body: { password: STRONG_PASSWORD } }), 403);
  assert.is((await me(owner.token)).userId, ownerId, 'still signed in');
  assert.ok((await call(s.url, 'GET', '/api/auth/2fa', { token: owner.token })).body.enabled, 'two-factor still on');
});

test("resetting another admin's two-factor takes the acting admin's password; a STANDARD member's does not", async () => {
  const owner = await completedAdmin(s.url);
  const admin = await joinedMember(s.url, s, owner.token, 'ADMIN');
  const member = await joinedMember(s.url, s, owner.token, 'STANDARD');
  await turnOnTwoFactor(s.url, admin.token, now);
  await turnOnTwoFactor(s.url, member.token, now);
  const reset = (userId: string, body?: object) => call(s.url, 'POST', `/api/sub-user/two-factor/reset/${userId}`, { token: owner.token, body });
  const adminId = await userIdOf(s.url, admin.token);
  const missing = await reset(adminId);
  await assertErrorBody(s, missing, 400);
  assert.equal(missing.body.fieldErrors, { password: "Enter your password to reset another admin's two-factor sign-in" });
  await assertErrorBody(s, await reset(adminId, { password: 'Not!ThePassword1' }), 400);
  assert.ok((await call(s.url, 'GET', '/api/auth/2fa', { token: admin.token })).body.enabled, 'nothing changed');
  assert.equal((await reset(adminId, { password: STRONG_PASSWORD })).body, { success: true });
  assert.equal((await reset(await userIdOf(s.url, member.token))).body, { success: true }, 'a STANDARD member: no password asked');
});

test('the owner hands the account over to an active admin with their password: audited, both mailed, the roles follow', async () => {
  const owner = await completedAdmin(s.url);
  const ownerId = await userIdOf(s.url, owner.token);
  const admin = await joinedMember(s.url, s, owner.token, 'ADMIN');
  const adminId = await userIdOf(s.url, admin.token);
  const member = await joinedMember(s.url, s, owner.token, 'STANDARD');
  const invited = await call(s.url, 'POST', '/api/sub-user/invite', { token: owner.token, body: { email: `later-${Date.now()}@example.com`, name: 'Later', role: 'ADMIN' } });
  assert.is(invited.status, 201);
  const invitedId = (await users(owner.token)).find((u) => u.email.startsWith('later-'))!.userId;

  // Not to oneself; only the owner hands over; a STANDARD member cannot own it, nor an admin who has
  // not set up their sign-in.
  await assertErrorBody(s, await handOver(admin.token, adminId), 400);
  await assertErrorBody(s, await handOver(admin.token, ownerId), 403);
  await assertErrorBody(s, await handOver(owner.token, await userIdOf(s.url, member.token)), 400);
  await assertErrorBody(s, await handOver(owner.token, invitedId), 400);
  const wrong = await handOver(owner.token, adminId, 'Not!ThePassword1');
  await assertErrorBody(s, wrong, 400);
  assert.is((await me(owner.token)).owner, true, 'nothing changed');

  assert.equal((await handOver(owner.token, adminId)).body, { success: true });
  assert.equal([(await me(owner.token)).owner, (await me(admin.token)).owner, (await me(owner.token)).role], [false, true, 'ADMIN']);
  const [event] = (await call(s.url, 'GET', '/api/audit?kind=owner-changed', { token: admin.token })).body.events;
  assert.equal([event.actor, event.detail], [owner.name, admin.email]);
  await new Promise((r) => setTimeout(r, 200));
  assert.ok(mailsTo(s.dataDir, admin.email).some((m) => m.subject === 'You now own your Store Shield account'));
  assert.ok(mailsTo(s.dataDir, owner.email).some((m) => m.subject === 'You handed your Store Shield account over'));
  // The new owner may now remove the former one, who may not remove the new one.
  await assertErrorBody(s, await call(s.url, 'DELETE', `/api/sub-user/delete/${adminId}`, { token: owner.token }), 403);
  assert.is((await call(s.url, 'DELETE', `/api/sub-user/delete/${ownerId}`, { token: admin.token })).status, 200);
});

test.run();
