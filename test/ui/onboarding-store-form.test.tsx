// The store form and its country multi-select, rendered on their own (no server needed).
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { MESSAGES } from '../../src/shared/stores.js';
import { StoreForm, type StoreFormProps, type StoreFormValues } from '../../src/client/parts/StoreForm.js';
import { MultiSelect } from '../../src/client/ui/MultiSelect.js';
import { ToastProvider } from '../../src/client/ui/Toasts.js';

test.after.each(() => cleanup());

const OPTIONS = [
  { value: 'FR', label: 'France', image: '/flags/fr.svg' },
  { value: 'DE', label: 'Germany', image: '/flags/de.svg' },
  { value: 'GB', label: 'United Kingdom', image: '/flags/gb.svg' },
  { value: 'US', label: 'United States', image: '/flags/us.svg' },
];

let lastValue: string[] = [];
function Harness({ initial = [] as string[] }) {
  const [value, setValue] = useState<string[]>(initial);
  lastValue = value;
  return <MultiSelect label="Sells In" options={OPTIONS} value={value} onChange={setValue} emptyText="No countries found" />;
}

const combobox = () => screen.getByRole('combobox', { name: 'Sells In' });
const optionNames = () => screen.queryAllByRole('option').map((o) => o.textContent);
const chips = () => {
  const list = screen.queryByRole('list', { name: 'Selected: Sells In' });
  return list ? within(list).getAllByRole('listitem').map((li) => li.textContent) : [];
};
const key = (k: string) => fireEvent.keyDown(combobox(), { key: k });

test('multi-select: a combobox wired to its listbox, closed until used', () => {
  render(<Harness />);
  const input = combobox();
  assert.is(input.getAttribute('aria-expanded'), 'false');
  const listboxId = input.getAttribute('aria-controls');
  assert.ok(listboxId && document.getElementById(listboxId));
  assert.is(screen.queryAllByRole('option').length, 0);
  fireEvent.click(input);
  assert.is(input.getAttribute('aria-expanded'), 'true');
  const listbox = screen.getByRole('listbox');
  assert.is(listbox.id, listboxId);
  assert.equal(optionNames(), ['France', 'Germany', 'United Kingdom', 'United States']);
  for (const option of screen.getAllByRole('option')) assert.is(option.getAttribute('aria-selected'), 'false');
});

test('multi-select: options show their flag as a decorative image', () => {
  render(<Harness />);
  fireEvent.click(combobox());
  const img = screen.getByRole('option', { name: 'France' }).querySelector('img');
  assert.ok(img);
  assert.is(img!.getAttribute('src'), '/flags/fr.svg');
  assert.is(img!.getAttribute('alt'), '');
});

test('multi-select: the search filters the options, case-insensitively, and says when nothing matches', () => {
  render(<Harness />);
  fireEvent.change(combobox(), { target: { value: 'united' } });
  assert.is(combobox().getAttribute('aria-expanded'), 'true');
  assert.equal(optionNames(), ['United States', 'United Kingdom'], 'both start with it: the shorter first');
  assert.is(screen.queryByText('No countries found'), null);
  fireEvent.change(combobox(), { target: { value: 'atlantis' } });
  assert.equal(optionNames(), []);
  assert.ok(screen.getByText('No countries found'));
});

test('multi-select: choosing adds a chip, clears the search and marks the option selected', () => {
  render(<Harness />);
  fireEvent.change(combobox(), { target: { value: 'fra' } });
  fireEvent.click(screen.getByRole('option', { name: 'France' }));
  assert.equal(lastValue, ['FR']);
  assert.equal(chips(), ['France']);
  assert.is((combobox() as HTMLInputElement).value, '');
  assert.is(screen.getByRole('option', { name: 'France' }).getAttribute('aria-selected'), 'true');
});

test('multi-select: the same option cannot be chosen twice', () => {
  render(<Harness />);
  fireEvent.click(combobox());
  fireEvent.click(screen.getByRole('option', { name: 'Germany' }));
  fireEvent.click(screen.getByRole('option', { name: 'Germany' }));
  fireEvent.change(combobox(), { target: { value: 'germ' } });
  key('Enter');
  assert.equal(lastValue, ['DE']);
  assert.equal(chips(), ['Germany']);
});

