import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ATC_BLOCK_COLUMNS, MESSAGES, REPORTS, type Role } from '@stoa/shared';
import { completeLogin } from '../../../lib/auth-session.ts';
import { changeDate } from '../../../test/date-field.ts';
import { stubFileSaving } from '../../../test/download-stub.ts';
import { failure, stubFetch, success, type StubHandler } from '../../../test/fetch-stub.ts';
import { buildSignedInUser } from '../../../test/factories.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { buildFilterOptions, buildReceiptPage } from '../test/report-builders.ts';
import { ReportPage } from './report-page.tsx';

const RECEIPTS = REPORTS.PaymentReceiptSummary;
const GET = 'GET /api/Report/Get/PaymentReceiptSummary';
const OPTIONS = 'GET /api/Report/FilterOptions/PaymentReceiptSummary';
const DEFAULT_SORT = 'sortBy=paymentDate&sortOrder=desc';

function renderReport(
  role: Role,
  path = '/reports/PaymentReceiptSummary',
  handlers: Record<string, StubHandler | StubHandler[]> = {},
) {
  const isApplicant = role === 'OABusinessUser' || role === 'Trader';
  completeLogin(buildSignedInUser(isApplicant ? { role } : { role, entityType: null }));
  const fetchMock = stubFetch({
    [GET]: () => success(buildReceiptPage()),
    [OPTIONS]: () => success(isApplicant ? buildFilterOptions({ entities: [] }) : buildFilterOptions()),
    ...handlers,
  });
  const view = renderRoutes(
    [
      { path: '/reports/:reportName', element: <ReportPage /> },
      { path: '/forbidden', element: <p>Forbidden page</p> },
    ],
    path,
  );
  const reportCalls = () =>
    fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/Report/Get/'));
  return { ...view, fetchMock, reportCalls };
}

const grid = (name = RECEIPTS.title) => screen.findByRole('grid', { name });

