import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { completedAdmin } from '../helpers/billing.js';
import { call, linkToken, register, registerWithoutMail, startServer, STRONG_PASSWORD, uniqueEmail, waitForMail, type TestServer } from '../helpers/server.js';
import { canInvite, joinedMember, userIdOf } from '../helpers/team.js';

let s: TestServer;
test.before(async () => {
  s = await startServer();
});
test.after(() => s.close());

const list = async (token: string) => (await call(s.url, 'GET', '/api/sub-user', { token })).body.users as any[];

test('the list holds the caller; an invite adds an INVITED member and mails a 7-day set-password link', async () => {
  const admin = await register(s.url);
  await canInvite(s.url, admin.token);
  const before = await list(admin.token);
  assert.equal(before.map((u) => [u.email, u.role, u.status]), [[admin.email, 'ADMIN', 'USER_SETUP_COMPLETED']]);
  const email = uniqueEmail('invitee');
  const r = await call(s.url, 'POST', '/api/sub-user/invite', { token: admin.token, body: { email, name: 'Ivy', role: 'STANDARD' } });
  assert.is(r.status, 201);
  assert.equal(r.body, { success: true });
  const ivy = (await list(admin.token)).find((u) => u.email === email);
  assert.equal([ivy.name, ivy.role, ivy.status], ['Ivy', 'STANDARD', 'INVITED']);
  assert.ok(!Number.isNaN(Date.parse(ivy.createdAt)));
  const mail = await waitForMail(s, email);
  assert.match(mail, `${s.url}/ap/set-password?token=`);
  const [row] = await s.db.query<{ days: number }>(
    `SELECT round(extract(epoch FROM (t.expires_at - t.created_at)) / 86400)::int AS days
       FROM one_time_tokens t JOIN users u ON u.id = t.user_id WHERE u.email = $1`,
    [email],
  );
  assert.is(row?.days, 7);
});

test('an invitation that cannot be mailed is not kept: the answer says so, the list is as before and inviting again works', async () => {
  // Nothing listens on port 1: every mail of this server fails.
  const down = await startServer({ env: { SMTP_URL: 'smtp://127.0.0.1:1' } });
  try {
    const admin = await registerWithoutMail(down);
    await canInvite(down.url, admin.token);
    const email = uniqueEmail('unmailed');
    const invite = () => call(down.url, 'POST', '/api/sub-user/invite', { token: admin.token, body: { email, name: 'Una', role: 'STANDARD' } });
    const failed = await invite();
    assert.is(failed.status, 500);
    assert.is(failed.body.message, 'The invitation could not be mailed, so nobody was invited. Please try again later.');
    const users = (await call(down.url, 'GET', '/api/sub-user', { token: admin.token })).body.users as any[];
    assert.equal(users.map((u) => u.email), [admin.email]);
    assert.is((await down.db.query('SELECT 1 FROM users WHERE email = $1', [email])).length, 0);
    // Again: not 409 for the address of an invitation nobody received.
    assert.is((await invite()).status, 500);
    const events = await down.db.query<{ kind: string; detail: string }>(
      `SELECT kind, detail FROM audit_events WHERE account_id = (SELECT account_id FROM users WHERE email = $1) AND kind LIKE 'user-%' ORDER BY id`,
      [admin.email],
    );
    assert.equal(events.map((e) => e.kind), ['user-invited', 'user-deleted', 'user-invited', 'user-deleted']);
  } finally {
    await down.close();
  }
});

test('setting the password from the invite makes the member USER_SETUP_COMPLETED with the given role', async () => {
  const admin = await register(s.url);
  const member = await joinedMember(s.url, s, admin.token, 'ADMIN');
  const me = (await call(s.url, 'GET', '/api/auth/me', { token: member.token })).body;
  assert.is(me.role, 'ADMIN');
  const row = (await list(admin.token)).find((u) => u.email === member.email);
  assert.is(row.status, 'USER_SETUP_COMPLETED');
});

test('an invited member cannot sign in before setting a password', async () => {
  const admin = await register(s.url);
  await canInvite(s.url, admin.token);
  const email = uniqueEmail('early');
  assert.is((await call(s.url, 'POST', '/api/sub-user/invite', { token: admin.token, body: { email, name: 'Early', role: 'STANDARD' } })).status, 201);
  assert.is((await call(s.url, 'POST', '/api/auth/login', { body: { email, password: STRONG_PASSWORD } })).status, 401);
});