test('multi-select: chips are removed by their "Remove {name}" buttons', () => {
  render(<Harness initial={['FR', 'US']} />);
  assert.equal(chips(), ['France', 'United States']);
  fireEvent.click(screen.getByRole('button', { name: 'Remove France' }));
  assert.equal(lastValue, ['US']);
  assert.equal(chips(), ['United States']);
  assert.is(screen.queryByRole('button', { name: 'Remove France' }), null);
  assert.is(document.activeElement, combobox(), 'focus goes back to the search, not to the page');
});

test('multi-select: a pick and a removal are read out by screen readers', () => {
  render(<Harness initial={['FR']} />);
  const said = () => screen.getByRole('status').textContent;
  assert.is(said(), '', 'nothing is said before anything changes');
  fireEvent.change(combobox(), { target: { value: 'germ' } });
  key('Enter');
  assert.is(said(), 'Added Germany');
  fireEvent.click(screen.getByRole('button', { name: 'Remove France' }));
  assert.is(said(), 'Removed France');
  key('Backspace');
  assert.equal(lastValue, []);
  assert.is(said(), 'Removed Germany', 'Backspace says which chip went');
  fireEvent.blur(combobox(), { relatedTarget: document.body });
  assert.is(said(), '', 'forgotten once focus leaves the control');
});

test('multi-select: ArrowDown/ArrowUp move the active option, Enter picks it, Escape closes', () => {
  render(<Harness />);
  const input = combobox();
  key('ArrowDown');
  assert.is(input.getAttribute('aria-expanded'), 'true');
  const active = () => document.getElementById(input.getAttribute('aria-activedescendant') ?? '')?.textContent;
  assert.is(active(), 'France');
  key('ArrowDown');
  key('ArrowDown');
  assert.is(active(), 'United Kingdom');
  key('ArrowUp');
  assert.is(active(), 'Germany');
  key('ArrowUp');
  key('ArrowUp');
  assert.is(active(), 'France', 'stops at the first option');
  key('ArrowDown');
  key('Enter');
  assert.equal(lastValue, ['DE']);
  assert.is(input.getAttribute('aria-expanded'), 'true', 'stays open to pick more');
  key('Escape');
  assert.is(input.getAttribute('aria-expanded'), 'false');
  assert.is(input.getAttribute('aria-activedescendant'), null);
  assert.is(screen.queryAllByRole('option').length, 0);
});

test('multi-select: Enter picks the first match of a search', () => {
  render(<Harness />);
  fireEvent.change(combobox(), { target: { value: 'states' } });
  key('Enter');
  assert.equal(lastValue, ['US']);
});

test('multi-select: Backspace on an empty search removes the last chip, not while typing', () => {
  render(<Harness initial={['FR', 'DE', 'GB']} />);
  key('Backspace');
  assert.equal(lastValue, ['FR', 'DE']);
  fireEvent.change(combobox(), { target: { value: 'x' } });
  key('Backspace');
  assert.equal(lastValue, ['FR', 'DE'], 'a search being typed is edited, no chip goes');
});

test('multi-select: Enter in the open list picks instead of submitting the form', () => {
  let submits = 0;
  render(
    <form
      onSubmit={(e) => {
        e.preventDefault();
        submits++;
      }}
    >
      <Harness />
    </form>,
  );
  key('ArrowDown');
  key('Enter');
  assert.is(submits, 0);
  assert.equal(lastValue, ['FR']);
});

// The store form.

let submitted: StoreFormValues[] = [];
function renderForm(props: Partial<StoreFormProps> = {}) {
  submitted = [];
  return render(
    <ToastProvider>
      <StoreForm onSubmit={(v) => void submitted.push(v)} {...props} />
    </ToastProvider>,
  );
}
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const pickCountry = (search: string, name: string) => {
  fireEvent.change(screen.getByRole('combobox', { name: 'This Store Sells In' }), { target: { value: search } });
  fireEvent.click(screen.getByRole('option', { name }));
};

test('store form: the fields, the placeholder, the platforms with Shopify first and chosen', () => {
  renderForm();
  assert.ok(screen.getByRole('heading', { name: 'Store Details' }));
  assert.is(screen.getByLabelText('Store Domain').getAttribute('placeholder'), 'mystore.com');
  const platform = screen.getByLabelText('Platform') as HTMLSelectElement;
  assert.is(platform.value, 'shopify');
  assert.equal([...platform.options].map((o) => o.textContent), ['Shopify', 'WordPress', 'Custom']);
  assert.ok(screen.getByRole('combobox', { name: 'This Store Sells In' }));
  assert.ok(screen.getByRole('button', { name: 'Save Store' }), 'the default submit text');
  assert.is(screen.queryByRole('button', { name: 'Cancel' }), null, 'no cancel without onCancel');
});

