import { describe, expect, it } from 'vitest';
import { NO_ROWS_LABEL } from '../../../components/data-table/grid-defaults.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Mock } from 'vitest';
import { APPLICATION_MESSAGES, MESSAGES, type SignedInUser } from '@stoa/shared';
import { completeLogin } from '../../../lib/auth-session.ts';
import { failure, stubFetch, success, type StubHandler } from '../../../test/fetch-stub.ts';
import { buildSignedInUser } from '../../../test/factories.ts';
import { stubFileSaving } from '../../../test/download-stub.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { buildApplicationList, buildApplicationRow, buildProcessingResult } from '../test/application-builders.ts';
import { SldcListPage } from './sldc-list-page.tsx';

const SLDC_USER = { role: 'SLDCBusinessUser', entityType: null } as const;
const DATES = 'GET /api/Application/GetApplicationProcessingDates';
const RESULT = 'GET /api/Application/GetApplicationProcessingResult/DayAhead/2026-03-10';
const DAY_AHEAD_DATES = [
  { type: 'DayAhead', processingDate: '2026-03-09', pending: 0, allocated: 3, lastRun: 'Allocated' },
  { type: 'DayAhead', processingDate: '2026-03-10', pending: 2, allocated: 0, lastRun: 'Assessed' },
];

function renderPage(
  path: string,
  handlers: Record<string, StubHandler | StubHandler[]> = {},
  user: Partial<SignedInUser> = SLDC_USER,
) {
  completeLogin(buildSignedInUser(user));
  const fetchMock = stubFetch({
    'GET /api/Application/GetAll/DayAhead': () => success(buildApplicationList([buildApplicationRow()])),
    [DATES]: () => success(DAY_AHEAD_DATES),
    [RESULT]: () => success(buildProcessingResult()),
    ...handlers,
  });
  const view = renderRoutes(
    [
      { path: '/applications/sldc/:applicationType?', element: <SldcListPage /> },
      { path: '/applications/sldc/:applicationType/:id', element: <p>Record page</p> },
    ],
    path,
  );
  return { ...view, fetchMock, user: userEvent.setup() };
}

