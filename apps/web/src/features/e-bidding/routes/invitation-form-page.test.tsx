import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EBIDDING_MESSAGES, INVITATION_STEP_TITLES, type InvitationDetail } from '@stoa/shared';
import { ERROR_SUMMARY_TITLE } from '../../../components/form/error-summary.tsx';
import { PageNotice } from '../../../components/page-notice.tsx';
import { completeLogin } from '../../../lib/auth-session.ts';
import { useRouteNotice } from '../../../lib/route-notice.ts';
import { changeDate } from '../../../test/date-field.ts';
import { stubFileSaving } from '../../../test/download-stub.ts';
import { fieldFailure, requestOf, stubFetch, success, type StubHandler } from '../../../test/fetch-stub.ts';
import { buildSignedInUser } from '../../../test/factories.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { buildFilledInvitation, buildInvitationDetail, invitationStatusOf } from '../test/ebidding-form-builders.ts';
import { INVITATION_FORM_TITLE, InvitationFormPage } from './invitation-form-page.tsx';

const GET = 'GET /api/EBidding/GetById';
const SUBMIT = 'POST /api/EBidding/Submit';
const [GENERAL, SUBSTATION, TRANSMISSION, BID, INVITED, DECLARATIONS] = INVITATION_STEP_TITLES;

function ListPage() {
  const [notice, setNotice] = useRouteNotice();
  return (
    <>
      <p>Invitations list</p>
      <PageNotice notice={notice} onClose={() => setNotice(null)} />
    </>
  );
}

function renderForm(detail: InvitationDetail, handlers: Record<string, StubHandler | StubHandler[]> = {}) {
  completeLogin(buildSignedInUser({ role: 'SLDCBusinessUser', entityType: null }));
  const fetchMock = stubFetch({ [GET]: () => success(detail), ...handlers });
  const view = renderRoutes(
    [
      { path: '/e-bidding/invitation', element: <InvitationFormPage /> },
      { path: '/e-bidding', element: <ListPage /> },
    ],
    `/e-bidding/invitation?id=${detail.id}`,
  );
  return { ...view, fetchMock, user: userEvent.setup() };
}