test('invite validation: every message of the invite form, and nothing is written', async () => {
  const admin = await register(s.url);
  const cases: [Record<string, unknown>, string, string][] = [
    [{ name: '' }, 'name', 'Name is required'],
    [{ email: '' }, 'email', 'Email is required'],
    [{ email: 'nope' }, 'email', 'Invalid email address'],
    [{ role: '' }, 'role', 'Role is required'],
    [{ role: 'OWNER' }, 'role', 'Invalid role'],
  ];
  for (const [override, field, message] of cases) {
    const r = await call(s.url, 'POST', '/api/sub-user/invite', {
      token: admin.token,
      body: { name: 'Val', email: uniqueEmail(), role: 'STANDARD', ...override },
    });
    assert.is(r.status, 400);
    assert.is(r.body.fieldErrors[field], message);
  }
  assert.is((await list(admin.token)).length, 1);
});

test('an email already in use anywhere is 409', async () => {
  const a = await register(s.url);
  await canInvite(s.url, a.token);
  const b = await register(s.url);
  const r = await call(s.url, 'POST', '/api/sub-user/invite', { token: a.token, body: { name: 'B', email: b.email.toUpperCase(), role: 'ADMIN' } });
  assert.is(r.status, 409);
  assert.ok(r.body.fieldErrors.email);
});

test('re-invite: only INVITED members; the old link stops working and the new one works', async () => {
  const admin = await register(s.url);
  await canInvite(s.url, admin.token);
  const email = uniqueEmail('again');
  await call(s.url, 'POST', '/api/sub-user/invite', { token: admin.token, body: { email, name: 'Again', role: 'STANDARD' } });
  const oldToken = linkToken(await waitForMail(s, email));
  const id = (await list(admin.token)).find((u) => u.email === email).userId;
  await new Promise((r) => setTimeout(r, 5));
  const r = await call(s.url, 'POST', `/api/sub-user/invite/resend/${id}`, { token: admin.token });
  assert.is(r.status, 200);
  let newToken = oldToken;
  for (let i = 0; i < 50 && newToken === oldToken; i++) {
    newToken = linkToken(await waitForMail(s, email));
    await new Promise((r) => setTimeout(r, 20));
  }
  assert.is.not(newToken, oldToken);
  assert.is((await call(s.url, 'POST', '/api/auth/set-password', { body: { token: oldToken, password: STRONG_PASSWORD } })).status, 400);
  assert.is((await call(s.url, 'POST', '/api/auth/set-password', { body: { token: newToken, password: STRONG_PASSWORD } })).status, 200);
  assert.is((await call(s.url, 'POST', `/api/sub-user/invite/resend/${id}`, { token: admin.token })).status, 409, 'no longer INVITED');
});

test('nobody deletes or re-invites themselves', async () => {
  const admin = await register(s.url);
  const self = await userIdOf(s.url, admin.token);
  assert.is((await call(s.url, 'DELETE', `/api/sub-user/delete/${self}`, { token: admin.token })).status, 400);
  assert.is((await call(s.url, 'POST', `/api/sub-user/invite/resend/${self}`, { token: admin.token })).status, 400);
  assert.is((await list(admin.token)).length, 1);
});

test("deleting a member removes them and their tokens stop working at once", async () => {
  const admin = await register(s.url);
  const member = await joinedMember(s.url, s, admin.token);
  const id = await userIdOf(s.url, member.token);
  assert.is((await call(s.url, 'DELETE', `/api/sub-user/delete/${id}`, { token: admin.token })).status, 200);
  assert.is((await call(s.url, 'GET', '/api/whitelist', { token: member.token })).status, 401);
  assert.not.ok((await list(admin.token)).some((u) => u.userId === id));
  assert.is((await call(s.url, 'POST', '/api/auth/login', { body: { email: member.email, password: STRONG_PASSWORD } })).status, 401);
});

