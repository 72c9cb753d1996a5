import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REPORT_TITLES, type Role } from '@stoa/shared';
import { completeLogin } from '../lib/auth-session.ts';
import { buildSignedInUser } from '../test/factories.ts';
import { stubFetch, success } from '../test/fetch-stub.ts';
import { renderRoutes } from '../test/render.tsx';
import { routes } from './router.tsx';

function stubApi(role: Role) {
  return stubFetch({
    'GET /api/Notification/NotificationCount': () => success({ count: 0 }),
    'GET /api/Dashboard/Summary': () => success({ role, entityName: null, lastSignInAt: null, tiles: [] }),
    'GET /api/Report/Get/PendingRegistrations': () => success({ rows: [], dataCount: 0, totals: {}, chart: null }),
    'GET /api/Report/FilterOptions/PendingRegistrations': () => success({ entities: [], corridors: [] }),
  });
}

function signIn(role: Role) {
  const isApplicant = role === 'OABusinessUser' || role === 'Trader';
  completeLogin(buildSignedInUser(isApplicant ? { role } : { role, entityType: null }));
  stubApi(role);
}

const reportsNav = async () => {
  const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
  return within(nav).getByRole('list', { name: 'Reports' });
};

describe('reports routes', { timeout: 20_000 }, () => {
  it("gives an OA applicant 13 reports in two columns, none of the SLDC's own", async () => {
    signIn('OABusinessUser');
    renderRoutes(routes, '/landing');
    const list = await reportsNav();
    expect(list).toHaveAttribute('data-columns', '2');
    expect(within(list).getAllByRole('link')).toHaveLength(13);
    expect(within(list).getByRole('link', { name: REPORT_TITLES.ApplicationDetails })).toHaveAttribute(
      'href',
      '/reports/ApplicationDetails',
    );
    expect(within(list).queryByRole('link', { name: REPORT_TITLES.MarginAvailibility })).not.toBeInTheDocument();
  });

  it('gives a DISCOM user its two reports, and a link opens the report page', async () => {
    signIn('DISCOMBusinessUser');
    const { router } = renderRoutes(routes, '/landing');
    const list = await reportsNav();
    expect(list).toHaveAttribute('data-columns', '1');
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Pending Registrations', 'Registration Application Status']);
    await userEvent.click(within(list).getByRole('link', { name: 'Pending Registrations' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pending Registrations' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/reports/PendingRegistrations');
  });

  it('sends a utility user from a report it may not read to /forbidden, and keeps the Admin out', async () => {
    signIn('TRANSCOBusinessUser');
    const transco = renderRoutes(routes, '/reports/FinancialSummary');
    await waitFor(() => expect(transco.router.state.location.pathname).toBe('/forbidden'));
    transco.unmount();
    signIn('Admin');
    const admin = renderRoutes(routes, '/reports/FinancialSummary');
    await waitFor(() => expect(admin.router.state.location.pathname).toBe('/forbidden'));
  });
});
