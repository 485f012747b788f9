// One-time codes against the published test vectors of HOTP (RFC 4226, appendix D) and TOTP
// (RFC 6238, appendix B, SHA-1), and the window and format rules sign-in relies on.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { base32Decode, base32Encode, hotp, matchingStep, otpauthUrl } from '../../src/server/services/two-factor/totp.js';

const RFC_SECRET = Buffer.from('12345678901234567890', 'ascii');

test('HOTP: the ten codes of the published vectors', () => {
  const codes = Array.from({ length: 10 }, (_, counter) => hotp(RFC_SECRET, counter));
  assert.equal(codes, ['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583', '399871', '520489']);
});

test('TOTP: the eight-digit SHA-1 codes of the published vectors, at their times', () => {
  const vectors: [number, string][] = [
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ];
  for (const [seconds, code] of vectors) assert.is(hotp(RFC_SECRET, Math.floor(seconds / 30), 8), code, `at ${seconds} s`);
});

test('base32: round trip, and the RFC secret as apps show it', () => {
  assert.is(base32Encode(RFC_SECRET), 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
  assert.equal(base32Decode('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ'), RFC_SECRET);
  const random = Buffer.from(Array.from({ length: 20 }, (_, i) => (i * 37 + 11) & 255));
  assert.equal(base32Decode(base32Encode(random)), random);
  assert.throws(() => base32Decode('not base32!'));
});

test('a code is taken from the step before, now and the step after, and nothing further or malformed', () => {
  const now = 1_700_000_000_000;
  const step = Math.floor(now / 30_000);
  assert.is(matchingStep(RFC_SECRET, hotp(RFC_SECRET, step), now), step);
  assert.is(matchingStep(RFC_SECRET, hotp(RFC_SECRET, step - 1), now), step - 1);
  assert.is(matchingStep(RFC_SECRET, hotp(RFC_SECRET, step + 1), now), step + 1);
  assert.is(matchingStep(RFC_SECRET, hotp(RFC_SECRET, step - 2), now), null);
  assert.is(matchingStep(RFC_SECRET, hotp(RFC_SECRET, step + 2), now), null);
  assert.is(matchingStep(RFC_SECRET, '12345', now), null);
  assert.is(matchingStep(RFC_SECRET, '12345a', now), null);
});

test('the otpauth address names the issuer, the account and the secret', () => {
  const url = new URL(otpauthUrl('JBSWY3DPEHPK3PXP', 'ada@example.com'));
  assert.is(url.protocol, 'otpauth:');
  assert.is(url.host, 'totp');
  assert.is(decodeURIComponent(url.pathname), '/Store Shield:ada@example.com');
  assert.is(url.searchParams.get('secret'), 'JBSWY3DPEHPK3PXP');
  assert.is(url.searchParams.get('issuer'), 'Store Shield');
  assert.is(url.searchParams.get('digits'), '6');
  assert.is(url.searchParams.get('period'), '30');
});

test.run();
