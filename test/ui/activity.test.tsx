// The Activity page is for admins: only they have its link in the sidebar, and anyone else opening
// /activity is sent to their own home page.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { completedAdmin } from '../helpers/billing.js';
import { joinedMember } from '../helpers/team.js';
import { openPage, renderApp, uiServer, WAIT } from '../helpers/ui.js';

const s = uiServer(test, { limits: { registerPerIp: 10_000, loginPerIp: 10_000, loginFailuresPerAccountIp: 10_000 } });

const sidebar = () => within(screen.getByRole('navigation', { name: 'Main' }));

test('an ADMIN has Activity in the sidebar, and it opens the account\'s activity', async () => {
  const admin = await completedAdmin(s.url);
  localStorage.setItem('token', admin.token);
  await openPage('/activity', 'Activity');
  assert.ok(sidebar().getByRole('link', { name: 'Activity' }));
  await screen.findByText('Added a store', undefined, WAIT);
});

test('turning the page moves focus to the events, not off the page with the button pressed', async () => {
  const admin = await completedAdmin(s.url);
  await s.db.query(
    `INSERT INTO audit_events (account_id, kind, detail, created_at)
     SELECT u.account_id, 'store-added', 'shop-' || n || '.example.com', now() - n * interval '1 minute' FROM users u, generate_series(1, 30) AS n WHERE u.email = $1`,
    [admin.email],
  );
  localStorage.setItem('token', admin.token);
  await openPage('/activity', 'Activity');
  (await screen.findByRole('button', { name: 'Next' }, WAIT)).focus();
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => assert.is(window.location.search, '?page=2'), WAIT);
  assert.is(document.activeElement, screen.getByRole('region', { name: 'Activity' }));
});

test('a STANDARD member has no Activity in the sidebar, and opening /activity lands on /whitelist', async () => {
  const admin = await completedAdmin(s.url);
  const member = await joinedMember(s.url, s, admin.token, 'STANDARD');
  localStorage.setItem('token', member.token);
  renderApp('/activity');
  // /activity sends them home, and home (My Stores) sends them on to the whitelist.
  await waitFor(() => assert.is(window.location.pathname, '/whitelist'), WAIT);
  await screen.findByRole('heading', { name: 'Whitelist IPs', level: 1 }, WAIT);
  assert.ok(sidebar().getByRole('link', { name: 'Whitelist IPs' }), 'the sidebar is there');
  assert.is(sidebar().queryByRole('link', { name: 'Activity' }), null);
});

test.run();
