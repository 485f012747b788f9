// Until a new account's address is confirmed, every signed-in page shows the one screen that says so,
// with Resend; the link's page confirms it with a click, and the waiting tab then lets the user in.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readOutbox } from '../helpers/outbox.js';
import { call, linkToken, registerUnverified } from '../helpers/server.js';
import { renderApp, reset, uiServer, WAIT } from '../helpers/ui.js';

const s = uiServer(test, { limits: { registerPerIp: 10_000 } });
const linkOf = async (email: string) => linkToken((await readOutbox(s.dataDir, email, { subject: 'Confirm your email address' })).text);

for (const path of ['/', '/stores/new', '/settings', '/onboarding']) {
  test(`an unconfirmed account on ${path} sees only the confirm screen, naming its address and the saved mail`, async () => {
    const user = await registerUnverified(s.url);
    localStorage.setItem('token', user.token);
    renderApp(path);
    await screen.findByRole('heading', { name: 'Confirm your email address' }, WAIT);
    assert.ok(screen.getByText(`We sent a link to ${user.email.toLowerCase()}. Open it to finish creating your account.`));
    const mail = await readOutbox(s.dataDir, user.email, { subject: 'Confirm your email address' });
    assert.ok(screen.getByText(mail.file), 'the trial names the file the mail was saved in');
    assert.is(screen.queryByRole('navigation'), null, 'no dashboard behind it');
  });
}

test('Resend mails a new link and says so; a second one within the minute is refused with the reason', async () => {
  const user = await registerUnverified(s.url);
  const first = await linkOf(user.email);
  localStorage.setItem('token', user.token);
  renderApp('/');
  fireEvent.click(await screen.findByRole('button', { name: 'Resend' }, WAIT));
  await screen.findByText(`A new link is on its way to ${user.email.toLowerCase()}.`, undefined, WAIT);
  assert.is.not(await linkOf(user.email), first);
  fireEvent.click(screen.getByRole('button', { name: 'Resend' }));
  const alert = await screen.findByRole('alert', undefined, WAIT);
  assert.match(alert.textContent!, 'Too many requests');
});

test('confirmed in another tab, the waiting tab lets the user in once it has the focus again', async () => {
  const user = await registerUnverified(s.url);
  localStorage.setItem('token', user.token);
  renderApp('/');
  await screen.findByRole('heading', { name: 'Confirm your email address' }, WAIT);
  assert.is((await call(s.url, 'POST', '/api/auth/verify-email', { body: { token: await linkOf(user.email) } })).status, 200);
  fireEvent.focus(window);
  await screen.findByRole('heading', { name: 'Choose Your Plan' }, WAIT);
});

test('the link page confirms with one click and offers the way on; a used link says so', async () => {
  const user = await registerUnverified(s.url);
  const token = await linkOf(user.email);
  renderApp(`/ap/verify-email?token=${encodeURIComponent(token)}`);
  fireEvent.click(await screen.findByRole('button', { name: 'Confirm my email address' }, WAIT));
  await screen.findByRole('heading', { name: 'Email confirmed' }, WAIT);
  assert.ok(screen.getByRole('link', { name: 'Sign in' }), 'signed out here: sign in next');
  assert.is((await call(s.url, 'GET', '/api/auth/me', { token: user.token })).body.emailVerified, true);

  reset();
  renderApp(`/ap/verify-email?token=${encodeURIComponent(token)}`);
  fireEvent.click(await screen.findByRole('button', { name: 'Confirm my email address' }, WAIT));
  const alert = await screen.findByRole('alert', undefined, WAIT);
  assert.match(alert.textContent!, 'This link is invalid or has expired.');
  await waitFor(() => assert.ok(screen.getByRole('link', { name: 'Sign in' })));
});

test.run();
