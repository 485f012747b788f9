// src/server/services/hash-queue.ts: a small bounded queue for password hashes, the "first" lane ahead.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { HashQueue } from '../../src/server/services/hash-queue.js';

/** Work that finishes only when told to, recording when it started. */
function gate(log: string[], name: string) {
  let open!: () => void;
  const done = new Promise<void>((resolve) => (open = resolve));
  return { work: async () => (log.push(name), await done, name), open };
}
const tick = () => new Promise((r) => setImmediate(r));

test('runs no more hashes at once than its concurrency; the next starts when one ends', async () => {
  const q = new HashQueue({ concurrency: 1, maxWaiting: 8 });
  const log: string[] = [];
  const a = gate(log, 'a');
  const b = gate(log, 'b');
  const ra = q.run('rest', a.work);
  const rb = q.run('rest', b.work);
  await tick();
  assert.equal(log, ['a']);
  a.open();
  assert.is(await ra, 'a');
  await tick();
  assert.equal(log, ['a', 'b']);
  b.open();
  assert.is(await rb, 'b');
});

test('the first lane does not wait for a hash of the rest: it has a slot of its own, and goes ahead of the rest waiting', async () => {
  const q = new HashQueue({ concurrency: 1, maxWaiting: 8 });
  const log: string[] = [];
  const busy = gate(log, 'busy');
  const floods = [1, 2, 3].map((i) => gate(log, `flood${i}`));
  const owner = gate(log, 'owner');
  const second = gate(log, 'second');
  const runs = [q.run('rest', busy.work), ...floods.map((f) => q.run('rest', f.work)), q.run('first', owner.work), q.run('first', second.work)];
  await tick();
  assert.equal(log, ['busy', 'owner'], 'the owner starts while the rest hash runs');
  owner.open();
  await tick();
  await tick();
  assert.equal(log, ['busy', 'owner', 'second'], 'the next of the first lane takes its slot; the floods still wait');
  busy.open();
  second.open();
  floods.forEach((f) => f.open());
  await Promise.all(runs);
  assert.equal(log.slice(3), ['flood1', 'flood2', 'flood3'], 'then the rest in order');
});

test('a full lane refuses at once with 429 and Retry-After, without queueing the work; the other lane still takes work', async () => {
  const q = new HashQueue({ concurrency: 1, maxWaiting: 2 });
  const log: string[] = [];
  const gates = [0, 1, 2].map((i) => gate(log, `g${i}`));
  const runs = gates.map((g) => q.run('rest', g.work));
  let ran = false;
  const refused = await q.run('rest', async () => (ran = true)).then(
    () => undefined,
    (err: { kind?: string; retryAfterSeconds?: number }) => err,
  );
  // Too many (429), to be tried again in a second (Retry-After).
  assert.is(refused?.kind, 'too-many');
  assert.is(refused?.retryAfterSeconds, 1);
  const owner = gate(log, 'owner');
  const ownerRun = q.run('first', owner.work);
  gates.forEach((g) => g.open());
  owner.open();
  await Promise.all([...runs, ownerRun]);
  assert.is(ran, false, 'the refused work never ran');
  assert.equal(log, ['g0', 'owner', 'g1', 'g2']);
});

test('one address has at most one hash in the first lane: its next ones wait in the rest', async () => {
  const q = new HashQueue({ concurrency: 1, maxWaiting: 8 });
  const log: string[] = [];
  const busy = gate(log, 'busy');
  const a1 = gate(log, 'a1');
  const a2 = gate(log, 'a2');
  const b1 = gate(log, 'b1');
  const runs = [q.run('rest', busy.work), q.run('first', a1.work, '203.0.113.1'), q.run('first', a2.work, '203.0.113.1'), q.run('first', b1.work, '203.0.113.2')];
  await tick();
  assert.equal(log, ['busy', 'a1'], "the address's first hash runs in the first lane's slot");
  a1.open();
  await tick();
  await tick();
  assert.equal(log, ['busy', 'a1', 'b1'], "another address goes first; the same address's second waits behind the rest");
  busy.open();
  b1.open();
  a2.open();
  await Promise.all(runs);
  assert.equal(log, ['busy', 'a1', 'b1', 'a2']);
});

test('a failing hash rejects its caller and frees its place', async () => {
  const q = new HashQueue({ concurrency: 1, maxWaiting: 1 });
  await q.run('rest', async () => {
    throw new Error('boom');
  }).then(
    () => assert.unreachable(),
    (err: Error) => assert.is(err.message, 'boom'),
  );
  assert.is(await q.run('rest', async () => 'next'), 'next');
});

test.run();
