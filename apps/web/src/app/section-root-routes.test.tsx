import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { DEFAULT_BUSINESS_RULES, MESSAGES, type Role } from '@stoa/shared';
import { completeLogin } from '../lib/auth-session.ts';
import { buildSignedInUser } from '../test/factories.ts';
import { stubFetch, success } from '../test/fetch-stub.ts';
import { renderRoutes } from '../test/render.tsx';
import { buildPaymentList } from '../features/payments/test/payment-builders.ts';
import { routes } from './router.tsx';

function stubApi() {
  return stubFetch({
    'GET /api/Notification/NotificationCount': () => success({ count: 0 }),
    'GET /api/Payment/GetPaymentList': () => success(buildPaymentList()),
    'GET /api/Configuration/Rules/Get': () =>
      success({ rules: DEFAULT_BUSINESS_RULES, version: 1, updatedAt: null, updatedBy: null }),
    'GET /api/Configuration/BankDetails/GetAll': () => success({ view: 'public', accounts: [] }),
    'GET /api/Configuration/StoaCharges/GetAll': () => success({ chargeList: [], dataCount: 0 }),
  });
}

async function landingOf(role: Role, path: string) {
  completeLogin(buildSignedInUser({ role, entityType: role === 'OABusinessUser' ? 'InjectingEntity' : null }));
  stubApi();
  const { router, unmount } = renderRoutes(routes, path);
  await waitFor(() => expect(router.state.location.pathname, `${role} ${path}`).not.toBe(path));
  const landed = router.state.location.pathname;
  unmount();
  return landed;
}

// Spec §2.2 /payments and /configurations: the bare section opens the role's first page of it in the nav (§2.7).
describe('a section root', { timeout: 20_000 }, () => {
  it("opens an applicant's and an SLDC role's first payments page", async () => {
    for (const role of ['OABusinessUser', 'Trader', 'SLDCBusinessUser', 'SLDCApproverII'] as const) {
      expect(await landingOf(role, '/payments'), role).toBe('/payments/dashboard');
    }
  });

  it("opens the Admin's first configuration page, and the applicants' and SLDC's bank details", async () => {
    expect(await landingOf('Admin', '/configurations')).toBe('/configurations/stoaCharges');
    for (const role of ['OABusinessUser', 'Trader', 'SLDCBusinessUser'] as const) {
      expect(await landingOf(role, '/configurations/'), role).toBe('/configurations/bankDetails');
    }
  });

  it('still forbids the roles the section does not admit', async () => {
    expect(await landingOf('Admin', '/payments')).toBe('/forbidden');
    expect(await landingOf('SLDCApproverI', '/configurations')).toBe('/forbidden');
    expect(await landingOf('DISCOMBusinessUser', '/payments')).toBe('/forbidden');
  });

  it('keeps the 404 for an unknown path under the section', async () => {
    completeLogin(buildSignedInUser());
    stubApi();
    const { router } = renderRoutes(routes, '/payments/no/such');
    expect(await screen.findByText(MESSAGES.notFound)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/payments/no/such');
  });
});
