import { createHash } from 'node:crypto';
import type { Queryable } from '../db/types.js';

/** A fixed window's count: the hits in it so far and when it ends. */
export interface Window {
  key: string;
  hits: number;
  resetAt: Date;
}

/**
 * A key as rate_limits keeps it. Keys hold text a sender chose (an email, say), and one too long for
 * the key's index would fail every hit written with it, so a long key is kept as its digest.
 */
export const rowKey = (key: string): string => (Buffer.byteLength(key) <= 512 ? key : `sha256:${createHash('sha256').update(key).digest('base64url')}`);

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

/**
 * Adds `hits[i]` to the window of `keys[i]` (row keys, sorted), starting a window of `windowMs[i]` where
 * none is running at `now`; answers each window's total after.
 */
export async function hitWindows(q: Queryable, keys: string[], hits: number[], windowMs: number[], now: Date): Promise<Window[]> {
  const rows = await q.query<{ key: string; hits: number; reset_at: Date }>(HIT_MANY, [keys, hits, windowMs, now]);
  return rows.map((r) => ({ key: r.key, hits: r.hits, resetAt: new Date(r.reset_at) }));
}

/** The key's window running at `now`, if any. */
export async function runningWindow(q: Queryable, key: string, now: Date): Promise<Window | undefined> {
  const [row] = await q.query<{ hits: number; reset_at: Date }>('SELECT hits, reset_at FROM rate_limits WHERE key = $1 AND reset_at > $2', [key, now]);
  return row && { key, hits: row.hits, resetAt: new Date(row.reset_at) };
}

export async function deleteWindow(q: Queryable, key: string): Promise<void> {
  await q.query('DELETE FROM rate_limits WHERE key = $1', [key]);
}

/** One hit fewer in the key's window running at `now`, if it has any. */
export async function releaseHit(q: Queryable, key: string, now: Date): Promise<void> {
  await q.query('UPDATE rate_limits SET hits = hits - 1 WHERE key = $1 AND reset_at > $2 AND hits > 0', [key, now]);
}

// Ended windows go a chunk at a time, in key order and skipping rows a hit holds, so the sweep never
// deadlocks with the upsert.
const SWEEP = `DELETE FROM rate_limits WHERE key IN (
  SELECT key FROM rate_limits WHERE reset_at < $1 ORDER BY key LIMIT 5000 FOR UPDATE SKIP LOCKED)`;

/** Deletes a chunk of the windows ended before `now`. */
export async function deleteEndedWindows(q: Queryable, now: Date): Promise<void> {
  await q.query(SWEEP, [now]);
}
