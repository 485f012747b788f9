import { createContext, useCallback, useContext, useReducer, type ReactNode } from 'react';
import { toErrorEntry, type ApiErrorEntry } from '../api/errors.js';

// The log of the most recent failed API calls, each with the eventId the server logged it under. No
// screen shows it (each screen shows its own failure where it happened): it is there for support, to
// read in React's developer tools beside a customer, and for tests.
const KEEP = 50;

type Action = { type: 'added'; entry: ApiErrorEntry };

export function errorsReducer(state: ApiErrorEntry[], action: Action): ApiErrorEntry[] {
  return [...state, action.entry].slice(-KEEP);
}

interface ErrorsContextValue {
  errors: ApiErrorEntry[];
  addError: (error: unknown) => void;
}

const ErrorsContext = createContext<ErrorsContextValue | null>(null);

export function ErrorsProvider({ children }: { children: ReactNode }) {
  const [errors, dispatch] = useReducer(errorsReducer, []);
  const addError = useCallback((error: unknown) => dispatch({ type: 'added', entry: toErrorEntry(error) }), []);
  // A new value only when the log changes, the one time this provider renders again.
  return <ErrorsContext.Provider value={{ errors, addError }}>{children}</ErrorsContext.Provider>;
}

/** The log and its recorder; only below an ErrorsProvider (the app's Providers put one at the top). */
export const useErrors = (): ErrorsContextValue => useContext(ErrorsContext)!;
