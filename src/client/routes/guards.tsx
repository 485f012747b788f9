import type { ReactNode } from 'react';
import { Redirect, useSearch } from 'wouter';
import { readToken } from '../api/token.js';
import { useSession } from '../state/session.js';
import { safeNext } from './next.js';

/** Sign-in pages: anyone holding a token (in state or in storage) goes to /. */
export function PublicOnly({ children }: { children: ReactNode }) {
  const { token } = useSession();
  const next = safeNext(new URLSearchParams(useSearch()).get('next')) ?? '/';
  if (token || readToken()) return <Redirect key={next} to={next} replace />;
  return <>{children}</>;
}
