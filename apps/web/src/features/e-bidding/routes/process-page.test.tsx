import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  EBIDDING_MESSAGES,
  EBIDDING_RULE_MESSAGES,
  E_BIDDING_PRICING_LABELS,
  type ProcessDetails,
  type SignedInUser,
} from '@stoa/shared';
import { completeLogin } from '../../../lib/auth-session.ts';
import { failure, requestOf, stubFetch, success, type StubHandler } from '../../../test/fetch-stub.ts';
import { buildSignedInUser } from '../../../test/factories.ts';
import { stubFileSaving } from '../../../test/download-stub.ts';
import { fileNamed } from '../../../test/list-file.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { buildProcessDetails, buildProcessProposal, invitationStatusOf } from '../test/ebidding-builders.ts';
import { EBiddingListPage } from './ebidding-list-page.tsx';
import { NON_BIDDERS_TITLE } from '../components/process-proposals.tsx';
import { ProcessPage } from './process-page.tsx';

const DETAILS = 'GET /api/EBidding/GetProcessDetails/1';
const PROCESS = 'POST /api/EBidding/ProcessEBiddingRequest';
const SLDC = { role: 'SLDCBusinessUser', entityType: null } as const;
const APPROVER = { role: 'SLDCApproverII', entityType: null } as const;

function renderProcess(
  user: Partial<SignedInUser>,
  details: ProcessDetails = buildProcessDetails(),
  handlers: Record<string, StubHandler | StubHandler[]> = {},
  path = '/e-bidding/process?id=1',
) {
  completeLogin(buildSignedInUser(user));
  const fetchMock = stubFetch({
    [DETAILS]: () => success(details),
    'GET /api/EBidding/GetAllInvitations': () => success({ invitationList: [], dataCount: 0 }),
    ...handlers,
  });
  const view = renderRoutes(
    [
      { path: '/e-bidding/process', element: <ProcessPage /> },
      { path: '/e-bidding', element: <EBiddingListPage /> },
    ],
    path,
  );
  return { ...view, fetchMock, user: userEvent.setup() };
}

const completed = () => {
  const details = buildProcessDetails({
    canApprove: false,
    approveBlockedReason: EBIDDING_RULE_MESSAGES.alreadyProcessed,
  });
  details.congestionDetails.status = invitationStatusOf('Completed');
  details.congestionDetails.processedAt = '2026-03-21T06:00:00Z';
  return details;
};

afterEach(() => vi.restoreAllMocks());

