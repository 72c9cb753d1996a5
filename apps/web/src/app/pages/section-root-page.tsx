import { Navigate, useLocation } from 'react-router';
import { firstNavPathUnder } from '@stoa/shared';
import { useSignedInUser } from '../../lib/auth-session.ts';
import { isBuilt } from '../paths.ts';
import { NotFoundPage } from './not-found-page.tsx';

/**
 * A section of the access table with no page of its own (`/payments/*`, `/configurations/*`): its bare root opens the
 * role's first nav item under it (the nav decides, never a per-role list); anything else under it, or a role whose
 * nav has nothing there, gets the 404 page. The route's guard has already turned away the roles it does not admit.
 */
export function SectionRootPage({ root }: { root: string }) {
  const role = useSignedInUser()?.role;
  const { pathname } = useLocation();
  const isRoot = pathname.replace(/\/+$/, '') === root;
  const first = role && isRoot ? firstNavPathUnder(role, root, isBuilt) : undefined;
  if (first) return <Navigate to={first} replace />;
  return <NotFoundPage />;
}
