// src/shared/ip-ranges.ts: the whitelist's addresses and ranges, one written form each.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { canonicalAddress, canonicalIpRange, IP_MESSAGES } from '../../src/shared/ip-ranges.js';

const value = (input: string) => {
  const checked = canonicalIpRange(input);
  return checked.ok ? checked.value : checked.message;
};

test('IPv4 stays as it is; IPv6 is lower case with its first longest run of two or more zero groups as ::', () => {
  assert.is(canonicalAddress('203.0.113.7'), '203.0.113.7');
  assert.is(canonicalAddress('2001:DB8:0:0:1:0:0:1'), '2001:db8::1:0:0:1');
  assert.is(canonicalAddress('0:0:0:0:0:0:0:1'), '::1');
  assert.is(canonicalAddress('fe80::0001'), 'fe80::1');
  assert.is(canonicalAddress('a:b:c:d:e:f:0:1'), 'a:b:c:d:e:f:0:1', 'a single zero group stays');
  assert.is(canonicalAddress('0:0:1:0:0:0:0:1'), '0:0:1::1');
  assert.is(canonicalAddress('1:0:0:0:0:0:0:0'), '1::');
  assert.is(canonicalAddress('::'), '::');
});

test('IPv4 written as IPv6 is IPv4; the old IPv4-compatible form is written as PostgreSQL writes it', () => {
  for (const mapped of ['::ffff:1.2.3.4', '::FFFF:0102:0304', '0:0:0:0:0:ffff:102:304']) assert.is(canonicalAddress(mapped), '1.2.3.4', mapped);
  assert.is(canonicalAddress('::ffff:0:0'), '0.0.0.0');
  assert.is(canonicalAddress('::1.2.3.4'), '::1.2.3.4');
  assert.is(canonicalAddress('::102:304'), '::1.2.3.4');
});

test('an address is not a range, nor a zone, a leading zero, a name or blanks', () => {
  for (const bad of ['fe80::1%eth0', '1.2.3.04', 'example.com', '', ' 1.2.3.4', '1.2.3', ':::1', '1::2::3', '1:2:3:4:5:6:7:8:9', '10.0.0.0/24', 'g::1'])
    assert.is(canonicalAddress(bad), null, bad);
});

test('ranges: host bits cleared, the prefix kept unless it is the whole address; blanks around ignored', () => {
  assert.is(value('198.51.100.77/24'), '198.51.100.0/24');
  assert.is(value(' 198.51.100.77/32 '), '198.51.100.77');
  assert.is(value('198.51.100.77/25'), '198.51.100.0/25');
  assert.is(value('198.51.100.200/27'), '198.51.100.192/27');
  assert.is(value('2001:db8:aa:bb::5/48'), '2001:db8:aa::/48');
  assert.is(value('2001:db8:aa:bb::5/57'), '2001:db8:aa:80::/57');
  assert.is(value('2001:db8::1/128'), '2001:db8::1');
  assert.is(value('::ffff:192.0.2.9/120'), '192.0.2.0/24');
});

test('wider than /24 or /48 is refused with its own message; anything malformed with the format message', () => {
  for (const wide of ['10.0.0.0/23', '0.0.0.0/0', '2001:db8::/47', '::/0', '::ffff:10.0.0.0/100', '::ffff:10.0.0.0/96']) assert.is(value(wide), IP_MESSAGES.tooWide, wide);
  for (const bad of ['1.2.3.4/33', '1.2.3.4/', '1.2.3.4/-1', '1.2.3.4/2.5', '1.2.3.4/24/1', '2001:db8::/129', '/24', 'x/24', '1.2.3.4 /24', '1.2.3.4/0024', '::ffff:1.2.3.4/64'])
    assert.is(value(bad), IP_MESSAGES.format, bad);
});

test.run();
