import { writeSync } from 'node:fs';

/** A log line: one JSON object, stamped with its time when written. */
export type LogLine = Record<string, unknown>;

/** What may wait for a reader that is behind before new lines are dropped (and counted). */
const MAX_WAITING_BYTES = 4 << 20;
/** How long an exiting process waits for a reader that is behind. */
const EXIT_WAIT_MS = 2000;
const RETRY_MS = 10;

let held: string[] = [];
/** Bytes standard output has not taken yet, oldest first. */
let waiting: Buffer[] = [];
let waitingBytes = 0;
let dropped = 0;
let retry: NodeJS.Timeout | undefined;
let started = false;
/** The exit's flush has run: a line logged after it (by a later exit listener) is written at once. */
let exited = false;
const pause = new Int32Array(new SharedArrayBuffer(4));

/** Writes what is waiting until standard output takes no more; answers whether all of it went. */
function writeWaiting(): boolean {
  while (waiting.length) {
    const chunk = waiting[0]!;
    let n: number;
    try {
      n = writeSync(1, chunk);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'EAGAIN') return false;
      waiting = []; // nowhere to write (a closed standard output)
      waitingBytes = 0;
      return true;
    }
    waitingBytes -= n;
    if (n < chunk.length) waiting[0] = chunk.subarray(n);
    else waiting.shift();
  }
  return true;
}

const stamped = (line: LogLine) => JSON.stringify({ time: new Date().toISOString(), ...line }) + '\n';

function queue(text: string): void {
  const bytes = Buffer.from(text);
  waiting.push(bytes);
  waitingBytes += bytes.length;
}

/** Once half the room is free again, a line says how many were dropped before the next ones. */
function noteDropped(): void {
  if (!dropped || waitingBytes >= MAX_WAITING_BYTES / 2) return;
  queue(stamped({ level: 'warn', msg: 'log lines dropped: standard output was not read', dropped }));
  dropped = 0;
}

/** Queues the held lines behind what is waiting, in one piece, as many as fit; the rest are counted as dropped. */
function queueHeld(): void {
  noteDropped();
  let fit = 0;
  let fitBytes = 0;
  for (; fit < held.length && !dropped; fit++) {
    const size = Buffer.byteLength(held[fit]!);
    if (waitingBytes + fitBytes + size > MAX_WAITING_BYTES) break;
    fitBytes += size;
  }
  if (fit) queue(held.slice(0, fit).join(''));
  dropped += held.length - fit;
  held = [];
}

function flush(): void {
  queueHeld();
  while (writeWaiting()) {
    if (!dropped) return;
    noteDropped();
  }
  retry ??= setTimeout(() => ((retry = undefined), flush()), RETRY_MS).unref();
}

/** At exit (after process.exit or an uncaught error too): what is held or waiting, within EXIT_WAIT_MS. */
function flushAtExit(): void {
  exited = true;
  queueHeld();
  const until = Date.now() + EXIT_WAIT_MS;
  while (!writeWaiting() && Date.now() < until) Atomics.wait(pause, 0, 0, 1);
}

/**
 * Writes a log line to standard output, one JSON object per line. The lines of one turn of the event
 * loop leave in one write: under load, a write for each request's line cost a fifth of answering it.
 * The server never waits for the reader: a pipe that is full is written again later, in order, while
 * up to MAX_WAITING_BYTES wait; lines beyond are dropped and a line says how many once there is room.
 * Lines still held or waiting when the process exits are written then, within EXIT_WAIT_MS; node's
 * own stream would drop them at exit.
 */
export function logToStdout(line: LogLine): void {
  if (!started) {
    started = true;
    // A pipe becomes non-blocking once node has opened its stream on it, so a full one answers EAGAIN
    // instead of stopping the server; files and terminals are written as before.
    void process.stdout;
    process.on('exit', flushAtExit);
  }
  if (!held.length && !exited) setImmediate(flush);
  held.push(stamped(line));
  if (exited) flushAtExit();
}