const escape = (text: string) => text.replace(/[()]/g, '\\$&');
const stepper = () => screen.getByRole('tablist', { name: 'Invitation steps' });
const stepTab = (title: string) => within(stepper()).getByRole('tab', { name: new RegExp(`^${escape(title)}`) });
/** Opens a step by its tab (once the invitation has loaded). */
async function openStep(user: ReturnType<typeof userEvent.setup>, title: string) {
  await screen.findByRole('tablist', { name: 'Invitation steps' });
  await user.click(stepTab(title));
}
const heading = (title: string) => screen.getByRole('heading', { level: 2, name: title });
const posts = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.flatMap((_, n) => (requestOf(fetchMock, n).method === 'POST' ? [requestOf(fetchMock, n)] : []));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('InvitationFormPage', { timeout: 20_000 }, () => {
  it('shows the congestion on step 1 and walks the six steps with Next; only the last shows Submit', async () => {
    const { user } = renderForm(buildInvitationDetail());
    expect(screen.getByRole('heading', { level: 1, name: INVITATION_FORM_TITLE })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: GENERAL })).toBeInTheDocument();
    const summary = screen.getByLabelText('Summary');
    expect(within(summary).getByText('Chimpu – Itanagar 132 kV')).toBeInTheDocument();
    expect(within(summary).getByText('Feb 01, 2099')).toBeInTheDocument();
    expect(within(summary).getByText('65.50')).toBeInTheDocument();
    expect(within(summary).getByText('Not Invited')).toBeInTheDocument();

    for (const title of [SUBSTATION, TRANSMISSION, BID, INVITED, DECLARATIONS]) {
      expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Next' }));
      expect(heading(title!)).toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save as Draft' })).toBeInTheDocument();
  });

  it('lists the affected applications in the Congested Applications dialog', async () => {
    const { user } = renderForm(buildInvitationDetail());
    await user.click(await screen.findByRole('button', { name: 'View affected applications' }));
    const dialog = screen.getByRole('dialog', { name: 'Congested Applications' });
    const rows = within(dialog).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual([
      'Application No',
      'Application Date',
      'Registration No',
      'Registration Validity',
      'Applicant Name',
      'From Date',
      'To Date',
    ]);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      'STOA/ADV/2099/0031',
      'Dec 01, 2098',
      'STOA/INJ/2098/0004',
      'Dec 31, 2099',
      'Siang Hydro Power Ltd',
      'Feb 01, 2099',
      'Feb 05, 2099',
    ]);
    expect(within(rows[2]!).getByText('Trader Co')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('on Submit checks every step, flags those with errors and opens the first of them; nothing is sent', async () => {
    const { fetchMock, user } = renderForm(buildInvitationDetail());
    await openStep(user, DECLARATIONS!);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(stepTab(GENERAL!)).not.toHaveTextContent('Check this step');
    for (const title of [SUBSTATION, TRANSMISSION, BID, INVITED, DECLARATIONS]) {
      expect(stepTab(title!)).toHaveTextContent('Check this step');
    }
    expect(heading(SUBSTATION!)).toBeInTheDocument();
    expect(screen.getByText('Sub-station Transformation Capacity Details is required')).toBeInTheDocument();
    await openStep(user, BID!);
    expect(screen.getByText('Last Date of Submission is required')).toBeInTheDocument();
    expect(screen.getByText('Bid Opening Time is required')).toBeInTheDocument();
    // The floor price started at the STU rate in force: it is no error.
    await openStep(user, INVITED!);
    expect(screen.getByLabelText('Floor Price (Rs/kWh)')).toHaveValue('0.08');
    expect(screen.getByText('STU rate in force: ₹0.08/kWh')).toBeInTheDocument();
    expect(screen.getByText('Name of the Transmission System is required')).toBeInTheDocument();
    expect(posts(fetchMock)).toEqual([]);
  });

  it('flags only the steps whose fields are missing', async () => {
    const { fetchMock, user } = renderForm(buildFilledInvitation({ nameOfTransmissionSystem: null, place: null }));
    await openStep(user, DECLARATIONS!);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    // The error summary holds focus and names the step of each problem.
    const summary = screen.getByRole('alert', { name: ERROR_SUMMARY_TITLE });
    expect(summary).toHaveFocus();
    const steps = within(summary)
      .getAllByRole('link')
      .map((link) => link.textContent?.split(':')[0]);
    expect(steps).toEqual([INVITED, DECLARATIONS]);
    for (const title of [GENERAL, SUBSTATION, TRANSMISSION, BID]) {
      expect(stepTab(title!)).not.toHaveTextContent('Check this step');
    }
    expect(heading(INVITED!)).toBeInTheDocument();
    expect(screen.getByText('Name of the Transmission System is required')).toBeInTheDocument();
    // Answering a field clears its message.
    await user.type(screen.getByLabelText('Name of the Transmission System'), 'Chimpu – Itanagar');
    expect(screen.queryByText('Name of the Transmission System is required')).not.toBeInTheDocument();
    expect(posts(fetchMock)).toEqual([]);
  });

  it('saves a draft with isDraft true and stays, the next save at the new version', async () => {
    const { fetchMock, user } = renderForm(buildInvitationDetail(), {
      [SUBMIT]: () => success({ id: 7, bidInvitationNo: null, status: 'Draft', version: 2 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await user.type(screen.getByLabelText('Sub-station Transformation Capacity Details'), '2 × 50 MVA');
    await user.type(screen.getByLabelText('Available Margin at the Sub-station (MW)'), '12.5e-');
    await user.click(screen.getByRole('button', { name: 'Save as Draft' }));

    expect(await screen.findByText(EBIDDING_MESSAGES.invitationSaved)).toBeInTheDocument();
    expect(posts(fetchMock)[0]!.body).toEqual({
      id: 7,
      version: 1,
      isDraft: true,
      subStationDetails: '2 × 50 MVA',
      availableMarginSubstation: 12.5,
      transmissionSystemDetails: null,
      nameOfTransmissionSystem: null,
      lastDateOfSubmission: null,
      deadLine: null,
      bidOpeningDate: null,
      bidOpeningTime: null,
      floorPrice: 0.08,
      place: null,
      date: null,
      authorizedPersonName: null,
      authorizedPersonDesignation: null,
    });
    await user.click(screen.getByRole('button', { name: 'Save as Draft' }));
    await vi.waitFor(() => expect(posts(fetchMock)).toHaveLength(2));
    expect(posts(fetchMock)[1]!.body).toMatchObject({ version: 2, isDraft: true });
  });

  it('sends the invitation with every step, MW and Rs/kWh as numbers, and returns to the list with the message', async () => {
    const { fetchMock, router, user } = renderForm(buildFilledInvitation(), {
      [SUBMIT]: () => success({ id: 7, bidInvitationNo: 'EB/2099/0001', status: 'Initiated', version: 4 }),
    });
    await openStep(user, BID!);
    changeDate('Bid Opening Date', '2099-01-12');
    fireEvent.change(screen.getByLabelText('Bid Opening Time'), { target: { value: '10:30' } });
    await openStep(user, DECLARATIONS!);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText(EBIDDING_MESSAGES.invited)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/e-bidding');
    expect(posts(fetchMock)[0]!.body).toEqual({
      id: 7,
      version: 3,
      isDraft: false,
      subStationDetails: '2 × 50 MVA, 132/33 kV at Chimpu',
      availableMarginSubstation: 12.5,
      transmissionSystemDetails: 'Chimpu – Itanagar 132 kV D/C line',
      nameOfTransmissionSystem: 'Chimpu – Itanagar 132 kV',
      lastDateOfSubmission: '2099-01-10',
      deadLine: '17:00',
      bidOpeningDate: '2099-01-12',
      bidOpeningTime: '10:30',
      floorPrice: 0.1,
      place: 'Itanagar',
      date: '2099-01-02',
      authorizedPersonName: 'R. Tayeng',
      authorizedPersonDesignation: 'Superintending Engineer',
    });
  });

  it("puts the server's field errors under their fields and flags their step", async () => {
    const { user } = renderForm(buildFilledInvitation(), {
      [SUBMIT]: () => fieldFailure({ lastDateOfSubmission: [EBIDDING_MESSAGES.deadlineInPast] }),
    });
    await openStep(user, DECLARATIONS!);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText(EBIDDING_MESSAGES.deadlineInPast)).toBeInTheDocument();
    expect(heading(BID!)).toBeInTheDocument();
    expect(stepTab(BID!)).toHaveTextContent('Check this step');
    expect(
      within(screen.getByRole('alert', { name: ERROR_SUMMARY_TITLE })).getByRole('link', {
        name: `${BID}: ${EBIDDING_MESSAGES.deadlineInPast}`,
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save as Draft' })).toBeEnabled();
  });

  it('is read-only, still stepped through, when the caller may not write', async () => {
    const { user } = renderForm(
      buildFilledInvitation({
        access: 'ReadOnly',
        status: invitationStatusOf('Initiated'),
        bidInvitationNo: 'EB/2099/0001',
      }),
    );
    expect(await screen.findByText('EB/2099/0001')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save as Draft' })).not.toBeInTheDocument();
    for (let step = 1; step < INVITATION_STEP_TITLES.length; step++) {
      await user.click(screen.getByRole('button', { name: 'Next' }));
    }
    expect(heading(DECLARATIONS!)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Place')).toHaveValue('Itanagar');
    expect(screen.getByLabelText('Place')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Download' })).toBeEnabled();
  });

  it('downloads Form ST2 as a PDF under the name the server gives', async () => {
    const saved = stubFileSaving();
    const { fetchMock, user } = renderForm(buildFilledInvitation(), {
      'GET /api/EBidding/DownloadById': () =>
        new Response('%PDF', { headers: { 'content-disposition': 'attachment; filename="ST2-EB-2099-0001.pdf"' } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Download' }));
    await vi.waitFor(() => expect(saved).toEqual(['ST2-EB-2099-0001.pdf']));
    expect(requestOf(fetchMock, 1).url).toBe('/api/EBidding/DownloadById?Id=7');
  });
});
