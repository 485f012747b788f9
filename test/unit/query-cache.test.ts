import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { QueryCache } from '../../src/client/api/cache.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function counter() {
  let calls = 0;
  return { fetcher: async () => ++calls, get calls() { return calls; } };
}

test('request states go uninitialized → pending → fulfilled, and concurrent fetches share one request', async () => {
  const cache = new QueryCache(50);
  const c = counter();
  assert.is(cache.getState('k').status, 'uninitialized');
  const off = cache.subscribe('k', ['Stores'], c.fetcher, () => {});
  const a = cache.fetch('k');
  assert.is(cache.getState('k').status, 'pending');
  await Promise.all([a, cache.fetch('k')]);
  assert.is(c.calls, 1);
  assert.is(cache.getState('k').status, 'fulfilled');
  assert.is(cache.getState('k').data, 1);
  await cache.fetch('k');
  assert.is(c.calls, 1, 'fresh data is not fetched again');
  off();
  cache.clear();
});

test('a failure is rejected with the error, and the next fetch tries again', async () => {
  const cache = new QueryCache(50);
  let fail = true;
  cache.subscribe('k', ['IPs'], async () => {
    if (fail) throw new Error('down');
    return 'ok';
  }, () => {});
  await cache.fetch('k');
  assert.is(cache.getState('k').status, 'rejected');
  assert.is(cache.getState('k').error?.message, 'down');
  fail = false;
  await cache.fetch('k');
  assert.is(cache.getState('k').data, 'ok');
  cache.clear();
});

test('an entry stays while watched and is evicted keepMs after its last subscriber leaves', async () => {
  const cache = new QueryCache(40);
  const c = counter();
  const off1 = cache.subscribe('k', ['Users'], c.fetcher, () => {});
  const off2 = cache.subscribe('k', ['Users'], c.fetcher, () => {});
  await cache.fetch('k');
  const kept = () => cache.getState('k').status === 'fulfilled';
  off1();
  await sleep(60);
  assert.ok(kept(), 'one subscriber is still there');
  off2();
  await sleep(20);
  assert.ok(kept(), 'kept for a while after the last one leaves');
  const off3 = cache.subscribe('k', ['Users'], c.fetcher, () => {});
  await sleep(60);
  assert.ok(kept(), 'a new subscriber cancels the eviction');
  off3();
  await sleep(60);
  assert.not.ok(kept(), 'evicted after keepMs unused');
});

test('invalidating a tag refetches watched queries of that tag only, and drops unwatched ones', async () => {
  const cache = new QueryCache(1000);
  const stores = counter();
  const ips = counter();
  const users = counter();
  const notified: string[] = [];
  cache.subscribe('stores', ['Stores'], stores.fetcher, () => notified.push('stores'));
  cache.subscribe('ips', ['IPs'], ips.fetcher, () => {});
  const offUsers = cache.subscribe('users', ['Users'], users.fetcher, () => {});
  await Promise.all([cache.fetch('stores'), cache.fetch('ips'), cache.fetch('users')]);
  offUsers();
  cache.invalidate(['Stores', 'Users']);
  await sleep(5);
  assert.is(stores.calls, 2);
  assert.is(cache.getState('stores').data, 2);
  assert.is(ips.calls, 1);
  assert.is(cache.getState('users').status, 'uninitialized', 'the unwatched query is dropped');
  assert.ok(notified.length >= 2);
  cache.clear();
});

test('an invalidation during a fetch fetches again after it, so no answer from before the change stays', async () => {
  const cache = new QueryCache(1000);
  let version = 0;
  cache.subscribe('k', ['Stores'], async () => {
    const seen = version;
    await sleep(20);
    return seen;
  }, () => {});
  const first = cache.fetch('k');
  version = 1;
  cache.invalidate(['Stores']);
  await first;
  await sleep(40);
  assert.is(cache.getState('k').data, 1);
  cache.clear();
});

test('a primed request answers the first fetch; later fetches ask the fetcher, and logout forgets an unused one', async () => {
  const cache = new QueryCache(50);
  const c = counter();
  cache.prime('me', Promise.resolve('early answer'));
  cache.subscribe('me', ['Auth'], c.fetcher, () => {});
  await cache.fetch('me');
  assert.equal([cache.getState('me').data, c.calls], ['early answer', 0]);
  await cache.fetch('me', true);
  assert.equal([cache.getState('me').data, c.calls], [1, 1], 'the primed answer is used once');
  cache.prime('other', Promise.resolve('from before logout'));
  cache.clear();
  cache.subscribe('other', ['Auth'], c.fetcher, () => {});
  await cache.fetch('other');
  assert.is(cache.getState('other').data, 2);
  cache.clear();
});

test('a primed request that fails is not the answer: the fetcher asks again (and handles the failure its own way)', async () => {
  const cache = new QueryCache(50);
  const c = counter();
  cache.prime('me', Promise.reject(new Error('the early request failed')));
  cache.subscribe('me', ['Auth'], c.fetcher, () => {});
  await cache.fetch('me');
  assert.equal([cache.getState('me').status, cache.getState('me').data, c.calls], ['fulfilled', 1, 1]);
  cache.clear();
});

test.run();
