import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAYMENT_MESSAGES, type DueRow, type SignedInUser } from '@stoa/shared';
import { completeLogin } from '../../../lib/auth-session.ts';
import { buildSignedInUser } from '../../../test/factories.ts';
import { changeDate } from '../../../test/date-field.ts';
import { stubFileSaving } from '../../../test/download-stub.ts';
import { findErrorSummary, summaryProblems } from '../../../test/error-summary.ts';
import { fieldFailure, requestOf, stubFetch, success, type StubHandler } from '../../../test/fetch-stub.ts';
import { fileNamed } from '../../../test/list-file.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { stubXhr, xhrSuccess } from '../../../test/xhr-stub.ts';
import {
  BANK_ACCOUNTS,
  PAYMENT_MODES_ANSWER,
  PROOF_ID,
  buildDue,
  buildPaymentList,
  buildPaymentRow,
} from '../test/payment-builders.ts';
import { PAYER_TITLE, PaymentDashboardPage, RECONCILER_TITLE } from './payment-dashboard-page.tsx';

const LIST = 'GET /api/Payment/GetPaymentList';
const PAY = 'POST /api/Payment/MakePayment/1';
const SLDC = { role: 'SLDCBusinessUser', entityType: null } as const;

const DUES: DueRow[] = [
  buildDue({ dueId: 1 }),
  buildDue({
    dueId: 2,
    recordId: 12,
    recordNo: 'STOA/DA/2026/00012',
    recordLink: null,
    dueType: 'SLDCOperatingCharges',
    dueTypeLabel: 'SLDC Operating Charges',
    charged: 5_000,
    balance: 5_000,
    tdsPayable: 100,
    netPayable: 4_900,
  }),
  // Awaiting reconciliation, and settled: neither may be paid again.
  buildDue({
    dueId: 3,
    recordType: 'Registration',
    recordId: 3,
    recordNo: 'REG/INJ/2026/0003',
    recordLink: '/registrations/view/InjectingEntity/3',
    dueType: 'RegistrationFee',
    dueTypeLabel: 'Registration Fee',
    status: 'UnderReconciliation',
    statusLabel: 'Under Reconciliation',
    pendingPaymentId: 9,
  }),
  buildDue({
    dueId: 4,
    recordNo: 'STOA/DA/2026/00014',
    settled: 10_000,
    balance: 0,
    status: 'Paid',
    statusLabel: 'Paid',
  }),
];

const duesAnswer = () =>
  success(
    buildPaymentList({
      dues: DUES,
      dataCount: 4,
      totals: { charged: 35_000, settled: 10_000, balance: 25_000, amount: 0, received: 0 },
    }),
  );

/** GetPayable as the server answers it: each due at the payer's rate on the date (`rateOn`), split half up. */
const payableAnswer =
  (rateOn: (date: string) => number = () => 2): StubHandler =>
  ({ url }) => {
    const query = new URL(url, 'http://localhost').searchParams;
    const date = query.get('paymentDate')!;
    const lines = query
      .get('dueIds')!
      .split(',')
      .map((id) => {
        const due = DUES.find((d) => d.dueId === Number(id))!;
        const tds = Math.round(due.balance * rateOn(date)) / 100;
        return { dueId: due.dueId, gross: due.balance, tdsRatePercent: rateOn(date), tds, net: due.balance - tds };
      });
    const sum = (pick: (line: (typeof lines)[number]) => number) => lines.reduce((s, l) => s + pick(l), 0);
    return success({
      paymentDate: date,
      lines,
      gross: sum((l) => l.gross),
      tds: sum((l) => l.tds),
      net: sum((l) => l.net),
    });
  };

function renderDashboard(
  user: Partial<SignedInUser> = {},
  handlers: Record<string, StubHandler | StubHandler[]> = {},
  path = '/payments/dashboard',
) {
  completeLogin(buildSignedInUser(user));
  const fetchMock = stubFetch({
    [LIST]: duesAnswer,
    'GET /api/Configuration/BankDetails/GetAll': () => success(BANK_ACCOUNTS),
    'GET /api/Configuration/PaymentModes/GetAll': () => success(PAYMENT_MODES_ANSWER),
    'GET /api/Payment/GetPayable': payableAnswer(),
    ...handlers,
  });
  const view = renderRoutes([{ path: '/payments/dashboard', element: <PaymentDashboardPage /> }], path);
  return { ...view, fetchMock, user: userEvent.setup() };
}

const listCalls = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/GetPaymentList'));
const payCalls = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.flatMap(([url, init], n) =>
    init?.method === 'POST' && String(url).includes('MakePayment') ? [n] : [],
  );
