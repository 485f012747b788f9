import type { Db } from '../db/types.js';

export interface VisitStart {
  storeId: string;
  visitId: string;
  yearMonth: string;
  /** Near a month's turn, the month on its other side ('' otherwise): a visit counted there is not counted again. */
  neighbourMonth: string;
  /** The host of the page that sent it (normalised like a store's domain); '' when unknown. */
  pageHost: string;
  /** Over its sender's hourly allowance for this store: received, not counted. */
  overCap: boolean;
}

interface Pending extends VisitStart {
  resolve: () => void;
  reject: (err: Error) => void;
}

export interface MeterOptions {
  /** The longest an event waits for its batch when the meter is idle (ms). */
  maxDelayMs?: number;
  maxBatch?: number;
  /** Told the stores whose count a committed batch raised (quota checks). */
  onCommitted?: (storeIds: string[]) => void;
  log?: (line: Record<string, unknown>) => void;
}

// One statement per batch. A start of an enabled store counts when it came from a page on the
// store's domain or one of its subdomains and within its sender's allowance; each visit once (the
// visits not seen before are kept). The others are added up as rejected, in the same commit. Rows
// are taken in key order so that processes sharing a database lock alike. Answers the stores whose
// count grew.
const WRITE_BATCH = `
WITH incoming AS (
  SELECT t.store_id, t.year_month, t.visit_id, t.neighbour_month,
         t.over_cap = 0 AND (t.page_host = s.domain OR right(t.page_host, length(s.domain) + 1) = '.' || s.domain) AS accepted
    FROM unnest($1::uuid[], $2::text[], $3::uuid[], $4::text[], $5::int[], $6::text[]) AS t (store_id, year_month, visit_id, page_host, over_cap, neighbour_month)
    JOIN stores s ON s.id = t.store_id AND NOT s.disabled
), fresh AS (
  INSERT INTO session_visits (store_id, year_month, visit_id)
  SELECT DISTINCT i.store_id, i.year_month, i.visit_id FROM incoming i
   WHERE accepted AND NOT EXISTS (
     SELECT 1 FROM session_visits v WHERE i.neighbour_month <> '' AND v.year_month = i.neighbour_month AND v.store_id = i.store_id AND v.visit_id = i.visit_id)
   ORDER BY i.year_month, i.store_id, i.visit_id
  ON CONFLICT DO NOTHING
  RETURNING store_id, year_month
), totals AS (
  SELECT store_id, year_month, count(*) FILTER (WHERE counted)::int AS counted, count(*) FILTER (WHERE NOT counted)::int AS rejected
    FROM (SELECT store_id, year_month, true AS counted FROM fresh
          UNION ALL
          SELECT store_id, year_month, false FROM incoming WHERE NOT accepted) AS t
   GROUP BY store_id, year_month
), written AS (
  INSERT INTO session_counts (store_id, year_month, count, rejected)
  SELECT store_id, year_month, counted, rejected FROM totals ORDER BY store_id, year_month
  ON CONFLICT (store_id, year_month)
  DO UPDATE SET count = session_counts.count + EXCLUDED.count, rejected = session_counts.rejected + EXCLUDED.rejected
)
SELECT store_id FROM totals WHERE counted > 0`;

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
    const neighbours: string[] = [];
    const hosts: string[] = [];
    // As 1 and 0: postgres.js types a parameter array by its first element, so a JS boolean array
    // would be declared as one boolean.
    const overCap: number[] = [];
    for (const e of batch) {
      stores.push(e.storeId);
      months.push(e.yearMonth);
      visits.push(e.visitId);
      neighbours.push(e.neighbourMonth);
      hosts.push(e.pageHost);
      overCap.push(e.overCap ? 1 : 0);
    }
    for (let attempt = 1; ; attempt++) {
      try {
        const rows = await this.db.query<{ store_id: string }>(WRITE_BATCH, [stores, months, visits, hosts, overCap, neighbours]);
        for (const e of batch) e.resolve();
        if (rows.length) this.options.onCommitted?.(rows.map((r) => r.store_id));
        // A month's visit ids go once its turn is past the margin: until then the next month checks them.
        const settled = batch.findLast((e) => !e.neighbourMonth);
        if (settled) this.pruneBefore(settled.yearMonth);
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
