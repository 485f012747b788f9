import type { ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { ConfirmEmailScreen } from '../features/auth/ConfirmEmailScreen.js';
import { AccountLoadError } from '../features/errors/AccountLoadError.js';
import { useSession } from '../state/session.js';
import { PageSpinner } from '../ui/Spinner.js';
import { signInPath } from './next.js';

// Part of the signed-in screens' chunks, not of the app's first download: sign-in does not need it.
/**
 * Signed-in pages: no token goes to sign in (and back here after); the account data must have loaded,
 * and its address must be confirmed (until then every such page asks for that, and stays where it is).
 */
export function Private({ children }: { children: ReactNode }) {
  const { token, loading, error, onboardingStep, emailVerified } = useSession();
  const [path] = useLocation();
  const search = useSearch();
  if (!token) return <Redirect key="/ap/login" to={signInPath(search ? `${path}?${search}` : path)} replace />;
  if (loading && !onboardingStep) return <PageSpinner whole label="Loading your account" />;
  if (error && !onboardingStep) return <AccountLoadError message={error} />;
  if (emailVerified === false) return <ConfirmEmailScreen />;
  return <>{children}</>;
}
