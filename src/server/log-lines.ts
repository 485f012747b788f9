import { writeSync } from 'node:fs';

/** A log line: one JSON object, stamped with its time when written. */
export type LogLine = Record<string, unknown>;

let held: string[] = [];
let registered = false;
const pause = new Int32Array(new SharedArrayBuffer(4));

/**
 * Writes the held lines to standard output and returns once they are all there, whatever it is: a
 * file, a pipe or a terminal. A pipe whose reader is behind (EAGAIN) is waited for, so no line is lost
 * or reordered, at exit included; node's own stream would queue them and drop the queue at exit.
 */
function flush(): void {
  if (!held.length) return;
  const bytes = Buffer.from(held.join(''));
  held = [];
  for (let done = 0; done < bytes.length; ) {
    try {
      done += writeSync(1, bytes, done);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EAGAIN') return; // nowhere to write (a closed stdout)
      Atomics.wait(pause, 0, 0, 1);
    }
  }
}

/**
 * Writes a log line to standard output, one JSON object per line. The lines of one turn of the event
 * loop leave in one write: under load, a write for each request's line cost a fifth of answering it.
 * Lines still held when the process exits, even after an uncaught error, are written then.
 */
export function logToStdout(line: LogLine): void {
  if (!registered) {
    registered = true;
    process.on('exit', flush);
  }
  if (!held.length) setImmediate(flush);
  held.push(JSON.stringify({ time: new Date().toISOString(), ...line }) + '\n');
}
