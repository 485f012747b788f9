import { createHash } from 'node:crypto';
import type { Queryable } from '../../db/types.js';
import type { Limiter, WindowCount } from './limiter.js';

interface PendingHit {
  key: string;
  limit: number;
  windowMs: number;
  resolve: (wait: number) => void;
  reject: (err: unknown) => void;
}

// One statement for every hit gathered meanwhile: a key's row is locked by its upsert, so processes
// sharing the database count one after the other, and two of them allow exactly what one allows.
// Keys come sorted, so processes lock rows in the same order.
const HIT_MANY = `
INSERT INTO rate_limits (key, hits, reset_at)
SELECT t.key, t.hits, $4::timestamptz + t.window_ms * interval '1 millisecond'
  FROM unnest($1::text[], $2::int[], $3::int[]) AS t (key, hits, window_ms)
ON CONFLICT (key) DO UPDATE SET
  hits = CASE WHEN rate_limits.reset_at <= $4 THEN EXCLUDED.hits ELSE rate_limits.hits + EXCLUDED.hits END,
  reset_at = CASE WHEN rate_limits.reset_at <= $4 THEN EXCLUDED.reset_at ELSE rate_limits.reset_at END
RETURNING key, hits, reset_at`;

/** How often a writer of rate_limits rows clears the ended windows. */
export const SWEEP_EVERY_MS = 60_000;
// Ended windows go a chunk at a time, in key order and skipping rows a hit holds, so the sweep never
// deadlocks with the upsert.
const SWEEP = `DELETE FROM rate_limits WHERE key IN (
  SELECT key FROM rate_limits WHERE reset_at < $1 ORDER BY key LIMIT 5000 FOR UPDATE SKIP LOCKED)`;

/** Clears a chunk of ended windows; a failure only leaves them for the next sweep. */
export function sweepEndedWindows(db: Queryable, now: number): Promise<void> {
  return db.query(SWEEP, [new Date(now)]).then(
    () => undefined,
    () => undefined,
  );
}

/**
 * A key as rate_limits keeps it. Keys hold text a sender chose (an email, say), and one too long for
 * the key's index would fail every hit written with it, so a long key is kept as its digest.
 */
const rowKey = (key: string): string => (Buffer.byteLength(key) <= 512 ? key : `sha256:${createHash('sha256').update(key).digest('base64url')}`);

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
    const [row] = await this.db.query<{ hits: number; reset_at: Date }>('SELECT hits, reset_at FROM rate_limits WHERE key = $1 AND reset_at > $2', [rowKey(key), new Date(now)]);
    return row ? { hits: row.hits, resetInSeconds: secondsUntil(new Date(row.reset_at).getTime(), now) } : { hits: 0, resetInSeconds: 0 };
  }

  async clear(key: string): Promise<void> {
    await this.db.query('DELETE FROM rate_limits WHERE key = $1', [rowKey(key)]);
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
    const params = [keys, keys.map((k) => byKey.get(k)!.length), keys.map((k) => byKey.get(k)![0]!.windowMs), new Date(now)];
    try {
      const rows = await retried(() => this.db.query<{ key: string; hits: number; reset_at: Date }>(HIT_MANY, params));
      for (const row of rows) {
        const hits = byKey.get(row.key)!;
        const resetAt = new Date(row.reset_at).getTime();
        // The row's total includes this batch's hits on the key; each learns its own place in order.
        hits.forEach((hit, i) => hit.resolve(row.hits - hits.length + i + 1 > hit.limit ? secondsUntil(resetAt, now) : 0));
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
