import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { AnalyticsAnswer, AnalyticsStore } from '../../src/shared/api-types.js';
import { addMonths, chartableMonths, daysInMonth } from '../../src/shared/months.js';
import { niceScale, pacedScale, scaled } from '../../src/client/features/analytics/chart-scale.js';
import { allowanceLines, cardsOf, change, overPace, projectedTotal, roughly, storeChange } from '../../src/client/features/analytics/figures.js';

const store = (over: Partial<AnalyticsStore>): AnalyticsStore => ({
  storeId: 's1',
  domain: 'shop.example.com',
  disabled: false,
  sessions: 0,
  lastMonth: 0,
  rejected: 0,
  whitelisted: 0,
  install: { state: 'waiting' },
  ...over,
});
const answer = (over: Partial<AnalyticsAnswer>): AnalyticsAnswer => ({
  month: '2026-11',
  months: chartableMonths('2026-11'),
  today: '2026-11-15',
  elapsed: 0.5,
  plan: { name: 'STARTER', sessions: 75_000 },
  sameDaysLastMonth: 0,
  whitelistAllowance: { free: 3_750, used: 0 },
  totals: { stores: 0, enabled: 0, sessions: 0, rejected: 0, whitelisted: 0 },
  daily: new Array(30).fill(0),
  dailyRejected: new Array(30).fill(0),
  dailyWhitelisted: new Array(30).fill(0),
  page: 1,
  pages: 1,
  stores: [],
  ...over,
});
/** The account's totals of the cards, the rest zero. */
const totals = (over: Partial<AnalyticsAnswer['totals']>): AnalyticsAnswer['totals'] => ({ stores: 1, enabled: 1, sessions: 0, rejected: 0, whitelisted: 0, ...over });

test('the value axis: a round top at or above the largest value, in steps of 1, 2 or 5 times a power of ten', () => {
  assert.equal(niceScale(0), { top: 4, ticks: [0, 1, 2, 3, 4] });
  assert.equal(niceScale(3), { top: 3, ticks: [0, 1, 2, 3] });
  assert.equal(niceScale(7), { top: 8, ticks: [0, 2, 4, 6, 8] });
  assert.equal(niceScale(2419), { top: 3000, ticks: [0, 1000, 2000, 3000] });
  assert.equal(niceScale(61_000).ticks.at(-1), 80_000);
  const { top } = niceScale(12_345);
  assert.ok(top >= 12_345 && top <= 20_000, String(top));
  assert.is(scaled(1500, niceScale(2419), 200), 100);
  assert.is(scaled(9999, niceScale(2419), 200), 200, 'a value past the top stays on the plot');
});

test('the pace line is always drawn: the axis stretches up to it while the highest bar keeps a third of the height, else it stands at the top edge', () => {
  assert.equal(pacedScale(1000, 2500), { top: 3000, ticks: [0, 1000, 2000, 3000], paceAt: 2500, paceAbove: false });
  assert.equal(pacedScale(1000, 3000), { top: 3000, ticks: [0, 1000, 2000, 3000], paceAt: 3000, paceAbove: false }, 'three times the highest day still stretches');
  assert.equal(pacedScale(2419, 2000), { ...niceScale(2419), paceAt: 2000, paceAbove: false }, 'a pace under the bars changes nothing');
  const far = pacedScale(3, 6667);
  assert.equal(far, { ...niceScale(3), paceAt: 3, paceAbove: true }, 'the bars keep their scale; the line stands at the top');
  assert.equal(pacedScale(1000, 3001), { ...niceScale(1000), paceAt: 1000, paceAbove: true });
  // 3003 is under three times 1001, but its axis rounds up to 4000, where 1001 would be a quarter of the height.
  assert.equal(pacedScale(1001, 3003), { ...niceScale(1001), paceAt: niceScale(1001).top, paceAbove: true });
  assert.equal(pacedScale(0, 2500), { top: 3000, ticks: [0, 1000, 2000, 3000], paceAt: 2500, paceAbove: false }, 'no bars to flatten');
  assert.equal(pacedScale(7, null), { ...niceScale(7), paceAt: null, paceAbove: false });
});

