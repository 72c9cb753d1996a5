import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_BUSINESS_RULES, TDS_MESSAGES, type MonthlyTdsRow, type SignedInUser } from '@stoa/shared';
import { completeLogin } from '../../../lib/auth-session.ts';
import { buildSignedInUser } from '../../../test/factories.ts';
import { changeDate } from '../../../test/date-field.ts';
import { stubFileSaving } from '../../../test/download-stub.ts';
import { findErrorSummary, summaryProblems } from '../../../test/error-summary.ts';
import { fieldFailure, requestOf, stubFetch, success, type StubHandler } from '../../../test/fetch-stub.ts';
import { fileNamed } from '../../../test/list-file.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { stubXhr, xhrSuccess } from '../../../test/xhr-stub.ts';
import { CHALLAN_COPY_ID, buildMonthChallan, buildMonthlyTdsRow } from '../test/payment-builders.ts';
import { CHALLAN_PAYER_TITLE, CHALLAN_RECONCILER_TITLE, TdsChallanPage, challanRuleText } from './tds-challan-page.tsx';

const LIST = 'GET /api/Payment/GetMonthlyTDSList';
const MAKE = 'POST /api/Payment/MakeTDSPayment';
const RECONCILER = { role: 'SLDCBusinessUser', entityType: null } as const;
const APPROVER = { role: 'SLDCApproverI', entityType: null } as const;

/** March: uploadable and late; February: a challan awaiting reconciliation, with its copy. */
const MARCH = buildMonthlyTdsRow({ canUpload: true, isOverdue: true, interestMonths: 2, interest: 6 });
const SUBMITTED = buildMonthlyTdsRow({
  month: '2026-02',
  dueOn: '2026-03-07',
  deducted: 1_500,
  deductions: 3,
  inReconciliation: 1_500,
  notDeposited: 0,
  challanId: 31,
  challanStatus: 'Submitted',
  challanStatusLabel: 'Pending Reconciliation',
  challanNo: '00042',
  bsrCode: '0510001',
  depositDate: '2026-03-05',
  proofFileId: CHALLAN_COPY_ID,
  canReconcile: true,
  challans: [
    buildMonthChallan({
      challanId: 31,
      challanNo: '00042',
      amount: 1_500,
      deductions: 3,
      status: 'Submitted',
      statusLabel: 'Pending Reconciliation',
    }),
  ],
});
const OTHER_PARTY = buildMonthlyTdsRow({ partyUserId: 9, partyName: 'Hill Hydro Ltd', month: '2026-02' });

const listOf = (rows: MonthlyTdsRow[]) => () => success({ rows, dataCount: rows.length });

function renderPage(
  user: Partial<SignedInUser> = {},
  handlers: Record<string, StubHandler | StubHandler[]> = {},
  path = '/payments/challan',
) {
  completeLogin(buildSignedInUser(user));
  const fetchMock = stubFetch({
    [LIST]: listOf([MARCH, SUBMITTED]),
    'GET /api/Configuration/Rules/Get': () =>
      success({ rules: DEFAULT_BUSINESS_RULES, version: 1, updatedAt: null, updatedBy: null }),
    ...handlers,
  });
  const view = renderRoutes([{ path: '/payments/challan', element: <TdsChallanPage /> }], path);
  return { ...view, fetchMock, user: userEvent.setup() };
}

const calls = (fetchMock: ReturnType<typeof stubFetch>, part: string) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes(part));
const posts = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.flatMap(([, init], n) => (init?.method === 'POST' ? [n] : []));
const rowOf = async (text: string) => (await screen.findByText(text)).closest<HTMLElement>('[role="row"]')!;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-21T06:00:00Z'));
});

