import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EBIDDING_MESSAGES, type ProposalDetail } from '@stoa/shared';
import { PageNotice } from '../../../components/page-notice.tsx';
import { completeLogin } from '../../../lib/auth-session.ts';
import { useRouteNotice } from '../../../lib/route-notice.ts';
import { errorSummary, expectFieldMessage, findErrorSummary, summaryProblems } from '../../../test/error-summary.ts';
import { fieldFailure, requestOf, stubFetch, success, type StubHandler } from '../../../test/fetch-stub.ts';
import { buildSignedInUser } from '../../../test/factories.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { bidStatusOf, buildProposalDetail, invitationStatusOf } from '../test/ebidding-form-builders.ts';
import { CONFIRM_BID } from '../components/bid-form/bid-form.tsx';
import { BID_FORM_TITLE, BidFormPage } from './bid-form-page.tsx';

const GET = 'GET /api/EBidding/GetProposal/55';
const SUBMIT = 'POST /api/EBidding/SubmitProposal';

function ListPage() {
  const [notice, setNotice] = useRouteNotice();
  return (
    <>
      <p>Proposals list</p>
      <PageNotice notice={notice} onClose={() => setNotice(null)} />
    </>
  );
}

function renderBid(detail: ProposalDetail, handlers: Record<string, StubHandler | StubHandler[]> = {}) {
  completeLogin(buildSignedInUser());
  const fetchMock = stubFetch({ [GET]: () => success(detail), ...handlers });
  const view = renderRoutes(
    [
      { path: '/e-bidding/apply/:id', element: <BidFormPage /> },
      { path: '/e-bidding', element: <ListPage /> },
      { path: '/e-bidding/:id', element: <p>E-bidding details</p> },
    ],
    `/e-bidding/apply/${detail.proposalId}`,
  );
  return { ...view, fetchMock, user: userEvent.setup() };
}

const posts = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.flatMap((_, n) => (requestOf(fetchMock, n).method === 'POST' ? [requestOf(fetchMock, n)] : []));

