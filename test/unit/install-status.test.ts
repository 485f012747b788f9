import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { describeInstall, timeAgo } from '../../src/client/parts/install-status.js';

const now = Date.parse('2026-11-23T12:00:00Z');
const before = (ms: number) => new Date(now - ms).toISOString();
const MIN = 60_000;

test('how long ago: "just now" under a minute, then minutes, hours and days', () => {
  assert.is(timeAgo(before(59_000), now), 'just now');
  assert.is(timeAgo(before(-5 * MIN), now), 'just now', 'a clock ahead of this one is not "in the future"');
  assert.is(timeAgo(before(MIN), now), '1 min ago');
  assert.is(timeAgo(before(59 * MIN), now), '59 min ago');
  assert.is(timeAgo(before(60 * MIN), now), '1 hour ago');
  assert.is(timeAgo(before(23 * 60 * MIN + 59 * MIN), now), '23 hours ago');
  assert.is(timeAgo(before(24 * 60 * MIN), now), '1 day ago');
  assert.is(timeAgo(before(9 * 24 * 60 * MIN), now), '9 days ago');
});

test('the install status in words: waiting, protected with its last visit, another site with its host; a disabled store is "Off"', () => {
  assert.equal(describeInstall({ state: 'waiting' }, false, now), { text: 'Waiting for the first visit', tone: 'waiting' });
  const visited = { state: 'protected', lastVisitAt: before(3 * MIN) } as const;
  assert.equal(describeInstall(visited, false, now), { text: 'Protected · last visit 3 min ago', tone: 'protected' });
  assert.equal(describeInstall(visited, true, now), { text: 'Off · last visit 3 min ago', tone: 'off' });
  assert.equal(describeInstall({ state: 'foreign', host: 'typo-shop.com', seenAt: before(MIN) }, false, now), {
    text: 'Seen from another site: typo-shop.com',
    tone: 'foreign',
  });
});

test.run();
