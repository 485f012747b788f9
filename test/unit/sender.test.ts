import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { forwardedAddress, senderKey } from '../../src/server/http/sender.js';

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

test("something that is not an address ('unknown', for a socket that has none) is kept as it came", () => {
  assert.is(senderKey('unknown'), 'unknown');
  assert.is(senderKey('not:an:address'), 'not:an:address');
});

test("the forwarded address is the header's last, without the port a proxy may append", () => {
  assert.is(forwardedAddress('198.51.100.7'), '198.51.100.7');
  assert.is(forwardedAddress('10.0.0.1, 203.0.113.9 , 198.51.100.7'), '198.51.100.7');
  assert.is(forwardedAddress('198.51.100.7:51234'), '198.51.100.7');
  assert.is(forwardedAddress('2001:db8::7'), '2001:db8::7');
  assert.is(forwardedAddress('[2001:db8::7]:443'), '2001:db8::7');
  assert.is(forwardedAddress('[2001:db8::7]'), '2001:db8::7');
  assert.is(forwardedAddress(['10.0.0.1', '198.51.100.7']), '198.51.100.7');
});

test('a forwarded value that is no address is none: the request counts as from its socket', () => {
  for (const value of [undefined, '', 'unknown', 'not an address', '198.51.100.7, ', '999.1.1.1', '198.51.100.7:port', '[198.51.100.7', 'x'.repeat(5000), 'fe80::1%eth0', `fe80::1%${'a'.repeat(3000)}`]) {
    assert.is(forwardedAddress(value), '', String(value).slice(0, 40));
  }
});

test.run();
