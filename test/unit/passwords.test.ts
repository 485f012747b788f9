// src/server/services/passwords.ts: scrypt hashes with their parameters; a bad stored hash is a miss, never a throw.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { DUMMY_HASH, hashPassword, needsRehash, PARAMS, verifyPassword } from '../../src/server/services/passwords.js';

test('hash then verify: the right password is true, a wrong one false', async () => {
  const stored = await hashPassword('Str0ng!Pass');
  assert.is(await verifyPassword('Str0ng!Pass', stored), true);
  assert.is(await verifyPassword('str0ng!Pass', stored), false);
  assert.is(await verifyPassword('Str0ng!Pass ', stored), false);
  assert.is(await verifyPassword('', stored), false);
});

test('the stored form is scrypt$N$r$p$salt$hash, never the password, salted differently each time', async () => {
  const a = await hashPassword('Str0ng!Pass');
  const b = await hashPassword('Str0ng!Pass');
  assert.is.not(a, b);
  assert.not.ok(a.includes('Str0ng!Pass'));
  const parts = a.split('$');
  assert.is(parts.length, 6);
  assert.is(parts[0], 'scrypt');
  assert.ok(Number(parts[1]) >= 16384, `N ${parts[1]}`);
  assert.ok(/^[A-Za-z0-9_-]{16,}$/.test(parts[4]!), 'salt');
  assert.ok(/^[A-Za-z0-9_-]{40,}$/.test(parts[5]!), 'hash');
});

test('unicode passwords are normalised (NFKC), so the same text typed two ways verifies', async () => {
  const stored = await hashPassword('Caf\u00e9!Pass1');
  assert.is(await verifyPassword('Cafe\u0301!Pass1', stored), true);
});

test('a malformed stored hash answers false, not an exception', async () => {
  const good = (await hashPassword('Str0ng!Pass')).split('$');
  const malformed = [
    '',
    'garbage',
    'bcrypt$2b$10$abcdefghijklmnopqrstuv',
    'scrypt',
    'scrypt$$$$$',
    `scrypt$${good[1]}$${good[2]}$${good[3]}$${good[4]}$`,
    `scrypt$abc$${good[2]}$${good[3]}$${good[4]}$${good[5]}`,
    `scrypt$3$${good[2]}$${good[3]}$${good[4]}$${good[5]}`,
    `scrypt$${good[1]}$x$${good[3]}$${good[4]}$${good[5]}`,
    `scrypt$${good[1]}$${good[2]}$0$${good[4]}$${good[5]}`,
    `scrypt$-1$${good[2]}$${good[3]}$${good[4]}$${good[5]}`,
    `scrypt$${good[1]}$${good[2]}$${good[3]}$${good[4]}$${good[5]!.slice(0, 10)}`,
    // Parameters that would make the check allocate gigabytes are refused before deriving anything.
    `scrypt$${2 ** 30}$${good[2]}$${good[3]}$${good[4]}$${good[5]}`,
    `scrypt$${good[1]}$${good[2]}$1000000$${good[4]}$${good[5]}`,
  ];
  for (const stored of malformed) {
    let answer: unknown;
    try {
      answer = await verifyPassword('Str0ng!Pass', stored);
    } catch (err) {
      assert.unreachable(`${JSON.stringify(stored)} threw ${(err as Error).message}`);
    }
    assert.is(answer, false, JSON.stringify(stored));
  }
});

test('the dummy hash (for unknown emails) has today\'s parameters, so a miss costs what a wrong password costs, and no password matches it', async () => {
  const [scheme, n, r, p] = DUMMY_HASH.split('$');
  assert.equal([scheme, Number(n), Number(r), Number(p)], ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p]);
  assert.is(await verifyPassword('Str0ng!Pass', DUMMY_HASH), false);
  assert.is(await verifyPassword('', DUMMY_HASH), false);
});

test('a hash made with other parameters than today\'s needs a rehash; today\'s does not', async () => {
  assert.is(needsRehash(await hashPassword('Str0ng!Pass')), false);
  assert.is(needsRehash(`scrypt$16384$8$1$c2FsdA$aGFzaA`), true);
  assert.is(needsRehash('garbage'), true);
});

test.run();
