import { isIP, isIPv4, isIPv6 } from 'node:net';
import { canonicalAddress } from '../../shared/ip-ranges.js';

/** An IPv4 address as IPv4 even when a dual-stack socket reports it as `::ffff:a.b.c.d`. */
export const plainAddress = (address: string): string => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

/**
 * The sender as per-address limits count it: an IPv4 address, or an IPv6 address's /64 network.
 * One subscriber usually holds a whole /64, so counting its addresses one by one would give it
 * billions of fresh allowances.
 */
export function senderKey(address: string): string {
  if (!address.includes(':')) return address; // IPv4, as a socket reports it: the key as it is
  const plain = plainAddress(address);
  const ip = plain.replace(/%.*$/, '');
  if (!isIPv6(ip)) return plain;
  const [head = '', tail] = ip.toLowerCase().split('::');
  const front = head ? head.split(':') : [];
  const back = tail ? tail.split(':') : [];
  const groups = tail === undefined ? front : [...front, ...Array(8 - front.length - back.length).fill('0'), ...back];
  return `${groups.slice(0, 4).map((g) => Number.parseInt(g, 16).toString(16)).join(':')}::/64`;
}

/**
 * The address a trusted proxy put last in X-Forwarded-For, or '' when that is no address: a
 * request that reached the server past the proxy may say anything there, and a made-up value would
 * become a limit's key (one long enough fails the batch of beacons it is written with) and the
 * address shown in the activity log. A port some proxies append ("a.b.c.d:port", "[v6]:port") is
 * dropped.
 */
export function forwardedAddress(header: string | string[] | undefined): string {
  const last = [header ?? ''].flat().join(',').split(',').pop()!.trim();
  const address = /^\[([^\]]*)\](?::\d+)?$/.exec(last)?.[1] ?? /^(\d+\.\d+\.\d+\.\d+):\d+$/.exec(last)?.[1] ?? last;
  // A zone (fe80::1%eth0) names a link of the proxy's own machine, never a client's: no address.
  return !address.includes('%') && isIP(address) ? address : '';
}

/**
 * The sender's own address as the whitelist writes addresses (canonicalAddress), or '' when it is
 * none ('unknown', a zone). An IPv4 address, as sockets and checked forwarded headers give it, is
 * already canonical.
 */
export const visitorAddress = (address: string): string =>
  address.includes(':') ? (canonicalAddress(address) ?? '') : isIPv4(address) ? address : '';
