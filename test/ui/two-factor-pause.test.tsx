// Sign-in's code step once the user's codes of the hour are used up: the page says why and points to
// what ends the pause (a new password), not back to a sign-in that would end at the same answer.
import { fireEvent, screen } from '@testing-library/react';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { CODES_PAUSED, WRONG_CODE } from '../../src/shared/two-factor.js';
import { register, STRONG_PASSWORD } from '../helpers/server.js';
import { codeAt, turnOnTwoFactor } from '../helpers/two-factor.js';
import { renderApp, uiServer } from '../helpers/ui.js';

const s = uiServer(test, { limits: { codesPerUserPerHour: 1 } });
const WAIT = { timeout: 3000 };

test('a paused code step shows why and links to a password reset', async () => {
  const user = await register(s.url);
  const { secret } = await turnOnTwoFactor(s.url, user.token);
  // Right for none of the steps the server takes now.
  const wrong = ['000000', '111111', '222222'].find((c) => ![-1, 0, 1].some((d) => codeAt(secret, Date.now() + d * 30_000) === c))!;
  renderApp('/ap/login');
  fireEvent.change(await screen.findByLabelText('Email', {}, WAIT), { target: { value: user.email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: STRONG_PASSWORD } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
  const code = await screen.findByLabelText('Authentication code', {}, WAIT);

  fireEvent.change(code, { target: { value: wrong } });
  fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
  await screen.findByText(WRONG_CODE, {}, WAIT);

  fireEvent.change(code, { target: { value: codeAt(secret) } });
  fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
  await screen.findByText(CODES_PAUSED, { exact: false }, WAIT);
  const reset = screen.getByRole('link', { name: 'Reset your password' });
  assert.is(reset.getAttribute('href'), '/ap/forgot-password');
  assert.is(screen.queryByRole('link', { name: 'Sign in again' }), null);
});

test.run();
