// IP addresses and ranges as the whitelist takes them: IPv4, IPv6 and CIDR ranges, each written in one
// canonical form, the one PostgreSQL writes the inet it is stored as. Plain code, no node:net, so the
// form checks exactly what the server checks.

/** The widest ranges a whitelist entry may cover: an office network, not a provider's. */
export const WIDEST_PREFIX = { 4: 24, 6: 48 } as const;

export const IP_MESSAGES = {
  format: 'Invalid IP address format',
  tooWide: `Ranges can be at most /${WIDEST_PREFIX[4]} for IPv4 or /${WIDEST_PREFIX[6]} for IPv6`,
} as const;

export interface IpRange {
  family: 4 | 6;
  /** The network's bytes (4 or 16), host bits cleared. */
  bytes: number[];
  /** 32 or 128 for a single address. */
  prefix: number;
}

const OCTET = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;
const HEXTET = /^[0-9a-f]{1,4}$/i;

function ipv4Bytes(text: string): number[] | null {
  const parts = text.split('.');
  if (parts.length !== 4 || !parts.every((p) => OCTET.test(p))) return null;
  return parts.map(Number);
}

function ipv6Bytes(text: string): number[] | null {
  let head = text;
  let tail: number[] = [];
  // A dotted IPv4 may end an IPv6 address (::ffff:1.2.3.4): its two last groups.
  const dotted = /^(.*:)(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const v4 = ipv4Bytes(dotted[2]!);
    if (!v4) return null;
    head = dotted[1]!.endsWith('::') ? dotted[1]! : dotted[1]!.slice(0, -1);
    tail = v4;
  }
  const halves = head.split('::');
  if (halves.length > 2) return null;
  const groupsOf = (part: string) => (part === '' ? [] : part.split(':'));
  const front = groupsOf(halves[0]!);
  const back = halves.length === 2 ? groupsOf(halves[1]!) : [];
  if (![...front, ...back].every((g) => HEXTET.test(g))) return null;
  const given = front.length + back.length + tail.length / 2;
  if (halves.length === 2 ? given > 7 : given !== 8) return null;
  const groups = [...front, ...Array<string>(8 - given).fill('0'), ...back].map((g) => Number.parseInt(g, 16));
  return [...groups.flatMap((g) => [g >> 8, g & 255]), ...tail];
}

/**
 * An address or a CIDR range, its host bits cleared; IPv4 written as IPv6 (::ffff:1.2.3.4) is IPv4.
 * Null when it is neither; a zone (fe80::1%eth0) is neither.
 */
export function parseIpRange(input: string): IpRange | null {
  const [address = '', prefixText, ...rest] = input.split('/');
  if (rest.length || (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText))) return null;
  let family: 4 | 6 = 4;
  let bytes = ipv4Bytes(address);
  if (!bytes && address.includes(':')) {
    bytes = ipv6Bytes(address);
    family = 6;
  }
  if (!bytes) return null;
  let prefix = prefixText === undefined ? bytes.length * 8 : Number(prefixText);
  if (prefix > bytes.length * 8) return null;
  if (family === 6 && bytes.slice(0, 10).every((b) => b === 0) && bytes[10] === 255 && bytes[11] === 255) {
    // IPv4 written as IPv6, with a prefix that reaches past its IPv4 part: no IPv4 range, and no
    // visitor's address (each is matched as IPv4) could ever fall in it.
    if (prefix < 96) return null;
    bytes = bytes.slice(12);
    family = 4;
    prefix -= 96;
  }
  return { family, bytes: bytes.map((b, i) => b & (255 << Math.max(0, 8 - Math.max(0, prefix - i * 8))) & 255), prefix };
}

function ipv6Text(bytes: number[]): string {
  const groups = Array.from({ length: 8 }, (_, i) => (bytes[2 * i]! << 8) | bytes[2 * i + 1]!);
  // The first longest run of two or more zero groups becomes '::'.
  let best = { at: -1, length: 1 };
  for (let i = 0; i < 8; ) {
    let j = i;
    while (j < 8 && groups[j] === 0) j++;
    if (j - i > best.length) best = { at: i, length: j - i };
    i = j > i ? j : i + 1;
  }
  // PostgreSQL writes the last two groups as IPv4 after six zero groups, or five and ffff.
  if (best.at === 0 && best.length === 6) return `::${bytes.slice(12).join('.')}`;
  if (best.at === 0 && best.length === 5 && groups[5] === 0xffff) return `::ffff:${bytes.slice(12).join('.')}`;
  const hex = (from: number, to: number) => groups.slice(from, to).map((g) => g.toString(16)).join(':');
  return best.at < 0 ? hex(0, 8) : `${hex(0, best.at)}::${hex(best.at + best.length, 8)}`;
}

/** The range as the whitelist shows and stores it: '203.0.113.7', '203.0.113.0/24', '2001:db8::/48'. */
export function formatIpRange({ family, bytes, prefix }: IpRange): string {
  const address = family === 4 ? bytes.join('.') : ipv6Text(bytes);
  return prefix === bytes.length * 8 ? address : `${address}/${prefix}`;
}

/** The canonical form of an address or an allowed range (blanks around it ignored), or the message saying why it is not one. */
export function canonicalIpRange(input: string): { ok: true; value: string } | { ok: false; message: string } {
  const range = parseIpRange(input.trim());
  if (!range) return { ok: false, message: IP_MESSAGES.format };
  if (range.prefix < WIDEST_PREFIX[range.family]) return { ok: false, message: IP_MESSAGES.tooWide };
  return { ok: true, value: formatIpRange(range) };
}

/** One address (no range) in its canonical form, or null: a visitor's or a caller's own address. */
export function canonicalAddress(input: string): string | null {
  const range = parseIpRange(input);
  return range && !input.includes('/') ? formatIpRange(range) : null;
}
