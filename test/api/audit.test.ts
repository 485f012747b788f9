// The account's activity: security and billing events with who, when and from where, newest first,
// a page of 25 at a time, filtered by kind, for its admins only, kept 12 months.
import { request } from 'node:http';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { assertErrorBody, assertNo5xx } from '../helpers/errors.js';
import { completedAdmin, storeDraft } from '../helpers/billing.js';
import { call, startServer, STRONG_PASSWORD, uniqueEmail, waitForMail, type TestServer } from '../helpers/server.js';
import { codeAt } from '../helpers/two-factor.js';
import { joinedMember } from '../helpers/team.js';

let s: TestServer;
let now = Date.UTC(2026, 10, 25, 12, 0, 0);
test.before(async () => {
  s = await startServer({ clock: () => new Date(now), limits: { loginPerIp: 10_000, loginFailuresPerIp: 10_000, invitesPerAccount: 1000 } });
});
test.after(() => s.close());

const tick = () => (now += 1000);
const activity = async (token: string, query = '') => (await call(s.url, 'GET', `/api/audit${query}`, { token })).body;
const kinds = (events: { kind: string }[]) => events.map((e) => e.kind);

test('what admins and members do shows, newest first, with who, what and the address', async () => {
  const admin = await completedAdmin(s.url);
  tick();
  assert.is((await call(s.url, 'POST', '/api/auth/login', { body: { email: admin.email, password: 'Wrong!Pass1' } })).status, 401);
  await new Promise((r) => setTimeout(r, 50)); // the failure is written after the answer
  tick();
  const token = (await call(s.url, 'POST', '/api/auth/login', { body: { email: admin.email, password: STRONG_PASSWORD } })).body.token as string;
  tick();
  const added = await call(s.url, 'POST', '/api/stores', { token, body: { stores: [storeDraft('audit-shop.example.com')] } });
  const storeId = added.body.stores[0].storeId as string;
  tick();
  await call(s.url, 'PATCH', `/api/stores/${storeId}`, { token, body: { disabled: true } });
  tick();
  await call(s.url, 'POST', '/api/whitelist', { token, body: { ipAddress: '203.0.113.9', tag: '' } });
  tick();
  const member = await joinedMember(s.url, s, token);
  tick();
  await call(s.url, 'POST', '/api/checkout/upgrade', { token, body: { newPlan: 'SCALE' } });

  const { events, total } = await activity(token);
  const times = events.map((e: { at: string }) => e.at);
  assert.equal(times, [...times].sort().reverse(), 'newest first');
  // The member's invitation, password and first sign-in share a second; in it their order is not kept.
  assert.equal(kinds(events).slice(0, 1), ['plan-changed']);
  assert.equal(kinds(events).slice(1, 4).sort(), ['password-set', 'sign-in', 'user-invited']);
  assert.equal(kinds(events).slice(4), ['whitelist-added', 'store-disabled', 'store-added', 'sign-in', 'sign-in-failed', 'store-added', 'plan-changed']);
  assert.is(total, 11);
  const byKind = (kind: string) => events.find((e: { kind: string }) => e.kind === kind);
  assert.is(byKind('plan-changed').detail, 'PRO to SCALE');
  assert.is(byKind('plan-changed').actor, admin.name);
  assert.is(byKind('store-disabled').detail, 'audit-shop.example.com');
  assert.is(byKind('user-invited').detail, `${member.email} as STANDARD`, 'the invitation names the role given');
  assert.is(byKind('password-set').actor, member.name);
  assert.is(byKind('sign-in-failed').detail, 'wrong password');
  assert.is(byKind('whitelist-added').address, '127.0.0.1');
  assert.is(events[0].at, new Date(now).toISOString());

  const stores = await activity(token, '?kind=store-added');
  assert.equal(kinds(stores.events), ['store-added', 'store-added'], 'the first store, and this one');
  // Stores added in one call are an event each.
  const pair = [`pair-a-${Date.now()}.example.com`, `pair-b-${Date.now()}.example.com`];
  assert.is((await call(s.url, 'POST', '/api/stores', { token, body: { stores: pair.map((d) => storeDraft(d)) } })).status, 201);
  const details = (await activity(token, '?kind=store-added')).events.map((e: { detail: string }) => e.detail);
  assert.equal(details.slice(0, 2).sort(), pair);

  // A STANDARD member may not read it; another account does not see it.
  await assertErrorBody(s, await call(s.url, 'GET', '/api/audit', { token: member.token }), 403);
  const other = await completedAdmin(s.url);
  assert.not.ok((await activity(other.token)).events.some((e: { detail: string | null }) => e.detail === 'audit-shop.example.com'));
});

