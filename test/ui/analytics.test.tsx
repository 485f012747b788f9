// The Analytics Overview against the real server, whose clock stands on 23 November 2026.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { randomUUID } from 'node:crypto';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { completedAdmin, storeDraft } from '../helpers/billing.js';
import { call } from '../helpers/server.js';
import { joinedMember } from '../helpers/team.js';
import { openPage, renderApp, reset, uiServer, WAIT } from '../helpers/ui.js';

const s = uiServer(test, { clock: () => new Date('2026-11-23T12:00:00Z'), limits: { registerPerIp: 10_000, loginPerIp: 10_000, loginFailuresPerAccountIp: 10_000 } });

type Store = { storeId: string; domain: string };
/** Session starts as the snippet sends them; from another site's page when `origin` is given. */
async function starts(store: Store, n: number, origin = `https://${store.domain}`) {
  for (let i = 0; i < n; i++) {
    const reply = await fetch(`${s.url}/api/collect`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', origin },
      body: JSON.stringify({ s: store.storeId, e: 'start', v: randomUUID() }),
    });
    assert.is(reply.status, 202);
  }
}

/** A signed-in admin whose one store counted 3 sessions today and rejected a start from another site. */
async function busyAdmin() {
  const admin = await completedAdmin(s.url);
  await starts(admin.store, 3);
  await starts(admin.store, 1, 'https://copycat.example.net');
  localStorage.setItem('token', admin.token);
  await openPage('/analytics', 'Analytics Overview');
  return admin;
}

const card = async (label: string) => (await screen.findByText(label, { selector: 'p' }, WAIT)).closest('li') as HTMLElement;

test("the four cards show the account's own figures and say what each counts", async () => {
  await busyAdmin();
  const stores = await card('Total Stores');
  assert.ok(within(stores).getByText('1 of 1'));
  const sessions = await card('Total Sessions');
  assert.ok(within(sessions).getByText('3'));
  assert.ok(within(sessions).getByText('Sessions counted in November 2026'));
  assert.ok(within(sessions).getByText('No sessions on the same days of October'));
  const plan = await card('Active Plans');
  assert.ok(within(plan).getByText('PRO'));
  assert.ok(within(plan).getByText('0% of 200,000 sessions used'));
  const success = await card('Success Rate');
  assert.ok(within(success).getByText('75.0%'));
  assert.ok(within(success).getByText('1 of 4 starts rejected'));
  assert.ok(screen.getByText('At this pace: about 4 of 200,000 sessions by Nov 30.'));
});

test('the chart reads a day out as a slider, and a table holds the same figures for a screen reader', async () => {
  await busyAdmin();
  const chart = await screen.findByRole('slider', { name: 'Sessions per day in November 2026' }, WAIT);
  assert.is(chart.getAttribute('aria-valuetext'), 'Nov 23: 3 sessions');
  fireEvent.keyDown(chart, { key: 'ArrowLeft' });
  assert.is(chart.getAttribute('aria-valuetext'), 'Nov 22: 0 sessions');
  fireEvent.keyDown(chart, { key: 'End' });
  assert.is(chart.getAttribute('aria-valuenow'), '23');
  fireEvent.keyDown(chart, { key: 'ArrowRight' });
  assert.is(chart.getAttribute('aria-valuetext'), 'Nov 24: still to come');
  const days = screen.getByRole('table', { name: 'Sessions per day in November 2026' });
  const rows = within(days).getAllByRole('row').slice(1);
  assert.is(rows.length, 23, 'the 1st to today');
  assert.equal(
    [...rows[22]!.children].map((c) => c.textContent),
    ['Nov 23', '3'],
  );
});

test('the quota pace line is always drawn: far above the bars it stands at the top edge, labelled with the daily figure', async () => {
  await busyAdmin();
  // PRO's 200,000 sessions over November's 30 days, against 3 sessions on the highest day.
  const label = await screen.findByText('↑ Quota pace 6,667/day, above the scale', undefined, WAIT);
  const line = label.previousElementSibling!;
  const svg = label.closest('svg')!;
  const gridTops = [...svg.querySelectorAll('line')].filter((l) => l !== line).map((l) => Number(l.getAttribute('y1')));
  assert.is(Number(line.getAttribute('y1')), Math.min(...gridTops), 'at the top of the scale');
  assert.ok(screen.getByText('Quota pace: 6,667 sessions a day, above the top of the scale'), 'said in words below the chart');
});

