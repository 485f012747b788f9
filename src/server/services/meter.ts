import { batchOutcome, deleteDaysNotKept, deleteVisitsBefore, writeBeaconBatch, type BatchRows } from '../data/metering.js';
import type { Db, Queryable } from '../db/types.js';
import { isUniqueViolation } from '../db/errors.js';
import { SWEEP_EVERY_MS, sweepEndedWindows } from './limits/store-limiter.js';
import { visitMonths, type VisitMonths } from './visit-month.js';

/** A beacon as the collect route accepted it: a session's start or end, from one sender address. */
export interface Beacon {
  /** The sender as both collect limits count it: an IPv4 address or an IPv6 /64 (senderKey). */
  ip: string;
  /** The sender's own address in its canonical form, matched against the whitelist; '' when unknown. */
  address: string;
  kind: 'start' | 'end';
  storeId: string;
  visitId: string;
  /** The host of the page that sent it (normalised like a store's domain); '' when unknown. */
  pageHost: string;
  /** A start sent again for a visit that may be counted already (its first answer never read). */
  again: boolean;
}

export interface CollectLimits {
  /** Beacons an address may send a minute; past it, 429 and nothing counted. */
  beaconsPerAddressPerMinute: number;
  /** Sessions an address may add to one store an hour; past it, received and counted as rejected. */
  sessionsPerAddressPerHour: number;
}

/**
 * Told once the beacon's batch committed: 0, or the seconds its address must wait (nothing written),
 * and whether the sender's snippet should lift its anti-copy rules (a start whose store does not
 * count, or from a whitelisted address); or the error.
 */
export type Recorded = (err: Error | null, wait?: number, lift?: boolean) => void;

// The beacon is held, not copied in: a spread copy cost more than the rest of recording it.
interface Pending {
  beacon: Beacon;
  done: Recorded;
}

export interface MeterOptions {
  limits: CollectLimits;
  /** The time the limits' windows are measured by (ms). */
  now: () => number;
  /** Told the stores whose count a committed batch raised (quota checks). */
  onCommitted?: (storeIds: string[]) => void;
  log?: (line: Record<string, unknown>) => void;
}

/**
 * After a batch repeated a kept visit, the batches of this long go straight to the statement for any
 * visits: a sender repeating visit ids on purpose then costs a batch one statement, not a failed one
 * and another.
 */
const REPEATS_AWHILE_MS = 10_000;

const RETRYABLE = new Set(['40001', '40P01']);
const MAX_BATCH = 5000;

/**
 * Group commit for beacons: they gather in memory and are written together; each caller's promise
 * settles only once the batch holding its beacon has committed, so an answered start is never lost.
 * An idle meter writes what arrived in one turn of the event loop, and on PostgreSQL a second batch
 * may follow before the first commits; while they are being written the next one gathers, so batches
 * grow with load. Both stores write in a process or thread of their own, so no gathering timer is
 * needed (one cost 64 clients in lockstep the timer's wait every cycle).
 */
export class Meter {
  private queue: Pending[] = [];
  private scheduled = false;
  private inFlight = new Set<Promise<void>>();
  /**
   * Batches on their way at once. On PostgreSQL two, on its pipeline: PostgreSQL starts the second as
   * soon as it has committed the first, rather than after a round trip through this thread, which is
   * meanwhile reading the requests the last answers released (a third would only make the batches
   * smaller). The embedded store's thread runs one statement at a time and is what limits it: a batch
   * sent ahead there only made batches smaller, each with a sync of its own.
   */
  private readonly maxInFlight: number;
  private readonly store: Queryable;
  /** Batches on their way from within a month's turn margin, which check the neighbour month's visits. */
  private nearTurn = 0;
  private prunedBefore = '';
  private nextSweepAt = 0;
  private pruning: Promise<void> | undefined;
  private repeatedAt = -Infinity;

  constructor(
    private db: Db,
    private options: MeterOptions,
  ) {
    this.store = db.pipeline ?? db;
    this.maxInFlight = db.pipeline ? 2 : 1;
  }

  /** Tells `done` once the beacon's batch committed: a callback, not a promise, as every beacon comes here. */
  add(beacon: Beacon, done: Recorded): void {
    this.queue.push({ beacon, done });
    if (this.inFlight.size < this.maxInFlight && !this.scheduled) {
      this.scheduled = true;
      setImmediate(() => {
        this.scheduled = false;
        this.send();
      });
    }
  }

  /** Writes everything still waiting (graceful stop). */
  async close(): Promise<void> {
    while (this.inFlight.size || this.queue.length) {
      if (this.queue.length && this.inFlight.size < this.maxInFlight) this.send();
      await Promise.race(this.inFlight);
    }
    await this.pruning;
  }

