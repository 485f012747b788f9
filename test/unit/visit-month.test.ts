// The month a start counts in, and the month across the turn when it came close to one.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { visitMonths } from '../../src/server/services/visit-month.js';

const at = (iso: string) => visitMonths(new Date(iso));

test('a start within a month counts there, with no neighbour', () => {
  assert.equal(at('2026-03-15T12:00:00Z'), { yearMonth: '2026-03', neighbourMonth: '' });
  assert.equal(at('2026-12-31T23:54:59Z'), { yearMonth: '2026-12', neighbourMonth: '' });
});

test('within five minutes of a turn, the month on its other side is the neighbour', () => {
  assert.equal(at('2026-11-01T00:02:00Z'), { yearMonth: '2026-11', neighbourMonth: '2026-10' });
  assert.equal(at('2026-09-30T23:57:00Z'), { yearMonth: '2026-09', neighbourMonth: '2026-10' });
  assert.equal(at('2026-12-31T23:58:00Z'), { yearMonth: '2026-12', neighbourMonth: '2027-01' });
  assert.equal(at('2027-01-01T00:00:00Z'), { yearMonth: '2027-01', neighbourMonth: '2026-12' });
});

test('the month is UTC whatever the local time zone says', () => {
  // 23:30 on the 31st in New York is already the 1st in UTC.
  assert.equal(at('2026-08-31T23:30:00-04:00').yearMonth, '2026-09');
});

test.run();
