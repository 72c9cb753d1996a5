import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@stoa/shared';
import { completeLogin } from '../lib/auth-session.ts';
import { buildSignedInUser } from '../test/factories.ts';
import { stubFetch, success } from '../test/fetch-stub.ts';
import { renderRoutes } from '../test/render.tsx';
import { routes } from './router.tsx';

const EMPTY = { registrationList: [], dataCount: 0 };

function stubApi() {
  return stubFetch({
    'GET /api/Notification/NotificationCount': () => success({ count: 0 }),
    'GET /api/Dashboard/Summary': () =>
      success({ role: 'OABusinessUser', entityName: null, lastSignInAt: null, tiles: [] }),
    'GET /api/Registration/GetInjectingEntityRegistrations': () => success(EMPTY),
    'GET /api/Registration/GetTranscoDiscomRegistrations': () => success(EMPTY),
    'GET /api/Registration/GetRenewalRegistrations': () => success(EMPTY),
  });
}

const linksOf = (section: HTMLElement) =>
  within(section)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('registration routes', { timeout: 20_000 }, () => {
  it('gives an applicant Registration and Renewal of Registration, and Traders', async () => {
    completeLogin(buildSignedInUser());
    stubApi();
    const { router } = renderRoutes(routes, '/landing');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(linksOf(within(nav).getByRole('list', { name: 'Registration' }))).toEqual([
      ['Registration', '/registrations'],
      ['Renewal of Registration', '/registrations/renew'],
      ['Inter-State Registration', '/inter-state-registration'],
    ]);
    expect(linksOf(within(nav).getByRole('list', { name: 'Parties' }))).toEqual([['Traders', '/traders']]);

    await userEvent.click(within(nav).getByRole('link', { name: 'Renewal of Registration' }));
    expect(await screen.findByRole('heading', { name: 'Renewal of Registration' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/registrations/renew');
    expect(within(nav).getByRole('link', { name: 'Registration' })).not.toHaveClass('active');
  });

  it('gives a DISCOM user the request lists', async () => {
    completeLogin(buildSignedInUser({ role: 'DISCOMBusinessUser', entityType: null }));
    stubApi();
    renderRoutes(routes, '/registrations');
    expect(await screen.findByRole('heading', { name: 'Registration Requests' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(linksOf(within(nav).getByRole('list', { name: 'Registration' }))).toEqual([
      ['Registration Requests', '/registrations'],
      ['Renewal Requests', '/registrations/renew'],
      ['Inter-State Registration', '/inter-state-registration'],
    ]);
  });

  it('answers an unknown registration path with 404 and keeps the Admin out', async () => {
    completeLogin(buildSignedInUser());
    stubApi();
    const oa = renderRoutes(routes, '/registrations/no/such/page');
    expect(await screen.findByText(MESSAGES.notFound)).toBeInTheDocument();
    oa.unmount();

    completeLogin(buildSignedInUser({ role: 'Admin', entityType: null }));
    const admin = renderRoutes(routes, '/registrations');
    await waitFor(() => expect(admin.router.state.location.pathname).toBe('/forbidden'));
  });
});