test('the projection: the pace so far carried to the month end, only while the month is under way', () => {
  assert.is(projectedTotal(30_500, 0.5), 61_000);
  assert.is(projectedTotal(100, 0), null);
  assert.is(projectedTotal(100, 1), null);
  assert.is(roughly(61_234), 61_000);
  assert.is(roughly(1_234), 1_200);
  assert.is(roughly(87.4), 87);
  // Red from 80% of the quota, as the quota bar.
  assert.is(overPace(59_999, 75_000), false);
  assert.is(overPace(60_000, 75_000), true);
});

test('changes against last month: signed percentages, "New" and "—"', () => {
  assert.is(change(112, 100), '+12%');
  assert.is(change(95, 100), '−5%');
  assert.is(change(100, 100), '0%');
  assert.is(change(5, 0), null);
  assert.is(storeChange(store({ sessions: 5, lastMonth: 0 })), 'New');
  assert.is(storeChange(store({ sessions: 0, lastMonth: 0 })), '—');
});

test('the cards: enabled of all stores, sessions and their change, plan share, success rate ("—" with nothing received)', () => {
  const cards = cardsOf(answer({ sameDaysLastMonth: 40_000, totals: totals({ stores: 2, enabled: 1, sessions: 50_000, rejected: 500 }) }));
  assert.equal(
    cards.map((c) => [c.label, c.value, c.note]),
    [
      ['Total Stores', '1 of 2', '1 disabled'],
      ['Total Sessions', '50,000', '+25% on the same days of October'],
      ['Active Plans', 'STARTER', '67% of 75,000 sessions used'],
      ['Success Rate', '99.0%', '500 of 50,500 starts rejected'],
    ],
  );
  assert.is(cards[2]!.tone, undefined, 'under 80% of the quota');
  assert.is(cardsOf(answer({ totals: totals({ sessions: 60_000 }) }))[2]!.tone, 'danger', 'at 80% of the quota, as the quota bar');
  const whitelisted = cardsOf(answer({ totals: totals({ sessions: 90, whitelisted: 10, rejected: 100 }) }));
  assert.equal(whitelisted[3]!.value, '50.0%', 'a whitelisted start is received and accepted');
  assert.equal(whitelisted[3]!.note, '100 of 200 starts rejected');
  assert.equal(whitelisted[1]!.value, '90', 'Total Sessions stays the counted ones');
  const empty = cardsOf(answer({ plan: null }));
  assert.equal(
    empty.map((c) => c.value),
    ['0 of 0', '0', 'None', '—'],
  );
});

test('the free whitelisted visits: used of free this month, "used up" once all are used, nothing between subscriptions', () => {
  assert.equal(allowanceLines(answer({ whitelistAllowance: { free: 3_750, used: 120 } })), { used: 'Whitelisted visits: 120 of 3,750 free this month', usedUp: null });
  assert.is(allowanceLines(answer({ whitelistAllowance: { free: 3_750, used: 0 } })), null, 'nothing to say without whitelisted visits');
  assert.equal(allowanceLines(answer({ whitelistAllowance: { free: 3_750, used: 3_749 } }))!.usedUp, null);
  assert.equal(allowanceLines(answer({ whitelistAllowance: { free: 3_750, used: 3_750 } }))!.usedUp, 'Free whitelisted visits used up: further whitelisted visits are counted and billed.');
  assert.equal(allowanceLines(answer({ today: null, whitelistAllowance: { free: 10_000, used: 12_000 } })), {
    used: 'Whitelisted visits: 12,000 of 10,000 free in November 2026',
    usedUp: 'Free whitelisted visits used up: further whitelisted visits were counted and billed.',
  });
  assert.is(allowanceLines(answer({ whitelistAllowance: null })), null);
});

test('months: arithmetic across years, lengths, and the twelve that can be charted', () => {
  assert.is(addMonths('2026-01', -1), '2025-12');
  assert.is(addMonths('2026-11', 2), '2027-01');
  assert.equal([daysInMonth('2026-02'), daysInMonth('2028-02'), daysInMonth('2026-11')], [28, 29, 30]);
  assert.equal(chartableMonths('2026-11').slice(-1), ['2025-12']);
});

test.run();
