// An account at its store limit: Add Store says why nothing was added.
import { fireEvent, screen } from '@testing-library/react';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { completedAdmin } from '../helpers/billing.js';
import { renderApp, uiServer } from '../helpers/ui.js';

const s = uiServer(test, { env: { MAX_STORES_PER_ACCOUNT: '1' } });

test('at the limit, the failure toast says which limit and who can raise it; the form stays', async () => {
  const admin = await completedAdmin(s.url);
  localStorage.setItem('token', admin.token);
  renderApp('/stores/new');
  await screen.findByRole('heading', { name: 'Store Details' }, { timeout: 5000 });
  fireEvent.change(screen.getByLabelText('Store Domain'), { target: { value: 'one-too-many.example.com' } });
  fireEvent.change(screen.getByRole('combobox', { name: 'This Store Sells In' }), { target: { value: 'fran' } });
  fireEvent.click(screen.getByRole('option', { name: 'France' }));
  fireEvent.click(screen.getByRole('button', { name: 'Add Store' }));
  await screen.findByText('Failed to add store. Please try again.', {}, { timeout: 5000 });
  assert.ok(screen.getByText('This account has reached its limit of 1 store. Your account manager can raise it.'));
  assert.is((screen.getByLabelText('Store Domain') as HTMLInputElement).value, 'one-too-many.example.com');
});

test.run();