describe('ProcessPage', { timeout: 30_000 }, () => {
  it('shows the congestion details, the proposals as cleared and the applications without a bid', async () => {
    renderProcess(SLDC);
    expect(await screen.findByRole('heading', { name: 'Process E-Bidding EB/2026/0001' })).toBeInTheDocument();
    const summary = within(screen.getByLabelText('Summary'));
    expect(summary.getByText('Total Applied Quantum by All Applicants (MW)')).toBeInTheDocument();
    expect(summary.getByText('65.50')).toBeInTheDocument();
    expect(summary.getByText('Apr 01, 2026')).toBeInTheDocument();
    expect(summary.getByText('₹0.45/kWh')).toBeInTheDocument();
    expect(summary.getByText(E_BIDDING_PRICING_LABELS.Uniform)).toBeInTheDocument();
    const grid = screen.getByRole('grid', { name: 'Proposals' });
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Application No',
      'Applicant',
      'Applied Quantum (MW)',
      'Quoted Price (Rs/kWh)',
      'Allocated Quantum (MW)',
      'Applicable Price (Rs/kWh)',
      'Allocated (MWh)',
      'E-Bidding Charge (Rs.)',
    ]);
    expect(within(grid).getByText('Hill Cement Ltd')).toBeInTheDocument();
    expect(summary.getByText('Congested Blocks')).toBeInTheDocument();
    expect(summary.getByText('Apr 01, 2026 – Apr 30, 2026 00:00–24:00')).toBeInTheDocument();
    const nonBidders = screen.getByRole('region', { name: NON_BIDDERS_TITLE });
    expect(within(nonBidders).getByText('ADV/2026/0013 — River Mills Ltd')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All proposals' })).toHaveAttribute('href', '/e-bidding/requests?id=1');
  });

  it('approves after asking: posts the clearing as shown, then the list says it is processed', async () => {
    const { fetchMock, user, router } = renderProcess(SLDC, buildProcessDetails(), {
      [PROCESS]: () => success(completed()),
    });
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve E-Bidding' });
    expect(dialog).toHaveTextContent(
      'Allocate the margin of each congested block to the 2 proposal(s) as shown and withdraw the congested blocks of the 1 application(s) without a bid (their other blocks stand)',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(EBIDDING_MESSAGES.processed)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/e-bidding');
    // Processing marked the screen stale: it was read again before leaving.
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls.filter((url) => url === '/api/EBidding/GetProcessDetails/1')).toHaveLength(2);
    const post = fetchMock.mock.calls.findIndex(([, init]) => init?.method === 'POST');
    expect(requestOf(fetchMock, post).body).toEqual({
      bidInvitationId: 1,
      congestionFromDate: '2026-04-01',
      congestionFromTime: '00:00',
      congestionToDate: '2026-04-30',
      congestionToTime: '24:00',
      applicationDetails: [
        {
          proposalId: 21,
          applicationId: 11,
          applicationNo: 'ADV/2026/0011',
          quotedPrice: 0.6,
          appliedQuantum: 30,
          allocatedQuantum: 30,
          applicablePrice: 0.55,
        },
        {
          proposalId: 22,
          applicationId: 12,
          applicationNo: 'ADV/2026/0012',
          quotedPrice: 0.55,
          appliedQuantum: 20,
          allocatedQuantum: 10,
          applicablePrice: 0.55,
        },
      ],
    });
  });

  it("keeps a refusal in the dialog in the server's words", async () => {
    const { user, router } = renderProcess(SLDC, buildProcessDetails(), {
      [PROCESS]: () => failure([EBIDDING_RULE_MESSAGES.periodOver], 422, 'Unprocessable Entity'),
    });
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve E-Bidding' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByText(EBIDDING_RULE_MESSAGES.periodOver)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/e-bidding/process');
  });

  it('shows only who has submitted while the bids are sealed: no price, no clearing (DOMAIN §4)', async () => {
    const details = buildProcessDetails({
      canApprove: false,
      approveBlockedReason: EBIDDING_RULE_MESSAGES.sealed(new Date('2026-03-21T04:30:00Z')),
      proposals: [
        buildProcessProposal({
          quotedPrice: null,
          allocatedQuantum: null,
          allocatedQuantumMax: null,
          applicablePrice: null,
          applicablePriceMax: null,
          allocatedMwh: null,
          eBiddingCharge: null,
        }),
      ],
    });
    details.congestionDetails.sealedUntil = '2026-03-21T04:30:00.000Z';
    renderProcess(SLDC, details);
    const grid = await screen.findByRole('grid', { name: 'Proposals' });
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Application No', 'Applicant', 'Applied Quantum (MW)', 'Quoted Price']);
    expect(within(grid).getByText('Sealed')).toBeInTheDocument();
    expect(screen.getByText('Bids received (sealed)')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Bids are sealed until their opening on Mar 21, 2026 10:00 AM: only who has submitted is shown.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('says why Approve is not offered when the gate is closed', async () => {
    const details = buildProcessDetails({
      canApprove: false,
      approveBlockedReason: EBIDDING_RULE_MESSAGES.beforeDeadline,
    });
    renderProcess(SLDC, details);
    expect(await screen.findByText(EBIDDING_RULE_MESSAGES.beforeDeadline)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('never offers Approve to an approver', async () => {
    renderProcess(APPROVER);
    expect(await screen.findByRole('grid', { name: 'Proposals' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('shows the result once processed, with the details of each application', async () => {
    renderProcess(APPROVER, completed());
    expect(await screen.findByRole('heading', { name: 'E-Bidding Result EB/2026/0001' })).toBeInTheDocument();
    expect(screen.getByText(EBIDDING_RULE_MESSAGES.alreadyProcessed)).toBeInTheDocument();
    expect(screen.getByText('Processed On')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Details of ADV/2026/0012' })).toHaveAttribute('href', '/e-bidding/12');
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('shows an expired invitation as its result: no bids, nothing to approve', async () => {
    const details = buildProcessDetails({
      proposals: [],
      nonBidders: [],
      canApprove: false,
      approveBlockedReason: EBIDDING_RULE_MESSAGES.noProposals,
    });
    details.congestionDetails.status = invitationStatusOf('Expired');
    renderProcess(SLDC, details);
    expect(await screen.findByRole('heading', { name: 'E-Bidding Result EB/2026/0001' })).toBeInTheDocument();
    expect(screen.getByText(EBIDDING_RULE_MESSAGES.noProposals)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it("downloads the invitation's proposals from the server", async () => {
    const { fetchMock, user } = renderProcess(SLDC, buildProcessDetails(), {
      'GET /api/EBidding/DownloadProposals/1': [
        fileNamed('EBidding-Proposals.xlsx'),
        fileNamed('EBidding-Proposals.csv'),
      ],
    });
    await screen.findByRole('grid', { name: 'Proposals' });
    const saved = stubFileSaving();
    for (const format of ['Excel (.xlsx)', 'CSV (.csv)']) {
      await user.click(screen.getByRole('button', { name: 'Download' }));
      await user.click(screen.getByRole('menuitem', { name: format }));
    }
    await waitFor(() => expect(saved).toEqual(['EBidding-Proposals.xlsx', 'EBidding-Proposals.csv']));
    expect(fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('Download'))).toEqual([
      '/api/EBidding/DownloadProposals/1?format=xlsx',
      '/api/EBidding/DownloadProposals/1?format=csv',
    ]);
  });

  it('answers a missing or unknown invitation in words', async () => {
    const missing = renderProcess(SLDC, buildProcessDetails(), {}, '/e-bidding/process');
    expect(await screen.findByText(EBIDDING_MESSAGES.invitationNotFound)).toBeInTheDocument();
    missing.unmount();
    renderProcess(SLDC, buildProcessDetails(), {
      [DETAILS]: () => failure([EBIDDING_MESSAGES.invitationNotFound], 404, 'Not Found'),
    });
    expect(await screen.findByText(EBIDDING_MESSAGES.invitationNotFound)).toBeInTheDocument();
  });
});
