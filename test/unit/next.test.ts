import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { safeNext, signInPath } from '../../src/client/routes/next.js';

test('sign-in returns only to a path of this app', () => {
  assert.is(safeNext('/analytics?month=2026-10'), '/analytics?month=2026-10');
  assert.is(safeNext('/'), '/');
  for (const bad of [null, '', 'analytics', '//evil.example.com', '/\\evil.example.com', 'https://evil.example.com', 'javascript:alert(1)', '/ap/login', '/a\nb']) {
    assert.is(safeNext(bad), null, String(bad));
  }
});

test('the sign-in path carries where to come back to, except home', () => {
  assert.is(signInPath('/'), '/ap/login');
  assert.is(signInPath('/analytics?month=2026-10'), '/ap/login?next=%2Fanalytics%3Fmonth%3D2026-10');
});

test.run();