test('per store: the table, and the chart of one store with its empty state', async () => {
  const admin = await busyAdmin();
  const added = await call(s.url, 'POST', '/api/stores', { token: admin.token, body: { stores: [storeDraft(`quiet-${Date.now()}.example.com`)] } });
  const quiet = added.body.stores[0] as Store;
  reset();
  localStorage.setItem('token', admin.token);
  await openPage('/analytics', 'Analytics Overview');
  const table = await screen.findByRole('table', { name: 'Sessions by store' }, WAIT);
  assert.is(screen.getAllByRole('region', { name: 'Sessions by store' }).length, 1, 'one region of that name, to scroll the table');
  const row = within(table).getByText(admin.store.domain).closest('tr') as HTMLElement;
  const [name, ...figures] = within(row).getAllByRole('cell');
  assert.equal(
    figures.map((c) => c.textContent),
    ['3', '0', 'New', '1', '0'],
  );
  assert.match(name!.textContent!, new RegExp(`^${admin.store.domain.replaceAll('.', '\\.')}Protected · last visit `), 'the install status under the domain');
  assert.match(within(within(table).getByText(quiet.domain).closest('tr')!).getAllByRole('cell')[0]!.textContent!, /Waiting for the first visit$/);
  fireEvent.change(screen.getByLabelText('Store'), { target: { value: quiet.storeId } });
  // That store's days are asked for when it is chosen.
  await screen.findByText(`No sessions for ${quiet.domain} in November 2026.`, undefined, WAIT);
  assert.is(screen.queryByRole('slider'), null);
  fireEvent.change(screen.getByLabelText('Store'), { target: { value: '' } });
  assert.ok(screen.getByRole('slider'));
});

/** The CSV the page hands the browser to save, once the server has written it. */
async function downloaded(): Promise<string> {
  let saved: Blob | undefined;
  const { createObjectURL, revokeObjectURL } = URL;
  URL.createObjectURL = (blob: Blob) => ((saved = blob), 'blob:csv');
  URL.revokeObjectURL = () => {};
  const click = HTMLAnchorElement.prototype.click;
  HTMLAnchorElement.prototype.click = () => {};
  try {
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => assert.ok(saved, 'the CSV is saved'), WAIT);
  } finally {
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    HTMLAnchorElement.prototype.click = click;
  }
  return saved!.text();
}

test('whitelisted sessions: their column, their CSV column, the success rate, and the free allowance used', async () => {
  const admin = await completedAdmin(s.url);
  // This test's own requests come from 127.0.0.1: whitelisted, its starts are not billed.
  assert.is((await call(s.url, 'POST', '/api/whitelist/me', { token: admin.token })).status, 200);
  await starts(admin.store, 2);
  await starts(admin.store, 1, 'https://copycat.example.net');
  localStorage.setItem('token', admin.token);
  await openPage('/analytics', 'Analytics Overview');
  const table = await screen.findByRole('table', { name: 'Sessions by store' }, WAIT);
  assert.equal(
    within(table).getAllByRole('columnheader').map((c) => c.textContent),
    ['Store Domain', 'Sessions', 'Last Month', 'Change', 'Rejected', 'Whitelisted'],
  );
  const row = within(table).getByText(admin.store.domain).closest('tr') as HTMLElement;
  assert.equal(
    within(row).getAllByRole('cell').slice(1).map((c) => c.textContent),
    ['0', '0', '—', '1', '2'],
  );
  assert.ok(within(await card('Total Sessions')).getByText('0'), 'not counted as billed sessions');
  assert.ok(within(await card('Success Rate')).getByText('66.7%'), 'two of three starts accepted');
  // PRO: 5% of 200,000 sessions free.
  assert.ok(screen.getByText('Whitelisted visits: 2 of 10,000 free this month'));
  assert.is(screen.queryByText(/used up/), null);

  const csv = (await downloaded()).trim().split('\n');
  assert.is(csv[0], 'date,store domain,sessions,rejected,whitelisted');
  assert.ok(csv.includes(`2026-11-23,${admin.store.domain},0,1,2`), csv.at(-1));
});

test('the free whitelisted visits used up: said in red; no line without a plan', async () => {
  const original = globalThis.fetch;
  let allowance: unknown = { free: 10_000, used: 10_000 };
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const reply = await original(input, init);
    if (new URL(String(input), window.location.href).pathname !== '/api/analytics') return reply;
    const answer = await reply.json();
    return new Response(JSON.stringify({ ...answer, whitelistAllowance: allowance }), { headers: { 'content-type': 'application/json' } });
  };
  try {
    localStorage.setItem('token', (await completedAdmin(s.url)).token);
    await openPage('/analytics', 'Analytics Overview');
    const over = await screen.findByText('Free whitelisted visits used up: further whitelisted visits are counted and billed.', undefined, WAIT);
    assert.ok(screen.getByText('Whitelisted visits: 10,000 of 10,000 free this month'));
    assert.ok(over.className.includes('over'), 'in red, as the quota warnings');
    reset();
    allowance = null;
    localStorage.setItem('token', (await completedAdmin(s.url)).token);
    await openPage('/analytics', 'Analytics Overview');
    await card('Total Stores');
    assert.is(screen.queryByText(/Whitelisted visits/), null);
  } finally {
    globalThis.fetch = original;
  }
});

