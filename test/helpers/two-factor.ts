import { base32Decode, hotp } from '../../src/server/services/two-factor/totp.js';
import { call, STRONG_PASSWORD } from './server.js';

/** The code an authenticator app shows for this key at `ms` (now by default: the server's clock, where a test sets one). */
export const codeAt = (key: string, ms = Date.now()): string => hotp(base32Decode(key.replace(/\s+/g, '')), Math.floor(ms / 30_000));

/**
 * Turns two-factor sign-in on for the token's user through the API, as Settings does, with the code
 * of `ms` and the user's password; answers the key and the recovery codes.
 */
export async function turnOnTwoFactor(base: string, token: string, ms = Date.now(), password = STRONG_PASSWORD): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await call(base, 'POST', '/api/auth/2fa/setup', { token });
  if (setup.status !== 200) throw new Error(`2fa set-up answered ${setup.status}`);
  const { secret } = setup.body as { secret: string };
  const enabled = await call(base, 'POST', '/api/auth/2fa/enable', { token, body: { code: codeAt(secret, ms), password } });
  if (enabled.status !== 200) throw new Error(`2fa enable answered ${enabled.status}: ${JSON.stringify(enabled.body)}`);
  return { secret, recoveryCodes: enabled.body.recoveryCodes as string[] };
}
