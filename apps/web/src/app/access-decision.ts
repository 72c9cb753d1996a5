/**
 * Route guard decisions (spec §2.1) as a pure function of the page, the visitor's role and the path, read from
 * the shared access table so the web and the server never disagree about who may open what.
 */
import { PAGES, firstRouteFor, type PageKey, type Role } from '@stoa/shared';
import { PATHS, isBuilt } from './paths.ts';

export type AccessDecision = 'allow' | { redirect: string };

export function decideAccess(page: PageKey, role: Role | null, pathname: string): AccessDecision {
  const { access } = PAGES[page];
  if (access === 'public') return 'allow';
  if (access === 'unauth') {
    if (role === null) return 'allow';
    // The login screen sends a signed-in user home; every other signed-out-only page is forbidden to them.
    return { redirect: pathname === PATHS.login ? PATHS.home : PATHS.forbidden };
  }
  if (role === null) return { redirect: PATHS.login };
  if (!(access as readonly Role[]).includes(role)) return { redirect: PATHS.forbidden };
  // `/` is not a page of its own: it opens the first built route for the role (spec §2.2).
  if (page === 'home') return { redirect: firstRouteFor(role, isBuilt) };
  return 'allow';
}
