import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { DEFAULT_SORT, pageOf, parseSort, sortParam } from '../../src/client/features/stores/filterStores.js';

test('the order in the address: a known column, "-" for descending; anything else is newest first', () => {
  assert.equal(parseSort('-sessions'), { key: 'sessions', descending: true });
  assert.equal(parseSort('domain'), { key: 'domain', descending: false });
  for (const junk of [null, '', 'constructor', '-__proto__', 'price']) assert.equal(parseSort(junk), DEFAULT_SORT, String(junk));
  assert.is(sortParam({ key: 'added', descending: true }), '-added');
});

test('pages of 25: a page past the last shows the last, one before the first shows the first', () => {
  const items = Array.from({ length: 60 }, (_, i) => i);
  assert.equal(pageOf(items, 2).items, items.slice(25, 50));
  assert.equal([pageOf(items, 9).page, pageOf(items, 9).items], [3, items.slice(50)]);
  assert.equal([pageOf(items, -1).page, pageOf([], 1).pages], [1, 1]);
});

test.run();
