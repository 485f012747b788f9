// A user's settings: time zone and notifications saved and loaded; a new email only after its link;
// notifications decide which quota mails an admin gets.
import { randomUUID } from 'node:crypto';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { completedAdmin } from '../helpers/billing.js';
import { WRONG_PASSWORD } from '../../src/shared/messages.js';
import { PASSWORD_FOR_EMAIL } from '../../src/shared/settings.js';
import { assertErrorBody, assertFieldErrors } from '../helpers/errors.js';
import { mailsTo } from '../helpers/outbox.js';
import { call, linkToken, register, registerWithoutMail, startServer, STRONG_PASSWORD, uniqueEmail, waitForMail, type TestServer } from '../helpers/server.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const TODAY = new Date('2026-11-23T12:00:00Z');
let now = TODAY;
let s: TestServer;
test.before(async () => {
  s = await startServer({ clock: () => now, quotaCheckIntervalMs: 10, limits: { registerPerIp: 10_000 } });
});
test.after(() => s.close());
test.after.each(() => {
  now = TODAY;
});

const me = async (token: string) => (await call(s.url, 'GET', '/api/auth/me', { token })).body;
/** Saves settings with the user's password (every test user has STRONG_PASSWORD), which a new email needs. */
const save = (token: string, body: object) => call(s.url, 'PUT', '/api/settings', { token, body: { password: STRONG_PASSWORD, ...body } });
const linkIn = (mail: string) => /\/account\/confirm-email\/([A-Za-z0-9_-]+)/.exec(mail)![0];

test('a new user has UTC and all notifications; saved settings load next time', async () => {
  const u = await register(s.url);
  const before = await me(u.token);
  assert.equal([before.timeZone, before.notifications, before.pendingEmail], ['UTC', 'all', null]);
  const saved = await save(u.token, { email: u.email, timeZone: 'PST', notifications: 'important' });
  assert.is(saved.status, 200);
  assert.is(saved.body.message, 'Settings saved');
  const after = await me(u.token);
  assert.equal([after.timeZone, after.notifications, after.email], ['PST', 'important', u.email]);
  assert.equal(mailsTo(s.dataDir, u.email), [], 'nothing mailed when the email stays');
});

test('bad input answers 400 with fieldErrors and saves nothing', async () => {
  const u = await register(s.url);
  const reply = await save(u.token, { email: 'not-an-email', timeZone: 'GMT', notifications: 'some' });
  await assertErrorBody(s, reply, 400);
  assert.equal(reply.body.fieldErrors, {
    email: 'Invalid email address',
    timeZone: 'Choose one of UTC, EST, PST',
    notifications: 'Choose all, important or none',
  });
  for (const body of [{}, { email: u.email, timeZone: 5, notifications: 'all' }, [], 'x']) {
    assert.is((await call(s.url, 'PUT', '/api/settings', { token: u.token, body })).status, 400, JSON.stringify(body));
  }
  assert.equal([(await me(u.token)).timeZone, (await me(u.token)).notifications], ['UTC', 'all']);
  assert.is((await call(s.url, 'PUT', '/api/settings', { body: { email: u.email, timeZone: 'UTC', notifications: 'all' } })).status, 401);
});

test('a new email changes nothing until the link mailed to it is opened (and confirmed); the old address is told', async () => {
  const u = await register(s.url);
  const fresh = uniqueEmail('moved');
  const saved = await save(u.token, { email: fresh.toUpperCase(), timeZone: 'EST', notifications: 'all' });
  assert.is(saved.status, 200);
  assert.match(saved.body.message, `We sent a confirmation link to ${fresh}`);
  const waiting = await me(u.token);
  assert.equal([waiting.email, waiting.pendingEmail, waiting.timeZone], [u.email, fresh, 'EST'], 'the other settings apply at once');
  const link = linkIn(await waitForMail(s, fresh));
  assert.match((await waitForMail(s, u.email)), `asked to change its email to ${fresh}`);

  // Opening the link only asks: a scanner that follows it changes nothing.
  const page = await fetch(s.url + link);
  assert.is(page.status, 200);
  assert.match(await page.text(), 'Confirm new email');
  assert.is((await me(u.token)).email, u.email);

  const confirmed = await fetch(s.url + link, { method: 'POST' });
  assert.is(confirmed.status, 200);
  assert.match(await confirmed.text(), fresh);
  assert.equal([(await me(u.token)).email, (await me(u.token)).pendingEmail], [fresh, null]);
  assert.is((await call(s.url, 'POST', '/api/auth/login', { body: { email: fresh, password: u.password } })).status, 200);
  assert.is((await fetch(s.url + link, { method: 'POST' })).status, 404, 'one use');
});

