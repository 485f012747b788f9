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

test('the last millisecond before the margin and the first in it, asked one after the other, differ', () => {
  assert.equal(at('2026-12-31T23:54:59.000Z').neighbourMonth, '');
  assert.equal(at('2026-12-31T23:54:59.999Z').neighbourMonth, '');
  assert.equal(at('2026-12-31T23:55:00.000Z').neighbourMonth, '2027-01');
  assert.equal(at('2026-12-31T23:59:59.999Z').yearMonth, '2026-12');
  assert.equal(at('2027-01-01T00:00:00.000Z').yearMonth, '2027-01');
  assert.equal(at('2027-01-01T00:05:00.000Z').neighbourMonth, '');
});

test('the month is UTC whatever the local time zone says', () => {
  // 23:30 on the 31st in New York is already the 1st in UTC.
  assert.equal(at('2026-08-31T23:30:00-04:00').yearMonth, '2026-09');
});

test.run();
