import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { readToken } from '../api/token.js';
import { useSession } from '../state/session.js';
import { FullPageSpinner } from '../ui/Spinner.js';
import { AccountLoadError } from '../features/errors/AccountLoadError.js';

/** Sign-in pages: anyone holding a token (in state or in storage) goes to /. */
export function PublicOnly({ children }: { children: ReactNode }) {
  const { token } = useSession();
  if (token || readToken()) return <Redirect key="/" to="/" replace />;
  return <>{children}</>;
}

/** Signed-in pages: no token goes to /ap/login; the account data must have loaded. */
export function Private({ children }: { children: ReactNode }) {
  const { token, loading, error, onboardingStep } = useSession();
  if (!token) return <Redirect key="/ap/login" to="/ap/login" replace />;
  if (loading && !onboardingStep) return <FullPageSpinner />;
  if (error && !onboardingStep) return <AccountLoadError message={error} />;
  return <>{children}</>;
}