test('a new email takes the password: without it or with a wrong one, nothing is mailed and nothing waits; other fields need none', async () => {
  const u = await register(s.url);
  const fresh = uniqueEmail('stolen-session');
  const put = (body: object) => call(s.url, 'PUT', '/api/settings', { token: u.token, body: { email: fresh, timeZone: 'UTC', notifications: 'all', ...body } });
  await assertFieldErrors(s, await put({}), { password: PASSWORD_FOR_EMAIL });
  await assertFieldErrors(s, await put({ password: 'Not!ThePassword1' }), { password: WRONG_PASSWORD });
  assert.is((await me(u.token)).pendingEmail, null);
  assert.equal(mailsTo(s.dataDir, fresh), []);
  assert.is((await call(s.url, 'PUT', '/api/settings', { token: u.token, body: { email: u.email, timeZone: 'PST', notifications: 'all' } })).status, 200);
  assert.is((await put({ password: u.password })).status, 200);
  assert.is((await me(u.token)).pendingEmail, fresh);
});

test('a new email whose mails cannot be sent saves nothing and does not wait: the answer says so, and saving again tries again', async () => {
  // Nothing listens on port 1: every mail of this server fails.
  const down = await startServer({ env: { SMTP_URL: 'smtp://127.0.0.1:1' } });
  try {
    const u = await registerWithoutMail(down);
    const fresh = uniqueEmail('unmailed');
    const saveThere = () => call(down.url, 'PUT', '/api/settings', { token: u.token, body: { password: STRONG_PASSWORD, email: fresh, timeZone: 'EST', notifications: 'all' } });
    for (let attempt = 1; attempt <= 2; attempt++) {
      const r = await saveThere();
      assert.is(r.status, 500, `attempt ${attempt}`);
      assert.is(r.body.message, 'The confirmation link could not be mailed, so nothing was saved. Please try again later.');
      const after = (await call(down.url, 'GET', '/api/auth/me', { token: u.token })).body;
      assert.equal([after.email, after.pendingEmail, after.timeZone], [u.email, null, 'UTC']);
    }
    const live = await down.db.query(`SELECT 1 FROM one_time_tokens t JOIN users u ON u.id = t.user_id WHERE u.email = $1 AND t.purpose = 'email' AND t.used_at IS NULL`, [u.email]);
    assert.is(live.length, 0, 'no link left that nobody received');
  } finally {
    await down.close();
  }
});

test("an email change's link cannot set the password, and still confirms the address afterwards", async () => {
  const u = await register(s.url);
  const fresh = uniqueEmail('typo');
  await save(u.token, { email: fresh, timeZone: 'UTC', notifications: 'all' });
  const link = linkIn(await waitForMail(s, fresh));
  const token = link.split('/').pop();
  const tried = await call(s.url, 'POST', '/api/auth/set-password', { body: { token, password: 'Other!Pass77x' } });
  await assertErrorBody(s, tried, 400);
  assert.not.ok(JSON.stringify(tried.body).includes(u.email), 'the account email is not told');
  assert.is((await call(s.url, 'GET', '/api/auth/me', { token: u.token })).status, 200, 'no session ended');
  assert.is((await call(s.url, 'POST', '/api/auth/login', { body: { email: u.email, password: u.password } })).status, 200, 'the password stays');
  assert.is((await fetch(s.url + link, { method: 'POST' })).status, 200, 'the link still confirms the address');
  assert.is((await me(u.token)).email, fresh);
});

test('confirming a new email voids the reset links mailed to the old address: they no longer set the password', async () => {
  const u = await register(s.url);
  assert.is((await call(s.url, 'POST', '/api/auth/request-password-reset', { body: { email: u.email } })).status, 200);
  const reset = /token=([A-Za-z0-9_-]+)/.exec(await waitForMail(s, u.email))![1];
  const fresh = uniqueEmail('moved-on');
  await save(u.token, { email: fresh, timeZone: 'UTC', notifications: 'all' });
  assert.is((await fetch(s.url + linkIn(await waitForMail(s, fresh)), { method: 'POST' })).status, 200);
  const tried = await call(s.url, 'POST', '/api/auth/set-password', { body: { token: reset, password: 'Other!Pass77x' } });
  await assertErrorBody(s, tried, 400);
  assert.not.ok(JSON.stringify(tried.body).includes(fresh), 'the new address is not told');
  assert.is((await call(s.url, 'POST', '/api/auth/login', { body: { email: fresh, password: u.password } })).status, 200, 'the password stays');
});

