import { isIP } from 'node:net';

/**
 * An IP address as the whitelist keeps it, so that one address is one entry however it was typed:
 * IPv4 as it is, IPv6 in its shortest lower-case form, and IPv4 written as IPv6 (::ffff:1.2.3.4)
 * as IPv4. Null for anything else, a zone (fe80::1%eth0) included: it names one machine's interface,
 * not a visitor.
 */
export function canonicalAddress(text: string): string | null {
  const family = isIP(text);
  if (family === 4) return text;
  if (family !== 6 || text.includes('%')) return null;
  // The URL parser writes IPv6 in its canonical form (lower case, the longest run of zeros as ::).
  const ipv6 = new URL(`http://[${text}]`).hostname.slice(1, -1);
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(ipv6);
  if (!mapped) return ipv6;
  const [high, low] = [Number.parseInt(mapped[1]!, 16), Number.parseInt(mapped[2]!, 16)];
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}
