// The key that seals two-factor secrets lives outside the database: made once in DATA_DIR, readable by
// its owner alone, or given as SECRET_KEY; a sealed secret opens with that key and no other.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readConfig } from '../../src/server/config.js';
import { loadSecretKey, secretBox } from '../../src/server/services/two-factor/secret-box.js';

test('a key made on first start is kept in DATA_DIR/secret.key, mode 600, and read again on the next', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'shield-key-'));
  try {
    const first = loadSecretKey({ dataDir });
    assert.is(first.length, 32);
    assert.is(statSync(join(dataDir, 'secret.key')).mode & 0o777, 0o600);
    assert.equal(loadSecretKey({ dataDir }), first);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test('SECRET_KEY is the key when set, and must be long enough', () => {
  const key = 'a-deployment-secret-of-forty-characters!';
  assert.equal(loadSecretKey({ secretKey: key, dataDir: '/nonexistent' }), loadSecretKey({ secretKey: key, dataDir: '/elsewhere' }));
  assert.throws(() => readConfig({ SECRET_KEY: 'short' }), /SECRET_KEY must be at least 32 characters/);
  assert.is(readConfig({ SECRET_KEY: key }).secretKey, key);
});

test('sealed text opens with its key only, and every sealing differs', () => {
  const box = secretBox(loadSecretKey({ secretKey: 'x'.repeat(32), dataDir: '' }));
  const other = secretBox(loadSecretKey({ secretKey: 'y'.repeat(32), dataDir: '' }));
  const sealed = box.seal('the secret');
  assert.is(box.open(sealed), 'the secret');
  assert.is.not(box.seal('the secret'), sealed);
  assert.not.ok(sealed.includes('the secret'));
  assert.throws(() => other.open(sealed));
  assert.throws(() => box.open(sealed.slice(0, -2) + 'AA'));
  assert.is.not(box.digest('abcd-efgh'), other.digest('abcd-efgh'), 'a keyed hash: another key gives another');
});

test.run();
