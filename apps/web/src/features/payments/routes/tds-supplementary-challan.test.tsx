/**
 * A supplementary TDS challan on /payments/challan (DOMAIN §5 "Every deduction can be deposited"): October's ₹200.00
 * is deposited on an approved challan; a back-dated payment withheld ₹100.00 more, on no challan. The payer's row
 * says so (deposited, not deposited, 'Supplementary challan due', overdue) and offers 'Upload supplementary challan'
 * for exactly the ₹100.00; the SLDC reconciles it like any challan; the view lists both challans with their copies.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_BUSINESS_RULES, TDS_MESSAGES, type MonthlyTdsRow, type SignedInUser } from '@stoa/shared';
import { completeLogin } from '../../../lib/auth-session.ts';
import { buildSignedInUser } from '../../../test/factories.ts';
import { changeDate } from '../../../test/date-field.ts';
import { findErrorSummary, summaryProblems } from '../../../test/error-summary.ts';
import { fieldFailure, requestOf, stubFetch, success } from '../../../test/fetch-stub.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { stubXhr, xhrSuccess } from '../../../test/xhr-stub.ts';
import { supplementaryNoteOf } from '../components/upload-challan-dialog.tsx';
import { CHALLAN_COPY_ID, buildMonthChallan, buildMonthlyTdsRow } from '../test/payment-builders.ts';
import { TdsChallanPage } from './tds-challan-page.tsx';

const LIST = 'GET /api/Payment/GetMonthlyTDSList';
const MAKE = 'POST /api/Payment/MakeTDSPayment';
const ORIGINAL = buildMonthChallan({ challanId: 41, challanNo: '00041', depositDate: '2026-11-05' });
/** October: ₹200.00 deposited on 5 November, ₹100.00 back-dated to 25 October on no challan. */
const OCTOBER = buildMonthlyTdsRow({
  month: '2026-10',
  dueOn: '2026-11-07',
  deducted: 300,
  deductions: 2,
  deposited: 200,
  notDeposited: 100,
  challanId: 41,
  challanStatus: 'SupplementaryDue',
  challanStatusLabel: 'Supplementary challan due',
  challanNo: '00041',
  depositDate: '2026-11-05',
  proofFileId: CHALLAN_COPY_ID,
  isSupplementary: true,
  isOverdue: true,
  interestMonths: 2,
  interest: 3,
  canUpload: true,
  challans: [ORIGINAL],
});
const SUPPLEMENTARY = buildMonthChallan({
  challanId: 57,
  challanNo: '00057',
  depositDate: '2026-12-12',
  amount: 100,
  status: 'Submitted',
  statusLabel: 'Pending Reconciliation',
  isSupplementary: true,
  interestMonths: 3,
  interest: 4.5,
});
/** The same month once the supplementary challan awaits the SLDC. */
const PENDING = buildMonthlyTdsRow({
  ...OCTOBER,
  notDeposited: 0,
  inReconciliation: 100,
  challanId: 57,
  challanStatus: 'Submitted',
  challanStatusLabel: 'Pending Reconciliation',
  challanNo: '00057',
  isOverdue: false,
  canUpload: false,
  canReconcile: true,
  challans: [ORIGINAL, SUPPLEMENTARY],
});

function renderPage(user: Partial<SignedInUser>, rows: MonthlyTdsRow[], handlers = {}) {
  completeLogin(buildSignedInUser(user));
  const fetchMock = stubFetch({
    [LIST]: () => success({ rows, dataCount: rows.length }),
    'GET /api/Configuration/Rules/Get': () =>
      success({ rules: DEFAULT_BUSINESS_RULES, version: 1, updatedAt: null, updatedBy: null }),
    ...handlers,
  });
  renderRoutes([{ path: '/payments/challan', element: <TdsChallanPage /> }], '/payments/challan');
  return { fetchMock, user: userEvent.setup() };
}
const rowOf = async (text: string) => (await screen.findByText(text)).closest<HTMLElement>('[role="row"]')!;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-12T06:00:00Z'));
});