test('confirming a new email and setting a password from a reset link at once: one after the other, never a deadlock (500)', async () => {
  const u = await register(s.url);
  const fresh = uniqueEmail('both-links');
  await save(u.token, { email: fresh, timeZone: 'UTC', notifications: 'all' });
  const confirmLink = linkIn(await waitForMail(s, fresh));
  assert.is((await call(s.url, 'POST', '/api/auth/request-password-reset', { body: { email: u.email } })).status, 200);
  let resetMail: string | undefined;
  await waitFor(() => !!(resetMail = mailsTo(s.dataDir, u.email).find((m) => m.subject === 'Reset your password')?.text));
  const reset = linkToken(resetMail!);
  // Something else holds the user's row a moment (a sign-in does), so both requests arrive while it is held.
  let answers: { status: number }[] = [];
  await s.db.transaction(async (tx) => {
    await tx.query('SELECT 1 FROM users WHERE email = $1 FOR SHARE', [u.email]);
    const both = Promise.all([
      fetch(s.url + confirmLink, { method: 'POST' }),
      call(s.url, 'POST', '/api/auth/set-password', { body: { token: reset, password: 'N3w!Password' } }),
    ]);
    await new Promise((r) => setTimeout(r, 200));
    void both.then((a) => (answers = a));
  });
  await new Promise((r) => setTimeout(r, 50));
  await waitFor(() => answers.length === 2);
  const [confirmed, set] = answers;
  assert.ok(confirmed!.status < 500 && set!.status < 500, `confirm ${confirmed!.status}, set-password ${set!.status}`);
  // The second to go finds its link voided by the first.
  assert.equal([confirmed!.status, set!.status].filter((status) => status === 200).length, 1);
});

/** Waits until `check` is true (5 s at most). */
async function waitFor(check: () => boolean): Promise<void> {
  for (const until = Date.now() + 5000; !check(); await new Promise((r) => setTimeout(r, 20))) if (Date.now() > until) throw new Error('timed out');
}

test('the email link expires after 24 hours; a newer change voids the older link', async () => {
  const u = await register(s.url);
  const first = uniqueEmail('first');
  await save(u.token, { email: first, timeZone: 'UTC', notifications: 'all' });
  const firstLink = linkIn(await waitForMail(s, first));
  const second = uniqueEmail('second');
  await save(u.token, { email: second, timeZone: 'UTC', notifications: 'all' });
  const secondLink = linkIn(await waitForMail(s, second));
  assert.is((await fetch(s.url + firstLink, { method: 'POST' })).status, 404, 'voided by the newer change');
  now = new Date(TODAY.getTime() + DAY_MS + 60_000);
  assert.is((await fetch(s.url + secondLink)).status, 404);
  assert.is((await fetch(s.url + secondLink, { method: 'POST' })).status, 404);
  assert.is((await me(u.token)).email, u.email);
});

test("another account's address is answered as a free one: its owner is told, and nothing changes", async () => {
  const u = await register(s.url);
  const other = await register(s.url);
  const free = uniqueEmail('free');
  const answers = [];
  for (const email of [free, other.email]) {
    const reply = await save(u.token, { email, timeZone: 'UTC', notifications: 'all' });
    answers.push([reply.status, reply.body.message.replace(email, 'X')]);
    assert.is((await me(u.token)).pendingEmail, email, 'shown waiting alike');
  }
  assert.equal(answers[0], answers[1]);
  const notice = mailsTo(s.dataDir, other.email).find((m) => m.subject === 'Someone tried to use your email address');
  assert.ok(notice, 'the owner is told');
  assert.not.match(notice!.text, /confirm-email|token/, 'with no link');
  assert.is((await call(s.url, 'POST', '/api/auth/login', { body: { email: other.email, password: other.password } })).status, 200, 'their account is untouched');
  assert.is((await me(u.token)).email, u.email);
});

test('the password is checked before the address is looked at, and changes are limited per user and per address', async () => {
  const limited = await startServer({ limits: { registerPerIp: 10_000, emailChangesPerUser: 3, emailChangesPerIp: 5 } });
  try {
    const owner = await register(limited.url);
    const prober = await register(limited.url);
    const probe = (email: string, password = 'Not!ThePassword1') =>
      call(limited.url, 'PUT', '/api/settings', { token: prober.token, body: { email, password, timeZone: 'UTC', notifications: 'all' } });
    // A wrong password: taken or free, the same 400.
    const [taken, free] = [await probe(owner.email), await probe(uniqueEmail('free'))];
    assert.equal([taken.status, taken.body.fieldErrors], [free.status, free.body.fieldErrors]);
    assert.equal(taken.body.fieldErrors, { password: WRONG_PASSWORD });
    assert.is((await probe(uniqueEmail('third'))).status, 400);
    assert.is((await probe(uniqueEmail('fourth'))).status, 429, 'three changes a user an hour, right password or not');
    // Other users from the same address share its limit.
    const more = await Promise.all(Array.from({ length: 3 }, () => register(limited.url)));
    const statuses = [];
    for (const m of more) statuses.push((await call(limited.url, 'PUT', '/api/settings', { token: m.token, body: { email: uniqueEmail('m'), password: 'x', timeZone: 'UTC', notifications: 'all' } })).status);
    assert.equal(statuses, [400, 400, 429]);
  } finally {
    await limited.close();
  }
});

