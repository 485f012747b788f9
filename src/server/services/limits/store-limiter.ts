import { deleteEndedWindows, deleteWindow, hitWindows, releaseHit, rowKey, runningWindow } from '../../data/rate-limits.js';
import type { Queryable } from '../../db/types.js';
import type { Limiter, WindowCount } from './limiter.js';

interface PendingHit {
  key: string;
  limit: number;
  windowMs: number;
  resolve: (wait: number) => void;
  reject: (err: unknown) => void;
}

/** How often a writer of rate_limits rows clears the ended windows. */
export const SWEEP_EVERY_MS = 60_000;

/** Clears a chunk of ended windows; a failure only leaves them for the next sweep. */
export function sweepEndedWindows(db: Queryable, now: number): Promise<void> {
  return deleteEndedWindows(db, new Date(now)).then(
    () => undefined,
    () => undefined,
  );
}

const RETRYABLE = new Set(['40001', '40P01']);

async function retried<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (err) {
      if (attempt >= 3 || !RETRYABLE.has((err as { code?: string }).code ?? '')) throw err;
    }
  }
}

/** Fixed-window counters in the database, shared by every process on it. */
export class StoreLimiter implements Limiter {
  private pending: PendingHit[] = [];
  private flushing: Promise<void> | undefined;
  private scheduled = false;
  private nextSweepAt = 0;

  constructor(
    private db: Queryable,
    private now: () => number = Date.now,
  ) {}

  hit(key: string, limit: number, windowMs: number): Promise<number> {
    return new Promise((resolve, reject) => {
      this.pending.push({ key: rowKey(key), limit, windowMs, resolve, reject });
      if (!this.scheduled && !this.flushing) {
        this.scheduled = true;
        setImmediate(() => void this.flush());
      }
    });
  }

  async count(key: string): Promise<WindowCount> {
    const now = this.now();
    const window = await runningWindow(this.db, rowKey(key), new Date(now));
    return window ? { hits: window.hits, resetInSeconds: secondsUntil(window.resetAt.getTime(), now) } : { hits: 0, resetInSeconds: 0 };
  }

  async clear(key: string): Promise<void> {
    await deleteWindow(this.db, rowKey(key));
  }

  async release(key: string): Promise<void> {
    await releaseHit(this.db, rowKey(key), new Date(this.now()));
  }

  private async flush(): Promise<void> {
    this.scheduled = false;
    this.flushing ??= (async () => {
      try {
        while (this.pending.length) await this.write(this.pending.splice(0));
      } finally {
        this.flushing = undefined;
      }
    })();
    return this.flushing;
  }

  private async write(batch: PendingHit[]): Promise<void> {
    const byKey = new Map<string, PendingHit[]>();
    for (const hit of batch) byKey.set(hit.key, [...(byKey.get(hit.key) ?? []), hit]);
    const keys = [...byKey.keys()].sort();
    const now = this.now();
    const counts = keys.map((k) => byKey.get(k)!.length);
    const windowMs = keys.map((k) => byKey.get(k)![0]!.windowMs);
    try {
      const windows = await retried(() => hitWindows(this.db, keys, counts, windowMs, new Date(now)));
      for (const window of windows) {
        const hits = byKey.get(window.key)!;
        const resetAt = window.resetAt.getTime();
        // The window's total includes this batch's hits on the key; each learns its own place in order.
        hits.forEach((hit, i) => hit.resolve(window.hits - hits.length + i + 1 > hit.limit ? secondsUntil(resetAt, now) : 0));
      }
    } catch (err) {
      for (const hit of batch) hit.reject(err);
    }
    if (now >= this.nextSweepAt) {
      this.nextSweepAt = now + SWEEP_EVERY_MS;
      void sweepEndedWindows(this.db, now);
    }
  }
}

const secondsUntil = (resetAt: number, now: number) => Math.max(1, Math.ceil((resetAt - now) / 1000));
