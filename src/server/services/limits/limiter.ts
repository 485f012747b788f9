/**
 * Counts hits per key in fixed windows. Asynchronous, so that a limiter kept in a shared store can
 * stand in for this in-memory one without changing its callers.
 */
export interface Limiter {
  /** Counts one hit; answers the seconds to wait when over the limit, else 0. */
  hit(key: string, limit: number, windowMs: number): Promise<number>;
  /** The hits counted in the key's current window and the seconds until it ends, without counting one. */
  count(key: string): Promise<WindowCount>;
  /** Forgets the key's window (a success clears its failures). */
  clear(key: string): Promise<void>;
  /** Takes back one hit of the key's running window: an attempt counted before it was checked that turned out no failure. */
  release(key: string): Promise<void>;
}

export interface WindowCount {
  hits: number;
  /** Seconds until the window ends, rounded up (0 when there is none). */
  resetInSeconds: number;
}

// Expired windows are swept at most this often, so that with many keys tracked a hit stays O(1).
const SWEEP_EVERY_MS = 10_000;
const SWEEP_ABOVE_KEYS = 10_000;

/** Fixed-window counters kept in this process's memory. */
export class MemoryLimiter implements Limiter {
  private windows = new Map<string, { count: number; resetAt: number }>();
  private nextSweepAt = 0;
  /** How many sweeps have run (tests check that hits do not sweep each time). */
  sweeps = 0;

  constructor(private now: () => number = Date.now) {}

  async hit(key: string, limit: number, windowMs: number): Promise<number> {
    return this.hitNow(key, limit, windowMs);
  }

  hitNow(key: string, limit: number, windowMs: number): number {
    const now = this.now();
    if (this.windows.size > SWEEP_ABOVE_KEYS && now >= this.nextSweepAt) this.sweep(now);
    let w = this.windows.get(key);
    if (!w || w.resetAt <= now) {
      w = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, w);
    }
    w.count += 1;
    return w.count > limit ? Math.max(1, Math.ceil((w.resetAt - now) / 1000)) : 0;
  }

  async count(key: string): Promise<WindowCount> {
    const now = this.now();
    const w = this.windows.get(key);
    return w && w.resetAt > now ? { hits: w.count, resetInSeconds: Math.max(1, Math.ceil((w.resetAt - now) / 1000)) } : { hits: 0, resetInSeconds: 0 };
  }

  async clear(key: string): Promise<void> {
    this.windows.delete(key);
  }

  async release(key: string): Promise<void> {
    const w = this.windows.get(key);
    if (w && w.resetAt > this.now() && w.count > 0) w.count -= 1;
  }

  private sweep(now: number): void {
    this.sweeps += 1;
    this.nextSweepAt = now + SWEEP_EVERY_MS;
    for (const [key, w] of this.windows) if (w.resetAt <= now) this.windows.delete(key);
  }
}
