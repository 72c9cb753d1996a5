import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DueRow, SignedInUser } from '@stoa/shared';
import { completeLogin } from '../../../lib/auth-session.ts';
import { buildSignedInUser } from '../../../test/factories.ts';
import { stubFileSaving } from '../../../test/download-stub.ts';
import { stubFetch, success, type StubHandler } from '../../../test/fetch-stub.ts';
import { fileNamed } from '../../../test/list-file.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { BANK_ACCOUNTS, PAYMENT_MODES_ANSWER, buildDue, buildPaymentList } from '../test/payment-builders.ts';
import { EBIDDING_PAYMENTS_TITLE, EBiddingPaymentsPage } from './ebidding-payments-page.tsx';

const LIST = 'GET /api/Payment/GetPaymentList';
const SLDC = { role: 'SLDCBusinessUser', entityType: null } as const;

const eBidding = (overrides: Partial<DueRow>) =>
  buildDue({ dueType: 'EBiddingCharges', dueTypeLabel: 'E-Bidding Charges', ...overrides });

const DUES: DueRow[] = [
  eBidding({
    dueId: 21,
    reference: 'EB/2026/0001',
    charged: 5_000,
    balance: 5_000,
    tdsPayable: 100,
    netPayable: 4_900,
  }),
  eBidding({
    dueId: 22,
    reference: 'EB/2026/0002',
    recordId: 12,
    recordNo: 'STOA/DA/2026/00012',
    recordLink: null,
    partyName: 'Hill Hydro Ltd',
    settled: 10_000,
    balance: 0,
    status: 'Paid',
    statusLabel: 'Paid',
    isPaid: true,
  }),
];

const duesAnswer = () =>
  success(
    buildPaymentList({
      dues: DUES,
      dataCount: 2,
      totals: { charged: 15_000, settled: 10_000, balance: 5_000, amount: 0, received: 0 },
    }),
  );

function renderPage(
  user: Partial<SignedInUser> = {},
  handlers: Record<string, StubHandler | StubHandler[]> = {},
  path = '/payments/ebidding',
) {
  completeLogin(buildSignedInUser(user));
  const fetchMock = stubFetch({
    [LIST]: duesAnswer,
    'GET /api/Configuration/BankDetails/GetAll': () => success(BANK_ACCOUNTS),
    'GET /api/Configuration/PaymentModes/GetAll': () => success(PAYMENT_MODES_ANSWER),
    ...handlers,
  });
  const view = renderRoutes([{ path: '/payments/ebidding', element: <EBiddingPaymentsPage /> }], path);
  return { ...view, fetchMock, user: userEvent.setup() };
}

const calls = (fetchMock: ReturnType<typeof stubFetch>, part: string) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes(part));
const rowOf = async (text: string) => (await screen.findByText(text)).closest<HTMLElement>('[role="row"]')!;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-21T06:00:00Z'));
});

describe('EBiddingPaymentsPage', { timeout: 30_000 }, () => {
  it('lists a payer’s e-bidding charges by invitation and application, with their totals', async () => {
    const { fetchMock } = renderPage();
    expect(screen.getByRole('heading', { name: EBIDDING_PAYMENTS_TITLE })).toBeInTheDocument();
    const first = await rowOf('EB/2026/0001');
    expect(calls(fetchMock, 'GetPaymentList')).toEqual([
      '/api/Payment/GetPaymentList?pageNumber=1&pageSize=10&view=dues&dueType=EBiddingCharges',
    ]);
    const headers = within(screen.getByRole('grid', { name: 'E-Bidding Charges' }))
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      'Actions',
      'Invitation No.',
      'Application No.',
      'Charged',
      'Paid',
      'Balance',
      'Due By',
      'Status',
    ]);
    expect(within(first).getByRole('link', { name: 'STOA/DA/2026/00011' })).toHaveAttribute(
      'href',
      '/applications/oa/DayAhead/11',
    );
    expect(within(first).getAllByText('₹5,000.00')).toHaveLength(2);
    expect(within(first).getByText('Nov 30, 2026')).toBeInTheDocument();
    const paid = await rowOf('EB/2026/0002');
    expect(within(paid).queryByRole('link')).not.toBeInTheDocument();
    expect(within(paid).queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
    const totals = within(screen.getByRole('region', { name: 'Totals' }));
    expect(totals.getByText('₹15,000.00')).toBeInTheDocument();
  });

  it('opens the Make Payment dialog for the charge paid, its net payable prefilled', async () => {
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Pay EB/2026/0001 STOA/DA/2026/00011' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Make Payment' }));
    const dues = within(dialog.getByRole('table', { name: 'Dues paid' }));
    expect(dues.getByText('STOA/DA/2026/00011')).toBeInTheDocument();
    expect(dues.getByText('E-Bidding Charges')).toBeInTheDocument();
    expect(dialog.getByLabelText('Amount (₹)')).toHaveValue('4900.00');
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the SLDC every party’s charges without Pay; search and status filter the list and Download', async () => {
    const { fetchMock, user } = renderPage(SLDC, {
      'GET /api/Payment/DownloadPayments': fileNamed('Dues.xlsx'),
    });
    const row = await rowOf('Hill Hydro Ltd');
    expect(within(row).getByText('EB/2026/0002')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Party' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Invitation / Application No.'), 'EB/2026/0002');
    await user.selectOptions(screen.getByLabelText('Status'), 'Paid');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(calls(fetchMock, 'GetPaymentList').at(-1)).toBe(
        '/api/Payment/GetPaymentList?pageNumber=1&pageSize=10&view=dues&dueType=EBiddingCharges&dueStatus=Paid&search=EB%2F2026%2F0002',
      ),
    );
    const saved = stubFileSaving();
    await user.click(screen.getByRole('button', { name: 'Download' }));
    await user.click(screen.getByRole('menuitem', { name: 'Excel (.xlsx)' }));
    await waitFor(() => expect(saved).toEqual(['Dues.xlsx']));
    expect(calls(fetchMock, 'DownloadPayments')).toEqual([
      '/api/Payment/DownloadPayments?format=xlsx&view=dues&dueType=EBiddingCharges&dueStatus=Paid&search=EB%2F2026%2F0002',
    ]);
  });
});