test('the month picker offers the last 12 months and shows a past month, empty here', async () => {
  await busyAdmin();
  const picker = (await screen.findByLabelText('Month', undefined, WAIT)) as HTMLSelectElement;
  const months = [...picker.options].map((o) => o.textContent);
  assert.equal([months.length, months[0], months[11]], [12, 'November 2026', 'December 2025']);
  fireEvent.change(picker, { target: { value: '2026-10' } });
  await screen.findByText('No sessions in October 2026.', undefined, WAIT);
  assert.is(window.location.search, '?month=2026-10');
  assert.ok(within(await card('Success Rate')).getByText('—'));
  assert.ok(within(await card('Total Sessions')).getByText('0'));
});

test('a store disabled, enabled or added in My Stores shows in the Analytics cards on the way back, not the cached figures', async () => {
  const admin = await completedAdmin(s.url);
  localStorage.setItem('token', admin.token);
  await openPage('/analytics', 'Analytics Overview');
  const totalStores = async (value: string) => {
    fireEvent.click(screen.getAllByRole('link', { name: 'Analytics' })[0]!);
    await waitFor(() => assert.ok(within(screen.getByText('Total Stores', { selector: 'p' }).closest('li')!).getByText(value)), WAIT);
  };
  const toggleFirstStore = async (action: 'Disable' | 'Enable') => {
    fireEvent.click(screen.getAllByRole('link', { name: 'Stores' })[0]!);
    fireEvent.click(await screen.findByRole('button', { name: `Actions for ${admin.store.domain}` }, WAIT));
    fireEvent.click(await screen.findByRole('menuitem', { name: `${action} Store` }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: action }));
    await screen.findByText(`Store ${action.toLowerCase()}d successfully`, undefined, WAIT);
  };
  await totalStores('1 of 1');

  await toggleFirstStore('Disable');
  await totalStores('0 of 1');
  await toggleFirstStore('Enable');
  await totalStores('1 of 1');

  fireEvent.click(screen.getAllByRole('link', { name: 'Stores' })[0]!);
  fireEvent.click(await screen.findByRole('link', { name: 'Add Store' }, WAIT));
  fireEvent.change(await screen.findByLabelText('Store Domain'), { target: { value: `second-${Date.now()}.example.com` } });
  fireEvent.change(screen.getByRole('combobox', { name: 'This Store Sells In' }), { target: { value: 'fran' } });
  fireEvent.click(screen.getByRole('option', { name: 'France' }));
  fireEvent.click(screen.getByRole('button', { name: 'Add Store' }));
  fireEvent.click(within(await screen.findByRole('dialog', undefined, WAIT)).getByRole('button', { name: 'Close' }));
  await totalStores('2 of 2');
});

test('a STANDARD member opening /analytics goes to /whitelist', async () => {
  const admin = await completedAdmin(s.url);
  const member = await joinedMember(s.url, s, admin.token, 'STANDARD');
  localStorage.setItem('token', member.token);
  renderApp('/analytics');
  await waitFor(() => assert.is(window.location.pathname, '/whitelist'), WAIT);
});

test('an account of many stores: the table goes 100 stores a page, and the cards still count them all', async () => {
  const admin = await completedAdmin(s.url);
  const { accountId } = (await call(s.url, 'GET', '/api/auth/me', { token: admin.token })).body;
  await s.db.query(
    `INSERT INTO stores (id, account_id, client_id, domain, platform, countries, created_at)
     SELECT gen_random_uuid(), $1, 'bulk-' || i, 'zz-' || lpad(i::text, 3, '0') || '.example.com', 'custom', ARRAY['US'], now() FROM generate_series(1, 150) i`,
    [accountId],
  );
  localStorage.setItem('token', admin.token);
  await openPage('/analytics', 'Analytics Overview');
  const stores = await card('Total Stores');
  assert.ok(within(stores).getByText('151 of 151'));
  const table = await screen.findByRole('table', { name: 'Sessions by store' }, WAIT);
  assert.is(within(table).getAllByRole('row').length, 101, 'a header and 100 stores');
  assert.ok(screen.getByText('Showing 1–100 of 151 stores'));
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByText('Showing 101–151 of 151 stores', undefined, WAIT);
  await waitFor(() => assert.ok(within(screen.getByRole('table', { name: 'Sessions by store' })).getByText('zz-150.example.com')), WAIT);
  assert.ok(within(await card('Total Stores')).getByText('151 of 151'), 'the cards are the whole account on every page');
});

test.run();
