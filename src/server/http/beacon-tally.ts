import type { LogLine } from '../log-lines.js';

const EVERY_MS = 60_000;

export interface BeaconTally {
  /** One beacon answered without an error (202, or 204 to a preflight), and how long it took. */
  count(status: number, ms: number): void;
  /** Writes what is still counted and stops the timer (graceful stop, once the HTTP server has closed). */
  close(): void;
}

/**
 * The request log's account of the beacons answered without an error: one line a minute with how
 * many were answered per status and the slowest answer, instead of a line each. Beacons come from
 * every visitor of every store, so a line each was most of the log and about a sixth of the server's
 * time answering them. A beacon refused (4xx) or failed (5xx) still gets its own line with its eventId.
 */
export function beaconTally(log: (line: LogLine) => void, everyMs = EVERY_MS): BeaconTally {
  let answered = new Map<number, number>();
  let slowestMs = 0;
  let since = Date.now();
  const write = () => {
    if (answered.size) log({ level: 'info', msg: 'beacons answered', path: '/api/collect', since: new Date(since).toISOString(), answered: Object.fromEntries(answered), slowestMs });
    answered = new Map();
    slowestMs = 0;
    since = Date.now();
  };
  const timer = setInterval(write, everyMs);
  timer.unref();
  // A process that ends without a graceful stop (an uncaught error, a forced exit) still writes them.
  process.on('exit', write);
  return {
    count(status, ms) {
      answered.set(status, (answered.get(status) ?? 0) + 1);
      if (ms > slowestMs) slowestMs = ms;
    },
    close() {
      clearInterval(timer);
      process.off('exit', write);
      write();
    },
  };
}
