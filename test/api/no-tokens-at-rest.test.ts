// What a copy of the database or of the log gives away: after an invite, a password reset and a visit
// to the billing portal, neither holds a token that signs anyone in or opens a page. Only the
// developer's mailbox (DATA_DIR/outbox, no SMTP) has the links, as an inbox would.
import { createHash } from 'node:crypto';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Db } from '../../src/server/db/types.js';
import { completedAdmin } from '../helpers/billing.js';
import { call, linkToken, registerUnverified, startServer, STRONG_PASSWORD, uniqueEmail, waitForMail, type TestServer } from '../helpers/server.js';

let s: TestServer;
test.before(async () => {
  s = await startServer();
});
test.after(() => s.close());

/** Every row of every table, each as the text of the whole row. */
async function dumpDatabase(db: Db): Promise<string> {
  const tables = await db.query<{ name: string }>(
    `SELECT format('%I.%I', table_schema, table_name) AS name FROM information_schema.tables
      WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')`,
  );
  assert.ok(tables.length >= 10, `the dump sees the tables (${tables.length})`);
  const rows: string[] = [];
  for (const { name } of tables) rows.push(...(await db.query<{ row: string }>(`SELECT t::text AS row FROM ${name} t`)).map((r) => `${name} ${r.row}`));
  return rows.join('\n');
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

test('no table and no log line holds a live token after a registration, an invite, a password reset and a portal visit', async () => {
  const newcomer = await registerUnverified(s.url);
  const verifyToken = linkToken(await waitForMail(s, newcomer.email));
  const admin = await completedAdmin(s.url);
  const memberEmail = uniqueEmail('member');
  const invited = await call(s.url, 'POST', '/api/sub-user/invite', { token: admin.token, body: { email: memberEmail, name: 'Mia', role: 'STANDARD' } });
  assert.is(invited.status, 201);
  assert.is((await call(s.url, 'POST', '/api/auth/request-password-reset', { body: { email: admin.email } })).status, 200);
  const inviteToken = linkToken(await waitForMail(s, memberEmail));
  const resetToken = linkToken(await waitForMail(s, admin.email));
  const portal = await call(s.url, 'POST', '/api/billing/portal', { token: admin.token });
  assert.is(portal.status, 200);
  const portalUrl = new URL(portal.body.url);
  const portalToken = decodeURIComponent(portalUrl.pathname.split('/').pop()!);
  const visit = await fetch(portalUrl);
  assert.is(visit.status, 200, 'the portal link opens the billing page');
  await visit.text();

  const dump = await dumpDatabase(s.db);
  const log = s.logs.map((line) => JSON.stringify(line)).join('\n');
  const secrets = { 'registration link token': verifyToken, 'invite link token': inviteToken, 'reset link token': resetToken, 'portal link token': portalToken, 'bearer token': admin.token };
  for (const [what, secret] of Object.entries(secrets)) {
    assert.ok(secret.length >= 32, what);
    assert.not.ok(dump.includes(secret), `the ${what} is in the database`);
    assert.not.ok(log.includes(secret), `the ${what} is in the log`);
  }
  assert.ok(log.includes('/billing/portal/'), 'the portal visit is logged, without its token');

  // The outbox table still says what was sent: the link, its token replaced by the start of its hash.
  const [inviteMail] = await s.db.query<{ subject: string; body: string }>('SELECT subject, body FROM outbox WHERE to_address = $1', [memberEmail]);
  assert.match(inviteMail!.subject, 'invited you');
  assert.match(inviteMail!.body, `${s.url}/ap/set-password?token=[redacted sha256:${sha256(inviteToken).slice(0, 12)}]`);
  const [resetMail] = await s.db.query<{ body: string }>(`SELECT body FROM outbox WHERE to_address = $1 AND subject = 'Reset your password'`, [admin.email]);
  assert.match(resetMail!.body, `${s.url}/ap/set-password?token=[redacted sha256:${sha256(resetToken).slice(0, 12)}]`);

  const [verifyMail] = await s.db.query<{ body: string }>('SELECT body FROM outbox WHERE to_address = $1', [newcomer.email]);
  assert.match(verifyMail!.body, `${s.url}/ap/verify-email?token=[redacted sha256:${sha256(verifyToken).slice(0, 12)}]`);

  // The tokens were live: the copies would have let anyone in.
  assert.is((await call(s.url, 'POST', '/api/auth/verify-email', { body: { token: verifyToken } })).status, 200);
  for (const token of [inviteToken, resetToken]) {
    assert.is((await call(s.url, 'POST', '/api/auth/set-password', { body: { token, password: STRONG_PASSWORD } })).status, 200);
  }
});

test.run();
