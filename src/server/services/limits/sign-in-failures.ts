import type { Deps } from '../../deps.js';
import { limit } from './limit.js';
import { LOGIN_SLOWDOWN_MAX_MS, type RateLimits } from './rate-limits.js';

/** How long a sign-in on an account waits after that many failures on it from anywhere. */
function slowdown(limits: RateLimits, failures: number): number {
  if (failures < limits.loginSlowAfter) return 0;
  return Math.min(LOGIN_SLOWDOWN_MAX_MS, limits.loginSlowdownMs * 2 ** (failures - limits.loginSlowAfter));
}

/**
 * The failure counts of one step of sign-in (the password, or the two-factor code) for one account,
 * `account` being its key. Failures are refused per address (whatever the account: the password and
 * code steps share that count) and per account and address, so that nobody elsewhere can lock the
 * owner out; the account as a whole only gets slower to guess at.
 */
export function signInFailures(deps: Deps, sender: string, account: string) {
  const L = deps.limits;
  const keys = { address: `login:failed-ip:${sender}`, here: `${account}:${sender}`, account };
  return {
    /**
     * 429 while this address is at its failures, on any account or on this one. Counts this attempt
     * as a failure before it is checked, so parallel guesses cannot all pass; a success takes it back
     * (and clears the failures here). Answers the attempts here so far, this one included.
     */
    async admit(): Promise<number> {
      await limit(deps, keys.address, L.loginFailuresPerIp);
      await limit(deps, keys.here, L.loginFailuresPerAccountIp);
      return (await deps.limiter.count(keys.here)).hits;
    },
    /** Waits as long as the account's failures from everywhere ask; answers the ms it waited. */
    async slowDown(): Promise<number> {
      const wait = slowdown(L, (await deps.limiter.count(keys.account)).hits);
      if (wait) await new Promise((resolve) => setTimeout(resolve, wait));
      return wait;
    },
    async failed(): Promise<void> {
      await deps.limiter.hit(keys.account, Infinity, L.windowMs);
    },
    async succeeded(): Promise<void> {
      await Promise.all([deps.limiter.release(keys.address), deps.limiter.clear(keys.here), deps.limiter.clear(keys.account)]);
    },
  };
}
