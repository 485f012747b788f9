import type { ApiError } from './errors.js';

export type Tag = 'Auth' | 'Stores' | 'IPs' | 'Users' | 'Analytics';
export type RequestStatus = 'uninitialized' | 'pending' | 'fulfilled' | 'rejected';

export interface QueryState<T = unknown> {
  status: RequestStatus;
  data?: T;
  error?: ApiError;
  /** True while a request is under way, including a refetch of data already shown. */
  isFetching: boolean;
}

interface Entry {
  state: QueryState;
  tags: readonly Tag[];
  fetcher: () => Promise<unknown>;
  listeners: Set<() => void>;
  inFlight?: Promise<void>;
  stale: boolean;
  /** When the data last arrived (ms since the epoch). */
  fetchedAt: number;
  evictTimer?: ReturnType<typeof setTimeout>;
}

/** A query not fetched yet (or skipped). */
export const UNINITIALIZED: QueryState<never> = { status: 'uninitialized', isFetching: false };

/** Query results by key, each tagged with the data groups it shows, kept for `keepMs` after its last subscriber leaves. */
export class QueryCache {
  private entries = new Map<string, Entry>();
  private primed = new Map<string, Promise<unknown>>();

  constructor(private keepMs = 60_000) {}

  getState<T>(key: string): QueryState<T> {
    return (this.entries.get(key)?.state ?? UNINITIALIZED) as QueryState<T>;
  }

  /** Registers the query and a listener; the returned function unsubscribes. */
  subscribe(key: string, tags: readonly Tag[], fetcher: () => Promise<unknown>, listener: () => void): () => void {
    let entry = this.entries.get(key);
    if (!entry) {
      entry = { state: UNINITIALIZED, tags, fetcher, listeners: new Set(), stale: true, fetchedAt: 0 };
      this.entries.set(key, entry);
    }
    entry.fetcher = fetcher;
    clearTimeout(entry.evictTimer);
    entry.listeners.add(listener);
    const held = entry;
    return () => {
      held.listeners.delete(listener);
      if (held.listeners.size === 0 && this.entries.get(key) === held) {
        held.evictTimer = setTimeout(() => {
          if (held.listeners.size === 0 && this.entries.get(key) === held) this.entries.delete(key);
        }, this.keepMs);
      }
    };
  }

  /**
   * A request already under way for a query nobody has asked for yet (the page's first call, sent
   * before the screens that want it have loaded): its first fetch takes the answer, and only if the
   * request fails does it ask the server itself, through its own fetcher (where failures are handled).
   */
  prime(key: string, request: Promise<unknown>): void {
    request.catch(() => {});
    this.primed.set(key, request);
  }

  /** Fetches when there is no fresh data (or always with force); concurrent calls share one request. */
  fetch(key: string, force = false): Promise<void> {
    const entry = this.entries.get(key);
    if (!entry) return Promise.resolve();
    if (entry.inFlight) return entry.inFlight;
    if (!force && !entry.stale && entry.state.status === 'fulfilled') return Promise.resolve();
    this.set(entry, { ...entry.state, status: entry.state.status === 'fulfilled' ? 'fulfilled' : 'pending', isFetching: true });
    const early = this.primed.get(key);
    this.primed.delete(key);
    entry.inFlight = (early ? early.catch(() => entry.fetcher()) : entry.fetcher())
      .then(
        (data) => {
          entry.stale = false;
          entry.fetchedAt = Date.now();
          this.set(entry, { status: 'fulfilled', data, isFetching: false });
        },
        (error: ApiError) => {
          entry.stale = true;
          this.set(entry, { status: 'rejected', data: entry.state.data, error, isFetching: false });
        },
      )
      .finally(() => {
        entry.inFlight = undefined;
      });
    return entry.inFlight;
  }

  /** Marks every query showing one of these groups as stale: watched ones refetch, unwatched ones are dropped. */
  invalidate(tags: readonly Tag[]): void {
    for (const [key, entry] of this.entries) {
      if (!entry.tags.some((t) => tags.includes(t))) continue;
      entry.stale = true;
      // A request already under way may hold data from before the change: fetch again after it.
      if (entry.listeners.size > 0) void (entry.inFlight ?? Promise.resolve()).then(() => this.fetch(key, true));
      else {
        clearTimeout(entry.evictTimer);
        this.entries.delete(key);
      }
    }
  }

  /**
   * Changes cached data in place with what a mutation's answer says, instead of fetching it again; the
   * data counts as fresh. Nothing happens when the query holds no data (its first fetch gets it all).
   */
  update<T>(key: string, change: (data: T) => T): void {
    const entry = this.entries.get(key);
    if (entry?.state.status !== 'fulfilled' || entry.inFlight) {
      if (entry) entry.stale = true;
      return;
    }
    entry.stale = false;
    this.set(entry, { ...entry.state, data: change(entry.state.data as T) });
  }

  /** Whether the query's data arrived more than `ms` ago (or has not arrived). */
  olderThan(key: string, ms: number): boolean {
    const entry = this.entries.get(key);
    return !entry || entry.state.status !== 'fulfilled' || Date.now() - entry.fetchedAt > ms;
  }

  /** Forgets everything (on logout), so one user's data never shows to the next. */
  clear(): void {
    for (const entry of this.entries.values()) clearTimeout(entry.evictTimer);
    this.entries.clear();
    this.primed.clear();
  }

  private set(entry: Entry, state: QueryState): void {
    entry.state = state;
    for (const l of [...entry.listeners]) l();
  }
}
