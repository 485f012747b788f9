/** Fixed-window counters kept in memory, per process. */
export class RateLimiter {
  private windows = new Map<string, { count: number; resetAt: number }>();

  constructor(private now: () => number = Date.now) {}

  /** Counts one hit; answers the seconds to wait when over the limit, else 0. */
  hit(key: string, limit: number, windowMs: number): number {
    const now = this.now();
    if (this.windows.size > 10_000) this.sweep(now);
    let w = this.windows.get(key);
    if (!w || w.resetAt <= now) {
      w = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, w);
    }
    w.count += 1;
    return w.count > limit ? Math.max(1, Math.ceil((w.resetAt - now) / 1000)) : 0;
  }

  private sweep(now: number): void {
    for (const [key, w] of this.windows) if (w.resetAt <= now) this.windows.delete(key);
  }
}

export interface RateLimits {
  loginPerEmail: number;
  loginPerIp: number;
  resetPerEmail: number;
  resetPerIp: number;
  registerPerIp: number;
  /** Session beacons per address per minute. */
  collectPerIp: number;
  windowMs: number;
}

export const DEFAULT_LIMITS: RateLimits = {
  loginPerEmail: 10,
  loginPerIp: 100,
  resetPerEmail: 5,
  resetPerIp: 30,
  registerPerIp: 30,
  collectPerIp: 1200,
  windowMs: 15 * 60 * 1000,
};