test('pages of 25, and a kind that does not exist is a 400', async () => {
  const admin = await completedAdmin(s.url);
  for (let i = 0; i < 30; i++) {
    tick();
    assert.is((await call(s.url, 'POST', '/api/whitelist', { token: admin.token, body: { ipAddress: `198.51.100.${i + 1}`, tag: '' } })).status, 201);
  }
  const first = await activity(admin.token, '?kind=whitelist-added');
  assert.equal([first.events.length, first.page, first.pages, first.total], [25, 1, 2, 30]);
  assert.is(first.events[0].detail, '198.51.100.30');
  const second = await activity(admin.token, '?kind=whitelist-added&page=2');
  assert.equal([second.events.length, second.page, second.events.at(-1).detail], [5, 2, '198.51.100.1']);
  await assertErrorBody(s, await call(s.url, 'GET', '/api/audit?kind=everything', { token: admin.token }), 400);
  await assertErrorBody(s, await call(s.url, 'GET', '/api/audit?page=0', { token: admin.token }), 400);
});

/** The account's newest events as [kind, detail], the newest first. */
const latest = async (token: string, n: number) => (await activity(token)).events.slice(0, n).map((e: { kind: string; detail: string | null }) => [e.kind, e.detail]);

test('team changes: an invitation with its role, a re-invitation and a deletion, each by the admin', async () => {
  const admin = await completedAdmin(s.url);
  const email = uniqueEmail('invitee');
  tick();
  assert.is((await call(s.url, 'POST', '/api/sub-user/invite', { token: admin.token, body: { email, name: 'Ida Invitee', role: 'ADMIN' } })).status, 201);
  const users = (await call(s.url, 'GET', '/api/sub-user', { token: admin.token })).body.users as { userId: string; email: string }[];
  const userId = users.find((u) => u.email === email)!.userId;
  tick();
  assert.is((await call(s.url, 'POST', `/api/sub-user/invite/resend/${userId}`, { token: admin.token })).status, 200);
  tick();
  assert.is((await call(s.url, 'DELETE', `/api/sub-user/delete/${userId}`, { token: admin.token })).status, 200);
  assert.equal(await latest(admin.token, 3), [
    ['user-deleted', email],
    ['user-reinvited', email],
    ['user-invited', `${email} as ADMIN`],
  ]);
  assert.ok((await activity(admin.token)).events.slice(0, 3).every((e: { actor: string }) => e.actor === admin.name));
});

test('a store disabled and enabled again, and an address whitelisted, changed and removed', async () => {
  const admin = await completedAdmin(s.url);
  const store = `/api/stores/${admin.store.storeId}`;
  tick();
  assert.is((await call(s.url, 'PATCH', store, { token: admin.token, body: { disabled: true } })).status, 200);
  tick();
  assert.is((await call(s.url, 'PATCH', store, { token: admin.token, body: { disabled: false } })).status, 200);
  tick();
  assert.is((await call(s.url, 'POST', '/api/whitelist', { token: admin.token, body: { ipAddress: '198.51.100.200', tag: '' } })).status, 201);
  const { ipId } = (await call(s.url, 'GET', '/api/whitelist', { token: admin.token })).body.ips[0];
  tick();
  assert.is((await call(s.url, 'PATCH', `/api/whitelist/${ipId}`, { token: admin.token, body: { ipAddress: '198.51.100.201', tag: '' } })).status, 200);
  tick();
  assert.is((await call(s.url, 'DELETE', `/api/whitelist/${ipId}`, { token: admin.token })).status, 200);
  assert.equal(await latest(admin.token, 5), [
    ['whitelist-removed', '198.51.100.201'],
    ['whitelist-changed', '198.51.100.201'],
    ['whitelist-added', '198.51.100.200'],
    ['store-enabled', admin.store.domain],
    ['store-disabled', admin.store.domain],
  ]);
});

test('two-factor turned on and off', async () => {
  const admin = await completedAdmin(s.url);
  const { secret } = (await call(s.url, 'POST', '/api/auth/2fa/setup', { token: admin.token })).body as { secret: string };
  const code = () => codeAt(secret, now);
  tick();
  assert.is((await call(s.url, 'POST', '/api/auth/2fa/enable', { token: admin.token, body: { code: code(), password: STRONG_PASSWORD } })).status, 200);
  now += 30_000; // the next step's code: a code is taken once
  assert.is((await call(s.url, 'POST', '/api/auth/2fa/disable', { token: admin.token, body: { code: code() } })).status, 200);
  assert.equal(await latest(admin.token, 2), [
    ['two-factor-off', null],
    ['two-factor-on', null],
  ]);
});

