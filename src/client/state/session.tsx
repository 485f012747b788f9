import { createContext, useCallback, useContext, useEffect, useMemo, useReducer, type ReactNode } from 'react';
import type { Me } from '../../shared/api-types.js';
import { useApi, useQuery } from '../api/ApiProvider.js';
import type { QueryState } from '../api/cache.js';
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

/**
 * The session as the token and the account query say (the query cache is the one place the account
 * is kept). A failure stays until the account loads: retrying shows the failure, not a spinner.
 */
export function sessionOf(token: string | null, ended: boolean, account: QueryState<Me>): SessionState {
  const error = account.error && account.error.status !== 401 ? account.error.message : null;
  const me = account.data;
  return { ...me, token, ended, error, loading: Boolean(token && !me && !error), accountId: me?.accountId ?? null, userId: me?.userId ?? null };
}

/** The session's own state: its token, and whether the server ended it. The account is the query cache's. */
export interface AuthState {
  token: string | null;
  ended: boolean;
}

export type AuthAction =
  /** A sign-in here, or in another tab. */
  | { type: 'signedIn'; token: string }
  /** Logout here (not ended), or the server refused the token, or another tab signed out (ended). */
  | { type: 'signedOut'; ended: boolean };

export function authReducer(state: AuthState, action: AuthAction): AuthState {
  switch (action.type) {
    case 'signedIn':
      return { ...state, token: action.token };
    case 'signedOut':
      return { token: null, ended: action.ended };
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
  const [{ token, ended }, dispatch] = useReducer(authReducer, undefined, () => ({ token: readToken(), ended: false }));
  const account = useQuery(meQuery, undefined, { skip: !token });

  const clearSession = useCallback(
    (ended: boolean) => {
      writeToken(null);
      api.cache.clear();
      dispatch({ type: 'signedOut', ended });
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
        dispatch(token ? { type: 'signedIn', token } : { type: 'signedOut', ended: true });
      }),
    [api],
  );

  const value = useMemo<SessionContextValue>(
    () => ({
      ...sessionOf(token, ended, account),
      setCredentials: (token) => {
        writeToken(token);
        api.cache.clear();
        dispatch({ type: 'signedIn', token });
      },
      logout: () => {
        if (token) void api.call(logoutCall.request()).catch(() => {});
        clearSession(false);
      },
      refreshAccount: async ({ olderThanMs } = {}) => {
        if (olderThanMs !== undefined && !api.cache.olderThan(meQuery.key(), olderThanMs)) return;
        await account.refetch();
      },
    }),
    [token, ended, account.data, account.error, api, clearSession, account.refetch],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession needs a SessionProvider');
  return value;
}
