import { describe, expect, it } from 'vitest';
import { PAGES, ROLES, type PageKey, type Role } from '@stoa/shared';
import { decideAccess } from './access-decision.ts';
import { isBuilt } from './paths.ts';

const UNAUTH_PAGES = ['login', 'preRegister', 'setPassword', 'forgotPassword'] as const satisfies PageKey[];
const AUTH_PAGES = (Object.keys(PAGES) as PageKey[]).filter(
  (page) => PAGES[page].access !== 'unauth' && PAGES[page].access !== 'public',
);

describe('decideAccess: signed out', () => {
  it.each(UNAUTH_PAGES)('opens the signed-out page %s', (page) => {
    expect(decideAccess(page, null, PAGES[page].path)).toBe('allow');
  });

  it.each(AUTH_PAGES)('sends a visitor on %s to /login', (page) => {
    expect(decideAccess(page, null, PAGES[page].path)).toEqual({ redirect: '/login' });
  });

  it('opens the forbidden page', () => {
    expect(decideAccess('forbidden', null, '/forbidden')).toBe('allow');
  });
});

describe.each(ROLES)('decideAccess: signed in as %s', (role: Role) => {
  it('sends the user from /login to /', () => {
    expect(decideAccess('login', role, '/login')).toEqual({ redirect: '/' });
  });

  it.each(UNAUTH_PAGES.filter((p) => p !== 'login'))('sends the user from %s to /forbidden', (page) => {
    expect(decideAccess(page, role, PAGES[page].path)).toEqual({ redirect: '/forbidden' });
  });

  it('opens /landing, /profile, /change-password and /forbidden', () => {
    for (const page of ['landing', 'profile', 'changePassword', 'forbidden'] as const) {
      expect(decideAccess(page, role, PAGES[page].path)).toBe('allow');
    }
  });

  it('sends / to the first built route for the role', () => {
    // Spec §2.2: the Admin's first route is the Users List; every other role opens the dashboard.
    expect(decideAccess('home', role, '/')).toEqual({ redirect: role === 'Admin' ? '/admin/users' : '/landing' });
  });

  it('allows exactly the pages whose roles include it, and forbids the rest', () => {
    for (const page of AUTH_PAGES.filter((p) => p !== 'home')) {
      const roles = PAGES[page].access as readonly Role[];
      const expected = roles.includes(role) ? 'allow' : { redirect: '/forbidden' };
      expect(decideAccess(page, role, PAGES[page].path), page).toEqual(expected);
    }
  });
});

describe('decideAccess: spot checks from spec §2.2', () => {
  it.each([
    ['hangfire', 'Admin', 'allow'],
    ['hangfire', 'SLDCBusinessUser', { redirect: '/forbidden' }],
    ['adminUsers', 'OABusinessUser', { redirect: '/forbidden' }],
    ['traders', 'OABusinessUser', 'allow'],
    ['traders', 'Trader', { redirect: '/forbidden' }],
    ['entities', 'Trader', 'allow'],
    ['registrations', 'Admin', { redirect: '/forbidden' }],
    ['registrations', 'DISCOMBusinessUser', 'allow'],
    ['eBidding', 'TRANSCOBusinessUser', { redirect: '/forbidden' }],
    ['intraStateStoa', 'SLDCBusinessUser', 'allow'],
    ['intraStateStoa', 'SLDCApproverI', { redirect: '/forbidden' }],
    ['standingClearance', 'OABusinessUser', { redirect: '/forbidden' }],
    ['configurations', 'SLDCApproverII', { redirect: '/forbidden' }],
  ] as const)('%s as %s', (page, role, expected) => {
    expect(decideAccess(page, role, PAGES[page].path)).toEqual(expected);
  });
});

describe('isBuilt', () => {
  it('knows the pages of this build, ignoring query and hash', () => {
    expect(isBuilt('/landing')).toBe(true);
    expect(isBuilt('/landing?tab=1#top')).toBe(true);
    expect(isBuilt('/login')).toBe(true);
    expect(isBuilt('/profile')).toBe(true);
    expect(isBuilt('/hangfire')).toBe(true);
    expect(isBuilt('/configurations')).toBe(false);
    expect(isBuilt('/admin/users')).toBe(true);
    expect(isBuilt('/landing/extra')).toBe(false);
    // The page the router picks: a named payments page before a payment's id.
    expect(isBuilt('/payments/7')).toBe(true);
    expect(isBuilt('/payments/dashboard')).toBe(true);
    expect(isBuilt('/payments/challan')).toBe(true);
    expect(isBuilt('/payments/ebidding')).toBe(true);
  });
});
