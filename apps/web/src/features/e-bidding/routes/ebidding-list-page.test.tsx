import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InvitationRow, SignedInUser } from '@stoa/shared';
import { completeLogin } from '../../../lib/auth-session.ts';
import { stubFetch, success, type StubHandler } from '../../../test/fetch-stub.ts';
import { buildSignedInUser } from '../../../test/factories.ts';
import { changeDate, dateInput } from '../../../test/date-field.ts';
import { stubFileSaving } from '../../../test/download-stub.ts';
import { fileNamed } from '../../../test/list-file.ts';
import { renderRoutes } from '../../../test/render.tsx';
import {
  CLOSED_ON,
  bidStatusOf,
  buildInvitationRow,
  buildProposalRow,
  invitationStatusOf,
} from '../test/ebidding-builders.ts';
import { EBiddingListPage } from './ebidding-list-page.tsx';

const ALL = 'GET /api/EBidding/GetAllInvitations';
const OWN = 'GET /api/EBidding/GetInvitations';
const PROPOSALS = 'GET /api/EBidding/GetProposals';
const SLDC = { role: 'SLDCBusinessUser', entityType: null } as const;
const APPROVER = { role: 'SLDCApproverI', entityType: null } as const;

function renderList(
  user: Partial<SignedInUser>,
  rows: InvitationRow[],
  path = '/e-bidding',
  handlers: Record<string, StubHandler | StubHandler[]> = {},
) {
  completeLogin(buildSignedInUser(user));
  const list = () => success({ invitationList: rows, dataCount: rows.length });
  const fetchMock = stubFetch({
    [ALL]: list,
    [OWN]: list,
    [PROPOSALS]: () => success({ proposalList: [buildProposalRow()], dataCount: 1 }),
    ...handlers,
  });
  const view = renderRoutes([{ path: '*', element: <EBiddingListPage /> }], path);
  return { ...view, fetchMock, user: userEvent.setup() };
}

const calls = (fetchMock: ReturnType<typeof stubFetch>) => fetchMock.mock.calls.map(([url]) => String(url));
const row = (id: number, status: Parameters<typeof invitationStatusOf>[0], more: Partial<InvitationRow> = {}) =>
  buildInvitationRow({ id, status: invitationStatusOf(status), ...more });

/** One row of each status the SLDC's list answers differently. */
const SLDC_ROWS = [
  row(1, 'Draft'),
  row(2, 'Initiated'),
  row(3, 'Submitted', { proposals: 2 }),
  row(4, 'Completed', { lastDateOfSubmission: CLOSED_ON }),
  row(5, 'Expired', { lastDateOfSubmission: CLOSED_ON }),
  // Still Initiated on the server, but its deadline has passed: expired all the same (spec §4).
  row(6, 'Initiated', { lastDateOfSubmission: CLOSED_ON }),
];