const rowOf = async (text: string) => (await screen.findByText(text)).closest<HTMLElement>('[role="row"]')!;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-21T06:00:00Z'));
});

describe('PaymentDashboardPage', { timeout: 30_000 }, () => {
  it('shows a payer its dues: what it may pay is selectable, the rest is not; totals under the grid', async () => {
    const { fetchMock } = renderDashboard();
    expect(screen.getByRole('heading', { name: PAYER_TITLE })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Dues' })).toHaveAttribute('aria-selected', 'true');
    const first = await rowOf('STOA/DA/2026/00011');
    expect(listCalls(fetchMock)[0]).toBe('/api/Payment/GetPaymentList?pageNumber=1&pageSize=10&view=dues');
    expect(within(first).getByText('STU Charges')).toBeInTheDocument();
    expect(within(first).getAllByText('₹10,000.00')).toHaveLength(2);
    expect(within(first).getByText('Nov 30, 2026')).toBeInTheDocument();
    expect(within(first).getByRole('checkbox')).toBeEnabled();
    expect(within(first).getByRole('button', { name: 'Pay STOA/DA/2026/00011 STU Charges' })).toBeInTheDocument();
    // A record opens at the page the server names for the caller; no party column for a payer.
    const registration = await rowOf('REG/INJ/2026/0003');
    expect(within(registration).getByRole('link', { name: 'REG/INJ/2026/0003' })).toHaveAttribute(
      'href',
      '/registrations/view/InjectingEntity/3',
    );
    expect(within(registration).getByRole('checkbox')).toBeDisabled();
    expect(within(registration).queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
    expect(within(await rowOf('STOA/DA/2026/00014')).getByRole('checkbox')).toBeDisabled();
    expect(screen.queryByRole('columnheader', { name: 'Party' })).not.toBeInTheDocument();
    const totals = within(screen.getByRole('region', { name: 'Totals' }));
    expect(totals.getByText('₹35,000.00')).toBeInTheDocument();
    expect(totals.getByText('₹25,000.00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay' })).toBeDisabled();
  });

  it('pays two dues together: the net sum prefilled, the exact payload sent once, the lists read afresh', async () => {
    const uploads = stubXhr(() => xhrSuccess({ id: PROOF_ID, fileName: 'utr.pdf', kind: 'Pdf', sizeBytes: 10 }));
    const { fetchMock, user } = renderDashboard({}, { [PAY]: () => success({ paymentId: 21 }) });
    await user.click(within(await rowOf('STOA/DA/2026/00011')).getByRole('checkbox'));
    await user.click(within(await rowOf('STOA/DA/2026/00012')).getByRole('checkbox'));
    expect(screen.getByText('2 selected, net payable ₹14,700.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Make Payment' }));
    const dues = within(dialog.getByRole('table', { name: 'Dues paid' }));
    const total = dues.getByText('Total').closest('tr')!;
    expect([...total.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual([
      'Total',
      '₹15,000.00',
      '₹300.00',
      '₹14,700.00',
    ]);
    // Each due's TDS says the rate it was withheld at.
    const first = dues.getByText('STOA/DA/2026/00011').closest('tr')!;
    expect(within(first).getByText('at 2%')).toBeInTheDocument();
    expect(dialog.getByLabelText('Amount (₹)')).toHaveValue('14700.00');
    expect(await dialog.findByText('SBIN0001234')).toBeInTheDocument();
    expect(dialog.getByText('SLDC Arunachal Pradesh')).toBeInTheDocument();
    // Only the enabled modes are offered; the picked one's instructions show under it.
    const mode = dialog.getByLabelText('Payment Mode');
    await waitFor(() => expect(mode).toBeEnabled());
    expect([...mode.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['Select', 'Bank Deposit', 'NEFT']);
    await user.selectOptions(mode, 'NEFT');
    expect(dialog.getByText('Use the UTR as the reference.')).toBeInTheDocument();
    await user.type(dialog.getByLabelText(PAYMENT_LABEL_REFERENCE), 'UTR987654321');
    await user.type(dialog.getByLabelText('Bank Name'), 'State Bank of India');
    changeDate('Payment Date', '2026-11-20', dialog);
    await user.upload(dialog.getByLabelText('Upload Proof of Payment'), new File(['%PDF-1.4'], 'utr.pdf'));
    expect(await dialog.findByText('utr.pdf')).toBeInTheDocument();
    expect(uploads[0]?.url).toBe('/api/File/Upload?formName=Payment');

    const listsBefore = listCalls(fetchMock).length;
    await user.dblClick(dialog.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(PAYMENT_MESSAGES.paid)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const posts = payCalls(fetchMock);
    expect(posts).toHaveLength(1);
    const sent = requestOf(fetchMock, posts[0]!);
    expect(sent.url).toBe('/api/Payment/MakePayment/1');
    expect(sent.body).toEqual({
      mode: 'NEFT',
      amount: 14700,
      referenceNumber: 'UTR987654321',
      bankName: 'State Bank of India',
      paymentDate: '2026-11-20',
      proofFileId: PROOF_ID,
      dueIds: [2],
    });
    await waitFor(() => expect(listCalls(fetchMock).length).toBeGreaterThan(listsBefore));
  });

  it('makes the amount follow the payment date: the TDS rate in force that day, as the server will demand', async () => {
    stubXhr(() => xhrSuccess({ id: PROOF_ID, fileName: 'utr.pdf', kind: 'Pdf', sizeBytes: 10 }));
    // 1 % until 22 November, 2 % since; the due was raised on 20 November (no payment may be dated before it).
    const rateOn = (date: string) => (date <= '2026-11-22' ? 1 : 2);
    const { fetchMock, user } = renderDashboard(
      {},
      { 'GET /api/Payment/GetPayable': payableAnswer(rateOn), [PAY]: () => success({ paymentId: 22 }) },
    );
    await user.click(await screen.findByRole('button', { name: 'Pay STOA/DA/2026/00011 STU Charges' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Make Payment' }));
    const net = () => dialog.getByText('Total').closest('tr')!.lastElementChild!.textContent;
    expect(dialog.getByLabelText('Amount (₹)')).toHaveValue('9800.00');
    expect(dialog.getByText(/At your TDS rate in force today/)).toBeInTheDocument();

    changeDate('Payment Date', '2026-11-21', dialog);
    await waitFor(() => expect(dialog.getByLabelText('Amount (₹)')).toHaveValue('9900.00'));
    expect(net()).toBe('₹9,900.00');
    expect(dialog.getByText('at 1%')).toBeInTheDocument();
    expect(dialog.getByText(/At your TDS rate in force on Nov 21, 2026, the payment date\./)).toBeInTheDocument();
    const asked = fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('GetPayable'));
    expect(asked).toEqual(['/api/Payment/GetPayable?dueIds=1&paymentDate=2026-11-21']);

    await user.selectOptions(dialog.getByLabelText('Payment Mode'), 'NEFT');
    await user.type(dialog.getByLabelText(PAYMENT_LABEL_REFERENCE), 'UTR111');
    await user.type(dialog.getByLabelText('Bank Name'), 'State Bank of India');
    await user.upload(dialog.getByLabelText('Upload Proof of Payment'), new File(['%PDF-1.4'], 'utr.pdf'));
    expect(await dialog.findByText('utr.pdf')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(PAYMENT_MESSAGES.paid)).toBeInTheDocument();
    expect(requestOf(fetchMock, payCalls(fetchMock)[0]!).body).toMatchObject({
      amount: 9900,
      paymentDate: '2026-11-21',
    });
  });

  it('checks the payment before sending, and places the server’s field errors under the fields', async () => {
    const { fetchMock, user } = renderDashboard(
      {},
      {
        [PAY]: () => fieldFailure({ referenceNumber: [PAYMENT_MESSAGES.duplicateReference] }, 409, 'Conflict'),
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Pay STOA/DA/2026/00011 STU Charges' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Make Payment' }));
    expect(dialog.getByLabelText('Amount (₹)')).toHaveValue('9800.00');
    await user.clear(dialog.getByLabelText('Amount (₹)'));
    await user.type(dialog.getByLabelText('Amount (₹)'), '9000');
    changeDate('Payment Date', '2026-11-25', dialog);
    await user.click(dialog.getByRole('button', { name: 'Submit' }));
    expect(await findErrorSummary()).toHaveFocus();
    expect(summaryProblems()).toEqual(
      expect.arrayContaining([
        'Payment Mode is required',
        PAYMENT_MESSAGES.amountMismatch('₹9,800.00'),
        PAYMENT_MESSAGES.futureDate,
        'DD / UTR / Reference Number is required',
        PAYMENT_MESSAGES.proofRequired,
      ]),
    );
    expect(dialog.getByLabelText('Payment Mode')).toHaveAccessibleDescription('Payment Mode is required');
    expect(payCalls(fetchMock)).toHaveLength(0);

    stubXhr(() => xhrSuccess({ id: PROOF_ID, fileName: 'utr.pdf', kind: 'Pdf', sizeBytes: 10 }));
    await user.selectOptions(dialog.getByLabelText('Payment Mode'), 'Bank Deposit');
    await user.clear(dialog.getByLabelText('Amount (₹)'));
    await user.type(dialog.getByLabelText('Amount (₹)'), '9800');
    await user.type(dialog.getByLabelText(PAYMENT_LABEL_REFERENCE), 'DEP-1');
    await user.type(dialog.getByLabelText('Bank Name'), 'SBI');
    changeDate('Payment Date', '2026-11-21', dialog);
    await user.upload(dialog.getByLabelText('Upload Proof of Payment'), new File(['%PDF-1.4'], 'utr.pdf'));
    await dialog.findByText('utr.pdf');
    await user.click(dialog.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(summaryProblems()).toEqual([PAYMENT_MESSAGES.duplicateReference]));
    const sent = requestOf(fetchMock, payCalls(fetchMock)[0]!);
    expect(sent.url).toBe('/api/Payment/MakePayment/1');
    expect(sent.body).toMatchObject({ mode: 'BankDeposit', amount: 9800, dueIds: [] });
  });

  it('opens the SLDC on the payments awaiting reconciliation, every party, View first', async () => {
    const payments = () =>
      success(
        buildPaymentList({
          payments: [
            buildPaymentRow(),
            buildPaymentRow({
              paymentId: 6,
              referenceNumber: 'DD-0042',
              mode: 'DemandDraft',
              modeLabel: 'Demand Draft',
            }),
          ],
          dataCount: 2,
          totals: { charged: 0, settled: 0, balance: 0, amount: 19_600, received: 9_800 },
        }),
      );
    const { fetchMock, user, router } = renderDashboard(SLDC, {
      [LIST]: payments,
      'GET /api/Payment/DownloadPayments': fileNamed('Payments.csv'),
    });
    expect(screen.getByRole('heading', { name: RECONCILER_TITLE })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Payments' })).toHaveAttribute('aria-selected', 'true');
    expect(router.state.location.search).toBe('?tab=payments&paymentStatus=Submitted');
    const view = await screen.findByRole('link', { name: 'View UTR123456789' });
    expect(view).toHaveAttribute('href', '/payments/5');
    expect(listCalls(fetchMock)).toEqual([
      '/api/Payment/GetPaymentList?pageNumber=1&pageSize=10&view=payments&paymentStatus=Submitted',
    ]);
    const grid = screen.getByRole('grid', { name: 'Payments' });
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      'Actions',
      'Receipt No.',
      'Payment Date',
      'Mode',
      'DD / UTR / Reference Number',
      'Party',
      'Amount',
      'TDS',
      'Records',
      'Status',
      'Reason',
    ]);
    const row = (await screen.findByText('DD-0042')).closest<HTMLElement>('[role="row"]')!;
    expect(within(row).getByText('Demand Draft')).toBeInTheDocument();
    expect(within(row).getByText('Pending Reconciliation')).toBeInTheDocument();
    const totals = within(screen.getByRole('region', { name: 'Totals' }));
    expect(totals.getByText('₹19,600.00')).toBeInTheDocument();
    // What the ledger holds as received (approved, not reversed).
    expect(totals.getByText('Total Received:')).toBeInTheDocument();
    expect(totals.getByText('₹9,800.00')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();

    // Status All shows every payment; Download sends the same filters.
    await user.selectOptions(screen.getByLabelText('Status'), 'All');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(listCalls(fetchMock).at(-1)).toBe('/api/Payment/GetPaymentList?pageNumber=1&pageSize=10&view=payments'),
    );
    const saved = stubFileSaving();
    await user.click(screen.getByRole('button', { name: 'Download' }));
    await user.click(screen.getByRole('menuitem', { name: 'CSV (.csv)' }));
    await waitFor(() => expect(saved).toEqual(['Payments.csv']));
    expect(String(fetchMock.mock.calls.at(-1)?.[0])).toBe('/api/Payment/DownloadPayments?format=csv&view=payments');
  });

  it('shows the SLDC the dues of every party, without Pay', async () => {
    const { user } = renderDashboard(SLDC, {}, '/payments/dashboard?tab=payments');
    await user.click(await screen.findByRole('tab', { name: 'Dues' }));
    const row = await rowOf('STOA/DA/2026/00012');
    expect(within(row).getByText('Sunrise Solar Pvt Ltd')).toBeInTheDocument();
    // A row without a page (the server named none) shows its number as text.
    expect(within(row).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});

const PAYMENT_LABEL_REFERENCE = 'DD / UTR / Reference Number';