test('store form: an empty submit shows each required message and the "Missing required fields" toast', async () => {
  renderForm();
  click('Save Store');
  await screen.findByText(MESSAGES.domainRequired);
  assert.is(MESSAGES.domainRequired, 'Domain is required');
  assert.ok(screen.getByText('Select at least one country'));
  assert.ok(screen.getByText('Missing required fields'));
  assert.is(submitted.length, 0);
  assert.is(document.activeElement, screen.getByLabelText('Store Domain'), 'focus goes to the first field to fix');
});

test('store form: a domain with a protocol or a slash gets the format message', async () => {
  renderForm();
  pickCountry('fran', 'France');
  for (const bad of ['https://mystore.com', 'mystore.com/shop', 'mystore', 'my store.com', 'mystore.c']) {
    type('Store Domain', bad);
    click('Save Store');
    await screen.findByText('Enter a valid domain (e.g., mystore.com) without https at the front, no slashes');
  }
  assert.is(screen.queryByText('Missing required fields'), null, 'nothing is missing: only the format is wrong');
  assert.is(submitted.length, 0);
});

test('store form: a missing country alone still toasts "Missing required fields"', async () => {
  renderForm();
  type('Store Domain', 'mystore.com');
  click('Save Store');
  await screen.findByText('Missing required fields');
  assert.ok(screen.getByText('Select at least one country'));
  assert.is(screen.queryByText('Domain is required'), null);
});

test('store form: valid values are submitted, the domain trimmed and lower-cased', async () => {
  renderForm({ submitText: 'Add Store' });
  type('Store Domain', '  Shop.Example.COM ');
  fireEvent.change(screen.getByLabelText('Platform'), { target: { value: 'wordpress' } });
  pickCountry('germ', 'Germany');
  pickCountry('fran', 'France');
  click('Add Store');
  await waitFor(() => assert.is(submitted.length, 1));
  assert.equal(submitted, [{ domain: 'shop.example.com', platform: 'wordpress', countries: ['DE', 'FR'] }]);
});

test('store form: initial values fill the fields; Cancel, Back and the extra action call their handlers', () => {
  const calls: string[] = [];
  renderForm({
    initialValues: { domain: 'a-shop.io', platform: 'custom', countries: ['GB'] },
    onCancel: () => calls.push('cancel'),
    onBack: () => calls.push('back'),
    secondaryAction: { label: 'Back to plan', onClick: () => calls.push('plan') },
  });
  assert.is((screen.getByLabelText('Store Domain') as HTMLInputElement).value, 'a-shop.io');
  assert.is((screen.getByLabelText('Platform') as HTMLSelectElement).value, 'custom');
  assert.ok(screen.getByRole('button', { name: 'Remove United Kingdom' }));
  click('Cancel');
  click('Back');
  click('Back to plan');
  assert.equal(calls, ['cancel', 'back', 'plan']);
});

test('store form: a search offers names starting with it first, so Enter after "ger" picks Germany', () => {
  renderForm();
  const input = screen.getByRole('combobox', { name: 'This Store Sells In' });
  fireEvent.change(input, { target: { value: 'ger' } });
  assert.equal(
    within(screen.getByRole('listbox', { name: 'This Store Sells In' })).getAllByRole('option').map((o) => o.textContent),
    ['Germany', 'Algeria', 'Niger', 'Nigeria'],
  );
  fireEvent.keyDown(input, { key: 'Enter' });
  assert.ok(screen.getByRole('button', { name: 'Remove Germany' }));
  // Of two names starting with the search, the shorter is the closer.
  fireEvent.change(input, { target: { value: 'united st' } });
  fireEvent.keyDown(input, { key: 'Enter' });
  assert.ok(screen.getByRole('button', { name: 'Remove United States of America' }));
});

test('store form: the country list holds every country with its flag from our server', () => {
  renderForm();
  fireEvent.click(screen.getByRole('combobox', { name: 'This Store Sells In' }));
  const options = within(screen.getByRole('listbox', { name: 'This Store Sells In' })).getAllByRole('option');
  assert.ok(options.length > 200, `${options.length} countries`);
  const france = screen.getByRole('option', { name: 'France' });
  assert.is(france.querySelector('img')?.getAttribute('src'), '/flags/fr.png');
  fireEvent.change(screen.getByRole('combobox', { name: 'This Store Sells In' }), { target: { value: 'zzz' } });
  assert.ok(screen.getByText('No countries found'));
});

test.run();
