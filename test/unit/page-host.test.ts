import type { IncomingMessage } from 'node:http';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { pageHost } from '../../src/server/http/page-host.js';

const from = (headers: Record<string, string>) => pageHost({ headers } as unknown as IncomingMessage);

test('the page host comes from Origin, else from Referer, written like a store domain', () => {
  assert.is(from({ origin: 'https://Shop.Example.COM' }), 'shop.example.com');
  assert.is(from({ origin: 'https://shop.example.com.:8443' }), 'shop.example.com');
  assert.is(from({ referer: 'https://blog.example.org/a/page?q=1' }), 'blog.example.org');
  assert.is(from({ origin: 'https://a.example', referer: 'https://b.example/' }), 'a.example');
  assert.is(from({ origin: 'null' }), '');
  assert.is(from({}), '');
});

test('an origin asked again answers the same, also after more origins than are kept', () => {
  const first = from({ origin: 'https://first.example' });
  for (let i = 0; i < 2500; i++) assert.is(from({ origin: `https://shop-${i}.example` }), `shop-${i}.example`);
  assert.is(from({ origin: 'https://first.example' }), first);
  assert.is(from({ origin: 'https://shop-7.example' }), 'shop-7.example');
});

test('an origin too long to be a real one still answers its host', () => {
  const long = `${'a'.repeat(60)}.${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.example`;
  assert.is(from({ origin: `https://${long}` }), long);
  assert.is(from({ origin: `https://${long}` }), long);
  assert.is(from({ origin: `https://x.example/${'p'.repeat(400)}` }), 'x.example');
});

test.run();