test('an email change shows once its link is confirmed, with the new address', async () => {
  const admin = await completedAdmin(s.url);
  const fresh = uniqueEmail('renamed');
  tick();
  assert.is((await call(s.url, 'PUT', '/api/settings', { token: admin.token, body: { email: fresh, timeZone: 'UTC', notifications: 'all', password: STRONG_PASSWORD } })).status, 200);
  const link = /\/account\/confirm-email\/[A-Za-z0-9_-]+/.exec(await waitForMail(s, fresh))![0];
  tick();
  assert.is((await fetch(s.url + link, { method: 'POST' })).status, 200);
  assert.equal(await latest(admin.token, 1), [['email-changed', fresh]]);
});

test('signing out, and ending one or every other session, each show with what ended', async () => {
  const admin = await completedAdmin(s.url);
  const signIn = async (userAgent: string) =>
    (await call(s.url, 'POST', '/api/auth/login', { body: { email: admin.email, password: admin.password }, headers: { 'user-agent': userAgent } })).body.token as string;
  const laptop = await signIn('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0');
  const phone = await signIn('Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1');
  const sessions = (await call(s.url, 'GET', '/api/auth/sessions', { token: phone })).body.sessions as { id: string; browser: string }[];
  const laptopId = sessions.find((x) => x.browser === 'Firefox on Windows')!.id;
  // The event names the session ended, not the one ending it: they are told apart by their address.
  await s.db.query(`UPDATE auth_tokens SET address = '198.51.100.7' WHERE id = $1`, [laptopId]);
  tick();
  assert.is((await call(s.url, 'DELETE', `/api/auth/sessions/${laptopId}`, { token: phone })).status, 200);
  assert.is((await call(s.url, 'GET', '/api/auth/me', { token: laptop })).status, 401);
  assert.equal(await latest(phone, 1), [['sessions-ended', 'Firefox on Windows at 198.51.100.7']]);
  assert.is((await activity(phone)).events[0].address, '127.0.0.1', 'done from the phone');
  tick();
  const again = await call(s.url, 'DELETE', `/api/auth/sessions/${laptopId}`, { token: phone });
  await assertErrorBody(s, again, 404);
  assert.equal(await latest(phone, 1), [['sessions-ended', 'Firefox on Windows at 198.51.100.7']], 'a session not ended writes nothing');
  tick();
  assert.is((await call(s.url, 'POST', '/api/auth/sessions/end-others', { token: phone })).body.ended, 1, "the registration's session");
  assert.equal(await latest(phone, 1), [['sessions-ended', 'every other session (1)']]);
  tick();
  assert.is((await call(s.url, 'POST', '/api/auth/sessions/end-others', { token: phone })).body.ended, 0);
  assert.equal(await latest(phone, 1), [['sessions-ended', 'every other session (1)']], 'nothing ended, nothing written');
  tick();
  const [first, second] = await Promise.all([1, 2].map(() => call(s.url, 'POST', '/api/auth/logout', { token: phone })));
  // The second is 401 when the first ended the session before it was authenticated, 204 otherwise.
  assert.ok([first!.status, second!.status].includes(204) && [first!.status, second!.status].every((x) => x === 204 || x === 401), `${first!.status} ${second!.status}`);
  const signedOutAt = new Date(now).toISOString();
  tick();
  const fresh = await signIn('curl/8.0');
  const events = (await activity(fresh)).events as { kind: string; actor: string; address: string; at: string }[];
  assert.equal(kinds(events).slice(0, 3), ['sign-in', 'sign-out', 'sessions-ended'], 'one sign-out for one session ended');
  assert.equal([events[1]!.actor, events[1]!.address, events[1]!.at], [admin.name, '127.0.0.1', signedOutAt]);
});

test('a member signing out while being deleted: both answered, no 5xx, and the member is gone', async () => {
  const admin = await completedAdmin(s.url);
  for (let round = 0; round < 4; round++) {
    const member = await joinedMember(s.url, s, admin.token);
    const id = (await call(s.url, 'GET', '/api/auth/me', { token: member.token })).body.userId as string;
    const [deleted, signedOut] = await Promise.all([
      call(s.url, 'DELETE', `/api/sub-user/delete/${id}`, { token: admin.token }),
      call(s.url, 'POST', '/api/auth/logout', { token: member.token }),
    ]);
    assert.is(deleted.status, 200, `round ${round}`);
    assert.ok([204, 401].includes(signedOut.status), `round ${round}: the sign-out answered ${signedOut.status}`);
    assert.is((await call(s.url, 'GET', '/api/auth/me', { token: member.token })).status, 401);
  }
});

