import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Mock } from 'vitest';
import { completeLogin } from '../../../lib/auth-session.ts';
import { stubFetch, success } from '../../../test/fetch-stub.ts';
import { buildSignedInUser } from '../../../test/factories.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { buildApplicationList, buildApplicationRow } from '../test/application-builders.ts';
import { OaListPage } from './oa-list-page.tsx';

const LIST = 'GET /api/Application/GetAppliedApplications';

const submitted = buildApplicationRow();
const draft = buildApplicationRow({
  id: 102,
  applicationNo: null,
  type: 'FCFS',
  status: 'Draft',
  sellerName: 'Sunrise Solar Pvt Ltd',
  buyerName: null,
  fromDate: '2026-03-20',
  toDate: '2026-03-25',
  maxRequirement: 8,
  requestedMwh: 1152,
});

function renderPage(path = '/applications/oa') {
  completeLogin(buildSignedInUser());
  const fetchMock = stubFetch({ [LIST]: () => success(buildApplicationList([submitted, draft])) });
  const view = renderRoutes(
    [
      { path: '/applications/oa', element: <OaListPage /> },
      { path: '/applications/oa/:applicationType/:id?', element: <p>Application page</p> },
    ],
    path,
  );
  return { ...view, fetchMock, user: userEvent.setup() };
}

function listQueries(fetchMock: Mock<typeof fetch>): string[] {
  return fetchMock.mock.calls
    .map(([url]) => String(url))
    .filter((url) => url.startsWith('/api/Application/GetAppliedApplications?'))
    .map((url) => url.split('?')[1] ?? '');
}

const rowOf = (text: string) => screen.getByText(text).closest<HTMLElement>('[role="row"]')!;

describe('OaListPage', { timeout: 20_000 }, () => {
  it('shows the energy requested and the energy now scheduled after revisions and curtailments, — until allocated', async () => {
    completeLogin(buildSignedInUser());
    const curtailed = buildApplicationRow({
      id: 103,
      applicationNo: 'STOA/FCFS/2026/0003',
      type: 'FCFS',
      status: 'Approved',
      requestedMwh: 360,
      allocatedMwh: 235,
    });
    stubFetch({ [LIST]: () => success(buildApplicationList([curtailed, submitted])) });
    renderRoutes([{ path: '/applications/oa', element: <OaListPage /> }], '/applications/oa');
    await screen.findByText('STOA/FCFS/2026/0003');
    expect(screen.getByRole('columnheader', { name: 'Requested (MWh)' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Scheduled (MWh)' })).toBeInTheDocument();
    const cell = (no: string, field: string) => rowOf(no).querySelector(`[data-field="${field}"]`)?.textContent;
    expect([cell('STOA/FCFS/2026/0003', 'requestedMwh'), cell('STOA/FCFS/2026/0003', 'allocatedMwh')]).toEqual([
      '360.00',
      '235.00',
    ]);
    expect(cell('STOA/DA/2026/0001', 'allocatedMwh')).toBe('—');
  });

  it('lists the own applications with type, parties, period, MW, MWh and status; Edit for a draft', async () => {
    renderPage();
    expect(screen.getByRole('heading', { name: 'Applications' })).toBeInTheDocument();
    await screen.findByText('STOA/DA/2026/0001');
    const row = rowOf('STOA/DA/2026/0001');
    expect(within(row).getByText('Day-ahead')).toBeInTheDocument();
    expect(within(row).getByText('Hill Cement Ltd')).toBeInTheDocument();
    expect(within(row).getAllByText('Mar 11, 2026')).toHaveLength(1); // a one-day period shows its day once
    expect(within(row).getByText('12.50')).toBeInTheDocument();
    expect(within(row).getByText('150.00')).toBeInTheDocument();
    expect(within(row).getByText('Pending SLDC Verification')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'View STOA/DA/2026/0001' })).toHaveAttribute(
      'href',
      '/applications/oa/DayAhead/101',
    );

    const other = rowOf('Draft #102');
    expect(within(other).getByText('First Come First Serve')).toBeInTheDocument();
    expect(within(other).getByText('1,152.00')).toBeInTheDocument();
    expect(within(other).getByRole('link', { name: 'Edit Draft #102' })).toHaveAttribute(
      'href',
      '/applications/oa/FCFS/102',
    );
  });

  it("offers the applicant's own queue first, then the §4 status filters, in the record's words; Submit puts the filters in the URL", async () => {
    const { fetchMock, router, user } = renderPage();
    await screen.findByText('STOA/DA/2026/0001');
    expect(listQueries(fetchMock)).toEqual(['page=1&pageSize=10']);
    const status = screen.getByLabelText('Status');
    expect(
      within(status)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'All',
      'Pending Applicant Approval',
      'Pending STOA Check',
      'More Clarification Required',
      'Pending SLDC Verification',
      'Pending SLDC Approval',
      'Approved',
      'Partially Approved (As per Margin Availability)',
      'Rejected (No Margin)',
    ]);

    await user.selectOptions(status, 'Pending Applicant Approval');
    await user.type(screen.getByLabelText('Application No'), 'DA/2026');
    await user.type(screen.getByLabelText('Entity Name'), 'cement');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(listQueries(fetchMock)).toHaveLength(2));
    expect(listQueries(fetchMock)[1]).toBe(
      'page=1&pageSize=10&status=PendingApplicantApproval&applicationNo=DA%2F2026&entityName=cement',
    );
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      status: 'PendingApplicantApproval',
      applicationNo: 'DA/2026',
      entityName: 'cement',
    });

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(listQueries(fetchMock).at(-1)).toBe('page=1&pageSize=10');
  });

  it('reads the page and filters of a shared link, leaving out an unknown status', async () => {
    const { fetchMock } = renderPage('/applications/oa?status=Nonsense&entityName=hill&pageNumber=2&pageSize=50');
    await screen.findByText('STOA/DA/2026/0001');
    expect(listQueries(fetchMock)).toEqual(['page=2&pageSize=50&entityName=hill']);
  });

  it('starts a new application of the type chosen from the five', async () => {
    const { router, user } = renderPage();
    await screen.findByText('STOA/DA/2026/0001');
    await user.click(screen.getByRole('button', { name: 'New Application' }));
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Advance', 'First Come First Serve', 'Day-ahead', 'Contingency Day-Ahead', 'Contingency Same-Day']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Contingency Same-Day' }));
    expect(await screen.findByText('Application page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/applications/oa/ContingencySameDay');
  });
});