async function fillBid(user: ReturnType<typeof userEvent.setup>, price: string) {
  await user.type(await screen.findByLabelText('Quoted Bid Price (Rs/kWh)'), price);
  await user.type(screen.getByLabelText('Place'), 'Itanagar');
  await user.type(screen.getByLabelText('Name of the Authorized Person'), 'T. Nabam');
  await user.type(screen.getByLabelText('Designation of the Authorized Person'), 'Director');
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('BidFormPage', { timeout: 20_000 }, () => {
  it('shows the invitation read-only in three sections, the floor price beside the quoted price', async () => {
    renderBid(buildProposalDetail());
    expect(screen.getByRole('heading', { level: 1, name: BID_FORM_TITLE })).toBeInTheDocument();
    for (const title of ['General Information', 'Bid invited for Transmission System', 'Declarations']) {
      expect(await screen.findByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    }
    const summary = screen.getByLabelText('Summary');
    expect(within(summary).getByText('EB/2099/0001')).toBeInTheDocument();
    expect(within(summary).getByText('Feb 01, 2099 00:00 to Feb 05, 2099 24:00')).toBeInTheDocument();
    expect(within(summary).getByText('Jan 10, 2099')).toBeInTheDocument();
    expect(within(summary).getByText('25.00')).toBeInTheDocument();
    expect(screen.getByLabelText('Floor Price (Rs/kWh)')).toHaveValue('₹0.08/kWh');
    expect(screen.getByText('Not Submitted')).toBeInTheDocument();
  });

  it('refuses a quoted price below the floor with the spec message and posts nothing', async () => {
    const { fetchMock, user } = renderBid(buildProposalDetail());
    await fillBid(user, '0.05');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expectFieldMessage('Quoted Bid Price (Rs/kWh)', EBIDDING_MESSAGES.belowFloor);
    expect(errorSummary()).toHaveFocus();
    expect(summaryProblems()).toEqual([EBIDDING_MESSAGES.belowFloor]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(posts(fetchMock)).toEqual([]);
  });

  it('asks before submitting, posts the bid and returns to the proposals with the message', async () => {
    const { fetchMock, router, user } = renderBid(buildProposalDetail(), {
      [SUBMIT]: () => success({ proposalId: 55, status: 'Submitted', version: 3 }),
    });
    await fillBid(user, '0.12');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = screen.getByRole('dialog', { name: 'Submit Bid' });
    expect(dialog).toHaveTextContent(CONFIRM_BID);
    expect(posts(fetchMock)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText(EBIDDING_MESSAGES.bidSubmitted)).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe('/e-bidding?tab=proposals');
    expect(posts(fetchMock)[0]!.body).toEqual({
      applicationId: 31,
      eBiddingInvitationId: 7,
      eBiddingApplicationId: 55,
      quotedBidPrice: 0.12,
      place: 'Itanagar',
      authorizedPersonName: 'T. Nabam',
      authorizedPersonDesignation: 'Director',
      isDraft: false,
      version: 2,
    });
  });

  it('saves a draft unchecked against the floor and stays with the message', async () => {
    const { fetchMock, user } = renderBid(buildProposalDetail(), {
      [SUBMIT]: () => success({ proposalId: 55, status: 'Draft', version: 3 }),
    });
    await user.type(await screen.findByLabelText('Quoted Bid Price (Rs/kWh)'), '0.05');
    await user.click(screen.getByRole('button', { name: 'Save as Draft' }));

    expect(await screen.findByText(EBIDDING_MESSAGES.bidSaved)).toBeInTheDocument();
    expect(posts(fetchMock)[0]!.body).toMatchObject({ quotedBidPrice: 0.05, place: null, isDraft: true, version: 2 });
  });

  it("puts the server's field errors under their fields", async () => {
    const { user } = renderBid(buildProposalDetail(), {
      [SUBMIT]: () => fieldFailure({ quotedBidPrice: [EBIDDING_MESSAGES.belowFloor] }),
    });
    await user.type(await screen.findByLabelText('Quoted Bid Price (Rs/kWh)'), '0.09');
    await user.click(screen.getByRole('button', { name: 'Save as Draft' }));
    expect(await findErrorSummary()).toHaveFocus();
    expect(summaryProblems()).toEqual([EBIDDING_MESSAGES.belowFloor]);
    expectFieldMessage('Quoted Bid Price (Rs/kWh)', EBIDDING_MESSAGES.belowFloor);
  });

  it('is read-only once submitted, showing the status', async () => {
    renderBid(
      buildProposalDetail({
        access: 'ReadOnly',
        status: bidStatusOf('Submitted'),
        invitationStatus: invitationStatusOf('Submitted'),
        quotedBidPrice: 0.12,
        place: 'Itanagar',
      }),
    );
    expect(await screen.findByText('Submitted')).toBeInTheDocument();
    expect(screen.getByLabelText('Quoted Bid Price (Rs/kWh)')).toHaveValue('0.12');
    expect(screen.getByLabelText('Quoted Bid Price (Rs/kWh)')).toBeDisabled();
    expect(screen.getByLabelText('Place')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save as Draft' })).not.toBeInTheDocument();
  });

  it('shows the allocated quantum and applicable price once completed, with a link to the details', async () => {
    const { router, user } = renderBid(
      buildProposalDetail({
        access: 'ReadOnly',
        status: bidStatusOf('Completed'),
        quotedBidPrice: 0.12,
        allocatedQuantum: 18.75,
        applicablePrice: 0.11,
      }),
    );
    expect(await screen.findByText('Completed')).toBeInTheDocument();
    expect(screen.getByText('18.75')).toBeInTheDocument();
    expect(screen.getByText('₹0.11/kWh')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'View E-Bidding Details' }));
    expect(router.state.location.pathname).toBe('/e-bidding/31');
  });

  it('offers no saving once the deadline has passed', async () => {
    renderBid(buildProposalDetail({ lastDateOfSubmission: '2020-01-10' }));
    expect(await screen.findByText(EBIDDING_MESSAGES.deadlinePassed)).toBeInTheDocument();
    expect(screen.getByLabelText('Quoted Bid Price (Rs/kWh)')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });
});