describe('TdsChallanPage', { timeout: 30_000 }, () => {
  it('shows a payer its months: the rule, the grid without a party, the late month marked Overdue', async () => {
    const { fetchMock } = renderPage();
    expect(screen.getByRole('heading', { name: CHALLAN_PAYER_TITLE })).toBeInTheDocument();
    expect(await screen.findByText(challanRuleText(7))).toBeInTheDocument();
    expect(challanRuleText(7)).toContain('by the 7th of the next month (30 April for March)');
    const march = await rowOf('Mar 2026');
    expect(calls(fetchMock, 'GetMonthlyTDSList')).toEqual(['/api/Payment/GetMonthlyTDSList?pageNumber=1&pageSize=10']);
    const headers = within(screen.getByRole('grid', { name: 'TDS Challans' }))
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      'Actions',
      'Month',
      'TDS Deducted',
      'Deposited',
      'Not Deposited',
      'Due By',
      'Challan No.',
      'Deposit Date',
      'Interest',
      'Status',
    ]);
    // Deducted ₹200.00, nothing deposited, ₹200.00 not deposited.
    expect(within(march).getAllByText('₹200.00')).toHaveLength(2);
    expect(within(march).getByText('₹0.00')).toBeInTheDocument();
    expect(within(march).getByText('Apr 30, 2026')).toBeInTheDocument();
    expect(within(march).getByText('₹6.00 (2 months)')).toBeInTheDocument();
    expect(within(march).getByText('Challan Not Uploaded')).toBeInTheDocument();
    expect(within(march).getByText('Overdue')).toBeInTheDocument();
    const february = await rowOf('Feb 2026');
    expect(within(february).getByText('00042')).toBeInTheDocument();
    expect(within(february).getByText('Mar 05, 2026')).toBeInTheDocument();
    expect(within(february).getByText('₹1,500.00 in reconciliation')).toBeInTheDocument();
    expect(within(february).queryByText('Overdue')).not.toBeInTheDocument();
    // A payer never reconciles, whatever the row says; it uploads only where the server lets it.
    expect(within(february).queryByRole('button', { name: /^Approve/ })).not.toBeInTheDocument();
    expect(within(february).queryByRole('button', { name: /^Upload/ })).not.toBeInTheDocument();
  });

  it('uploads a month’s challan: checked first, the server’s field error placed, the exact body sent once', async () => {
    const uploads = stubXhr(() =>
      xhrSuccess({ id: CHALLAN_COPY_ID, fileName: 'challan.pdf', kind: 'Pdf', sizeBytes: 9 }),
    );
    const { fetchMock, user } = renderPage(
      {},
      {
        [MAKE]: [
          () => fieldFailure({ challanNumber: [TDS_MESSAGES.alreadyUploaded] }, 409, 'Conflict'),
          () => success({ challanId: 40 }),
        ],
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Upload Challan Mar 2026' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Upload TDS Challan' }));
    expect(dialog.getByLabelText('Month of Deduction')).toHaveValue('Mar 2026');
    expect(dialog.getByLabelText('Month of Deduction')).toHaveAttribute('readonly');
    expect(dialog.getByLabelText('Amount (₹)')).toHaveValue('200.00');

    await user.clear(dialog.getByLabelText('Amount (₹)'));
    await user.type(dialog.getByLabelText('Amount (₹)'), '150');
    await user.type(dialog.getByLabelText('BSR Code'), '12345');
    changeDate('Deposit Date', '2026-11-25', dialog);
    await user.click(dialog.getByRole('button', { name: 'Submit' }));
    expect(await findErrorSummary()).toHaveFocus();
    expect(summaryProblems()).toEqual(
      expect.arrayContaining([
        'Challan Serial No. is required',
        'BSR Code must be 7 digits',
        TDS_MESSAGES.amountMismatch('₹200.00'),
        TDS_MESSAGES.depositInFuture,
        'Challan Copy is required',
      ]),
    );
    expect(dialog.getByLabelText('BSR Code')).toHaveAccessibleDescription('BSR Code must be 7 digits');
    changeDate('Deposit Date', '2026-02-27', dialog);
    await user.click(dialog.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(summaryProblems()).toContain(TDS_MESSAGES.depositBeforeMonth));
    expect(posts(fetchMock)).toHaveLength(0);

    await user.clear(dialog.getByLabelText('Amount (₹)'));
    await user.type(dialog.getByLabelText('Amount (₹)'), '200');
    await user.type(dialog.getByLabelText('Challan Serial No.'), '00077');
    await user.clear(dialog.getByLabelText('BSR Code'));
    await user.type(dialog.getByLabelText('BSR Code'), '0510001');
    changeDate('Deposit Date', '2026-05-03', dialog);
    await user.upload(dialog.getByLabelText('Upload Challan Copy'), new File(['%PDF-1.4'], 'challan.pdf'));
    expect(await dialog.findByText('challan.pdf')).toBeInTheDocument();
    expect(uploads[0]?.url).toBe('/api/File/Upload?formName=TdsChallan');
    await user.click(dialog.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(summaryProblems()).toEqual([TDS_MESSAGES.alreadyUploaded]));

    const listsBefore = calls(fetchMock, 'GetMonthlyTDSList').length;
    await user.dblClick(dialog.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(TDS_MESSAGES.uploaded)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const sent = posts(fetchMock).map((n) => requestOf(fetchMock, n));
    expect(sent).toHaveLength(2);
    expect(sent[1]?.url).toBe('/api/Payment/MakeTDSPayment');
    expect(sent[1]?.body).toEqual({
      month: '2026-03',
      challanNumber: '00077',
      bsrCode: '0510001',
      depositDate: '2026-05-03',
      amount: 200,
      proofFileId: CHALLAN_COPY_ID,
    });
    await waitFor(() => expect(calls(fetchMock, 'GetMonthlyTDSList').length).toBeGreaterThan(listsBefore));
  });

  it('lets the SLDC business user approve after a confirmation and revert with a reason', async () => {
    const { fetchMock, user } = renderPage(
      RECONCILER,
      {
        'POST /api/Payment/ApproveTDSPayment/31': () => success(true),
        'POST /api/Payment/RevertTDSPayment/31': () => success(true),
      },
      '/payments/challan?challanStatus=Submitted',
    );
    expect(screen.getByRole('heading', { name: CHALLAN_RECONCILER_TITLE })).toBeInTheDocument();
    const row = await rowOf('00042');
    expect(calls(fetchMock, 'GetMonthlyTDSList')[0]).toBe(
      '/api/Payment/GetMonthlyTDSList?pageNumber=1&pageSize=10&challanStatus=Submitted',
    );
    expect(screen.getByRole('columnheader', { name: 'Party' })).toBeInTheDocument();
    // The upload is the payer's, whatever the row says.
    expect(screen.queryByRole('button', { name: /^Upload Challan/ })).not.toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Approve Feb 2026 Sunrise Solar Pvt Ltd' }));
    const approve = within(screen.getByRole('dialog', { name: 'Approve Challan' }));
    expect(posts(fetchMock)).toHaveLength(0);
    await user.click(approve.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(TDS_MESSAGES.approved)).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Revert Feb 2026 Sunrise Solar Pvt Ltd' }));
    const revert = within(screen.getByRole('dialog', { name: 'Revert Challan' }));
    await user.click(revert.getByRole('button', { name: 'Revert' }));
    expect(revert.getByText('Reason is required')).toBeInTheDocument();
    await user.type(revert.getByLabelText('Reason *'), 'BSR code does not match');
    await user.click(revert.getByRole('button', { name: 'Revert' }));
    expect(await screen.findByText(TDS_MESSAGES.reverted)).toBeInTheDocument();
    const sent = posts(fetchMock).map((n) => requestOf(fetchMock, n));
    expect(sent.map(({ url, body }) => [url, body])).toEqual([
      ['/api/Payment/ApproveTDSPayment/31', {}],
      ['/api/Payment/RevertTDSPayment/31', { reason: 'BSR code does not match' }],
    ]);
  });

  it('lets an approver read the challans and their copies, with no action on them', async () => {
    const everything = { ...SUBMITTED, canUpload: true, canReconcile: true };
    const { user } = renderPage(APPROVER, {
      [LIST]: listOf([everything]),
      [`GET /api/File/Download/${CHALLAN_COPY_ID}`]: fileNamed('challan-feb.pdf'),
    });
    const row = await rowOf('00042');
    expect(within(row).queryByRole('button', { name: /^Approve/ })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /^Revert/ })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /^Upload/ })).not.toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'View challan Feb 2026 Sunrise Solar Pvt Ltd' }));
    const dialog = within(screen.getByRole('dialog', { name: 'TDS Challan Feb 2026' }));
    const fact = (label: string) => dialog.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(fact('Challan Serial No.')).toBe('00042');
    expect(fact('BSR Code')).toBe('0510001');
    expect(fact('Deposit Date')).toBe('Mar 05, 2026');
    expect(fact('TDS Deducted')).toBe('₹1,500.00');
    expect(fact('In Reconciliation')).toBe('₹1,500.00');
    expect(fact('Not Deposited')).toBe('₹0.00');
    expect(dialog.getByRole('heading', { name: 'Challan 00042' })).toBeInTheDocument();
    const saved = stubFileSaving();
    await user.click(dialog.getByRole('button', { name: 'Download Challan Copy 00042' }));
    await waitFor(() => expect(saved).toEqual(['challan-feb.pdf']));
  });

  it('downloads the list of the filters, and a payer’s own Form 16A summary of a quarter', async () => {
    const { fetchMock, user } = renderPage(
      {},
      {
        'GET /api/Payment/DownloadMonthlyTDS': fileNamed('TDS-Challans.csv'),
        'GET /api/Payment/DownloadTdsCertificate': fileNamed('TDS-Summary-FY2026-Q1.pdf'),
      },
      '/payments/challan?month=2026-03',
    );
    await rowOf('Mar 2026');
    expect(calls(fetchMock, 'GetMonthlyTDSList')[0]).toContain('&month=2026-03');
    const saved = stubFileSaving();
    await user.click(screen.getByRole('button', { name: 'Download' }));
    await user.click(screen.getByRole('menuitem', { name: 'CSV (.csv)' }));
    await waitFor(() => expect(saved).toEqual(['TDS-Challans.csv']));
    expect(calls(fetchMock, 'DownloadMonthlyTDS')).toEqual([
      '/api/Payment/DownloadMonthlyTDS?format=csv&month=2026-03',
    ]);

    await user.click(screen.getByRole('button', { name: 'TDS Summary (Form 16A)' }));
    const dialog = within(screen.getByRole('dialog', { name: 'TDS Summary (Form 16A)' }));
    // Today (Nov 21, 2026) is in Q3 of 2026-27; a payer names no party.
    expect(dialog.getByLabelText('Financial Year')).toHaveValue('2026');
    expect(dialog.getByLabelText('Quarter')).toHaveValue('3');
    expect(dialog.queryByLabelText('Party')).not.toBeInTheDocument();
    await user.selectOptions(dialog.getByLabelText('Quarter'), 'Q1 (Apr – Jun)');
    await user.click(dialog.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(saved).toEqual(['TDS-Challans.csv', 'TDS-Summary-FY2026-Q1.pdf']));
    expect(calls(fetchMock, 'DownloadTdsCertificate')).toEqual([
      '/api/Payment/DownloadTdsCertificate?financialYear=2026&quarter=1',
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('makes the SLDC name the party of a Form 16A summary, from every party with TDS in the quarter', async () => {
    const { fetchMock, user } = renderPage(RECONCILER, {
      [LIST]: listOf([MARCH, OTHER_PARTY]),
      // The quarter's parties come from the server, not from the page of rows shown.
      'GET /api/Payment/GetTdsParties': ({ url }) =>
        success({
          parties: url.includes('financialYear=2025&quarter=4')
            ? [
                { partyUserId: 9, partyName: 'Hill Hydro Ltd' },
                { partyUserId: 4, partyName: 'Sunrise Solar Pvt Ltd' },
              ]
            : [],
        }),
      'GET /api/Payment/DownloadTdsCertificate': fileNamed('TDS-Summary-FY2025-Q4.pdf'),
    });
    await rowOf('Hill Hydro Ltd');
    const saved = stubFileSaving();
    await user.click(screen.getByRole('button', { name: 'TDS Summary (Form 16A)' }));
    const dialog = within(screen.getByRole('dialog', { name: 'TDS Summary (Form 16A)' }));
    const options = () => [...dialog.getByLabelText('Party').querySelectorAll('option')].map((o) => o.textContent);
    expect(await dialog.findByText('No TDS was deducted from any party in this quarter.')).toBeInTheDocument();
    expect(options()).toEqual(['Select']);
    await user.click(dialog.getByRole('button', { name: 'Download' }));
    expect(dialog.getByText('Party is required')).toBeInTheDocument();
    expect(calls(fetchMock, 'DownloadTdsCertificate')).toHaveLength(0);
    await user.selectOptions(dialog.getByLabelText('Financial Year'), '2025-26');
    await user.selectOptions(dialog.getByLabelText('Quarter'), 'Q4 (Jan – Mar)');
    await waitFor(() => expect(options()).toEqual(['Select', 'Hill Hydro Ltd', 'Sunrise Solar Pvt Ltd']));
    await user.selectOptions(dialog.getByLabelText('Party'), 'Hill Hydro Ltd');
    await user.click(dialog.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(saved).toEqual(['TDS-Summary-FY2025-Q4.pdf']));
    expect(calls(fetchMock, 'DownloadTdsCertificate')).toEqual([
      '/api/Payment/DownloadTdsCertificate?financialYear=2025&quarter=4&partyUserId=9',
    ]);
  });
});
