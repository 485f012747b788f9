import { createContext, useCallback, useContext, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { QueryCache, UNINITIALIZED, type QueryState, type Tag } from './cache.js';
import { ApiError } from './errors.js';
import { request, type RequestSpec } from './request.js';
import { readToken } from './token.js';

export interface QueryDef<Arg, Result> {
  key: (arg: Arg) => string;
  tags: readonly Tag[];
  request: (arg: Arg) => RequestSpec;
  /** Turns the answer into what the screen uses, e.g. {stores} into the list. */
  select?: (answer: any) => Result;
}

export interface MutationDef<Arg, Result> {
  request: (arg: Arg) => RequestSpec;
  invalidates: readonly Tag[];
  /** Puts what the answer says into cached queries, so they need no refetch. */
  update?: (cache: QueryCache, answer: Result) => void;
  _result?: Result;
}

interface Api {
  cache: QueryCache;
  call<T>(spec: RequestSpec): Promise<T>;
  /** Calls `listener` whenever the server answers 401 (the token no longer works); returns the unsubscribe. */
  onUnauthorized(listener: () => void): () => void;
}

const ApiContext = createContext<Api | null>(null);

/**
 * The fetch wrapper shared by every screen: the stored token on each call, the query cache, and every
 * failure handed to `onError` (the app records them) before the caller sees it.
 */
export function ApiProvider({ children, cache, onError }: { children: ReactNode; cache?: QueryCache; onError?: (error: unknown) => void }) {
  const [queryCache] = useState(() => cache ?? new QueryCache());
  const [unauthorized] = useState(() => new Set<() => void>());
  const api = useMemo<Api>(
    () => ({
      cache: queryCache,
      async call<T>(spec: RequestSpec) {
        const token = readToken();
        try {
          return await request<T>(spec, token);
        } catch (err) {
          onError?.(err);
          if (!(token && err instanceof ApiError && err.status === 401)) throw err;
          // The session has ended: the app goes to the sign-in page, which says so. The call never
          // settles, so the screen that made it shows no failure of its own on the way out.
          for (const listener of unauthorized) listener();
          return new Promise<never>(() => {});
        }
      },
      onUnauthorized(listener) {
        unauthorized.add(listener);
        return () => unauthorized.delete(listener);
      },
    }),
    [queryCache, onError, unauthorized],
  );
  return <ApiContext.Provider value={api}>{children}</ApiContext.Provider>;
}

export function useApi(): Api {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi needs an ApiProvider');
  return api;
}

export interface QueryResult<T> extends QueryState<T> {
  isLoading: boolean;
  refetch: () => Promise<void>;
}

/** Subscribes to a cached query: fetched on first use, shared by every screen that shows it. */
export function useQuery<Arg, Result>(def: QueryDef<Arg, Result>, arg: Arg, options: { skip?: boolean } = {}): QueryResult<Result> {
  const { cache, call } = useApi();
  const key = def.key(arg);
  const skip = Boolean(options.skip);
  const fetcher = useCallback(async () => {
    const answer = await call(def.request(arg));
    return def.select ? def.select(answer) : answer;
    // The key names the argument; the fetcher is refreshed on every subscribe anyway.
  }, [call, key]);
  const subscribe = useCallback(
    (listener: () => void) => {
      if (skip) return () => {};
      const unsubscribe = cache.subscribe(key, def.tags, fetcher, listener);
      void cache.fetch(key);
      return unsubscribe;
    },
    [cache, key, skip, fetcher, def.tags],
  );
  const state = useSyncExternalStore(subscribe, () => (skip ? (UNINITIALIZED as QueryState<Result>) : cache.getState<Result>(key)));
  const refetch = useCallback(() => cache.fetch(key, true), [cache, key]);
  return {
    ...state,
    isLoading: !skip && (state.status === 'uninitialized' || state.status === 'pending'),
    refetch,
  };
}

export interface MutationState<Result> {
  status: QueryState['status'];
  data?: Result;
  error?: ApiError;
  isLoading: boolean;
}

/** A call that changes data: on success the tags it names are refetched wherever they show. */
export function useMutation<Arg, Result>(def: MutationDef<Arg, Result>): [(arg: Arg) => Promise<Result>, MutationState<Result>] {
  const { cache, call } = useApi();
  const [state, setState] = useState<MutationState<Result>>({ status: 'uninitialized', isLoading: false });
  const trigger = useCallback(
    async (arg: Arg) => {
      setState({ status: 'pending', isLoading: true });
      try {
        const data = await call<Result>(def.request(arg));
        setState({ status: 'fulfilled', data, isLoading: false });
        def.update?.(cache, data);
        cache.invalidate(def.invalidates);
        return data;
      } catch (err) {
        setState({ status: 'rejected', error: err as ApiError, isLoading: false });
        throw err;
      }
    },
    [cache, call, def],
  );
  return [trigger, state];
}
