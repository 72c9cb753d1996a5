/**
 * A bounced payment on the pages (issue 34 item 8): the SLDC business user's Reverse (bounced) on an approved
 * payment — a dialog that says what will happen, a reason required —, the chip then Reversed with the reason; nobody
 * else gets the button; the payer's Payments tab shows the payment Reversed with the reason.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAYMENT_MESSAGES, type PaymentDetail, type SignedInUser } from '@stoa/shared';
import { completeLogin } from '../../../lib/auth-session.ts';
import { buildSignedInUser } from '../../../test/factories.ts';
import { failure, requestOf, stubFetch, success, type StubHandler } from '../../../test/fetch-stub.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { buildPaymentDetail, buildPaymentList, buildPaymentRow } from '../test/payment-builders.ts';
import { REVERSE_LABEL } from '../components/reconcile-actions.tsx';
import { PaymentDashboardPage } from './payment-dashboard-page.tsx';
import { PaymentDetailPage } from './payment-detail-page.tsx';

const DETAILS = 'GET /api/Payment/GetPaymentDetails/5';
const REVERSE = 'POST /api/Payment/Reverse/5';
const RECONCILER = { role: 'SLDCBusinessUser', entityType: null } as const;
const APPROVER = { role: 'SLDCApproverI', entityType: null } as const;
const REASON = 'DD dishonoured: funds insufficient';

const APPROVED = buildPaymentDetail({
  status: 'Approved',
  statusLabel: 'Approved',
  mode: 'DemandDraft',
  modeLabel: 'Demand Draft',
  referenceNumber: '100200',
  receiptNo: 'RCPT/2026/0005',
  decidedAt: '2026-11-21T05:30:00Z',
  decidedByName: 'Meera Das',
  canReverse: true,
});
const REVERSED: PaymentDetail = {
  ...APPROVED,
  status: 'Reversed',
  statusLabel: 'Reversed',
  statusReason: REASON,
  reversalReason: REASON,
  reversedAt: '2026-11-25T06:30:00Z',
  reversedByName: 'Meera Das',
  canReverse: false,
};

function renderDetail(
  user: Partial<SignedInUser>,
  answers: PaymentDetail[],
  handlers: Record<string, StubHandler | StubHandler[]> = {},
) {
  completeLogin(buildSignedInUser(user));
  const fetchMock = stubFetch({ [DETAILS]: answers.map((answer) => () => success(answer)), ...handlers });
  renderRoutes([{ path: '/payments/:id', element: <PaymentDetailPage /> }], '/payments/5');
  return { fetchMock, user: userEvent.setup() };
}

const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
const posts = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.flatMap(([, init], n) => (init?.method === 'POST' ? [n] : []));

describe('Reverse (bounced)', { timeout: 30_000 }, () => {
  it('says what will happen, needs a reason, then shows the payment Reversed with it', async () => {
    const { fetchMock, user } = renderDetail(RECONCILER, [APPROVED, REVERSED], {
      [REVERSE]: [() => failure([PAYMENT_MESSAGES.alreadyReversed], 409, 'Conflict'), () => success(REVERSED)],
    });
    await user.click(await screen.findByRole('button', { name: REVERSE_LABEL }));
    const dialog = within(screen.getByRole('dialog', { name: 'Reverse Payment' }));
    expect(
      dialog.getByText(
        'Reverse this payment of ₹9,800.00 (Demand Draft 100200) as bounced? Its settlement is undone in the ledger: ' +
          'STOA/DA/2026/00011 will be owed again (overdue if past the due date), receipt RCPT/2026/0005 will be ' +
          'marked cancelled, the payer will be told, and the reference cannot be used again. This cannot be undone.',
      ),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Reverse' }));
    expect(dialog.getByText('Reason is required')).toBeInTheDocument();
    expect(posts(fetchMock)).toHaveLength(0);

    await user.type(dialog.getByLabelText('Reason *'), REASON);
    await user.click(dialog.getByRole('button', { name: 'Reverse' }));
    // A refusal (another reversal won) stays in the dialog.
    expect(await dialog.findByText(PAYMENT_MESSAGES.alreadyReversed)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Reverse' }));
    expect(await screen.findByText(PAYMENT_MESSAGES.reversed)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const sent = posts(fetchMock).map((n) => requestOf(fetchMock, n));
    expect(sent.map((request) => request.url)).toEqual(['/api/Payment/Reverse/5', '/api/Payment/Reverse/5']);
    expect(sent[1]?.body).toEqual({ reason: REASON });
    await waitFor(() => expect(fact('Status')).toHaveTextContent('Reversed'));
    expect(fact('Reversal Reason')).toHaveTextContent(REASON);
    expect(fact('Reversed By')).toHaveTextContent('Meera Das');
    expect(screen.queryByRole('button', { name: REVERSE_LABEL })).not.toBeInTheDocument();
    // The receipt stays downloadable: it reads CANCELLED.
    expect(screen.getByRole('button', { name: 'Download Receipt' })).toBeInTheDocument();
  });

  it('is offered to nobody else, and not on a payment the server says may not be reversed', async () => {
    renderDetail(APPROVER, [APPROVED]);
    expect(await screen.findByRole('heading', { name: 'Payment RCPT/2026/0005' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: REVERSE_LABEL })).not.toBeInTheDocument();
  });

  it('is not offered on a payment awaiting reconciliation', async () => {
    renderDetail(RECONCILER, [buildPaymentDetail({ canApprove: true, canRevert: true })]);
    expect(await screen.findByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: REVERSE_LABEL })).not.toBeInTheDocument();
  });
});

describe('the payer’s Payments tab', { timeout: 30_000 }, () => {
  it('shows the bounced payment as Reversed with the reason', async () => {
    completeLogin(buildSignedInUser());
    const row = buildPaymentRow({ status: 'Reversed', statusLabel: 'Reversed', statusReason: REASON });
    stubFetch({
      'GET /api/Payment/GetPaymentList': () =>
        success(
          buildPaymentList({
            payments: [row],
            dataCount: 1,
            totals: { charged: 0, settled: 0, balance: 0, amount: 9_800, received: 0 },
          }),
        ),
    });
    renderRoutes(
      [{ path: '/payments/dashboard', element: <PaymentDashboardPage /> }],
      '/payments/dashboard?tab=payments',
    );
    const cell = await screen.findByText(REASON);
    const shown = within(cell.closest<HTMLElement>('[role="row"]')!);
    expect(shown.getByText('Reversed')).toBeInTheDocument();
    expect(shown.getByText('UTR123456789')).toBeInTheDocument();
    const totals = within(screen.getByRole('region', { name: 'Totals' }));
    expect(totals.getByText('Total Received:').nextElementSibling).toHaveTextContent('₹0.00');
  });
});
