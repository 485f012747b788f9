// Settings' Account owner section against the real server: the owner hands the account over to
// another admin who has set up their sign-in, with their password.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { handoverCandidates } from '../../src/client/features/settings/OwnerSection.js';
import type { SubUser } from '../../src/shared/api-types.js';
import { WRONG_PASSWORD } from '../../src/shared/messages.js';
import { PASSWORD_FOR_HANDOVER } from '../../src/shared/team-validators.js';
import { completedAdmin } from '../helpers/billing.js';
import { call, STRONG_PASSWORD, uniqueEmail } from '../helpers/server.js';
import { joinedMember, userIdOf } from '../helpers/team.js';
import { openPage, reset, rows, type, uiServer, WAIT } from '../helpers/ui.js';

const s = uiServer(test, { limits: { registerPerIp: 10_000, loginPerIp: 10_000, loginFailuresPerAccountIp: 10_000 } });

const me = async (token: string) => (await call(s.url, 'GET', '/api/auth/me', { token })).body as { owner: boolean };
const inviteAdmin = (token: string, name: string) =>
  call(s.url, 'POST', '/api/sub-user/invite', { token, body: { name, email: uniqueEmail('admin'), role: 'ADMIN' } });
const ownerRegion = () => screen.queryByRole('region', { name: 'Account owner' });

test('who can take the account over: the other admins who have set up their sign-in', () => {
  const user = (userId: string, role: SubUser['role'], status: SubUser['status']): SubUser => ({ userId, role, status, email: `${userId}@x.test`, name: userId, createdAt: '', twoFactor: false, owner: false });
  const users = [user('me', 'ADMIN', 'USER_SETUP_COMPLETED'), user('ok', 'ADMIN', 'USER_SETUP_COMPLETED'), user('invited', 'ADMIN', 'INVITED'), user('std', 'STANDARD', 'USER_SETUP_COMPLETED'), user('off', 'ADMIN', 'DISABLED')];
  assert.equal(handoverCandidates(users, 'me').map((u) => u.userId), ['ok']);
});

test('with no admin who has set up their sign-in, the owner is told so and how; another admin sees no section', async () => {
  const owner = await completedAdmin(s.url);
  assert.is((await inviteAdmin(owner.token, 'Ada Invited')).status, 201);
  await joinedMember(s.url, s, owner.token, 'STANDARD');
  localStorage.setItem('token', owner.token);
  await openPage('/settings', 'Settings');
  const section = await screen.findByRole('region', { name: 'Account owner' }, WAIT);
  assert.ok(within(section).getByText(/You own this account/));
  await within(section).findByText(/No other admin has set up their sign-in yet/, {}, WAIT);
  assert.is(within(section).getByRole('link', { name: 'invite an admin' }).getAttribute('href'), '/users');
  assert.is(within(section).queryByRole('combobox'), null);
  assert.is(within(section).queryByRole('button', { name: 'Hand over' }), null);
  reset();

  const admin = await joinedMember(s.url, s, owner.token, 'ADMIN');
  localStorage.setItem('token', admin.token);
  await openPage('/settings', 'Settings');
  await screen.findByRole('region', { name: 'Security' }, WAIT);
  await new Promise((r) => setTimeout(r, 100));
  assert.is(ownerRegion(), null, 'not the owner: nothing to hand over');
});

test('the owner hands the account over: refused with a wrong password, done with the right one; the new owner is marked in Users', async () => {
  const owner = await completedAdmin(s.url);
  const admin = await joinedMember(s.url, s, owner.token, 'ADMIN');
  await joinedMember(s.url, s, owner.token, 'STANDARD');
  await inviteAdmin(owner.token, 'Ada Invited');
  localStorage.setItem('token', owner.token);
  await openPage('/settings', 'Settings');
  const section = await screen.findByRole('region', { name: 'Account owner' }, WAIT);
  const select = (await within(section).findByLabelText('New owner', {}, WAIT)) as HTMLSelectElement;
  assert.equal(
    [...select.options].map((o) => o.textContent),
    ['Choose an admin', `${admin.name} (${admin.email})`],
    'only the admin who has set up their sign-in',
  );
  const password = within(section).getByLabelText('Your password') as HTMLInputElement;
  assert.is(password.type, 'password');

  // Nothing chosen, no password: the form says what is missing, and no dialog opens.
  fireEvent.click(within(section).getByRole('button', { name: 'Hand over' }));
  await within(section).findByText('Choose who takes the account over');
  assert.ok(within(section).getByText(PASSWORD_FOR_HANDOVER));
  assert.is(screen.queryByRole('alertdialog'), null);

  fireEvent.change(select, { target: { value: await userIdOf(s.url, admin.token) } });
  type(password, 'Not!ThePassword1');
  fireEvent.click(within(section).getByRole('button', { name: 'Hand over' }));
  let dialog = screen.getByRole('alertdialog', { name: 'Hand Over the Account' });
  assert.ok(within(dialog).getByText(admin.name));
  assert.ok(within(dialog).getByText(admin.email, { exact: false }));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Hand over' }));
  const refused = await within(section).findByText(WRONG_PASSWORD, {}, WAIT);
  assert.ok(password.getAttribute('aria-describedby')?.includes(refused.id), 'the refusal is on the password field');
  await waitFor(() => assert.is(document.activeElement, password, 'focus goes to the field to fix'));
  assert.is(screen.queryByRole('alertdialog'), null);
  assert.equal([(await me(owner.token)).owner, (await me(admin.token)).owner], [true, false], 'a wrong password changes nothing');

  type(password, STRONG_PASSWORD);
  fireEvent.click(within(section).getByRole('button', { name: 'Hand over' }));
  dialog = screen.getByRole('alertdialog', { name: 'Hand Over the Account' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Hand over' }));
  await screen.findByText(`You handed the account over to ${admin.name}`, {}, WAIT);
  await waitFor(() => assert.is(ownerRegion(), null, 'no longer the owner: the section goes'), WAIT);
  await waitFor(() => assert.is(document.activeElement, screen.getByRole('heading', { name: 'Settings', level: 1 }), 'focus is not lost with the section'));
  assert.equal([(await me(owner.token)).owner, (await me(admin.token)).owner], [false, true]);
  reset();

  // The new owner: "Owner" on their row, and the section in their Settings.
  localStorage.setItem('token', admin.token);
  await openPage('/users', 'Users');
  const { rowFound } = rows('td span', 'tr');
  const ownRow = await rowFound(admin.name);
  assert.ok(within(ownRow).getByText('(YOU)'));
  assert.ok(within(ownRow).getByText('Owner'));
  assert.is(within(await rowFound(owner.name)).queryByText('Owner'), null);
  assert.ok(screen.getByRole('button', { name: `Actions for ${owner.name}` }), 'the former owner is an admin like any other');
  reset();
  localStorage.setItem('token', admin.token);
  await openPage('/settings', 'Settings');
  assert.ok(await screen.findByRole('region', { name: 'Account owner' }, WAIT));
});

test.run();
