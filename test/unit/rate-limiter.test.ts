// src/server/http/rate-limit.ts: fixed windows on an injected clock, and the Retry-After seconds.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { DEFAULT_LIMITS, RateLimiter } from '../../src/server/http/rate-limit.js';

function limiter(start = 1_000_000) {
  const clock = { now: start };
  return { clock, l: new RateLimiter(() => clock.now) };
}

test('hits up to the limit answer 0; the next answers the seconds left in the window', () => {
  const { l } = limiter();
  for (let i = 0; i < 3; i++) assert.is(l.hit('k', 3, 60_000), 0, `hit ${i + 1}`);
  assert.is(l.hit('k', 3, 60_000), 60);
  assert.is(l.hit('k', 3, 60_000), 60, 'still limited');
});

test('Retry-After counts down with the clock and is rounded up, never 0', () => {
  const { clock, l } = limiter();
  l.hit('k', 1, 60_000);
  clock.now += 15_000;
  assert.is(l.hit('k', 1, 60_000), 45);
  clock.now += 44_100;
  assert.is(l.hit('k', 1, 60_000), 1, '0.9 s left is 1 s');
  clock.now += 899;
  assert.is(l.hit('k', 1, 60_000), 1, '1 ms left is still 1 s');
});

test('the window resets when it ends: the count starts again', () => {
  const { clock, l } = limiter();
  l.hit('k', 2, 10_000);
  l.hit('k', 2, 10_000);
  assert.ok(l.hit('k', 2, 10_000) > 0);
  clock.now += 10_000;
  assert.is(l.hit('k', 2, 10_000), 0, 'a new window at exactly resetAt');
  assert.is(l.hit('k', 2, 10_000), 0);
  assert.is(l.hit('k', 2, 10_000), 10);
});

test('a fixed window: hits late in the window do not extend it', () => {
  const { clock, l } = limiter();
  l.hit('k', 5, 10_000);
  clock.now += 9_000;
  l.hit('k', 5, 10_000);
  clock.now += 1_000;
  for (let i = 0; i < 5; i++) assert.is(l.hit('k', 5, 10_000), 0);
});

test('keys are counted apart', () => {
  const { l } = limiter();
  assert.is(l.hit('a', 1, 1000), 0);
  assert.ok(l.hit('a', 1, 1000) > 0);
  assert.is(l.hit('b', 1, 1000), 0);
});

test('many keys: expired windows are swept without losing live ones', () => {
  const { clock, l } = limiter();
  l.hit('live', 1, 10 * 60_000);
  for (let i = 0; i < 10_001; i++) l.hit(`old-${i}`, 1, 1000);
  clock.now += 2000;
  l.hit('trigger', 1, 1000);
  assert.ok(l.hit('live', 1, 10 * 60_000) > 0, 'the live window survived the sweep');
  assert.is(l.hit('old-1', 1, 1000), 0, 'a swept key starts again');
});

test('the default limits are sane', () => {
  assert.ok(DEFAULT_LIMITS.loginPerEmail > 0 && DEFAULT_LIMITS.loginPerEmail <= DEFAULT_LIMITS.loginPerIp);
  assert.ok(DEFAULT_LIMITS.resetPerEmail > 0 && DEFAULT_LIMITS.resetPerEmail <= DEFAULT_LIMITS.resetPerIp);
  assert.ok(DEFAULT_LIMITS.windowMs >= 60_000);
});

test.run();
