import type { ReactNode } from 'react';
import { ApiProvider } from './api/ApiProvider.js';
import type { QueryCache } from './api/cache.js';
import { ErrorBoundary } from './features/errors/ErrorBoundary.js';
import { ErrorsProvider } from './state/errors.js';
import { SessionProvider } from './state/session.js';
import { ToastProvider } from './ui/Toasts.js';

/** Everything a screen relies on, in the order they need each other. */
export function Providers({ children, cache }: { children: ReactNode; cache?: QueryCache }) {
  return (
    <ErrorBoundary>
      <ErrorsProvider>
        <ApiProvider cache={cache}>
          <SessionProvider>
            <ToastProvider>{children}</ToastProvider>
          </SessionProvider>
        </ApiProvider>
      </ErrorsProvider>
    </ErrorBoundary>
  );
}
