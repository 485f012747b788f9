// src/server/http/canonical-address.ts: one written form per IP address.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { canonicalAddress } from '../../src/server/http/canonical-address.js';

test('IPv4 stays as it is; IPv6 is lower case with its longest run of zeros as ::', () => {
  assert.is(canonicalAddress('203.0.113.7'), '203.0.113.7');
  assert.is(canonicalAddress('2001:DB8:0:0:1:0:0:1'), '2001:db8::1:0:0:1');
  assert.is(canonicalAddress('0:0:0:0:0:0:0:1'), '::1');
  assert.is(canonicalAddress('fe80::0001'), 'fe80::1');
});

test('IPv4 written as IPv6 is IPv4', () => {
  for (const mapped of ['::ffff:1.2.3.4', '::FFFF:0102:0304', '0:0:0:0:0:ffff:102:304']) assert.is(canonicalAddress(mapped), '1.2.3.4', mapped);
  assert.is(canonicalAddress('::ffff:0:0'), '0.0.0.0');
  assert.is(canonicalAddress('::1.2.3.4'), '::102:304', 'the old IPv4-compatible form is another address');
});

test('anything else is null: a zone, a leading zero, a name, blanks', () => {
  for (const bad of ['fe80::1%eth0', '1.2.3.04', 'example.com', '', ' 1.2.3.4', '1.2.3', ':::1']) assert.is(canonicalAddress(bad), null, bad);
});

test.run();