  /** Sends what is waiting as one batch, unless as many as may be are on their way. */
  private send(): void {
    if (!this.queue.length || this.inFlight.size >= this.maxInFlight) return;
    const batch = this.queue.splice(0, MAX_BATCH);
    const sent: Promise<void> = this.write(batch).then((answer) => {
      this.inFlight.delete(sent);
      // The next batch is made and handed to the store before this one is answered.
      this.send();
      answer();
    });
    this.inFlight.add(sent);
  }

  /** Commits the batch; answers how to tell its senders (each settles only then), failed or not. */
  private write(batch: Pending[]): Promise<() => void> {
    return this.commit(batch).catch((err: Error) => () => {
      for (const e of batch) this.tell(e, err);
    });
  }

  private async commit(batch: Pending[]): Promise<() => void> {
    const now = this.options.now();
    // The batch's starts are counted in the month of its first writing, retried or not.
    const months = visitMonths(new Date(now));
    const { ipOffsets, groups, args } = batchArgs(batch.map((e) => e.beacon), now, months, this.options.limits);
    const sinceRepeat = now - this.repeatedAt;
    // A start sent again goes with its batch straight to the statement for any visits.
    let visits: 'new' | 'any' = (sinceRepeat >= 0 && sinceRepeat < REPEATS_AWHILE_MS) || batch.some((e) => e.beacon.again) ? 'any' : 'new';
    if (months.neighbourMonth) this.nearTurn++;
    try {
      for (let attempt = 1; ; attempt++) {
        try {
          const rows = await writeBeaconBatch(this.store, visits, args);
          // The collect windows are swept by their writer, on either store (with PostgreSQL, the
          // shared limiter sweeps the same table too; either one's sweep skips rows the other holds).
          if (now >= this.nextSweepAt) {
            this.nextSweepAt = now + SWEEP_EVERY_MS;
            void sweepEndedWindows(this.db, now);
          }
          // A month's visit ids go once its turn is past the margin: until then the next month checks
          // them, and so does a batch from within the margin still on its way (it may be retried).
          if (!months.neighbourMonth && !this.nearTurn) this.pruneBefore(months.yearMonth);
          return () => this.settle(batch, ipOffsets, groups, rows, now);
        } catch (err) {
          const code = (err as { code?: string }).code;
          if (isUniqueViolation(err) && visits === 'new') {
            this.repeatedAt = now;
            visits = 'any';
            attempt--;
            continue;
          }
          if (attempt < 3 && code && RETRYABLE.has(code)) continue;
          throw err;
        }
      }
    } finally {
      if (months.neighbourMonth) this.nearTurn--;
    }
  }

  /**
   * Each beacon is over its address's minute when the window's new total plus its offset passes the
   * limit (as the batch statement judged it); a start lifts its rules when the statement named its group.
   */
  private settle(batch: Pending[], ipOffsets: number[], groups: number[], rows: BatchRows, now: number): void {
    const { grown, windows, lifted } = batchOutcome(rows);
    batch.forEach((e, i) => {
      const window = windows.get(e.beacon.ip)!;
      const over = window.hits + ipOffsets[i]! > this.options.limits.beaconsPerAddressPerMinute;
      this.tell(e, null, over ? Math.max(1, Math.ceil((window.resetAt - now) / 1000)) : 0, lifted.has(groups[i]!));
    });
    if (!grown.length) return;
    // The senders are answered: a hook that fails must not stop the meter.
    try {
      this.options.onCommitted?.(grown);
    } catch (err) {
      this.options.log?.({ level: 'error', msg: 'reporting a committed batch failed', error: (err as Error).message });
    }
  }

  /** Tells one sender; a callback that throws is logged, and the rest of the batch and the meter go on. */
  private tell(e: Pending, err: Error | null, wait?: number, lift?: boolean): void {
    try {
      e.done(err, wait, lift);
    } catch (thrown) {
      this.options.log?.({ level: 'error', msg: 'answering a beacon failed', error: (thrown as Error).message });
    }
  }

  /** Once per process and month, off the request path: the dedupe rows of earlier months go, and the days no longer charted. */
  private pruneBefore(yearMonth: string): void {
    if (yearMonth <= this.prunedBefore || this.pruning) return;
    const previous = this.prunedBefore;
    this.prunedBefore = yearMonth;
    this.pruning = (async () => {
      try {
        await deleteVisitsBefore(this.db, yearMonth);
        await deleteDaysNotKept(this.db, yearMonth);
      } catch (err) {
        this.prunedBefore = previous; // tried again after a later batch
        this.options.log?.({ level: 'error', msg: 'pruning old session visits failed', error: (err as Error).message });
      } finally {
        this.pruning = undefined;
      }
    })();
  }
}

/**
 * The batch statement's parameters for these beacons at `now` under `limits`, each beacon's place
 * among its address's, and each start's group (0 for an end).
 */
