import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAYMENT_MESSAGES, type SignedInUser } from '@stoa/shared';
import { completeLogin } from '../../../lib/auth-session.ts';
import { buildSignedInUser } from '../../../test/factories.ts';
import { changeDate } from '../../../test/date-field.ts';
import { findErrorSummary, summaryProblems } from '../../../test/error-summary.ts';
import { requestOf, stubFetch, success, type StubHandler } from '../../../test/fetch-stub.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { buildRefundHistory, buildRefundRow } from '../test/payment-builders.ts';
import { TDS_TO_REVERSE_NOTE } from '../components/refund-history-dialog.tsx';
import { REFUND_TITLE, RefundPage } from './refund-page.tsx';

const LIST = 'GET /api/Payment/GetRefundDetails';
const RECONCILER = { role: 'SLDCBusinessUser', entityType: null } as const;

const ROWS = [
  buildRefundRow(),
  buildRefundRow({ applicationId: 12, applicationNo: 'STOA/DA/2026/00012', paid: 10_000, refundable: 0 }),
  // A payer deducting 2 % TDS: ₹1,000.00 paid as ₹980.00 + ₹20.00, lowered to ₹600.00 → ₹392.00 cash and ₹8.00 TDS.
  buildRefundRow({
    applicationId: 13,
    applicationNo: 'STOA/DA/2026/00013',
    charged: 600,
    paid: 1_000,
    refundable: 392,
    tdsToReverse: 8,
  }),
];

function renderRefunds(user: Partial<SignedInUser>, handlers: Record<string, StubHandler | StubHandler[]> = {}) {
  completeLogin(buildSignedInUser(user));
  const fetchMock = stubFetch({
    [LIST]: () => success({ refunds: ROWS, dataCount: 3, totals: { refundable: 2_392, refunded: 0, tdsToReverse: 8 } }),
    'GET /api/Payment/GetRefundHistory/11': () => success(buildRefundHistory()),
    ...handlers,
  });
  const view = renderRoutes([{ path: '/payments/refund', element: <RefundPage /> }], '/payments/refund');
  return { ...view, fetchMock, user: userEvent.setup() };
}

const listCalls = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/GetRefundDetails'));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-21T06:00:00Z'));
});

describe('RefundPage', { timeout: 30_000 }, () => {
  it('opens on every application with a refund position; Refund refuses more than the refundable, then posts the refund', async () => {
    const { fetchMock, user, router } = renderRefunds(RECONCILER, {
      'POST /api/Payment/MakeRefund': () => success(buildRefundHistory()),
    });
    expect(screen.getByRole('heading', { name: REFUND_TITLE })).toBeInTheDocument();
    const row = (await screen.findByText('STOA/DA/2026/00011')).closest<HTMLElement>('[role="row"]')!;
    // All by default: an application refunded in full (nothing left to refund) stays in view.
    expect(router.state.location.search).toBe('');
    expect(listCalls(fetchMock)).toEqual([
      '/api/Payment/GetRefundDetails?pageNumber=1&pageSize=10&onlyRefundable=false',
    ]);
    expect(within(row).getByText('₹12,000.00')).toBeInTheDocument();
    expect(within(row).getByText('₹2,000.00')).toBeInTheDocument();
    // Nothing left to refund: History only.
    const settled = screen.getByText('STOA/DA/2026/00012').closest<HTMLElement>('[role="row"]')!;
    expect(within(settled).queryByRole('button', { name: /^Refund/ })).not.toBeInTheDocument();
    expect(within(settled).getByRole('button', { name: 'History of STOA/DA/2026/00012' })).toBeInTheDocument();
    // The TDS withheld is shown to reverse, apart from the cash refundable.
    const tds = screen.getByText('STOA/DA/2026/00013').closest<HTMLElement>('[role="row"]')!;
    expect(within(tds).getByText('₹392.00')).toBeInTheDocument();
    expect(within(tds).getByText('₹8.00')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'TDS to Reverse' })).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Refund STOA/DA/2026/00011' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Refund STOA/DA/2026/00011' }));
    const amount = dialog.getByLabelText('Refund Amount (₹)');
    expect(amount).toHaveValue('2000.00');
    await user.clear(amount);
    await user.type(amount, '2000.01');
    await user.selectOptions(dialog.getByLabelText('Payment Mode'), 'NEFT');
    await user.type(dialog.getByLabelText('DD / UTR / Reference Number'), 'RF-0002');
    changeDate('Refund Date', '2026-11-21', dialog);
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await findErrorSummary()).toHaveFocus();
    expect(summaryProblems()).toEqual([PAYMENT_MESSAGES.refundAbove('₹2,000.00')]);
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await user.clear(amount);
    await user.type(amount, '1500');
    await user.type(dialog.getByLabelText('Remarks'), 'Excess STU charges');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(PAYMENT_MESSAGES.refunded)).toBeInTheDocument();
    const post = fetchMock.mock.calls.findIndex(([, init]) => init?.method === 'POST');
    expect(requestOf(fetchMock, post)).toMatchObject({
      url: '/api/Payment/MakeRefund',
      body: {
        applicationId: 11,
        amount: 1500,
        mode: 'NEFT',
        referenceNumber: 'RF-0002',
        refundDate: '2026-11-21',
        remarks: 'Excess STU charges',
      },
    });
    await waitFor(() => expect(listCalls(fetchMock).length).toBeGreaterThan(1));
    expect(listCalls(fetchMock).at(-1)).toBe(
      '/api/Payment/GetRefundDetails?pageNumber=1&pageSize=10&onlyRefundable=false',
    );
  });

  it("shows an application's refund history", async () => {
    const { user } = renderRefunds(RECONCILER);
    await user.click(await screen.findByRole('button', { name: 'History of STOA/DA/2026/00011' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Refund History of STOA/DA/2026/00011' }));
    const refund = (await dialog.findByText('RF-0001')).closest('tr')!;
    expect([...refund.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual([
      '₹500.00',
      'NEFT',
      'RF-0001',
      'Nov 18, 2026',
      'Meera Das',
      '',
    ]);
    expect(dialog.getByText('Refundable now: ₹1,500.00')).toBeInTheDocument();
    expect(dialog.queryByText(/^TDS to reverse/)).not.toBeInTheDocument();
  });

  it('says what TDS the payer is to reverse on an application whose TDS was withheld', async () => {
    const { user } = renderRefunds(RECONCILER, {
      'GET /api/Payment/GetRefundHistory/13': () =>
        success(buildRefundHistory({ applicationId: 13, refundable: 392, tdsToReverse: 8, refunds: [] })),
    });
    await user.click(await screen.findByRole('button', { name: 'History of STOA/DA/2026/00013' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Refund History of STOA/DA/2026/00013' }));
    expect(await dialog.findByText('Refundable now: ₹392.00')).toBeInTheDocument();
    expect(dialog.getByText(`${TDS_TO_REVERSE_NOTE} ₹8.00`)).toBeInTheDocument();
  });

  it('gives an applicant its own applications with History only, and Refundable only narrows the list', async () => {
    const { fetchMock, user } = renderRefunds({});
    expect(await screen.findByRole('button', { name: 'History of STOA/DA/2026/00011' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Refund / })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Party' })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Show'), 'Refundable only');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(listCalls(fetchMock).at(-1)).toBe(
        '/api/Payment/GetRefundDetails?pageNumber=1&pageSize=10&onlyRefundable=true',
      ),
    );
  });
});
