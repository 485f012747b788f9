// A failed payment shows on every dashboard page, with the way to fix it for those who can.
import { screen, within } from '@testing-library/react';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { completedAdmin } from '../helpers/billing.js';
import { call } from '../helpers/server.js';
import { joinedMember } from '../helpers/team.js';
import { openPage, uiServer, WAIT } from '../helpers/ui.js';

const s = uiServer(test, { limits: { registerPerIp: 10_000, loginPerIp: 10_000, loginFailuresPerAccountIp: 10_000 } });

const MESSAGE = 'Payment failed. Update your billing details to keep your stores protected.';

async function pastDueAccount() {
  const admin = await completedAdmin(s.url);
  const me = (await call(s.url, 'GET', '/api/auth/me', { token: admin.token })).body;
  await s.db.query(`UPDATE accounts SET billing_status = 'past_due', protected_until = now() + interval '7 days' WHERE id = $1`, [me.accountId]);
  return admin;
}

for (const [path, title] of [
  ['/', 'My Stores'],
  ['/whitelist', 'Whitelist IPs'],
  ['/settings', 'Settings'],
] as const) {
  test(`past due: ${title} shows the banner with Manage Billing for an admin`, async () => {
    const admin = await pastDueAccount();
    localStorage.setItem('token', admin.token);
    await openPage(path, title);
    const banner = await screen.findByRole('alert', {}, WAIT);
    assert.ok(within(banner).getByText(MESSAGE));
    assert.ok(within(banner).getByRole('button', { name: 'Manage Billing' }));
  });
}

test('past due: a STANDARD member sees the banner without Manage Billing', async () => {
  const admin = await pastDueAccount();
  const member = await joinedMember(s.url, s, admin.token, 'STANDARD');
  localStorage.setItem('token', member.token);
  await openPage('/whitelist', 'Whitelist IPs');
  const banner = await screen.findByRole('alert', {}, WAIT);
  assert.ok(within(banner).getByText(MESSAGE));
  assert.is(within(banner).queryByRole('button', { name: 'Manage Billing' }), null);
});

test('paid up: no banner', async () => {
  const admin = await completedAdmin(s.url);
  localStorage.setItem('token', admin.token);
  await openPage('/', 'My Stores');
  assert.is(screen.queryByText(MESSAGE), null);
});

test.run();