export function batchArgs(batch: Beacon[], now: number, months: VisitMonths, limits: CollectLimits): { ipOffsets: number[]; groups: number[]; args: unknown[] } {
  const { ipOffsets, groups, params, addresses } = batchParams(batch, months);
  const at = new Date(now);
  return {
    ipOffsets,
    groups,
    args: [...params, at, limits.beaconsPerAddressPerMinute, limits.sessionsPerAddressPerHour, at.toISOString().slice(0, 10), addresses],
  };
}

/**
 * The batch statement's first thirteen parameters: the (store, sender) pairs with their number of
 * starts and the senders with their number of beacons (the hits on their windows); the groups of
 * starts that share a pair, a page host and an address (and the batch's months); and each start's
 * visit, group and places, as offsets from the last (0 for the last, -1 for the one before...) among
 * its sender's beacons and among its pair's starts, so the statement needs no ranking. Also the
 * groups' addresses (the eighteenth) and each beacon's group (0 for an end).
 */
function batchParams(batch: Beacon[], { yearMonth, neighbourMonth }: VisitMonths): { ipOffsets: number[]; groups: number[]; params: unknown[]; addresses: string } {
  const { offsets: ipOffsets, counts: perAddress } = placesFromLast(batch, (e) => e.ip);
  const starts = batch.flatMap((e, i) => (e.kind === 'start' ? [{ e, at: i, ipOffset: ipOffsets[i]!, pair: `${e.storeId} ${e.ip}` }] : []));
  const { offsets: pairOffsets, counts: perPair } = placesFromLast(starts, (s) => s.pair);
  const pairNumbers = new Map([...perPair.keys()].map((pair, i) => [pair, i + 1]));
  const groupNumbers = new Map<string, number>();
  const groups: [pair: number, Beacon][] = [];
  const startGroups = starts.map(({ e, pair }) => {
    const pairNumber = pairNumbers.get(pair)!;
    // Host names and addresses hold no line break.
    const key = `${pairNumber}\n${e.pageHost}\n${e.address}`;
    let group = groupNumbers.get(key);
    if (group === undefined) {
      groupNumbers.set(key, (group = groups.push([pairNumber, e])));
    }
    return group;
  });
  // A store id is a UUID, so the first space ends it; an address named by a proxy may hold spaces.
  const pairs = [...perPair.keys()].map((pair) => {
    const space = pair.indexOf(' ');
    return [pair.slice(0, space), pair.slice(space + 1)] as const;
  });
  const params = [
    plainArray(pairs.map(([storeId]) => storeId)),
    textArray(pairs.map(([, ip]) => ip)),
    plainArray([...perPair.values()]),
    textArray([...perAddress.keys()]),
    plainArray([...perAddress.values()]),
    plainArray(groups.map(([pair]) => pair)),
    textArray(groups.map(() => yearMonth)),
    textArray(groups.map(() => neighbourMonth)),
    textArray(groups.map(([, e]) => e.pageHost)),
    plainArray(starts.map(({ e }) => e.visitId)),
    plainArray(startGroups),
    plainArray(starts.map((s) => s.ipOffset)),
    plainArray(pairOffsets),
  ];
  const groupOfBeacon = new Array<number>(batch.length).fill(0);
  starts.forEach((s, i) => (groupOfBeacon[s.at] = startGroups[i]!));
  return { ipOffsets, groups: groupOfBeacon, params, addresses: textArray(groups.map(([, e]) => e.address)) };
}

// The arrays go as PostgreSQL array literals, written here: both drivers pass a literal through as it
// is, and their own serializing, element by element, cost a batch about twice as much (the embedded
// store's thread did it after each array was copied to it).
/** Numbers and UUIDs (checked as such): nothing in them needs quoting. */
const plainArray = (values: (number | string)[]) => `{${values.join(',')}}`;
// Tested before replacing: most elements hold neither, and the test alone is cheaper than a replace.
const QUOTED = /[\\"]/;
const EVERY_QUOTED = new RegExp(QUOTED.source, 'g');
/** Text of any kind, each element quoted ('' included) and its backslashes and quotes escaped. */
const textArray = (values: string[]) => `{${values.map((v) => `"${QUOTED.test(v) ? v.replace(EVERY_QUOTED, '\\$&') : v}"`).join(',')}}`;

/** Each item's place among the items of its key, counted back from the last (0, -1, ...), and each key's count. */
function placesFromLast<T>(items: T[], keyOf: (item: T) => string): { offsets: number[]; counts: Map<string, number> } {
  const keys = items.map(keyOf);
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  const seen = new Map<string, number>();
  const offsets = keys.map((key) => {
    const place = (seen.get(key) ?? 0) + 1;
    seen.set(key, place);
    return place - counts.get(key)!;
  });
  return { offsets, counts };
}
