import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  PAYMENT_MESSAGES,
  PAY_AGAIN_LABEL,
  paymentNextStepOf,
  type PaymentDetail,
  type SignedInUser,
} from '@stoa/shared';
import { NEXT_STEP_TITLE } from '../../../components/record/record-next-step.tsx';
import { completeLogin } from '../../../lib/auth-session.ts';
import { buildSignedInUser } from '../../../test/factories.ts';
import { stubFileSaving } from '../../../test/download-stub.ts';
import { failure, requestOf, stubFetch, success, type StubHandler } from '../../../test/fetch-stub.ts';
import { fileNamed } from '../../../test/list-file.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { buildPaymentDetail } from '../test/payment-builders.ts';
import { APPROVE_QUESTION } from '../components/reconcile-actions.tsx';
import { PaymentDetailPage } from './payment-detail-page.tsx';

const DETAILS = 'GET /api/Payment/GetPaymentDetails/5';
const APPROVE = 'POST /api/Payment/Approve/5';
const REVERT = 'POST /api/Payment/Revert/5';
const RECONCILER = { role: 'SLDCBusinessUser', entityType: null } as const;
const APPROVER = { role: 'SLDCApproverI', entityType: null } as const;

const DECIDABLE = buildPaymentDetail({ canApprove: true, canRevert: true });
const APPROVED = buildPaymentDetail({
  status: 'Approved',
  statusLabel: 'Approved',
  receiptNo: 'RCPT/2026/0005',
  decidedAt: '2026-11-21T05:30:00Z',
  decidedByName: 'Meera Das',
});

function renderDetail(
  user: Partial<SignedInUser>,
  answers: PaymentDetail[],
  handlers: Record<string, StubHandler | StubHandler[]> = {},
  path = '/payments/5',
) {
  completeLogin(buildSignedInUser(user));
  const fetchMock = stubFetch({ [DETAILS]: answers.map((answer) => () => success(answer)), ...handlers });
  const view = renderRoutes([{ path: '/payments/:id', element: <PaymentDetailPage /> }], path);
  return { ...view, fetchMock, user: userEvent.setup() };
}

const posts = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.flatMap(([, init], n) => (init?.method === 'POST' ? [n] : []));

