import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { completeLogin } from '../lib/auth-session.ts';
import { buildSignedInUser } from '../test/factories.ts';
import { stubFetch, success, type StubHandler } from '../test/fetch-stub.ts';
import { renderRoutes } from '../test/render.tsx';
import { routes } from './router.tsx';

function stubApi(overrides: Record<string, StubHandler | StubHandler[]> = {}) {
  return stubFetch({
    'GET /api/Notification/NotificationCount': () => success({ count: 0 }),
    'GET /api/Dashboard/Summary': () => success({ role: 'Admin', entityName: null, lastSignInAt: null, tiles: [] }),
    'GET /api/Configuration/Fees/GetAll': () => success({ fees: [] }),
    'GET /api/Configuration/BankDetails/GetAll': () => success({ view: 'public', accounts: [] }),
    'GET /api/Configuration/Tds/InterestPercentage/GetAll': () => success({ interestList: [], dataCount: 0 }),
    ...overrides,
  });
}

describe('configuration routes', { timeout: 20_000 }, () => {
  it('lists the ten configuration pages in the Admin nav and opens one', async () => {
    completeLogin(buildSignedInUser({ role: 'Admin', entityType: null }));
    stubApi();
    const { router } = renderRoutes(routes, '/landing');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    const section = within(nav).getByRole('list', { name: 'Configurations' });
    expect(
      within(section)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'STOA Charges',
      'Fees',
      'TRANSCO',
      'DISCOM',
      'Holidays',
      'Bank Details',
      'Payment Details',
      'User Manual',
      'Reasons',
      'Network and Rules',
    ]);
    await userEvent.click(within(section).getByRole('link', { name: 'Fees' }));
    expect(await screen.findByRole('heading', { name: 'Fees' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/configurations/fees');
  });

  it('gives an OA applicant SLDC Bank Details and TDS Configuration, and no configuration page', async () => {
    completeLogin(buildSignedInUser());
    stubApi();
    const oa = renderRoutes(routes, '/landing');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    const payments = within(nav).getByRole('list', { name: 'Payments' });
    expect(within(payments).getByRole('link', { name: 'TDS Configuration' })).toHaveAttribute(
      'href',
      '/payments/tds-config',
    );
    await userEvent.click(within(payments).getByRole('link', { name: 'SLDC Bank Details' }));
    expect(await screen.findByRole('heading', { name: 'SLDC Bank Details' })).toBeInTheDocument();
    expect(within(nav).queryByRole('list', { name: 'Configurations' })).not.toBeInTheDocument();
    oa.unmount();

    const fees = renderRoutes(routes, '/configurations/fees');
    await waitFor(() => expect(fees.router.state.location.pathname).toBe('/forbidden'));
  });

  it('opens TDS Interest read-only for an SLDC approver', async () => {
    completeLogin(buildSignedInUser({ role: 'SLDCApproverI', entityType: null }));
    stubApi();
    renderRoutes(routes, '/payments/tds-interest');
    expect(await screen.findByRole('heading', { name: 'TDS Interest' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Add/ })).not.toBeInTheDocument();
  });
});
