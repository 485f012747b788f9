import { availableParallelism } from 'node:os';
import { tooManyRequests } from '../errors.js';

/** Likely a person signing in (a known account, from an address that has not been failing) or not. */
export type Lane = 'first' | 'rest';

interface Waiting {
  source: string | undefined;
  work: () => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (err: unknown) => void;
}

export interface HashQueueOptions {
  /** Hashes of the rest running at once; the first lane may run one more. Default: one fewer than the cores, at least one. */
  concurrency?: number;
  /** Hashes waiting in each lane at most; beyond that a request is refused at once (429). */
  maxWaiting?: number;
}

/**
 * Every password hash of the process goes through here. A hash is ~100 ms of CPU, so an anonymous
 * flood must not be able to queue unbounded work nor stand in front of a real sign-in: the queue is
 * small and bounded, the "first" lane is always served before the "rest", and it has one more slot
 * of its own, so it never waits for a hash of the rest to end.
 */
export class HashQueue {
  private running = 0;
  private readonly firstBySource = new Set<string>();
  /** Hashes started so far (tests check that a refused request hashed nothing). */
  started = 0;
  private readonly lanes: Record<Lane, Waiting[]> = { first: [], rest: [] };
  private readonly concurrency: number;
  private readonly maxWaiting: number;

  constructor(options: HashQueueOptions = {}) {
    this.concurrency = options.concurrency ?? Math.max(1, availableParallelism() - 1);
    this.maxWaiting = options.maxWaiting ?? 8;
  }

  /** Runs work in its lane; a source (an address) has at most one hash in the first lane, its others go to the rest. */
  run<T>(requested: Lane, work: () => Promise<T>, source?: string): Promise<T> {
    const lane = requested === 'first' && source !== undefined && this.firstBySource.has(source) ? 'rest' : requested;
    const waiting = this.lanes[lane];
    if (waiting.length >= this.maxWaiting) return Promise.reject(tooManyRequests(1));
    return new Promise<T>((resolve, reject) => {
      const first = lane === 'first' && source !== undefined;
      if (first) this.firstBySource.add(source);
      const release = () => first && this.firstBySource.delete(source);
      waiting.push({
        source,
        work,
        resolve: (value) => (release(), resolve(value as T)),
        reject: (err) => (release(), reject(err)),
      });
      this.next();
    });
  }

  private next(): void {
    for (;;) {
      const task =
        this.running < this.concurrency + 1 && this.lanes.first.length ? this.lanes.first.shift()
        : this.running < this.concurrency ? this.lanes.rest.shift()
        : undefined;
      if (!task) return;
      this.running += 1;
      this.started += 1;
      Promise.resolve()
        .then(task.work)
        .then(task.resolve, task.reject)
        .finally(() => {
          this.running -= 1;
          this.next();
        });
    }
  }
}
