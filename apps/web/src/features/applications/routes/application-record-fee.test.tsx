/**
 * The record page's fee line (DOMAIN §5 "While a record waits for its payer's fee, the applicant's page says so with
 * the amount and a Pay link, and the SLDC's clock on it does not run"): the applicant's words and Pay, the SLDC's
 * words of what is missing, and the clock that waits.
 */
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WAITING_FOR_FEE_CLOCK, type ApplicationDetail, type SignedInUser } from '@stoa/shared';
import { completeLogin } from '../../../lib/auth-session.ts';
import { stubFetch, success } from '../../../test/fetch-stub.ts';
import { buildSignedInUser } from '../../../test/factories.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { buildApplicationDetail, buildRecordFee } from '../test/application-builders.ts';
import { OaApplicationPage } from './oa-application-page.tsx';
import { SldcApplicationPage } from './sldc-application-page.tsx';

const DUES = '/payments/dashboard?tab=dues&search=STOA%2FDA%2F2026%2F0001';

function renderRecord(user: Partial<SignedInUser>, record: ApplicationDetail, path: string) {
  completeLogin(buildSignedInUser(user));
  stubFetch({
    'GET /api/Application/Get/101': () => success(record),
    'GET /api/Application/StoaCheck/101': () => success({ applicationId: 101, passed: false, checks: [] }),
  });
  const view = renderRoutes(
    [
      { path: '/applications/sldc/:applicationType/:id', element: <SldcApplicationPage /> },
      { path: '/applications/oa/:applicationType/:id?', element: <OaApplicationPage /> },
      { path: '/payments/dashboard', element: <p>Payment Details</p> },
    ],
    path,
  );
  return { ...view, user: userEvent.setup() };
}

const applicantsRecord = (fee: Partial<ApplicationDetail['fee']>) =>
  renderRecord(
    {},
    buildApplicationDetail({ fee: buildRecordFee({ isPayer: true, ...fee }) }, 'OABusinessUser'),
    '/applications/oa/DayAhead/101',
  );

describe('an application record’s fee line', { timeout: 20_000 }, () => {
  it('tells the applicant what it owes and by when, with Pay to its dues filtered to the record', async () => {
    const { user, router } = applicantsRecord({ payLink: DUES });
    const notice = await screen.findByRole('status', { name: 'Application Fee' });
    expect(notice).toHaveTextContent('Awaiting your payment: ₹5,000.00. Due by Mar 10, 2026 3:00 PM.');
    expect(screen.getByLabelText('Summary')).toHaveTextContent('Application FeeAwaiting your payment: ₹5,000.00');
    const pay = within(notice).getByRole('link', { name: 'Pay' });
    expect(pay).toHaveAttribute('href', DUES);
    await user.click(pay);
    expect(await screen.findByText('Payment Details')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=dues&search=STOA%2FDA%2F2026%2F0001');
  });

  it('says the applicant’s payment awaits the SLDC’s reconciliation, without Pay', async () => {
    applicantsRecord({ state: 'AwaitingReconciliation', detail: '₹5,000.00 due; a payment awaits reconciliation.' });
    const notice = await screen.findByRole('status', { name: 'Application Fee' });
    expect(notice).toHaveTextContent("Your payment of ₹5,000.00 awaits the SLDC's reconciliation");
    expect(within(notice).queryByRole('link', { name: 'Pay' })).not.toBeInTheDocument();
  });

  it('says nothing more once the fee is paid', async () => {
    applicantsRecord({ state: 'Paid', owed: 0, detail: '₹5,000.00 paid and reconciled.' });
    expect(await screen.findByLabelText('Summary')).toHaveTextContent('₹5,000.00 paid and reconciled');
    expect(screen.queryByRole('status', { name: 'Application Fee' })).not.toBeInTheDocument();
  });

  it('tells the SLDC what is missing, with the amount, and that its clock waits for the fee', async () => {
    const record = buildApplicationDetail({ fee: buildRecordFee(), clock: WAITING_FOR_FEE_CLOCK });
    renderRecord({ role: 'SLDCBusinessUser', entityType: null }, record, '/applications/sldc/DayAhead/101');
    expect(await screen.findByLabelText('Summary')).toHaveTextContent('Application Fee₹5,000.00 due; not paid yet.');
    expect(screen.getByText("Waiting for the applicant's fee")).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Application Fee' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Pay' })).not.toBeInTheDocument();
  });
});
