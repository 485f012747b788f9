import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// N=2^15, r=8, p=1: 32 MiB and about 100 ms of one core per hash on a small server. That is a quarter
// of the work OWASP's password storage guidance asks of scrypt at the least (N=2^17, or N=2^15 with
// p=3), chosen so that a 2-core server still signs in several people a second and a sign-in takes
// about a tenth of a second, not half a second. An offline guesser with a stolen hash pays 4 times
// less per guess than at OWASP's floor; the common-password check and the rate limits do not help
// there. Raising it is one line: every hash carries its parameters, and a sign-in rehashes a
// password whose hash has older ones.
export const PARAMS = { N: 32768, r: 8, p: 1 };
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 128 * params.N * params.r * 2 };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

/** `scrypt$N$r$p$salt$hash`, base64url: the parameters travel with the hash so they can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** A stored hash made with other parameters than today's: rehash the password at its next sign-in. */
export const needsRehash = (stored: string): boolean => !stored.startsWith(`scrypt$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$`);

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  // A damaged stored hash is a wrong password, not a 500, nor a huge allocation from its parameters.
  if (!(params.r >= 1 && params.p >= 1 && params.p <= 16 && 128 * params.N * params.r <= 256 * 1024 * 1024)) return false;
  const expected = Buffer.from(hash, 'base64url');
  let key: Buffer;
  try {
    key = await derive(password, Buffer.from(salt, 'base64url'), params);
  } catch {
    return false;
  }
  return key.length === expected.length && timingSafeEqual(key, expected);
}

// Checked against when the email is unknown, so that a miss costs as much as a wrong password. It
// only has to be well formed: deriving from its salt costs the same as for a real hash.
export const DUMMY_HASH = ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, randomBytes(16).toString('base64url'), randomBytes(32).toString('base64url')].join('$');
