// The settings the server refuses to start with, and how it says so.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { isLoopbackUrl, readConfig } from '../../src/server/config.js';
import { root } from '../helpers/root.js';

test('loopback addresses are this machine; anything else is not', () => {
  for (const url of ['http://localhost:3000', 'http://127.0.0.1:8080', 'http://127.1.2.3', 'http://[::1]:3000', 'http://shop.localhost']) {
    assert.ok(isLoopbackUrl(url), url);
  }
  for (const url of ['https://dashboard.example.com', 'http://10.0.0.5:3000', 'http://localhost.example.com', 'http://0.0.0.0:3000', 'not a url']) {
    assert.not.ok(isLoopbackUrl(url), url);
  }
});

test('without BILLING_PROVIDER the local test checkout runs on this machine only', () => {
  assert.is(readConfig({}).billingProvider, 'local', 'npm start on localhost needs no setting');
  assert.is(readConfig({ APP_URL: 'http://127.0.0.1:3000' }).billingProvider, 'local');
  assert.is(readConfig({ BILLING_PROVIDER: '' }).billingProvider, 'local', 'an empty value is unset');
  assert.throws(() => readConfig({ APP_URL: 'https://dashboard.example.com', BILLING_PROVIDER: '' }), /BILLING_PROVIDER is unset/);
  assert.throws(() => readConfig({ APP_URL: 'https://dashboard.example.com' }), /BILLING_PROVIDER is unset and APP_URL \(https:\/\/dashboard\.example\.com\) is not this machine/);
  assert.is(readConfig({ APP_URL: 'https://staging.example.com', BILLING_PROVIDER: 'local' }).billingProvider, 'local', 'chosen on purpose');
  const stripe = readConfig({ APP_URL: 'https://dashboard.example.com', BILLING_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk', STRIPE_WEBHOOK_SECRET: 'wh' });
  assert.is(stripe.billingProvider, 'stripe');
});

test('what one account keeps is bounded: 5,000 stores and 1,000 whitelist entries unless set', () => {
  assert.equal([readConfig({}).maxStores, readConfig({}).maxWhitelistEntries], [5000, 1000]);
  assert.equal([readConfig({ MAX_STORES_PER_ACCOUNT: '20000', MAX_WHITELIST_ENTRIES: '50' }).maxStores, readConfig({ MAX_WHITELIST_ENTRIES: '50' }).maxWhitelistEntries], [20000, 50]);
  for (const bad of ['0', '-1', '2.5', 'many']) assert.throws(() => readConfig({ MAX_STORES_PER_ACCOUNT: bad }), /MAX_STORES_PER_ACCOUNT must be a whole number above 0/);
});

test('the built server refuses a public APP_URL without BILLING_PROVIDER, in one line, and exits 1', () => {
  const env: Record<string, string> = { ...(process.env as Record<string, string>), APP_URL: 'https://dashboard.example.com', PORT: '0' };
  delete env.BILLING_PROVIDER;
  const run = spawnSync(process.execPath, [join(root, 'dist/server.js')], { env, encoding: 'utf8', timeout: 20_000 });
  assert.is(run.status, 1);
  const lines = run.stderr.trim().split('\n');
  assert.is(lines.length, 1, run.stderr);
  assert.match(lines[0]!, /^Store Shield cannot start: BILLING_PROVIDER is unset and APP_URL \(https:\/\/dashboard\.example\.com\) is not this machine/);
  assert.is(run.stdout, '', 'nothing was started');
});

test.run();
