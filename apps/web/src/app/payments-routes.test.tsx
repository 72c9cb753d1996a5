import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_BUSINESS_RULES } from '@stoa/shared';
import { completeLogin } from '../lib/auth-session.ts';
import { buildSignedInUser } from '../test/factories.ts';
import { stubFetch, success, type StubHandler } from '../test/fetch-stub.ts';
import { renderRoutes } from '../test/render.tsx';
import { buildPaymentDetail, buildPaymentList } from '../features/payments/test/payment-builders.ts';
import { routes } from './router.tsx';

function stubApi(overrides: Record<string, StubHandler | StubHandler[]> = {}) {
  return stubFetch({
    'GET /api/Notification/NotificationCount': () => success({ count: 0 }),
    'GET /api/Dashboard/Summary': () =>
      success({ role: 'OABusinessUser', entityName: null, lastSignInAt: null, tiles: [] }),
    'GET /api/Payment/GetPaymentList': () => success(buildPaymentList()),
    'GET /api/Payment/GetMonthlyTDSList': () => success({ rows: [], dataCount: 0 }),
    'GET /api/Configuration/Rules/Get': () =>
      success({ rules: DEFAULT_BUSINESS_RULES, version: 1, updatedAt: null, updatedBy: null }),
    'GET /api/Payment/GetRefundDetails': () =>
      success({ refunds: [], dataCount: 0, totals: { refundable: 0, refunded: 0, tdsToReverse: 0 } }),
    ...overrides,
  });
}

const paymentsNav = async () => {
  const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
  return within(within(nav).getByRole('list', { name: 'Payments' }));
};

describe('payments routes', { timeout: 20_000 }, () => {
  it("gives an applicant 'Payment Details' and 'Refund' in the nav", async () => {
    completeLogin(buildSignedInUser());
    stubApi();
    const { router } = renderRoutes(routes, '/landing');
    const nav = await paymentsNav();
    expect(nav.getByRole('link', { name: 'Refund' })).toHaveAttribute('href', '/payments/refund');
    expect(nav.getByRole('link', { name: 'TDS Challan Details' })).toHaveAttribute('href', '/payments/challan');
    await userEvent.click(nav.getByRole('link', { name: 'Payment Details' }));
    expect(await screen.findByRole('heading', { name: 'Payment Details' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/payments/dashboard');
  });

  it("gives the SLDC roles 'Payment Reconciliation'", async () => {
    completeLogin(buildSignedInUser({ role: 'SLDCApproverII', entityType: null }));
    stubApi();
    const { router } = renderRoutes(routes, '/landing');
    await userEvent.click((await paymentsNav()).getByRole('link', { name: 'Payment Reconciliation' }));
    expect(await screen.findByRole('heading', { name: 'Payment Reconciliation' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=payments&paymentStatus=Submitted');
  });

  it('keeps the Admin out of the payment pages', async () => {
    completeLogin(buildSignedInUser({ role: 'Admin', entityType: null }));
    stubApi();
    const { router } = renderRoutes(routes, '/payments/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/forbidden'));
  });

  it('never offers an applicant Approve or Revert, whatever the answer says', async () => {
    completeLogin(buildSignedInUser());
    stubApi({
      'GET /api/Payment/GetPaymentDetails/5': () => success(buildPaymentDetail({ canApprove: true, canRevert: true })),
    });
    renderRoutes(routes, '/payments/5');
    expect(await screen.findByRole('heading', { name: 'Payment #5' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Revert' })).not.toBeInTheDocument();
  });

  it("opens /payments/challan as 'TDS Challan Details' for an applicant, from the nav", async () => {
    completeLogin(buildSignedInUser());
    stubApi();
    const { router } = renderRoutes(routes, '/landing');
    await userEvent.click((await paymentsNav()).getByRole('link', { name: 'TDS Challan Details' }));
    expect(await screen.findByRole('heading', { name: 'TDS Challan Details' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/payments/challan');
    expect(await screen.findByRole('grid', { name: 'TDS Challans' })).toBeInTheDocument();
  });

  it("opens /payments/challan as 'TDS Reconciliation' for the SLDC roles", async () => {
    completeLogin(buildSignedInUser({ role: 'SLDCApproverI', entityType: null }));
    stubApi();
    renderRoutes(routes, '/landing');
    await userEvent.click((await paymentsNav()).getByRole('link', { name: 'TDS Reconciliation' }));
    expect(await screen.findByRole('heading', { name: 'TDS Reconciliation' })).toBeInTheDocument();
  });

  it("opens /payments/ebidding as 'E-Bidding Payments' from the nav, after Refund, for applicants and the SLDC", async () => {
    for (const role of ['Trader', 'SLDCBusinessUser'] as const) {
      completeLogin(buildSignedInUser({ role, entityType: null }));
      stubApi();
      const { router, unmount } = renderRoutes(routes, '/landing');
      const nav = await paymentsNav();
      const labels = nav.getAllByRole('link').map((link) => link.textContent);
      expect(labels.indexOf('E-Bidding Payments'), role).toBe(labels.indexOf('Refund') + 1);
      await userEvent.click(nav.getByRole('link', { name: 'E-Bidding Payments' }));
      expect(await screen.findByRole('heading', { name: 'E-Bidding Payments' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/payments/ebidding');
      expect(await screen.findByRole('grid', { name: 'E-Bidding Charges' })).toBeInTheDocument();
      unmount();
    }
  });

  it('keeps the Admin and the utilities out of the TDS challans and the e-bidding payments', async () => {
    for (const role of ['Admin', 'DISCOMBusinessUser'] as const) {
      for (const path of ['/payments/challan', '/payments/ebidding']) {
        completeLogin(buildSignedInUser({ role, entityType: null }));
        stubApi();
        const { router, unmount } = renderRoutes(routes, path);
        await waitFor(() => expect(router.state.location.pathname, `${role} ${path}`).toBe('/forbidden'));
        unmount();
      }
    }
  });
});