describe('PaymentDetailPage', { timeout: 30_000 }, () => {
  it('shows the payment: facts, the dues it paid with gross, TDS and net, the proof', async () => {
    renderDetail(RECONCILER, [buildPaymentDetail()]);
    expect(await screen.findByRole('heading', { name: 'Payment #5' })).toBeInTheDocument();
    const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(fact('Status')).toBe('Pending Reconciliation');
    expect(fact('Party')).toBe('Sunrise Solar Pvt Ltd');
    expect(fact('DD / UTR / Reference Number')).toBe('UTR123456789');
    expect(fact('Payment Date')).toBe('Nov 20, 2026');
    expect(fact('Amount')).toBe('₹9,800.00');
    expect(fact('TDS')).toBe('₹200.00');
    expect(fact('Gross')).toBe('₹10,000.00');
    expect(fact('Submitted At')).toBe('Nov 20, 2026 12:00 PM');
    expect(fact('Receipt No.')).toBe('—');
    const items = within(screen.getByRole('table', { name: 'Dues paid' }));
    expect(items.getByText('STOA/DA/2026/00011')).toBeInTheDocument();
    expect(items.getByText('STU Charges')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Proof of Payment' })).getByText('utr-receipt.pdf')).toBeVisible();
    expect(screen.getByRole('button', { name: 'View Proof of Payment' })).toBeInTheDocument();
    // Not decidable (the server says so): no buttons; not approved: no receipt.
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download Receipt' })).not.toBeInTheDocument();
  });

  it('approves after the confirmation, then shows the payment as approved', async () => {
    const { fetchMock, user } = renderDetail(RECONCILER, [DECIDABLE, APPROVED], {
      [APPROVE]: () => success(APPROVED),
    });
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Approve Payment' }));
    expect(dialog.getByText(APPROVE_QUESTION)).toBeInTheDocument();
    expect(posts(fetchMock)).toHaveLength(0);
    await user.click(dialog.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(PAYMENT_MESSAGES.approved)).toBeInTheDocument();
    const sent = requestOf(fetchMock, posts(fetchMock)[0]!);
    expect(sent.url).toBe('/api/Payment/Approve/5');
    expect(sent.body).toEqual({});
    expect(await screen.findByRole('heading', { name: 'Payment RCPT/2026/0005' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Revert' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download Receipt' })).toBeInTheDocument();
  });

  it('reverts only with a reason, and says why the server refused', async () => {
    const reverted = buildPaymentDetail({ status: 'Reverted', statusLabel: 'Reverted', revertReason: 'UTR not found' });
    const { fetchMock, user } = renderDetail(RECONCILER, [DECIDABLE, reverted], {
      [REVERT]: [() => failure([PAYMENT_MESSAGES.alreadyReconciled], 409, 'Conflict'), () => success(reverted)],
    });
    await user.click(await screen.findByRole('button', { name: 'Revert' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Revert Payment' }));
    await user.click(dialog.getByRole('button', { name: 'Revert' }));
    expect(dialog.getByText('Reason is required')).toBeInTheDocument();
    expect(posts(fetchMock)).toHaveLength(0);

    await user.type(dialog.getByLabelText('Reason *'), 'UTR not found');
    await user.click(dialog.getByRole('button', { name: 'Revert' }));
    expect(await dialog.findByText(PAYMENT_MESSAGES.alreadyReconciled)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Revert' }));
    expect(await screen.findByText(PAYMENT_MESSAGES.reverted)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const sent = posts(fetchMock).map((n) => requestOf(fetchMock, n));
    expect(sent.map((request) => request.url)).toEqual(['/api/Payment/Revert/5', '/api/Payment/Revert/5']);
    expect(sent[1]?.body).toEqual({ reason: 'UTR not found' });
    await waitFor(() =>
      expect(screen.getByText('Revert Reason').nextElementSibling).toHaveTextContent('UTR not found'),
    );
  });

  it('lets the approvers read a payment awaiting reconciliation, with no Approve or Revert', async () => {
    renderDetail(APPROVER, [DECIDABLE]);
    expect(await screen.findByRole('heading', { name: 'Payment #5' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Revert' })).not.toBeInTheDocument();
  });

  it('gives the payer its receipt once approved, and never Approve', async () => {
    const { user } = renderDetail({}, [{ ...APPROVED, canApprove: true }], {
      'GET /api/Payment/DownloadReceipt/5': fileNamed('RCPT-2026-0005.pdf'),
    });
    const saved = stubFileSaving();
    expect(await screen.findByRole('heading', { name: 'Payment RCPT/2026/0005' })).toBeInTheDocument();
    expect(screen.getByText('Decided By').nextElementSibling).toHaveTextContent('Meera Das');
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download Receipt' }));
    await waitFor(() => expect(saved).toEqual(['RCPT-2026-0005.pdf']));
  });

  it("shows the server's next step: a reverted payment's payer is sent to its dues", async () => {
    const nextStep = paymentNextStepOf(
      { status: 'Reverted', recordNos: ['STOA/DA/2026/00011'] },
      { role: 'OABusinessUser', isPayer: true },
    );
    renderDetail({ role: 'OABusinessUser', entityType: 'InjectingEntity' }, [
      buildPaymentDetail({ status: 'Reverted', statusLabel: 'Reverted', nextStep }),
    ]);
    const region = await screen.findByRole('region', { name: NEXT_STEP_TITLE });
    expect(region).toHaveTextContent(/Pay the dues again: this payment was reverted/);
    expect(region).toHaveTextContent('Who: You');
    expect(within(region).getByRole('link', { name: PAY_AGAIN_LABEL })).toHaveAttribute(
      'href',
      '/payments/dashboard?tab=dues&search=STOA%2FDA%2F2026%2F00011',
    );
  });

  it('says a payment the reader may not see is not found, and a malformed id is a 404', async () => {
    completeLogin(buildSignedInUser());
    stubFetch({ [DETAILS]: () => failure([PAYMENT_MESSAGES.notFound], 404, 'Not Found') });
    const view = renderRoutes([{ path: '/payments/:id', element: <PaymentDetailPage /> }], '/payments/5');
    expect(await screen.findByText(PAYMENT_MESSAGES.notFound)).toBeInTheDocument();
    view.unmount();
    renderRoutes([{ path: '/payments/:id', element: <PaymentDetailPage /> }], '/payments/abc');
    expect(await screen.findByText('404 - Page not found.')).toBeInTheDocument();
  });
});
