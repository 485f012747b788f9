import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { requestTarget } from '../../src/server/http/request-target.js';

const parsed = (raw: string) => new URL(raw, 'http://localhost');

test('every target reads as a URL parser reads it, plain or not', () => {
  const targets = [
    '/api/collect',
    '/api/stores/3f1e2d4c-0000-4000-8000-000000000000',
    '/api/../api/stores',
    '/api/./me',
    '/api//stores',
    '/api/stores/',
    '/API/Stores',
    '/assets/app-1a2b.js',
    '/api/audit?kind=sign-in&page=2',
    '/a%2Fb',
    '/a b',
    '/\\api\\me',
    '/caf\u00e9',
    '/api/collect#x',
  ];
  for (const raw of targets) {
    const got = requestTarget(raw);
    assert.is(got.pathname, parsed(raw).pathname, raw);
    assert.is(got.searchParams.toString(), parsed(raw).searchParams.toString(), raw);
  }
});

test('a query is read', () => {
  assert.is(requestTarget('/api/analytics?month=2026-11').searchParams.get('month'), '2026-11');
  assert.is(requestTarget('/api/collect').searchParams.get('month'), null);
});

test('a target no URL parser takes is the root', () => {
  assert.is(requestTarget('//').pathname, '/');
  assert.is(requestTarget('http://[bad').pathname, '/');
});

test.run();
