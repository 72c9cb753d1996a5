import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Link } from 'react-router';
import userEvent from '@testing-library/user-event';
import { EBIDDING_MESSAGES, type EbiddingDetails, type SignedInUser } from '@stoa/shared';
import { completeLogin } from '../../../lib/auth-session.ts';
import { failure, stubFetch, success, type StubHandler } from '../../../test/fetch-stub.ts';
import { buildSignedInUser } from '../../../test/factories.ts';
import { leaveTab, renderInTab, renderRoutes } from '../../../test/render.tsx';
import { buildDetailRow, buildEbiddingDetails } from '../test/ebidding-builders.ts';
import { DetailsPage } from './details-page.tsx';

const DETAILS = 'GET /api/Payment/GetEbiddingDetails/11';

function renderDetails(
  details: EbiddingDetails = buildEbiddingDetails(),
  handlers: Record<string, StubHandler> = {},
  user: Partial<SignedInUser> = {},
) {
  completeLogin(buildSignedInUser(user));
  const fetchMock = stubFetch({ [DETAILS]: () => success(details), ...handlers });
  const view = renderRoutes([{ path: '/e-bidding/:id', element: <DetailsPage /> }], '/e-bidding/11');
  return { ...view, fetchMock, user: userEvent.setup() };
}

const dataRows = (grid: HTMLElement) => within(grid).getAllByRole('row').slice(1);
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('gridcell')
    .map((cell) => cell.textContent);

afterEach(leaveTab);

describe('DetailsPage', { timeout: 30_000 }, () => {
  it('shows the read-only grid of an application with its Total row', async () => {
    const details = buildEbiddingDetails(1, {
      ebiddingDetails: [
        buildDetailRow({ fromDate: '2026-04-01', toDate: '2026-04-30', fromTime: '06:00', toTime: '18:15' }),
      ],
      totalPrice: 1980000.5,
      totalAppliedQuantum: 5400,
      totalApprovedQuantum: 3600,
    });
    renderDetails(details);
    expect(await screen.findByRole('heading', { name: 'E-Bidding Details ADV/2026/0011' })).toBeInTheDocument();
    expect(screen.getByText('Bid Invitation No EB/2026/0001')).toBeInTheDocument();
    const grid = screen.getByRole('grid', { name: 'E-bidding details' });
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'From Date',
      'To Date',
      'From Time (HH:MM)',
      'To Time (HH:MM)',
      'Applied Quantum (MW)',
      'Applied Quantum (MWh)',
      'Approved Quantum (MW)',
      'Approved Quantum (MWh)',
      'Quoted STU Price (Rs./kWh)',
      'Applicable STU Price (Rs./kWh)',
      'Total Applicable STU Price for E-Bidding (Rs.)',
    ]);
    const [first, total] = dataRows(grid);
    expect(cellsOf(first!)).toEqual([
      'Apr 01, 2026',
      'Apr 30, 2026',
      '06:00',
      '18:15',
      '30.00',
      '180.00',
      '20.00',
      '120.00',
      '₹0.60/kWh',
      '₹0.55/kWh',
      '₹66,000.00',
    ]);
    expect(cellsOf(total!)).toEqual(['Total', '', '', '', '', '5,400.00', '', '3,600.00', '', '', '₹19,80,000.50']);
  });

  it('pages ten rows at a time in the browser, the Total row last', async () => {
    const { fetchMock, user } = renderDetails(buildEbiddingDetails(12));
    const grid = await screen.findByRole('grid', { name: 'E-bidding details' });
    expect(dataRows(grid)).toHaveLength(10);
    expect(within(grid).queryByText('Total')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(dataRows(grid)).toHaveLength(3);
    expect(cellsOf(dataRows(grid)[0]!)[0]).toBe('Apr 11, 2026');
    expect(within(grid).getByText('Total')).toBeInTheDocument();
    expect(within(grid).getByText('₹7,92,000.00')).toBeInTheDocument();
    // Paging is the browser's: one call only.
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("answers an application without a result in the server's words, and a bad id with the 404 page", async () => {
    const none = renderDetails(buildEbiddingDetails(), {
      [DETAILS]: () => failure([EBIDDING_MESSAGES.nothingToDownload], 404, 'Not Found'),
    });
    expect(await screen.findByText(EBIDDING_MESSAGES.nothingToDownload)).toBeInTheDocument();
    none.unmount();
    completeLogin(buildSignedInUser());
    stubFetch({});
    renderRoutes([{ path: '/e-bidding/:id', element: <DetailsPage /> }], '/e-bidding/invitation');
    expect(await screen.findByText('404 - Page not found.')).toBeInTheDocument();
  });

  it('goes Back to where it was opened from: the proposals list with its filters, or the application record', async () => {
    const sldc = { role: 'SLDCBusinessUser', entityType: null } as const;
    for (const [from, user] of [
      ['/e-bidding?tab=proposals&search=ADV&pageNumber=2', {}],
      ['/applications/sldc/Advance/11', sldc],
    ] as const) {
      completeLogin(buildSignedInUser(user));
      stubFetch({ [DETAILS]: () => success(buildEbiddingDetails()) });
      const opener = <Link to="/e-bidding/11">Open details</Link>;
      const view = renderInTab(
        [
          { path: '/e-bidding', element: opener },
          { path: '/applications/sldc/Advance/11', element: opener },
          { path: '/e-bidding/:id', element: <DetailsPage /> },
        ],
        from,
      );
      const clicker = userEvent.setup();
      await clicker.click(screen.getByRole('link', { name: 'Open details' }));
      await clicker.click(await screen.findByRole('link', { name: 'Back' }));
      expect(await screen.findByRole('link', { name: 'Open details' })).toBeInTheDocument();
      expect(`${window.location.pathname}${window.location.search}`).toBe(from);
      view.unmount();
    }
  });

  it('goes Back to the list of its reader when it is the first page of the tab', async () => {
    renderDetails();
    expect(await screen.findByRole('link', { name: 'Back' })).toHaveAttribute('href', '/e-bidding?tab=proposals');
  });
});
