import type { Db } from '../db/types.js';

export interface VisitStart {
  storeId: string;
  visitId: string;
  yearMonth: string;
}

interface Pending extends VisitStart {
  resolve: () => void;
  reject: (err: Error) => void;
}

export interface MeterOptions {
  /** The longest an event waits for its batch when the meter is idle (ms). */
  maxDelayMs?: number;
  maxBatch?: number;
  /** Told the stores of each committed batch (quota checks). */
  onCommitted?: (storeIds: string[]) => void;
  log?: (line: Record<string, unknown>) => void;
}

// One statement per batch: keep the visits not seen before (enabled stores only), then add them up
// per store and month. Rows are taken in key order so that processes sharing a database lock alike.
const WRITE_BATCH = `
WITH incoming AS (
  SELECT DISTINCT t.store_id, t.year_month, t.visit_id
    FROM unnest($1::uuid[], $2::text[], $3::uuid[]) AS t (store_id, year_month, visit_id)
    JOIN stores s ON s.id = t.store_id AND NOT s.disabled
), fresh AS (
  INSERT INTO session_visits (store_id, year_month, visit_id)
  SELECT store_id, year_month, visit_id FROM incoming ORDER BY year_month, store_id, visit_id
  ON CONFLICT DO NOTHING
  RETURNING store_id, year_month
)
INSERT INTO session_counts (store_id, year_month, count)
SELECT store_id, year_month, count(*)::int FROM fresh GROUP BY store_id, year_month ORDER BY store_id, year_month
ON CONFLICT (store_id, year_month) DO UPDATE SET count = session_counts.count + EXCLUDED.count
RETURNING store_id`;

// A visit id only has to be remembered for its own month. Deleted a chunk at a time, so that on the
// embedded store (one query at a time) batches never wait long behind it.
const PRUNE_CHUNK_ROWS = 5000;
const PRUNE_CHUNK = `
WITH gone AS (
  DELETE FROM session_visits
   WHERE (year_month, store_id, visit_id) IN (
     SELECT year_month, store_id, visit_id FROM session_visits WHERE year_month < $1 LIMIT ${PRUNE_CHUNK_ROWS})
  RETURNING 1
)
SELECT count(*)::int AS deleted FROM gone`;

const RETRYABLE = new Set(['40001', '40P01']);

/**
 * Group commit for session starts: events gather in memory and are written together; each caller's
 * promise settles only once the batch holding its event has committed, so an answered event is
 * never lost. While one batch is being written the next one gathers, so batches grow with load.
 */
export class Meter {
  private queue: Pending[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;
  private running: Promise<void> | undefined;
  private prunedBefore = '';
  private pruning: Promise<void> | undefined;
  private readonly maxDelayMs: number;
  private readonly maxBatch: number;

  constructor(
    private db: Db,
    private options: MeterOptions = {},
  ) {
    this.maxDelayMs = options.maxDelayMs ?? 5;
    this.maxBatch = options.maxBatch ?? 5000;
  }

  record(start: VisitStart): Promise<void> {
    return new Promise((resolve, reject) => {
      this.queue.push({ ...start, resolve, reject });
      if (!this.running && !this.timer) this.timer = setTimeout(() => this.drain(), this.maxDelayMs);
    });
  }

  /** Writes everything still waiting (graceful stop). */
  async close(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
    if (this.queue.length) await this.drain();
    await this.pruning;
  }

  private drain(): Promise<void> {
    this.timer = undefined;
    this.running ??= (async () => {
      try {
        while (this.queue.length) await this.write(this.queue.splice(0, this.maxBatch));
      } finally {
        this.running = undefined;
      }
    })();
    return this.running;
  }

  private async write(batch: Pending[]): Promise<void> {
    const stores: string[] = [];
    const months: string[] = [];
    const visits: string[] = [];
    for (const e of batch) {
      stores.push(e.storeId);
      months.push(e.yearMonth);
      visits.push(e.visitId);
    }
    for (let attempt = 1; ; attempt++) {
      try {
        const rows = await this.db.query<{ store_id: string }>(WRITE_BATCH, [stores, months, visits]);
        for (const e of batch) e.resolve();
        if (rows.length) this.options.onCommitted?.(rows.map((r) => r.store_id));
        this.pruneBefore(months[months.length - 1]!);
        return;
      } catch (err) {
        const code = (err as { code?: string }).code;
        if (attempt < 3 && code && RETRYABLE.has(code)) continue;
        for (const e of batch) e.reject(err as Error);
        return;
      }
    }
  }

  /** Once per process and month, off the request path: the dedupe rows of earlier months go. */
  private pruneBefore(yearMonth: string): void {
    if (yearMonth <= this.prunedBefore || this.pruning) return;
    const previous = this.prunedBefore;
    this.prunedBefore = yearMonth;
    this.pruning = (async () => {
      try {
        for (;;) {
          const [row] = await this.db.query<{ deleted: number }>(PRUNE_CHUNK, [yearMonth]);
          if ((row?.deleted ?? 0) < PRUNE_CHUNK_ROWS) break;
        }
      } catch (err) {
        this.prunedBefore = previous; // tried again after a later batch
        this.options.log?.({ level: 'error', msg: 'pruning old session visits failed', error: (err as Error).message });
      } finally {
        this.pruning = undefined;
      }
    })();
  }
}
