import { createContext, useCallback, useContext, useEffect, useMemo, useReducer, type ReactNode } from 'react';
import type { Me } from '../../shared/api-types.js';
import { useApi, useQuery } from '../api/ApiProvider.js';
import { logout as logoutCall, meQuery } from '../api/endpoints.js';
import { onOtherTabToken, readToken, writeToken } from '../api/token.js';

/** The account's fields (from GET /auth/me) are absent until it has loaded, and after sign-out. */
export interface SessionState extends Partial<Omit<Me, 'accountId' | 'userId'>> {
  token: string | null;
  /** True from having a token until the account data (GET /auth/me) has arrived or failed. */
  loading: boolean;
  accountId: string | null;
  userId: string | null;
  error: string | null;
  /** Signed out because the server refused the token (expired, or signed out elsewhere), not by Logout. */
  ended: boolean;
}

export type SessionAction =
  | { type: 'credentialsSet'; token: string }
  | { type: 'accountLoaded'; me: Me }
  | { type: 'accountFailed'; message: string }
  | { type: 'loggedOut' }
  | { type: 'sessionEnded' };

export const initialSession = (token: string | null): SessionState => ({ token, loading: Boolean(token), accountId: null, userId: null, error: null, ended: false });

export function sessionReducer(state: SessionState, action: SessionAction): SessionState {
  switch (action.type) {
    case 'credentialsSet':
      return { ...state, token: action.token, loading: true, error: null };
    case 'accountLoaded':
      return { ...state, ...action.me, loading: false, error: null };
    case 'accountFailed':
      return { ...state, loading: false, error: action.message };
    case 'loggedOut':
      return initialSession(null);
    case 'sessionEnded':
      return { ...initialSession(null), ended: true };
  }
}

interface SessionContextValue extends SessionState {
  /** Keeps the token of a sign-in and loads the account behind it. */
  setCredentials: (token: string) => void;
  /** Ends the session here and on the server. */
  logout: () => void;
  /** Fetches the account data again, skipping the cache (or only when it is older than olderThanMs). */
  refreshAccount: (options?: { olderThanMs?: number }) => Promise<void>;
}

const SessionContext = createContext<SessionContextValue | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const api = useApi();
  const [state, dispatch] = useReducer(sessionReducer, null, () => initialSession(readToken()));
  const account = useQuery(meQuery, undefined, { skip: !state.token });

  const clearSession = useCallback(
    (ended: boolean) => {
      writeToken(null);
      api.cache.clear();
      dispatch({ type: ended ? 'sessionEnded' : 'loggedOut' });
    },
    [api],
  );

  // A 401 from a signed-in call means the token no longer works anywhere.
  useEffect(() => api.onUnauthorized(() => readToken() && clearSession(true)), [api, clearSession]);

  // Another tab signed in or out: this one follows at once.
  useEffect(
    () =>
      onOtherTabToken((token) => {
        api.cache.clear();
        dispatch(token ? { type: 'credentialsSet', token } : { type: 'sessionEnded' });
      }),
    [api],
  );

  useEffect(() => {
    if (!state.token) return;
    if (account.status === 'fulfilled' && account.data && !account.isFetching) dispatch({ type: 'accountLoaded', me: account.data });
    else if (account.status === 'rejected' && account.error?.status !== 401) {
      dispatch({ type: 'accountFailed', message: account.error!.message });
    }
  }, [state.token, account.status, account.data, account.error, account.isFetching]);

  const value = useMemo<SessionContextValue>(
    () => ({
      ...state,
      setCredentials: (token) => {
        writeToken(token);
        api.cache.clear();
        dispatch({ type: 'credentialsSet', token });
      },
      logout: () => {
        if (state.token) void api.call(logoutCall.request()).catch(() => {});
        clearSession(false);
      },
      // Dispatches itself, so a navigation right after it already sees the new account data.
      refreshAccount: async ({ olderThanMs } = {}) => {
        if (olderThanMs !== undefined && !api.cache.olderThan(meQuery.key(), olderThanMs)) return;
        await account.refetch();
        const fresh = api.cache.getState<Me>(meQuery.key());
        if (fresh.status === 'fulfilled' && fresh.data) dispatch({ type: 'accountLoaded', me: fresh.data });
      },
    }),
    [state, api, clearSession, account.refetch],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession needs a SessionProvider');
  return value;
}
