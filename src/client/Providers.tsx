import type { ReactNode } from 'react';
import { ApiProvider } from './api/ApiProvider.js';
import type { QueryCache } from './api/cache.js';
import { ErrorBoundary } from './features/errors/ErrorBoundary.js';
import { ErrorsProvider, useErrors } from './state/errors.js';
import { SessionProvider } from './state/session.js';
import { ToastProvider } from './ui/Toasts.js';

/** Everything a screen relies on, in the order they need each other. */
export function Providers({ children, cache }: { children: ReactNode; cache?: QueryCache }) {
  return (
    <ErrorBoundary>
      <ErrorsProvider>
        <ApiRecordingErrors cache={cache}>
          <SessionProvider>
            <ToastProvider>{children}</ToastProvider>
          </SessionProvider>
        </ApiRecordingErrors>
      </ErrorsProvider>
    </ErrorBoundary>
  );
}

/** The API, with every failed call recorded in the errors log. */
function ApiRecordingErrors({ children, cache }: { children: ReactNode; cache?: QueryCache }) {
  const { addError } = useErrors();
  return (
    <ApiProvider cache={cache} onError={addError}>
      {children}
    </ApiProvider>
  );
}