test('a confirmed email change ends every other session of the user; the one that asked stays', async () => {
  const u = await register(s.url);
  const elsewhere = (await call(s.url, 'POST', '/api/auth/login', { body: { email: u.email, password: u.password } })).body.token as string;
  const fresh = uniqueEmail('sessions');
  await save(u.token, { email: fresh, timeZone: 'UTC', notifications: 'all' });
  assert.is((await call(s.url, 'GET', '/api/auth/me', { token: elsewhere })).status, 200, 'untouched while the change waits');
  assert.is((await fetch(s.url + linkIn(await waitForMail(s, fresh)), { method: 'POST' })).status, 200);
  assert.is((await call(s.url, 'GET', '/api/auth/me', { token: elsewhere })).status, 401);
  assert.is((await me(u.token)).email, fresh, 'the session that asked stays');
});

test('saving again with the address still waiting mails nothing and keeps its link; saving the current address withdraws it', async () => {
  const u = await register(s.url);
  const fresh = uniqueEmail('waiting');
  await save(u.token, { email: fresh, timeZone: 'UTC', notifications: 'all' });
  const link = linkIn(await waitForMail(s, fresh));
  for (const timeZone of ['PST', 'EST', 'UTC', 'PST', 'EST', 'UTC']) {
    const again = await save(u.token, { email: fresh, timeZone, notifications: 'all' });
    assert.equal([again.status, again.body.message], [200, 'Settings saved'], timeZone);
  }
  assert.is(mailsTo(s.dataDir, fresh).length, 1, 'one confirmation mail');
  assert.equal([(await me(u.token)).timeZone, (await me(u.token)).pendingEmail], ['UTC', fresh]);
  assert.is((await save(u.token, { email: u.email, timeZone: 'UTC', notifications: 'all' })).body.message, 'Settings saved');
  assert.is((await me(u.token)).pendingEmail, null, 'withdrawn');
  assert.is((await fetch(s.url + link, { method: 'POST' })).status, 404, 'its link no longer works');
  assert.is((await me(u.token)).email, u.email);
});

test('a change whose address another account took meanwhile stops waiting once its link is opened', async () => {
  const u = await register(s.url);
  const wanted = uniqueEmail('wanted');
  await save(u.token, { email: wanted, timeZone: 'UTC', notifications: 'all' });
  const link = linkIn(await waitForMail(s, wanted));
  await register(s.url, { email: wanted });
  const again = await save(u.token, { email: wanted, timeZone: 'UTC', notifications: 'all' });
  assert.equal([again.status, again.body.message], [200, 'Settings saved'], 'saving the waiting address again tells nothing of it');
  assert.is((await fetch(s.url + link, { method: 'POST' })).status, 409);
  assert.equal([(await me(u.token)).email, (await me(u.token)).pendingEmail], [u.email, null]);
});

test('notifications decide the quota mails: all = 80% and 100%, important = 100% only, none = none', async () => {
  const accounts = await Promise.all(['all', 'important', 'none'].map(async (notifications) => {
    const a = await completedAdmin(s.url, 'STARTER');
    await save(a.token, { email: a.email, timeZone: 'UTC', notifications });
    return { ...a, notifications };
  }));
  const start = (store: { storeId: string; domain: string }) =>
    fetch(`${s.url}/api/collect`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', origin: `https://${store.domain}` },
      body: JSON.stringify({ s: store.storeId, e: 'start', v: randomUUID() }),
    });
  for (const count of [59_999, 74_999]) {
    for (const a of accounts) {
      await s.db.query(
        `INSERT INTO session_days (store_id, day, count) VALUES ($1, '2026-11-01', $2)
         ON CONFLICT (store_id, day) DO UPDATE SET count = EXCLUDED.count`,
        [a.store.storeId, count],
      );
      await start(a.store);
    }
    // The quota watcher runs every 10 ms here: the 'all' account's mail is the sign that it has run.
    await waitForMail(s, accounts[0]!.email);
    await new Promise((r) => setTimeout(r, 200));
  }
  const subjects = (email: string) => mailsTo(s.dataDir, email).map((m) => m.subject);
  assert.equal(subjects(accounts[0]!.email), ['You have used 80% of your monthly sessions', 'You have reached your monthly session quota']);
  assert.equal(subjects(accounts[1]!.email), ['You have reached your monthly session quota']);
  assert.equal(subjects(accounts[2]!.email), []);
});

test.run();