const posts = (fetchMock: Mock<typeof fetch>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').map(([url]) => String(url));

const afterAllocation = buildProcessingResult({
  run: {
    id: 5,
    status: 'Allocated',
    method: 'ProRata',
    processedAt: '2026-03-10T10:00:00Z',
    processedBy: 'Asha Rao',
    allocatedAt: '2026-03-10T10:05:00Z',
    allocatedBy: 'Asha Rao',
  },
});
const SHARES = 'GET /api/Application/GetProcessingBlockShares/DayAhead/2026-03-10';
const share = (applicationNo: string, requested: number, value: number) => ({
  applicationId: Number(applicationNo.slice(-3)) + 100,
  applicationNo,
  requested,
  share: value,
  marginBefore: null,
  marginAfter: null,
});

describe('SldcListPage', { timeout: 30_000 }, () => {
  it('lists Day Ahead applications by default, rows opening the SLDC record', async () => {
    const { fetchMock } = renderPage('/applications/sldc');
    expect(screen.getByRole('heading', { name: 'Day Ahead Applications' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'View STOA/DA/2026/0001' });
    expect(link).toHaveAttribute('href', '/applications/sldc/DayAhead/101');
    const row = link.closest<HTMLElement>('[role="row"]')!;
    // Applicant and seller.
    expect(within(row).getAllByText('Sunrise Solar Pvt Ltd')).toHaveLength(2);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/Application/GetAll/DayAhead?page=1&pageSize=10');
    expect(screen.getByLabelText('Status')).toBeInTheDocument();
  });

  it("reads the overdue tile's link: only the overdue applications, the Clock box set", async () => {
    const { fetchMock } = renderPage('/applications/sldc/DayAhead?overdue=true');
    await screen.findByRole('link', { name: 'View STOA/DA/2026/0001' });
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(
      '/api/Application/GetAll/DayAhead?page=1&pageSize=10&overdue=true',
    );
    expect(screen.getByLabelText('Clock')).toHaveValue('true');
  });

  it('accepts the chosen applications in bulk with one comment, and reports each one', async () => {
    const rows = [
      buildApplicationRow({ id: 101, applicationNo: 'STOA/DA/2026/0001' }),
      buildApplicationRow({ id: 102, applicationNo: 'STOA/DA/2026/0002' }),
      buildApplicationRow({ id: 103, applicationNo: 'STOA/DA/2026/0003', status: 'Approved' }),
    ];
    const accepted = (id: number) => () =>
      success({ id, status: 'PendingSTOAApproval', statusLabel: 'Pending STOA Check', message: 'Accepted' });
    const { fetchMock, user } = renderPage('/applications/sldc/DayAhead', {
      'GET /api/Application/GetAll/DayAhead': () => success(buildApplicationList(rows)),
      'POST /api/Application/Approve/DayAhead/101': accepted(101),
      'POST /api/Application/Approve/DayAhead/102': () =>
        failure(['The STOA check has not passed: Registration valid'], 422, 'Unprocessable Entity'),
    });
    await screen.findByRole('link', { name: 'View STOA/DA/2026/0001' });
    const rowOf = (no: string) =>
      screen.getByRole('link', { name: `View ${no}` }).closest<HTMLElement>('[role="row"]')!;
    // Only the rows the role can take are selectable: an approved one is not.
    expect(within(rowOf('STOA/DA/2026/0003')).getByRole('checkbox')).toBeDisabled();
    await user.click(within(rowOf('STOA/DA/2026/0001')).getByRole('checkbox'));
    await user.click(within(rowOf('STOA/DA/2026/0002')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Accept selected (2)' }));
    const ask = screen.getByRole('dialog', { name: 'Accept: 2 selected' });
    await user.type(within(ask).getByLabelText('Comments (optional, for every one)'), 'Documents in order');
    await user.click(within(ask).getByRole('button', { name: 'Accept' }));
    const results = await screen.findByRole('dialog', { name: 'Results' });
    expect(within(results).getByText('1 of 2 done.')).toBeInTheDocument();
    expect(within(results).getByText('Done: Pending STOA Check')).toBeInTheDocument();
    expect(within(results).getByText('The STOA check has not passed: Registration valid')).toBeInTheDocument();
    expect(posts(fetchMock)).toEqual([
      '/api/Application/Approve/DayAhead/101',
      '/api/Application/Approve/DayAhead/102',
    ]);
    const bodies = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').map(([, init]) => init?.body);
    for (const body of bodies) expect(JSON.parse(String(body))).toEqual({ comments: 'Documents in order' });
  });

  it('downloads every page of the filters in force as Excel or CSV', async () => {
    const saved = stubFileSaving();
    const file = (name: string) => () =>
      new Response('bytes', { headers: { 'content-disposition': `attachment; filename="${name}"` } });
    const { fetchMock, user } = renderPage(
      '/applications/sldc/DayAhead?status=Submitted&applicationNo=DA%2F2026&page=2',
      {
        'GET /api/Application/GetAll/DayAhead/Export': [
          file('Applications-DayAhead.xlsx'),
          file('Applications-DayAhead.csv'),
        ],
      },
    );
    await screen.findByRole('link', { name: 'View STOA/DA/2026/0001' });
    for (const format of ['Excel (.xlsx)', 'CSV (.csv)']) {
      await user.click(screen.getByRole('button', { name: 'Download' }));
      await user.click(screen.getByRole('menuitem', { name: format }));
    }
    await waitFor(() => expect(saved).toEqual(['Applications-DayAhead.xlsx', 'Applications-DayAhead.csv']));
    const exports = fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/Export'));
    expect(exports).toEqual([
      '/api/Application/GetAll/DayAhead/Export?format=xlsx&status=Submitted&applicationNo=DA%2F2026',
      '/api/Application/GetAll/DayAhead/Export?format=csv&status=Submitted&applicationNo=DA%2F2026',
    ]);
  });

  it('titles each type of the nav and refuses an unknown one', async () => {
    const { unmount } = renderPage('/applications/sldc/FCFS', {
      'GET /api/Application/GetAll/FCFS': () => success(buildApplicationList([])),
    });
    expect(screen.getByRole('heading', { name: 'First Come First Serve Applications' })).toBeInTheDocument();
    expect(await screen.findByText(NO_ROWS_LABEL)).toBeInTheDocument();
    unmount();
    renderPage('/applications/sldc/Weekly');
    expect(await screen.findByText('404 - Page not found.')).toBeInTheDocument();
  });

  it('shows a processed batch: summary, fits or congested, congested blocks with their time, the chart', async () => {
    const { user } = renderPage('/applications/sldc/DayAhead?tab=processing');
    expect(await screen.findByRole('tab', { name: 'Processing', selected: true })).toBeInTheDocument();
    // The batch with applications waiting is chosen first.
    expect(await screen.findByLabelText('Processing Date')).toHaveValue('DayAhead:2026-03-10');
    const summary = await screen.findByLabelText('Processing summary');
    expect(summary).toHaveTextContent('Applications2Fitting1Congested1Congested Blocks1');
    const grid = screen.getByRole('grid', { name: 'Processed applications' });
    const congested = within(grid).getByText('STOA/DA/2026/0002').closest<HTMLElement>('[role="row"]')!;
    expect(within(congested).getByText('Congested')).toBeInTheDocument();
    expect(within(congested).getByText('1 blocks, short 5.00 MW')).toBeInTheDocument();
    const fits = within(grid).getByText('STOA/DA/2026/0001').closest<HTMLElement>('[role="row"]')!;
    expect(within(fits).getByText('Fits')).toBeInTheDocument();

    const blocks = screen.getByRole('table', { name: 'Congested blocks' });
    const rows = within(blocks).getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveTextContent('Itanagar zoneMar 11, 202610:00–10:1520.0025.005.00');
    expect(
      await screen.findByLabelText('Margin and requested MW per block: Itanagar zone, Mar 11, 2026'),
    ).toHaveAccessibleDescription('1 congested block; the largest shortfall is 5.00 MW.');

    expect(screen.getByRole('button', { name: 'Process' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Approve All (fitting)' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Allocate Pro-Rata' })).toBeEnabled();
    await user.click(screen.getByRole('tab', { name: 'Applications' }));
    expect(await screen.findByRole('link', { name: 'View STOA/DA/2026/0001' })).toBeInTheDocument();
  });

  it('processes, approves the fitting ones for the month and allocates pro-rata, each asked and reported', async () => {
    // The server's batch as it stands: allocation adds the shares.
    let batch = buildProcessingResult();
    const { fetchMock, user } = renderPage('/applications/sldc/DayAhead?tab=processing', {
      [RESULT]: () => success(batch),
      'POST /api/Application/ProcessApplications/DayAhead/2026-03-10': () => success(batch),
      'POST /api/Application/ApproveAll/DayAhead/2026-03-10/2026-03': () => success(batch),
      'POST /api/Application/AllocateQuantumProRataBasis/2026-03-10/DayAhead': () => {
        batch = afterAllocation;
        return success(batch);
      },
      [SHARES]: () =>
        success({
          date: '2026-03-11',
          block: 41,
          capacity: 20,
          totalRequested: 25,
          shares: [share('STOA/DA/2026/0001', 15, 12), share('STOA/DA/2026/0002', 10, 8)],
        }),
    });
    await user.click(await screen.findByRole('button', { name: 'Process' }));
    expect(await screen.findByText('Processed: 1 fitting, 1 congested.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Approve All (fitting)' }));
    const approve = screen.getByRole('dialog', { name: 'Approve All (fitting)' });
    // It says what becomes of the congested one: it stays for the type's allocation (issue 36).
    expect(approve).toHaveTextContent(
      'Approve in full the 1 fitting application(s) of Mar 10, 2026? ' +
        'The 1 congested application(s) stay waiting for Allocate Pro-Rata.',
    );
    await user.click(within(approve).getByRole('button', { name: 'Approve All (fitting)' }));
    expect(await screen.findByText('Fitting applications approved in full.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Allocate Pro-Rata' }));
    const allocate = screen.getByRole('dialog', { name: 'Allocate Pro-Rata' });
    await user.click(within(allocate).getByRole('button', { name: 'Allocate Pro-Rata' }));
    expect(await screen.findByText('Allocate Pro-Rata: done.')).toBeInTheDocument();
    // The run's last step in the button's words, never its code ('(ProRata)').
    expect(
      await screen.findByText(
        'Processed Mar 10, 2026 3:30 PM by Asha Rao. Last step: Allocate Pro-Rata, Mar 10, 2026 3:35 PM by Asha Rao.',
      ),
    ).toBeInTheDocument();

    expect(posts(fetchMock)).toEqual([
      '/api/Application/ProcessApplications/DayAhead/2026-03-10',
      '/api/Application/ApproveAll/DayAhead/2026-03-10/2026-03',
      '/api/Application/AllocateQuantumProRataBasis/2026-03-10/DayAhead',
    ]);
    // After the allocation every congested block explains its shares.
    const show = await screen.findByRole('button', { name: 'Show shares of Itanagar zone Mar 11, 2026 10:00–10:15' });
    await user.click(show);
    const shares = await screen.findByRole('table', { name: 'Shares of Itanagar zone Mar 11, 2026 10:00–10:15' });
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
      '/api/Application/GetProcessingBlockShares/DayAhead/2026-03-10?corridorId=1&date=2026-03-11&block=41',
    );
    expect(
      within(shares)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['Application NoRequested (MW)Share (MW)', 'STOA/DA/2026/000115.0012.00', 'STOA/DA/2026/000210.008.00']);
  });

  it("says which party's limit capped an allocation, with that party's room shared block by block", async () => {
    const base = buildProcessingResult();
    const limited = buildProcessingResult({
      run: afterAllocation.run,
      summary: { ...base.summary, fitting: 0, congested: 2, congestedBlocks: 0, limitedBlocks: 1 },
      applications: base.applications.map((a) => ({
        ...a,
        fits: false,
        congestedBlocks: 0,
        limitedBlocks: 1,
        outcome: 'Partial' as const,
        limitedBy: ["seller's ex-bus capacity (Siang Hydro Power Ltd)"],
      })),
      partyBlocks: [
        {
          partyKey: 'seller:7',
          partyName: 'Siang Hydro Power Ltd',
          limit: "seller's ex-bus capacity",
          date: '2026-03-11',
          block: 41,
          room: 10,
          requested: 16,
          excess: 6,
        },
      ],
    });
    const { user } = renderPage('/applications/sldc/DayAhead?tab=processing', {
      [RESULT]: () => success(limited),
      [SHARES]: () =>
        success({
          date: '2026-03-11',
          block: 41,
          capacity: 10,
          totalRequested: 16,
          shares: [share('STOA/DA/2026/0001', 8, 5), share('STOA/DA/2026/0002', 8, 5)],
        }),
    });
    const grid = await screen.findByRole('grid', { name: 'Processed applications' });
    expect(screen.getByLabelText('Processing summary')).toHaveTextContent('Blocks Over Party Limits1');
    const row = within(grid).getByText('STOA/DA/2026/0002').closest<HTMLElement>('[role="row"]')!;
    expect(within(row).getByText('Over party limit')).toBeInTheDocument();
    expect(
      within(row).getByText("Limited by the seller's ex-bus capacity (Siang Hydro Power Ltd)"),
    ).toBeInTheDocument();
    const blocks = screen.getByRole('table', { name: 'Party limit blocks' });
    expect(within(blocks).getAllByRole('row')[1]).toHaveTextContent(
      "Siang Hydro Power Ltdseller's ex-bus capacityMar 11, 202610:00–10:1510.0016.006.00",
    );
    await user.click(
      screen.getByRole('button', { name: 'Show shares of Siang Hydro Power Ltd Mar 11, 2026 10:00–10:15' }),
    );
    const shares = await screen.findByRole('table', {
      name: 'Shares of Siang Hydro Power Ltd Mar 11, 2026 10:00–10:15',
    });
    expect(
      within(shares)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['Application NoRequested (MW)Share (MW)', 'STOA/DA/2026/00018.005.00', 'STOA/DA/2026/00028.005.00']);
  });

  it("shows the server's refusal of a step in the snackbar", async () => {
    const { user } = renderPage('/applications/sldc/DayAhead?tab=processing', {
      'POST /api/Application/AllocateQuantumProRataBasis/2026-03-10/DayAhead': () =>
        failure([APPLICATION_MESSAGES.nothingToAllocate], 422, 'Unprocessable Entity'),
    });
    await user.click(await screen.findByRole('button', { name: 'Allocate Pro-Rata' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Allocate Pro-Rata' }));
    expect(await screen.findByText(APPLICATION_MESSAGES.nothingToAllocate)).toBeInTheDocument();
  });

  it('before the first run says the batch is not processed yet, asks for no result (no 404); Process shows it', async () => {
    const { fetchMock, user } = renderPage('/applications/sldc/DayAhead?tab=processing&batch=DayAhead:2026-03-10', {
      // The dates say there is no run, until Process made one.
      [DATES]: [() => success(DAY_AHEAD_DATES.map((d) => ({ ...d, lastRun: null }))), () => success(DAY_AHEAD_DATES)],
      [RESULT]: () => success(buildProcessingResult()),
      'POST /api/Application/ProcessApplications/DayAhead/2026-03-10': () => success(buildProcessingResult()),
    });
    expect(await screen.findByText(APPLICATION_MESSAGES.notProcessed)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.fetchError)).not.toBeInTheDocument();
    const resultCalls = () =>
      fetchMock.mock.calls
        .map(([url]) => String(url))
        .filter((url) => url.includes('/GetApplicationProcessingResult/'));
    expect(resultCalls()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Process' }));
    expect(await screen.findByLabelText('Processing summary')).toHaveTextContent('Applications2Fitting1');
    expect(resultCalls()).toHaveLength(1);
  });

  it('disables the steps when nothing of the batch is waiting, and says when it was never processed', async () => {
    renderPage('/applications/sldc/DayAhead?tab=processing&batch=DayAhead:2026-03-09', {
      'GET /api/Application/GetApplicationProcessingResult/DayAhead/2026-03-09': () =>
        failure([APPLICATION_MESSAGES.notProcessed], 404, 'Not Found'),
    });
    expect(await screen.findByText(APPLICATION_MESSAGES.notProcessed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Process' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Approve All (fitting)' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Allocate Pro-Rata' })).toBeDisabled();
  });

  it('lists both contingency types among the batches and allocates them in order of receipt', async () => {
    const { fetchMock } = renderPage('/applications/sldc/Contingency?tab=processing', {
      [DATES]: () =>
        success([
          { type: 'ContingencyDayAhead', processingDate: '2026-03-10', pending: 1, allocated: 0, lastRun: null },
          { type: 'ContingencySameDay', processingDate: '2026-03-10', pending: 2, allocated: 0, lastRun: null },
        ]),
      'GET /api/Application/GetApplicationProcessingResult/ContingencyDayAhead/2026-03-10': () =>
        success(buildProcessingResult({ type: 'ContingencyDayAhead' })),
    });
    const select = await screen.findByLabelText('Processing Date');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      '',
      'Mar 10, 2026 — Contingency Day-Ahead (pending 1, allocated 0)',
      'Mar 10, 2026 — Contingency Same-Day (pending 2, allocated 0)',
    ]);
    expect(await screen.findByRole('button', { name: 'Allocate in Order of Receipt' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Allocate Pro-Rata' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
        '/api/Application/GetApplicationProcessingDates?type=Contingency',
      ),
    );
  });

  it("pages the batch's applications on the server, keeping the result on screen", async () => {
    const pageOne = buildProcessingResult({ applicationsPage: { pageNumber: 1, pageSize: 10, total: 12 } });
    const pageTwo = buildProcessingResult({
      applications: [{ ...pageOne.applications[0]!, id: 111, applicationNo: 'STOA/DA/2026/0011' }],
      applicationsPage: { pageNumber: 2, pageSize: 10, total: 12 },
    });
    const { fetchMock, user } = renderPage('/applications/sldc/DayAhead?tab=processing', {
      [RESULT]: ({ url }) => success(url.includes('pageNumber=2') ? pageTwo : pageOne),
    });
    const grid = await screen.findByRole('grid', { name: 'Processed applications' });
    expect(within(grid).getByText('STOA/DA/2026/0001')).toBeInTheDocument();
    // The applications' pager comes first (the congested blocks have their own below).
    await user.click(screen.getAllByRole('button', { name: 'Go to next page' })[0]!);
    expect(await within(grid).findByText('STOA/DA/2026/0011')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
      '/api/Application/GetApplicationProcessingResult/DayAhead/2026-03-10?pageNumber=2&pageSize=10',
    );
    expect(screen.getByLabelText('Processing summary')).toBeInTheDocument();
  });

  it('sends an Advance batch where every application is congested to e-bidding in one asked step', async () => {
    const ADVANCE = 'GET /api/Application/GetApplicationProcessingResult/Advance/2027-03-01';
    const congested = buildProcessingResult({
      type: 'Advance',
      processingDate: '2027-03-01',
      summary: {
        applications: 2,
        fitting: 0,
        congested: 2,
        corridorCongested: 2,
        congestedBlocks: 16,
        limitedBlocks: 0,
      },
      applications: buildProcessingResult().applications.map((a) => ({ ...a, fits: false, congestedBlocks: 8 })),
    });
    const { fetchMock, user } = renderPage('/applications/sldc/Advance?tab=processing', {
      [DATES]: () =>
        success([{ type: 'Advance', processingDate: '2027-03-01', pending: 2, allocated: 0, lastRun: 'Assessed' }]),
      [ADVANCE]: () => success(congested),
      'POST /api/Application/ApproveAll/Advance/2027-03-01/2027-03': () => success(congested),
    });
    const step = await screen.findByRole('button', { name: 'Approve All and Send Congested to E-Bidding' });
    expect(step).toBeEnabled();
    await user.click(step);
    const dialog = screen.getByRole('dialog', { name: 'Approve All and Send Congested to E-Bidding' });
    expect(dialog).toHaveTextContent(
      'No application of Mar 01, 2027 fits in full: send the 2 congested application(s) to e-bidding? ' +
        'Their blocks outside the congestion are allocated now; the congested blocks wait for the invitation you ' +
        'send under E-bidding → Invitation.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Approve All and Send Congested to E-Bidding' }));
    expect(
      await screen.findByText(
        '2 congested application(s) sent to e-bidding: invite them under E-bidding → Invitation.',
      ),
    ).toBeInTheDocument();
    expect(posts(fetchMock)).toEqual(['/api/Application/ApproveAll/Advance/2027-03-01/2027-03']);
  });

  it('gives approvers the result without the steps; Advance congestion goes to e-bidding', async () => {
    renderPage(
      '/applications/sldc/Advance?tab=processing',
      {
        [DATES]: () =>
          success([{ type: 'Advance', processingDate: '2026-03-31', pending: 2, allocated: 0, lastRun: 'Assessed' }]),
        'GET /api/Application/GetApplicationProcessingResult/Advance/2026-03-31': () =>
          success(
            buildProcessingResult({
              type: 'Advance',
              processingDate: '2026-03-31',
              congestions: [
                {
                  id: 9,
                  corridorId: 1,
                  corridorName: 'Itanagar zone',
                  fromDate: '2026-04-01',
                  toDate: '2026-04-30',
                  fromTimeBlock: 40,
                  toTimeBlock: 48,
                  congestedBlocks: 240,
                  availableMargin: 20,
                  appliedQuantum: 25,
                  applicationIds: [101, 102],
                  status: 'Open',
                },
              ],
            }),
          ),
      },
      { role: 'SLDCApproverII', entityType: null },
    );
    expect(await screen.findByText(APPLICATION_MESSAGES.advanceByEBidding)).toBeInTheDocument();
    const records = screen.getByRole('table', { name: 'Congestion records' });
    expect(within(records).getAllByRole('row')[1]).toHaveTextContent(
      'Itanagar zoneApr 01, 2026Apr 30, 202610:00–12:0024020.0025.002Open',
    );
    expect(screen.queryByRole('button', { name: 'Process' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Approve All/ })).not.toBeInTheDocument();
  });
});