test("a member signing in while being deleted is signed in and then out, or refused: never a 500, never a session left", async () => {
  const admin = await register(s.url);
  for (let round = 0; round < 4; round++) {
    const member = await joinedMember(s.url, s, admin.token);
    const id = await userIdOf(s.url, member.token);
    const [deleted, signIn] = await Promise.all([
      call(s.url, 'DELETE', `/api/sub-user/delete/${id}`, { token: admin.token }),
      call(s.url, 'POST', '/api/auth/login', { body: { email: member.email, password: STRONG_PASSWORD } }),
    ]);
    assert.is(deleted.status, 200);
    assert.ok([200, 401].includes(signIn.status), `round ${round}: sign-in answered ${signIn.status}`);
    if (signIn.status === 200) assert.is((await call(s.url, 'GET', '/api/auth/me', { token: signIn.body.token })).status, 401);
  }
});

test("two admins deleting each other at once: the owner's delete goes through, the other's is refused; the owner stays", async () => {
  for (let round = 0; round < 3; round++) {
    const owner = await register(s.url);
    const other = await joinedMember(s.url, s, owner.token, 'ADMIN');
    const [ownerId, otherId] = [await userIdOf(s.url, owner.token), await userIdOf(s.url, other.token)];
    const [byOwner, byOther] = await Promise.all([
      call(s.url, 'DELETE', `/api/sub-user/delete/${otherId}`, { token: owner.token }),
      call(s.url, 'DELETE', `/api/sub-user/delete/${ownerId}`, { token: other.token }),
    ]);
    assert.is(byOwner.status, 200, `round ${round + 1}`);
    // Refused as the owner's (403), or as a sender already gone (401), whichever the server saw first.
    assert.ok([401, 403].includes(byOther.status), `round ${round + 1}: ${byOther.status}`);
    assert.equal((await list(owner.token)).map((u) => [u.email, u.role]), [[owner.email, 'ADMIN']]);
  }
  // The same member deleted twice at once: one delete, one 404, one activity event.
  const admin = await register(s.url);
  const member = await joinedMember(s.url, s, admin.token);
  const id = await userIdOf(s.url, member.token);
  const twice = await Promise.all([0, 1].map(() => call(s.url, 'DELETE', `/api/sub-user/delete/${id}`, { token: admin.token })));
  assert.equal(twice.map((r) => r.status).sort(), [200, 404]);
  const events = await call(s.url, 'GET', '/api/audit?kind=user-deleted', { token: admin.token });
  assert.is(events.body.events.length, 1);
});

test('role and account matrix: no token 401, STANDARD 403, another account 404 for every sub-user call', async () => {
  const admin = await completedAdmin(s.url);
  const standard = await joinedMember(s.url, s, admin.token, 'STANDARD');
  const other = await register(s.url);
  const standardId = await userIdOf(s.url, standard.token);
  const calls: [string, string, unknown?][] = [
    ['GET', '/api/sub-user'],
    ['POST', '/api/sub-user/invite', { name: 'X', email: uniqueEmail(), role: 'STANDARD' }],
    ['DELETE', `/api/sub-user/delete/${standardId}`],
    ['POST', `/api/sub-user/invite/resend/${standardId}`],
  ];
  for (const [method, path, body] of calls) {
    assert.is((await call(s.url, method, path, { body })).status, 401, `${method} ${path} without token`);
    assert.is((await call(s.url, method, path, { token: standard.token, body })).status, 403, `${method} ${path} as STANDARD`);
  }
  assert.is((await call(s.url, 'DELETE', `/api/sub-user/delete/${standardId}`, { token: other.token })).status, 404);
  assert.is((await call(s.url, 'POST', `/api/sub-user/invite/resend/${standardId}`, { token: other.token })).status, 404);
  assert.not.ok((await list(other.token)).some((u) => u.userId === standardId), "another account's list never shows them");
  assert.ok((await list(admin.token)).some((u) => u.userId === standardId), 'still there after the refused calls');
  for (const path of ['/api/stores']) {
    assert.is((await call(s.url, 'GET', path, { token: standard.token })).status, 403);
  }
  assert.is((await call(s.url, 'POST', '/api/stores', { token: standard.token, body: { stores: [] } })).status, 403);
  assert.is((await call(s.url, 'PATCH', `/api/stores/${admin.store.storeId}`, { token: standard.token, body: { disabled: true } })).status, 403);
  assert.is((await call(s.url, 'POST', '/api/checkout/upgrade', { token: standard.token, body: { newPlan: 'TITAN' } })).status, 403);
});

test.run();