describe('the report page', { timeout: 20_000 }, () => {
  it('shows the title, what it answers and only its own filters', async () => {
    const { reportCalls } = renderReport('SLDCBusinessUser');
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Receipt Summary' })).toBeInTheDocument();
    expect(screen.getByText(RECEIPTS.answers)).toBeInTheDocument();
    const filters = screen.getByRole('search', { name: 'Filters' });
    expect(within(filters).getAllByText('Payment date')).toHaveLength(2);
    expect(within(filters).getByRole('combobox', { name: 'Mode' })).toHaveTextContent(
      'AllDemand DraftBank DepositNEFT',
    );
    expect(within(filters).getByRole('combobox', { name: 'Status' })).toHaveTextContent('Pending Reconciliation');
    const entity = await within(filters).findByRole('combobox', { name: 'Entity' });
    expect(entity).toHaveTextContent('Sunrise Solar Pvt Ltd');
    expect(within(filters).queryByRole('combobox', { name: 'Corridor' })).not.toBeInTheDocument();
    expect(within(filters).getByRole('button', { name: 'Submit' })).toBeInTheDocument();
    expect(within(filters).getByRole('button', { name: 'Reset' })).toBeInTheDocument();
    await waitFor(() =>
      expect(reportCalls()[0]).toBe(`/api/Report/Get/PaymentReceiptSummary?pageNumber=1&pageSize=10&${DEFAULT_SORT}`),
    );
  });

  it('offers an applicant no Entity filter, and a Corridor filter where the report has one', async () => {
    const { fetchMock } = renderReport('OABusinessUser', '/reports/ApplicationDetails', {
      'GET /api/Report/Get/ApplicationDetails': () => success({ rows: [], dataCount: 0, totals: {}, chart: null }),
      'GET /api/Report/FilterOptions/ApplicationDetails': () => success(buildFilterOptions({ entities: [] })),
    });
    const filters = screen.getByRole('search', { name: 'Filters' });
    expect(await within(filters).findByRole('option', { name: 'Khupi–Balipara' })).toBeInTheDocument();
    expect(within(filters).getByRole('combobox', { name: 'Application Type' })).toBeInTheDocument();
    expect(within(filters).queryByRole('combobox', { name: 'Entity' })).not.toBeInTheDocument();
    expect(await screen.findByText('No records found.')).toBeInTheDocument();
    expect(screen.getByText('0 records')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/Report/FilterOptions/ApplicationDetails');
  });

  it('formats every cell, numbers on the right, and adds the Total row of the whole set', async () => {
    renderReport('SLDCBusinessUser');
    const table = await grid();
    expect(await within(table).findByText('RCPT/2026/0001')).toBeInTheDocument();
    expect(screen.getByText('12 records')).toBeInTheDocument();
    const first = within(table).getByText('RCPT/2026/0001').closest('[role="row"]') as HTMLElement;
    expect(within(first).getByText('₹1,23,456.78')).toBeInTheDocument();
    expect(within(first).getByText('Mar 11, 2026')).toBeInTheDocument();
    expect(within(first).getByText('Pending Reconciliation')).toBeInTheDocument();
    expect(within(first).getByText('₹1,23,456.78').closest('[role="gridcell"]')).toHaveClass(
      'MuiDataGrid-cell--textRight',
    );
    const second = within(table).getByText('RCPT/2026/0002').closest('[role="row"]') as HTMLElement;
    expect(within(second).getByText('Demand Draft')).toBeInTheDocument();
    expect(within(second).getByText('₹0.00')).toBeInTheDocument();
    const total = within(table).getByText('Total').closest('[role="row"]') as HTMLElement;
    expect(total).toHaveTextContent('Total');
    expect(within(total).getByText('₹9,99,999.00')).toBeInTheDocument();
    expect(within(total).getByText('₹1,000.00')).toBeInTheDocument();
    expect(within(total).getByText('₹9,98,999.00')).toBeInTheDocument();
  });

  it('sorts on the server when a sortable header is clicked: ascending, then descending, back to page 1', async () => {
    const user = userEvent.setup();
    const { reportCalls, router } = renderReport('SLDCBusinessUser', '/reports/PaymentReceiptSummary?pageNumber=2');
    const table = await grid();
    await within(table).findByText('RCPT/2026/0001');
    await user.click(within(table).getByText('Gross'));
    await waitFor(() =>
      expect(reportCalls().at(-1)).toBe(
        '/api/Report/Get/PaymentReceiptSummary?pageNumber=1&pageSize=10&sortBy=gross&sortOrder=asc',
      ),
    );
    expect(router.state.location.search).toBe('?sortBy=gross&sortOrder=asc');
    await user.click(within(table).getByText('Gross'));
    await waitFor(() => expect(reportCalls().at(-1)).toContain('sortBy=gross&sortOrder=desc'));
    expect(reportCalls()[0]).toBe(`/api/Report/Get/PaymentReceiptSummary?pageNumber=2&pageSize=10&${DEFAULT_SORT}`);
  });

  it('sends the filters on Submit and keeps them in the URL', async () => {
    const user = userEvent.setup();
    const { reportCalls, router } = renderReport('SLDCBusinessUser');
    const filters = screen.getByRole('search', { name: 'Filters' });
    await within(filters).findByRole('combobox', { name: 'Entity' });
    changeDate('From Date', '2026-03-01', filters);
    changeDate('To Date', '2026-03-31', filters);
    await user.selectOptions(within(filters).getByRole('combobox', { name: 'Mode' }), 'NEFT');
    await user.selectOptions(within(filters).getByRole('combobox', { name: 'Status' }), 'Approved');
    await user.selectOptions(within(filters).getByRole('combobox', { name: 'Entity' }), 'Hill Hydro Ltd');
    await user.click(within(filters).getByRole('button', { name: 'Submit' }));
    const expected =
      '/api/Report/Get/PaymentReceiptSummary?pageNumber=1&pageSize=10&fromDate=2026-03-01&toDate=2026-03-31' +
      `&type=NEFT&status=Approved&entityId=42&${DEFAULT_SORT}`;
    await waitFor(() => expect(reportCalls().at(-1)).toBe(expected));
    expect(new URLSearchParams(router.state.location.search).get('entityId')).toBe('42');
  });

  it('downloads the filtered set in the order on screen as Excel or PDF', async () => {
    const user = userEvent.setup();
    const saved = stubFileSaving();
    const file = (name: string) => () =>
      new Response('bytes', { headers: { 'content-disposition': `attachment; filename="${name}"` } });
    const { fetchMock } = renderReport('SLDCBusinessUser', '/reports/PaymentReceiptSummary?type=NEFT&sortBy=gross', {
      'GET /api/Report/Export/PaymentReceiptSummary': [file('receipts.xlsx'), file('receipts.pdf')],
    });
    await within(await grid()).findByText('RCPT/2026/0001');
    for (const choice of ['Excel (.xlsx)', 'PDF (.pdf)']) {
      await user.click(screen.getByRole('button', { name: 'Download' }));
      await user.click(screen.getByRole('menuitem', { name: choice }));
    }
    await waitFor(() => expect(saved).toEqual(['receipts.xlsx', 'receipts.pdf']));
    const exports = fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/Export/'));
    expect(exports).toEqual([
      '/api/Report/Export/PaymentReceiptSummary?type=NEFT&sortBy=gross&sortOrder=asc&format=xlsx',
      '/api/Report/Export/PaymentReceiptSummary?type=NEFT&sortBy=gross&sortOrder=asc&format=pdf',
    ]);
  });

  it('draws the chart of the whole set in rupees, with the same figures as a table', async () => {
    const user = userEvent.setup();
    renderReport('SLDCBusinessUser');
    const section = await screen.findByRole('region', { name: 'Received per month' });
    const figure = await within(section).findByRole('figure', { name: 'Received per month' });
    expect(figure).toHaveAccessibleDescription('Gross: ₹1,23,956.78 in all, most in Mar 2026 (₹1,23,456.78).');
    expect(within(figure).getByText('Feb 2026')).toBeInTheDocument();
    await user.click(within(section).getByRole('switch', { name: 'Show as table' }));
    const table = within(section).getByRole('table', { name: 'Received per month' });
    expect(within(table).getByRole('rowheader', { name: 'Mar 2026' }).closest('tr')).toHaveTextContent(
      'Mar 2026₹1,23,456.78',
    );
  });

  it("shows the server's words for a filter it refuses", async () => {
    renderReport('SLDCBusinessUser', '/reports/PaymentReceiptSummary?fromDate=2026-03-10&toDate=2026-03-01', {
      [GET]: () => failure(['To Date must not be before From Date']),
    });
    expect(await screen.findByText('To Date must not be before From Date')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Received per month' })).not.toBeInTheDocument();
  });

  it('sends a role that may not read the report to /forbidden; an unknown report is the 404', async () => {
    const { router, unmount } = renderReport('OABusinessUser', '/reports/MarginAvailibility');
    expect(await screen.findByText('Forbidden page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/forbidden');
    unmount();
    renderReport('SLDCBusinessUser', '/reports/NoSuchReport');
    expect(await screen.findByText(MESSAGES.notFound)).toBeInTheDocument();
  });
});

describe('a report of the 96 blocks', { timeout: 20_000 }, () => {
  it('draws the margin per block as the block chart, with only the date range and corridor filters', async () => {
    const blocks = Array.from({ length: 96 }, (_, i) => ({
      x: ATC_BLOCK_COLUMNS[i]!,
      values: { atc: 10_000, allocated: i === 11 ? 9_050 : 0, remaining: i === 11 ? 950 : 10_000 },
    }));
    renderReport('SLDCApproverI', '/reports/MarginAvailibility', {
      'GET /api/Report/Get/MarginAvailibility': () =>
        success({
          rows: [
            {
              date: '2026-03-11',
              corridor: 'Khupi–Balipara',
              leastAtc: 10_000,
              peakAllocated: 9_050,
              leastRemaining: 950,
              fullBlocks: 0,
            },
          ],
          dataCount: 1,
          totals: { fullBlocks: 0 },
          chart: { points: blocks },
        }),
      'GET /api/Report/FilterOptions/MarginAvailibility': () => success(buildFilterOptions({ entities: [] })),
    });
    const title = REPORTS.MarginAvailibility.chart!.title;
    const section = await screen.findByRole('region', { name: title });
    const chart = await within(section).findByLabelText(title);
    expect(chart).toHaveAccessibleDescription(
      'ATC: 100.00 MW in every block. ' +
        'Allocated: peak 90.50 MW at 02:45-03:00, least 0.00 MW at 00:00-00:15. ' +
        'Margin left: peak 100.00 MW at 00:00-00:15, least 9.50 MW at 02:45-03:00.',
    );
    expect(
      within(chart)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['ATC', 'Allocated', 'Margin left']);
    const filters = screen.getByRole('search', { name: 'Filters' });
    expect(
      within(filters)
        .getAllByRole('combobox')
        .map((box) => box.getAttribute('name')),
    ).toEqual(['corridorId']);
    expect(within(filters).getAllByText('Date')).toHaveLength(2);
    const table = await grid(REPORTS.MarginAvailibility.title);
    expect(await within(table).findByText('9.50')).toBeInTheDocument();
  });
});
