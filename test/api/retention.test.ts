// A purge, at start and then every so often, deletes what is no longer kept: events past 12 months of
// every account, one that writes nothing new included, and sessions and mailed links that have ended.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { assertNo5xx } from '../helpers/errors.js';
import { completedAdmin } from '../helpers/billing.js';
import { call, startServer, type TestServer } from '../helpers/server.js';
import { until } from '../helpers/until.js';

const DAY_MS = 24 * 60 * 60 * 1000;
let s: TestServer;
let now = Date.UTC(2026, 10, 25, 12, 0, 0);
test.before(async () => {
  s = await startServer({ clock: () => new Date(now), purgeEveryMs: 50 });
});
test.after(() => s.close());

const eventsOf = async (email: string) =>
  (await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_events e JOIN users u ON u.account_id = e.account_id WHERE u.email = $1', [email]))[0]!.n;

test("the purge deletes a quiet account's events once they are past 12 months, and keeps another's younger ones", async () => {
  const quiet = await completedAdmin(s.url);
  assert.is(await eventsOf(quiet.email), 2, 'subscribed, added a store');
  now += 200 * DAY_MS;
  const recent = await completedAdmin(s.url);
  await new Promise((r) => setTimeout(r, 200)); // a few purges
  assert.is(await eventsOf(quiet.email), 2, 'under 12 months old: kept');
  now += 200 * DAY_MS;
  await until(async () => (await eventsOf(quiet.email)) === 0, "the quiet account's events to go");
  assert.is(await eventsOf(recent.email), 2, 'the other account, 200 days on, keeps its own');
});

const rowsOf = async (table: string, email: string, where = 'true') =>
  (await s.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} t JOIN users u ON u.id = t.user_id WHERE u.email = $1 AND ${where}`, [email]))[0]!.n;

test('expired sessions and mailed links are deleted; a live session is kept and goes on working', async () => {
  const ended = await completedAdmin(s.url);
  assert.is((await call(s.url, 'POST', '/api/auth/request-password-reset', { body: { email: ended.email } })).status, 200);
  await until(async () => (await rowsOf('one_time_tokens', ended.email, `t.purpose = 'reset'`)) === 1, 'the reset link to be mailed');
  // Past the link's hour and the session's 30 days.
  now += 31 * DAY_MS;
  const live = await completedAdmin(s.url);
  await until(async () => (await rowsOf('auth_tokens', ended.email)) === 0, 'the expired session to go');
  await until(async () => (await rowsOf('one_time_tokens', ended.email)) === 0, 'the expired link to go');
  assert.is(await rowsOf('auth_tokens', live.email), 1);
  assert.is((await call(s.url, 'GET', '/api/auth/me', { token: live.token })).status, 200);
  assert.is((await call(s.url, 'GET', '/api/auth/me', { token: ended.token })).status, 401);
  assert.equal(s.logs.filter((l) => l.msg === 'purging old rows failed'), [], 'every table purged without an error');
});

test('no answer was a 5xx', () => assertNo5xx(s));

test.run();