describe('EBiddingListPage', { timeout: 30_000 }, () => {
  it('gives the SLDC business user the invitations alone, with the action of each status', async () => {
    renderList(SLDC, SLDC_ROWS);
    // Titled as its nav item 'Invitation' (spec §2.7) leads: the invitations table alone.
    expect(await screen.findByRole('heading', { level: 1, name: 'E-Bidding Invitations' })).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Invite EB/2026/0001' })).toHaveAttribute(
      'href',
      '/e-bidding/invitation?id=1',
    );
    const grid = screen.getByRole('grid', { name: 'E-bidding invitations' });
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Actions',
      'Bid Invitation No / Date',
      'Application',
      'Available Margin (MW)',
      'Applied Quantum (MW)',
      'Congestion From – To Date',
      'From – To Time',
      'Last Date of Submission / Deadline',
      'Floor Price (Rs/kWh)',
      'Status',
    ]);
    const cells = (id: number) =>
      within(screen.getByRole('link', { name: `EB/2026/000${id}` }).closest<HTMLElement>('[role="row"]')!);
    expect(cells(2).getByText('Initiated', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Process EB/2026/0003' })).toHaveAttribute(
      'href',
      '/e-bidding/process?id=3',
    );
    expect(screen.getByRole('link', { name: 'Result EB/2026/0004' })).toHaveAttribute(
      'href',
      '/e-bidding/process?id=4',
    );
    // Spec §4: "Completed or Expired: the SLDC user sees Result" — marked Expired, or past its deadline unanswered.
    for (const id of [5, 6]) {
      expect(screen.getByRole('link', { name: `Result EB/2026/000${id}` })).toHaveAttribute(
        'href',
        `/e-bidding/process?id=${id}`,
      );
    }
    // The row as the screen shows it: house formats for dates, MW and the floor price.
    expect(cells(1).getByText('Mar 02, 2026')).toBeInTheDocument();
    // Each application number whole on its line (issue 36): the line breaks between numbers, never inside one.
    expect(cells(1).getByText('ADV/2026/0011')).toHaveAttribute('data-identifier');
    expect(cells(1).getByText('ADV/2026/0012')).toHaveAttribute('data-identifier');
    expect(cells(1).getByText('65.50')).toBeInTheDocument();
    expect(cells(1).getByText('₹0.45/kWh')).toBeInTheDocument();
    expect(cells(1).getByText('Draft')).toBeInTheDocument();
  });

  it('lets the approvers read what the business user would invite: View, never Invite', async () => {
    renderList(APPROVER, SLDC_ROWS);
    expect(await screen.findByRole('link', { name: 'View EB/2026/0001' })).toHaveAttribute(
      'href',
      '/e-bidding/invitation?id=1',
    );
    expect(screen.queryByRole('link', { name: /^Invite/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Process EB/2026/0003' })).toBeInTheDocument();
  });

  it('sends the filters in force with the list call, from page 1', async () => {
    const { fetchMock, user } = renderList(SLDC, SLDC_ROWS, '/e-bidding?pageNumber=2');
    await screen.findByRole('link', { name: 'Invite EB/2026/0001' });
    expect(calls(fetchMock).at(-1)).toBe('/api/EBidding/GetAllInvitations?pageNumber=2&pageSize=10');
    fireEvent.change(dateInput('Month of Invitation'), { target: { value: '03/2026' } });
    changeDate('Last Date of Submission', '2026-03-20');
    await user.type(screen.getByLabelText('Invitation No'), 'EB/2026');
    await user.selectOptions(screen.getByLabelText('Status'), 'Completed');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(calls(fetchMock).at(-1)).toBe(
        '/api/EBidding/GetAllInvitations?pageNumber=1&pageSize=10&month=2026-03&lastDateOfSubmission=2026-03-20' +
          '&invitationNo=EB%2F2026&status=Completed',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() =>
      expect(calls(fetchMock).at(-1)).toBe('/api/EBidding/GetAllInvitations?pageNumber=1&pageSize=10'),
    );
  });

  it('downloads every page of the filters in force as Excel or CSV', async () => {
    const { fetchMock, user } = renderList(SLDC, SLDC_ROWS, '/e-bidding?status=Completed&month=2026-03&pageNumber=3', {
      'GET /api/Ebidding/DownloadAllInvitations': [
        fileNamed('EBidding-Invitations.xlsx'),
        fileNamed('EBidding-Invitations.csv'),
      ],
    });
    await screen.findByRole('link', { name: 'Invite EB/2026/0001' });
    const saved = stubFileSaving();
    for (const format of ['Excel (.xlsx)', 'CSV (.csv)']) {
      await user.click(screen.getByRole('button', { name: 'Download' }));
      await user.click(screen.getByRole('menuitem', { name: format }));
    }
    await waitFor(() => expect(saved).toEqual(['EBidding-Invitations.xlsx', 'EBidding-Invitations.csv']));
    expect(calls(fetchMock).filter((url) => url.includes('Download'))).toEqual([
      '/api/Ebidding/DownloadAllInvitations?format=xlsx&month=2026-03&status=Completed',
      '/api/Ebidding/DownloadAllInvitations?format=csv&month=2026-03&status=Completed',
    ]);
  });

  it("gives an applicant two tabs: its invitations with Apply, View or 'Invitation Expired'", async () => {
    const rows = [
      row(1, 'Initiated', { rowId: 21, applicationNos: ['ADV/2026/0011'], bidStatus: bidStatusOf('None') }),
      row(1, 'Submitted', { rowId: 22, applicationNos: ['ADV/2026/0012'], bidStatus: bidStatusOf('Submitted') }),
      row(3, 'Initiated', { rowId: 23, lastDateOfSubmission: CLOSED_ON, bidStatus: bidStatusOf('None') }),
    ];
    const { fetchMock } = renderList({}, rows);
    expect(await screen.findByRole('tab', { name: 'E-Bidding Invitations', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'E-Bidding Proposals' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Apply EB/2026/0001' })).toHaveAttribute(
      'href',
      '/e-bidding/apply/21',
    );
    expect(screen.getByRole('link', { name: 'View EB/2026/0001' })).toHaveAttribute('href', '/e-bidding/apply/22');
    expect(screen.getByText('Invitation Expired')).toBeInTheDocument();
    expect(calls(fetchMock)).toContain('/api/EBidding/GetInvitations?pageNumber=1&pageSize=10');
    expect(calls(fetchMock).some((url) => url.includes('GetAllInvitations'))).toBe(false);
  });

  it('switches the tabs with Ctrl + arrow keys, the tab in the URL', async () => {
    const { router } = renderList({ role: 'Trader', entityType: 'Trader' }, [row(1, 'Initiated')]);
    expect(screen.getByRole('heading', { level: 1, name: 'E-Bidding Applications' })).toBeInTheDocument();
    await screen.findByRole('tab', { name: 'E-Bidding Invitations', selected: true });
    fireEvent.keyDown(document.body, { key: 'ArrowRight', ctrlKey: true });
    expect(await screen.findByRole('tab', { name: 'E-Bidding Proposals', selected: true })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=proposals');
    // An arrow without Ctrl, or past the last tab, changes nothing.
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    fireEvent.keyDown(document.body, { key: 'ArrowRight', ctrlKey: true });
    expect(screen.getByRole('tab', { name: 'E-Bidding Proposals', selected: true })).toBeInTheDocument();
    fireEvent.keyDown(document.body, { key: 'ArrowLeft', ctrlKey: true });
    expect(await screen.findByRole('tab', { name: 'E-Bidding Invitations', selected: true })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it("lists an applicant's bids with View, and a processed bid's allocation, price and details", async () => {
    const completed = buildProposalRow({
      proposalId: 22,
      applicationId: 12,
      applicationNo: 'ADV/2026/0012',
      allocatedQuantum: 12.5,
      applicablePrice: 0.55,
      status: bidStatusOf('Completed'),
    });
    const { fetchMock } = renderList({}, [], '/e-bidding?tab=proposals', {
      [PROPOSALS]: () => success({ proposalList: [buildProposalRow(), completed], dataCount: 2 }),
    });
    expect(await screen.findByRole('link', { name: 'View ADV/2026/0011' })).toHaveAttribute(
      'href',
      '/e-bidding/apply/21',
    );
    expect(calls(fetchMock)).toContain('/api/EBidding/GetProposals?pageNumber=1&pageSize=10');
    const grid = screen.getByRole('grid', { name: 'E-bidding proposals' });
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Application No',
      'Bid Invitation No',
      'Available Quantum (MW)',
      'Applied Quantum (MW)',
      'Quoted Price (Rs/kWh)',
      'Floor Price (Rs/kWh)',
      'Status',
      'Allocated Quantum (MW)',
      'Applicable Price (Rs/kWh)',
      'View',
    ]);
    const processed = within(screen.getByText('ADV/2026/0012').closest<HTMLElement>('[role="row"]')!);
    expect(processed.getByText('12.50')).toBeInTheDocument();
    expect(processed.getByText('₹0.55/kWh')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Details of ADV/2026/0012' })).toHaveAttribute('href', '/e-bidding/12');
    expect(screen.queryByRole('link', { name: 'Details of ADV/2026/0011' })).not.toBeInTheDocument();
  });

  it('says so when there is nothing to list', async () => {
    renderList(SLDC, []);
    expect(await screen.findByText('No records found.')).toBeInTheDocument();
  });
});
