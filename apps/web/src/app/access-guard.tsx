import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { PageKey } from '@stoa/shared';
import { useAuthSession } from '../lib/auth-session.ts';
import { decideAccess } from './access-decision.ts';
import { PATHS } from './paths.ts';

interface AccessGuardProps {
  page: PageKey;
  children?: ReactNode;
}

/**
 * Renders the page only when the visitor may open it. It re-renders on every session change, so a logout or a
 * failed token refresh sends the user to /login without a page reload.
 */
export function AccessGuard({ page, children }: AccessGuardProps) {
  const { user } = useAuthSession();
  const { pathname } = useLocation();
  const decision = decideAccess(page, user?.role ?? null, pathname);
  if (decision !== 'allow') return <Navigate to={decision.redirect} replace />;
  return <>{children}</>;
}

/** Keeps the signed-in layout (and its chunk) away from signed-out visitors: they go straight to /login. */
export function RequireSignedIn({ children }: { children: ReactNode }) {
  const { user } = useAuthSession();
  if (!user) return <Navigate to={PATHS.login} replace />;
  return <>{children}</>;
}
