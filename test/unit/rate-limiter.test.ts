// src/server/services/limits/limiter.ts: fixed windows on an injected clock, and the Retry-After seconds.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { MemoryLimiter } from '../../src/server/services/limits/limiter.js';
import { DEFAULT_LIMITS } from '../../src/server/services/limits/rate-limits.js';

function limiter(start = 1_000_000) {
  const clock = { now: start };
  return { clock, l: new MemoryLimiter(() => clock.now) };
}

test('hits up to the limit answer 0; the next answers the seconds left in the window', () => {
  const { l } = limiter();
  for (let i = 0; i < 3; i++) assert.is(l.hitNow('k', 3, 60_000), 0, `hit ${i + 1}`);
  assert.is(l.hitNow('k', 3, 60_000), 60);
  assert.is(l.hitNow('k', 3, 60_000), 60, 'still limited');
});

test('Retry-After counts down with the clock and is rounded up, never 0', () => {
  const { clock, l } = limiter();
  l.hitNow('k', 1, 60_000);
  clock.now += 15_000;
  assert.is(l.hitNow('k', 1, 60_000), 45);
  clock.now += 44_100;
  assert.is(l.hitNow('k', 1, 60_000), 1, '0.9 s left is 1 s');
  clock.now += 899;
  assert.is(l.hitNow('k', 1, 60_000), 1, '1 ms left is still 1 s');
});

test('the window resets when it ends: the count starts again', () => {
  const { clock, l } = limiter();
  l.hitNow('k', 2, 10_000);
  l.hitNow('k', 2, 10_000);
  assert.ok(l.hitNow('k', 2, 10_000) > 0);
  clock.now += 10_000;
  assert.is(l.hitNow('k', 2, 10_000), 0, 'a new window at exactly resetAt');
  assert.is(l.hitNow('k', 2, 10_000), 0);
  assert.is(l.hitNow('k', 2, 10_000), 10);
});

test('a fixed window: hits late in the window do not extend it', () => {
  const { clock, l } = limiter();
  l.hitNow('k', 5, 10_000);
  clock.now += 9_000;
  l.hitNow('k', 5, 10_000);
  clock.now += 1_000;
  for (let i = 0; i < 5; i++) assert.is(l.hitNow('k', 5, 10_000), 0);
});

test('keys are counted apart', () => {
  const { l } = limiter();
  assert.is(l.hitNow('a', 1, 1000), 0);
  assert.ok(l.hitNow('a', 1, 1000) > 0);
  assert.is(l.hitNow('b', 1, 1000), 0);
});

test('many keys: expired windows are swept without losing live ones', () => {
  const { clock, l } = limiter();
  l.hitNow('live', 1, 10 * 60_000);
  for (let i = 0; i < 10_001; i++) l.hitNow(`old-${i}`, 1, 1000);
  clock.now += 2000;
  l.hitNow('trigger', 1, 1000);
  assert.ok(l.hitNow('live', 1, 10 * 60_000) > 0, 'the live window survived the sweep');
  assert.is(l.hitNow('old-1', 1, 1000), 0, 'a swept key starts again');
});

test('with over 10,000 live keys, hits do not sweep each time (a hit stays O(1))', () => {
  const { clock, l } = limiter();
  for (let i = 0; i < 11_500; i++) l.hitNow(`live-${i}`, 1, 60 * 60_000);
  assert.is(l.sweeps, 1, 'one sweep for the 1,500 hits past 10,000 keys at one moment');
  clock.now += 9_999;
  l.hitNow('later', 1, 60 * 60_000);
  assert.is(l.sweeps, 1);
  clock.now += 1;
  l.hitNow('later', 1, 60 * 60_000);
  assert.is(l.sweeps, 2, 'the next sweep waits its turn');
});

test('count reads a window without counting; clear forgets it', async () => {
  const { clock, l } = limiter();
  l.hitNow('k', 5, 1000);
  l.hitNow('k', 5, 1000);
  clock.now += 200;
  assert.equal(await l.count('k'), { hits: 2, resetInSeconds: 1 });
  assert.is((await l.count('k')).hits, 2, 'reading does not count');
  await l.clear('k');
  assert.equal(await l.count('k'), { hits: 0, resetInSeconds: 0 });
  l.hitNow('k', 5, 1000);
  clock.now += 1000;
  assert.is((await l.count('k')).hits, 0, 'an ended window counts nothing');
});

test('the default limits are sane', () => {
  assert.ok(DEFAULT_LIMITS.loginFailuresPerAccountIp > 0 && DEFAULT_LIMITS.loginFailuresPerAccountIp <= DEFAULT_LIMITS.loginFailuresPerIp);
  assert.ok(DEFAULT_LIMITS.loginFailuresPerIp <= DEFAULT_LIMITS.loginPerIp);
  assert.ok(DEFAULT_LIMITS.resetPerEmailIp > 0 && DEFAULT_LIMITS.resetPerEmailIp <= DEFAULT_LIMITS.resetPerIp);
  assert.ok(DEFAULT_LIMITS.windowMs >= 60_000);
});

test.run();
