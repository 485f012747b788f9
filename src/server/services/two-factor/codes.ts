import { randomBytes } from 'node:crypto';
import { normaliseRecoveryCode } from '../../../shared/two-factor.js';
import { spendRecoveryCode, takeTotpStep } from '../../data/two-factor.js';
import type { Deps } from '../../deps.js';
import { base32Encode, matchingStep } from './totp.js';

const RECOVERY_CODES = 10;

/** Ten recovery codes as the user sees them: abcd-efgh, 40 random bits each. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODES }, () => {
    const code = base32Encode(randomBytes(5)).toLowerCase();
    return `${code.slice(0, 4)}-${code.slice(4)}`;
  });
}

export const isAppCode = (code: string) => /^\d{6}$/.test(code.trim());

/** Takes a code from the user's app once: its step must be newer than the last one taken. */
export async function takeCode(deps: Deps, userId: string, sealed: string, code: string): Promise<boolean> {
  const step = matchingStep(Buffer.from(deps.secrets.open(sealed), 'base64'), code.trim(), deps.clock().getTime());
  if (step === null) return false;
  return takeTotpStep(deps.db, userId, step);
}

/** Takes a code from the app, or a recovery code (spent once used). */
export async function takeAnyCode(deps: Deps, userId: string, sealed: string, code: string): Promise<boolean> {
  if (isAppCode(code)) return takeCode(deps, userId, sealed, code);
  return spendRecoveryCode(deps.db, userId, deps.secrets.digest(normaliseRecoveryCode(code)), deps.clock());
}
