import { base32Decode, hotp } from '../../src/server/services/two-factor/totp.js';
import { call } from './server.js';

/** The code an authenticator app shows for this key now (or `steps` 30-second steps from now). */
export const codeFor = (key: string, steps = 0): string => hotp(base32Decode(key.replace(/\s+/g, '')), Math.floor(Date.now() / 30_000) + steps);

/** Turns two-factor sign-in on for the token's user through the API, as Settings does; answers the key. */
export async function turnOnTwoFactor(base: string, token: string): Promise<string> {
  const setup = await call(base, 'POST', '/api/auth/2fa/setup', { token });
  if (setup.status !== 200) throw new Error(`2fa set-up answered ${setup.status}`);
  const { secret } = setup.body as { secret: string };
  const enabled = await call(base, 'POST', '/api/auth/2fa/enable', { token, body: { code: codeFor(secret) } });
  if (enabled.status !== 200) throw new Error(`2fa enable answered ${enabled.status}: ${JSON.stringify(enabled.body)}`);
  return secret;
}