describe('a supplementary TDS challan', { timeout: 30_000 }, () => {
  it('shows the payer what is deposited and what is not, and uploads exactly the rest', async () => {
    stubXhr(() => xhrSuccess({ id: CHALLAN_COPY_ID, fileName: 'challan.pdf', kind: 'Pdf', sizeBytes: 9 }));
    const { fetchMock, user } = renderPage({}, [OCTOBER], {
      [MAKE]: [
        () => fieldFailure({ depositDate: [TDS_MESSAGES.depositBeforeDeduction('Oct 25, 2026')] }, 400),
        () => success({ challanId: 57 }),
      ],
    });
    const row = await rowOf('Oct 2026');
    for (const text of ['₹300.00', '₹200.00', '₹100.00', 'Supplementary challan due', 'Overdue', '₹3.00 (2 months)']) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
    expect(within(row).queryByRole('button', { name: 'Upload Challan Oct 2026' })).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Upload supplementary challan Oct 2026' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Upload Supplementary TDS Challan' }));
    expect(dialog.getByText(supplementaryNoteOf(OCTOBER))).toBeInTheDocument();
    expect(supplementaryNoteOf(OCTOBER)).toContain('₹200.00 of this month is already deposited');
    expect(dialog.getByLabelText('Amount (₹)')).toHaveValue('100.00');
    await user.clear(dialog.getByLabelText('Amount (₹)'));
    await user.type(dialog.getByLabelText('Amount (₹)'), '300');
    await user.type(dialog.getByLabelText('Challan Serial No.'), '00057');
    await user.type(dialog.getByLabelText('BSR Code'), '0510001');
    changeDate('Deposit Date', '2026-10-24', dialog);
    await user.upload(dialog.getByLabelText('Upload Challan Copy'), new File(['%PDF-1.4'], 'challan.pdf'));
    await dialog.findByText('challan.pdf');
    await user.click(dialog.getByRole('button', { name: 'Submit' }));
    expect(await findErrorSummary()).toHaveFocus();
    expect(summaryProblems()).toEqual([TDS_MESSAGES.supplementaryAmountMismatch('₹100.00')]);

    await user.clear(dialog.getByLabelText('Amount (₹)'));
    await user.type(dialog.getByLabelText('Amount (₹)'), '100');
    await user.click(dialog.getByRole('button', { name: 'Submit' }));
    // Only the server knows the deductions' dates: its refusal lands under the field.
    await waitFor(() =>
      expect(dialog.getByRole('group', { name: 'Deposit Date' })).toHaveAccessibleDescription(
        TDS_MESSAGES.depositBeforeDeduction('Oct 25, 2026'),
      ),
    );
    changeDate('Deposit Date', '2026-12-12', dialog);
    await user.click(dialog.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(TDS_MESSAGES.uploaded)).toBeInTheDocument();
    const posts = fetchMock.mock.calls.flatMap(([, init], n) => (init?.method === 'POST' ? [n] : []));
    expect(requestOf(fetchMock, posts.at(-1)!).body).toEqual({
      month: '2026-10',
      challanNumber: '00057',
      bsrCode: '0510001',
      depositDate: '2026-12-12',
      amount: 100,
      proofFileId: CHALLAN_COPY_ID,
    });
  });

  it('lets the SLDC reconcile the supplementary challan and read both challans of the month', async () => {
    const { fetchMock, user } = renderPage({ role: 'SLDCBusinessUser', entityType: null }, [PENDING], {
      'POST /api/Payment/ApproveTDSPayment/57': () => success(true),
    });
    const row = await rowOf('00057');
    expect(within(row).getByText('₹100.00 in reconciliation')).toBeInTheDocument();
    expect(within(row).getByText('Pending Reconciliation')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'View challan Oct 2026 Sunrise Solar Pvt Ltd' }));
    const view = within(screen.getByRole('dialog', { name: 'TDS Challan Oct 2026' }));
    expect(view.getByRole('heading', { name: 'Challan 00041' })).toBeInTheDocument();
    expect(view.getByRole('heading', { name: 'Supplementary Challan 00057' })).toBeInTheDocument();
    expect(view.getByRole('button', { name: 'Download Challan Copy 00057' })).toBeInTheDocument();
    expect(view.getByText('₹4.50 (3 months)')).toBeInTheDocument();
    await user.click(view.getByRole('button', { name: 'Close' }));

    await user.click(within(row).getByRole('button', { name: 'Approve Oct 2026 Sunrise Solar Pvt Ltd' }));
    const approve = within(screen.getByRole('dialog', { name: 'Approve Challan' }));
    expect(approve.getByText(/^Approve the supplementary challan 00057 of Sunrise Solar Pvt Ltd/)).toBeInTheDocument();
    await user.click(approve.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(TDS_MESSAGES.approved)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/Payment/ApproveTDSPayment/57')).toBe(true);
  });
});
