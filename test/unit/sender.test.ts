import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { senderKey } from '../../src/server/http/sender.js';

test('an IPv4 address is its own sender, also when a dual-stack socket maps it', () => {
  assert.is(senderKey('203.0.113.7'), '203.0.113.7');
  assert.is(senderKey('::ffff:203.0.113.7'), '203.0.113.7');
});

test('every address of one IPv6 /64 is one sender, however it is written', () => {
  const key = senderKey('2001:db8:1:2::1');
  assert.is(key, '2001:db8:1:2::/64');
  assert.is(senderKey('2001:0DB8:0001:0002:ffff:ffff:ffff:ffff'), key);
  assert.is(senderKey('2001:db8:1:2:aaaa::9%eth0'), key);
  assert.is.not(senderKey('2001:db8:1:3::1'), key);
  assert.is(senderKey('::1'), '0:0:0:0::/64');
  assert.is(senderKey('fe80::1'), 'fe80:0:0:0::/64');
});

test('something that is not an address (a forwarded header) is kept as it came', () => {
  assert.is(senderKey('unknown'), 'unknown');
  assert.is(senderKey('not:an:address'), 'not:an:address');
});

test.run();