test("a member's change racing their deletion is refused (401) and leaves nothing behind", async () => {
  const admin = await completedAdmin(s.url);
  for (let round = 0; round < 4; round++) {
    const member = await joinedMember(s.url, s, admin.token);
    const id = (await call(s.url, 'GET', '/api/auth/me', { token: member.token })).body.userId as string;
    const address = `198.51.100.${120 + round}`;
    const [deleted, added] = await Promise.all([
      call(s.url, 'DELETE', `/api/sub-user/delete/${id}`, { token: admin.token }),
      call(s.url, 'POST', '/api/whitelist', { token: member.token, body: { ipAddress: address } }),
    ]);
    assert.is(deleted.status, 200);
    assert.ok([201, 401].includes(added.status), `round ${round}: the add answered ${added.status}`);
    const listed = (await call(s.url, 'GET', '/api/whitelist', { token: admin.token })).body.ips.some((ip: { ipAddress: string }) => ip.ipAddress === address);
    assert.is(listed, added.status === 201, `round ${round}: listed ${listed} after ${added.status}`);
  }
});

test('a whitelist add whose member is deleted while its body is on the way is 401, and adds nothing', async () => {
  const admin = await completedAdmin(s.url);
  const member = await joinedMember(s.url, s, admin.token);
  const id = (await call(s.url, 'GET', '/api/auth/me', { token: member.token })).body.userId as string;
  const body = JSON.stringify({ ipAddress: '198.51.100.150' });
  // The request is authenticated when its headers arrive; the member goes before its body does.
  const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = request(`${s.url}/api/whitelist`, { method: 'POST', headers: { authorization: `Bearer ${member.token}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (res) => {
      let text = '';
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, text }));
    });
    req.on('error', reject);
    req.flushHeaders();
    setTimeout(async () => {
      assert.is((await call(s.url, 'DELETE', `/api/sub-user/delete/${id}`, { token: admin.token })).status, 200);
      req.end(body);
    }, 200);
  });
  const { status, text } = await answer;
  assert.is(status, 401, text);
  assert.is(JSON.parse(text).success, false);
  const listed = (await call(s.url, 'GET', '/api/whitelist', { token: admin.token })).body.ips as { ipAddress: string }[];
  assert.not.ok(listed.some((ip) => ip.ipAddress === '198.51.100.150'));
});

test('unsubscribing names the plan that ended', async () => {
  const admin = await completedAdmin(s.url);
  tick();
  assert.is((await call(s.url, 'POST', '/api/billing/unsubscribe', { token: admin.token })).status, 200);
  const [event] = (await activity(admin.token)).events;
  assert.equal([event.kind, event.detail, event.actor], ['unsubscribed', 'PRO', admin.name]);
});

test('events older than 12 months are not shown, while they wait for the purge', async () => {
  const admin = await completedAdmin(s.url);
  await call(s.url, 'POST', '/api/whitelist', { token: admin.token, body: { ipAddress: '192.0.2.1', tag: '' } });
  now += 366 * 24 * 60 * 60 * 1000;
  // The session has ended by now; the old events are still in the table (this server purges hourly).
  const token = (await call(s.url, 'POST', '/api/auth/login', { body: { email: admin.email, password: STRONG_PASSWORD } })).body.token as string;
  const [row] = await s.db.query<{ kept: number }>(
    'SELECT count(*)::int AS kept FROM audit_events e JOIN users u ON u.account_id = e.account_id WHERE u.email = $1',
    [admin.email],
  );
  assert.is(row!.kept, 4, 'subscribed, added a store, whitelisted an address, signed in');
  assert.equal(kinds((await activity(token)).events), ['sign-in'], 'only what happened in the last 12 months');
});

test('no answer was a 5xx', () => assertNo5xx(s));

test('each event notes the browser it came from, short: "Firefox 133 on Linux"; the billing provider\'s none', async () => {
  const admin = await completedAdmin(s.url);
  tick();
  const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
  const signedIn = await call(s.url, 'POST', '/api/auth/login', { body: { email: admin.email, password: STRONG_PASSWORD }, headers: { 'user-agent': firefox } });
  assert.is(signedIn.status, 200);
  const events = (await activity(admin.token)).events as { kind: string; browser: string | null; address: string }[];
  const signIn = events.find((e) => e.kind === 'sign-in')!;
  assert.equal([signIn.browser, signIn.address], ['Firefox 133 on Linux', '127.0.0.1']);
  // Node's fetch names itself: not a browser anybody recognises.
  assert.is(events.find((e) => e.kind === 'store-added')!.browser, 'Unknown browser');
  assert.is(events.find((e) => e.kind === 'plan-changed')!.browser, null, 'the paid checkout, written for the billing provider, has none');
});

test.run();
