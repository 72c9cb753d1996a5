import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Mock } from 'vitest';
import { WORKFLOW_MESSAGES, type ApplicationDetail, type SignedInUser } from '@stoa/shared';
import { completeLogin } from '../../../lib/auth-session.ts';
import { stubFetch, success, type StubHandler } from '../../../test/fetch-stub.ts';
import { stubFileSaving } from '../../../test/download-stub.ts';
import { buildSignedInUser } from '../../../test/factories.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { buildApplicationDetail } from '../test/application-builders.ts';
import { OaApplicationPage } from './oa-application-page.tsx';
import { SldcApplicationPage } from './sldc-application-page.tsx';
import { EBIDDING_DETAILS_LABEL } from '../components/record/application-record.tsx';

const GET = 'GET /api/Application/Get/101';
const SLDC_USER = { role: 'SLDCBusinessUser', entityType: null } as const;
const STOA_CHECK = {
  applicationId: 101,
  passed: false,
  checks: [
    { name: 'Registration valid', passed: true, detail: 'Valid until Mar 31, 2027' },
    { name: 'Fee paid', passed: false, detail: 'Application fee of ₹5,000.00 is due' },
  ],
};

function renderRecord(
  user: Partial<SignedInUser>,
  handlers: Record<string, StubHandler | StubHandler[]>,
  path = '/applications/sldc/DayAhead/101',
) {
  completeLogin(buildSignedInUser(user));
  const fetchMock = stubFetch(handlers);
  const view = renderRoutes(
    [
      { path: '/applications/sldc/:applicationType/:id', element: <SldcApplicationPage /> },
      { path: '/applications/oa/:applicationType/:id?', element: <OaApplicationPage /> },
    ],
    path,
  );
  return { ...view, fetchMock, user: userEvent.setup() };
}

const posts = (fetchMock: Mock<typeof fetch>) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([url, init]) => ({ url: String(url), body: JSON.parse(String(init?.body)) as unknown }));

const buttonsOf = (group: HTMLElement) =>
  within(group)
    .getAllByRole('button')
    .map((b) => b.textContent);

const HISTORY = 'GET /api/Revision/GetScheduleHistory/101';
const line = { stuCharges: 19200, operatingCharges: 4000, chargeChange: 0, keptDates: [], sourceNo: null, link: null };
/** An approved schedule's history: the original and the current one, nothing changed it (no section shows). */
const UNCHANGED_HISTORY = [
  { ...line, kind: 'Original', at: '2026-12-01T06:00:00Z', energyMwh: 960 },
  { ...line, kind: 'Current', at: null, energyMwh: 960 },
];
const actionResult = (status: ApplicationDetail['status'], message: string) =>
  success({ id: 101, status, statusLabel: status, message });

describe('the application record page', { timeout: 20_000 }, () => {
  it('shows the facts, time blocks, schedule with totals, timeline and the STOA check to the SLDC business user', async () => {
    renderRecord(SLDC_USER, {
      [GET]: () => success(buildApplicationDetail()),
      'GET /api/Application/StoaCheck/101': () => success(STOA_CHECK),
    });
    expect(await screen.findByRole('heading', { name: 'Application STOA/DA/2026/0001' })).toBeInTheDocument();
    expect(screen.getByText('Pending SLDC Verification')).toBeInTheDocument();
    const summary = screen.getByLabelText('Summary');
    expect(summary).toHaveTextContent('Itanagar zone, Pasighat zone');
    expect(summary).toHaveTextContent('₹5,000.00');
    // Each party's card is headed by its side.
    const seller = screen.getByRole('region', { name: 'Seller details' });
    expect(within(seller).getByRole('heading', { name: 'Seller' })).toBeVisible();
    expect(seller).toHaveTextContent('Ex-Bus Capacity50.00 MW');
    const buyer = screen.getByRole('region', { name: 'Buyer details' });
    expect(within(buyer).getByRole('heading', { name: 'Buyer' })).toBeVisible();

    const blocks = screen.getByRole('table', { name: 'Time blocks' });
    expect(within(blocks).getByText('06:00–18:00')).toBeInTheDocument();
    expect(within(blocks).getByText('12.50')).toBeInTheDocument();
    const schedule = screen.getByRole('table', { name: 'Schedule' });
    const total = within(schedule).getByText('Total').closest('tr')!;
    expect(total).toHaveTextContent('150.00');

    const check = await screen.findByRole('region', { name: 'STOA check' });
    expect(await within(check).findByText('Fee paid')).toBeInTheDocument();
    expect(within(check).getByText('Checks failed')).toBeInTheDocument();
    expect(within(check).getByLabelText('Failed')).toBeInTheDocument();

    expect(buttonsOf(screen.getByRole('group', { name: 'Workflow actions' }))).toEqual([
      'Accept',
      'Reject',
      'Seek Clarification',
    ]);
    expect(screen.getByRole('list', { name: 'Timeline' })).toHaveTextContent('Draft → Pending SLDC Verification');
    expect(screen.queryByRole('button', { name: 'Download Schedule (PDF)' })).not.toBeInTheDocument();
  });

  it('accepts with Approve/{type}/{id}, rejects with a required comment and seeks clarification', async () => {
    const { fetchMock, user } = renderRecord(SLDC_USER, {
      [GET]: () => success(buildApplicationDetail({ type: 'ContingencySameDay' })),
      'GET /api/Application/StoaCheck/101': () => success(STOA_CHECK),
      'POST /api/Application/Approve/ContingencySameDay/101': () =>
        actionResult('PendingSTOAApproval', 'Application accepted.'),
      'POST /api/Application/Reject/ContingencySameDay/101': () => actionResult('Rejected', 'Application rejected.'),
      'POST /api/Application/SeekClarification/ContingencySameDay/101': () =>
        actionResult('Returned', 'Clarification sought.'),
    });
    const bar = await screen.findByRole('group', { name: 'Workflow actions' });
    await user.click(within(bar).getByRole('button', { name: 'Accept' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Accept' })).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Application accepted.')).toBeInTheDocument();

    await user.click(within(bar).getByRole('button', { name: 'Reject' }));
    const reject = screen.getByRole('dialog', { name: 'Reject' });
    await user.click(within(reject).getByRole('button', { name: 'Reject' }));
    expect(within(reject).getByText(WORKFLOW_MESSAGES.commentRequired)).toBeInTheDocument();
    await user.type(within(reject).getByLabelText(/Comments/), 'Seller registration lapses');
    await user.click(within(reject).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Application rejected.')).toBeInTheDocument();

    await user.click(within(bar).getByRole('button', { name: 'Seek Clarification' }));
    const question = screen.getByRole('dialog', { name: 'Seek Clarification' });
    await user.type(within(question).getByLabelText(/Comments/), 'Which feeder?');
    await user.click(within(question).getByRole('button', { name: 'Seek Clarification' }));
    expect(await screen.findByText('Clarification sought.')).toBeInTheDocument();

    expect(posts(fetchMock)).toEqual([
      { url: '/api/Application/Approve/ContingencySameDay/101', body: {} },
      { url: '/api/Application/Reject/ContingencySameDay/101', body: { comments: 'Seller registration lapses' } },
      { url: '/api/Application/SeekClarification/ContingencySameDay/101', body: { comments: 'Which feeder?' } },
    ]);
  });

  it("labels approver I's Forward 'Verify and Forward', shows no STOA check, and offers the PDF", async () => {
    const saved = stubFileSaving();
    const allocated = buildApplicationDetail(
      {
        status: 'STOAApproved',
        canDownload: true,
        allocatedMwh: 150,
        schedule: [
          {
            date: '2026-03-11',
            fromTimeBlock: 24,
            toTimeBlock: 72,
            requested: 12.5,
            allocated: 12.5,
            requestedMwh: 150,
            allocatedMwh: 150,
          },
        ],
      },
      'SLDCApproverI',
    );
    const { user } = renderRecord(
      { role: 'SLDCApproverI', entityType: null },
      {
        [GET]: () => success(allocated),
        'GET /api/Application/DownloadOpenAccessDetails/101': () =>
          new Response('%PDF-1.4', {
            headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="oa-101.pdf"' },
          }),
      },
    );
    const bar = await screen.findByRole('group', { name: 'Workflow actions' });
    expect(buttonsOf(bar)).toEqual(['Verify and Forward', 'Reject', 'Seek Clarification']);
    expect(screen.queryByRole('region', { name: 'STOA check' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download Schedule (PDF)' }));
    await waitFor(() => expect(saved).toEqual(['oa-101.pdf']));
  });

  it('shows the charges of an approved schedule, one line per rate period, with the total', async () => {
    const approved = buildApplicationDetail({ status: 'Approved', canDownload: true });
    const line = {
      chargeType: 'STUCharge' as const,
      label: 'STU Charge',
      basis: 'Rs/kWh',
      rateBasis: 'RsPerKWh',
      quantityUnit: 'MWh' as const,
    };
    renderRecord(
      {},
      {
        [GET]: () => success(approved),
        [HISTORY]: () => success(UNCHANGED_HISTORY),
        'GET /api/Application/GetOpenAccessDetails/101': () =>
          success({
            applicationId: 101,
            applicationNo: 'STOA/DA/2026/0001',
            schedule: [],
            totalMwh: 960,
            allocatedMwh: 960,
            charges: [
              {
                ...line,
                fromDate: '2026-12-02',
                toDate: '2026-12-03',
                days: 2,
                quantity: 480,
                rate: 0.08,
                amount: 38400,
                amountPaise: 3840000,
              },
              {
                ...line,
                fromDate: '2026-12-04',
                toDate: '2026-12-05',
                days: 2,
                quantity: 480,
                rate: 0.1,
                amount: 48000,
                amountPaise: 4800000,
              },
            ],
            totalCharges: 86400,
          }),
      },
      '/applications/oa/DayAhead/101',
    );
    const table = await screen.findByRole('table', { name: 'Charges' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual([
      'ChargePeriodRateQuantityAmount',
      'STU ChargeDec 02, 2026 – Dec 03, 2026₹0.08/kWh480.00 MWh₹38,400.00',
      'STU ChargeDec 04, 2026 – Dec 05, 2026₹0.10/kWh480.00 MWh₹48,000.00',
      'Total₹86,400.00',
    ]);
  });

  it("gives the applicant 'Accept Allocation' and 'Withdraw' on a partial allocation", async () => {
    const partial = buildApplicationDetail(
      {
        status: 'PendingApplicantApproval',
        actions: ['Approve', 'Reject'],
        formActions: ['Approve', 'Reject'],
      },
      'OABusinessUser',
    );
    const { fetchMock, user } = renderRecord(
      {},
      {
        [GET]: () => success(partial),
        'POST /api/Application/Approve/DayAhead/101': () => actionResult('PartiallyApproved', 'Allocation accepted.'),
      },
      '/applications/oa/DayAhead/101',
    );
    const bar = await screen.findByRole('group', { name: 'Workflow actions' });
    expect(buttonsOf(bar)).toEqual(['Accept Allocation', 'Withdraw']);
    expect(screen.getByRole('link', { name: 'Back to Applications' })).toHaveAttribute('href', '/applications/oa');
    await user.click(within(bar).getByRole('button', { name: 'Accept Allocation' }));
    const dialog = screen.getByRole('dialog', { name: 'Accept Allocation' });
    await user.click(within(dialog).getByRole('button', { name: 'Accept Allocation' }));
    expect(await screen.findByText('Allocation accepted.')).toBeInTheDocument();
    expect(posts(fetchMock)).toEqual([{ url: '/api/Application/Approve/DayAhead/101', body: {} }]);
  });

  it('links an application e-bidding decided to its e-bidding details, not one it withdrew', async () => {
    const step = (toStatus: string) => ({
      at: '2026-12-03T12:00:00.000Z',
      action: 'EBidding',
      fromStatus: 'PendingEBidding',
      toStatus,
      actorName: 'SLDC User',
      actorRole: 'SLDCBusinessUser',
      comments: null,
    });
    const decided = buildApplicationDetail(
      { status: 'PendingApplicantApproval', timeline: [step('PendingApplicantApproval')] },
      'OABusinessUser',
    );
    const view = renderRecord({}, { [GET]: () => success(decided) }, '/applications/oa/Advance/101');
    expect(await screen.findByRole('link', { name: EBIDDING_DETAILS_LABEL })).toHaveAttribute('href', '/e-bidding/101');
    view.unmount();
    const withdrawn = buildApplicationDetail({ status: 'Withdrawn', timeline: [step('Withdrawn')] }, 'OABusinessUser');
    renderRecord({}, { [GET]: () => success(withdrawn) }, '/applications/oa/Advance/101');
    await screen.findByRole('heading', { name: /^Application / });
    expect(screen.queryByRole('link', { name: EBIDDING_DETAILS_LABEL })).not.toBeInTheDocument();
  });

  it("shows a trader's application's consent and lets the asked party give or refuse it", async () => {
    const asked = buildApplicationDetail({
      status: 'PendingConsent',
      applicant: { userId: 31, name: 'Northeast Power Traders', role: 'Trader' },
      trader: { userId: 31, name: 'Northeast Power Traders' },
      consent: { seller: 'Pending', buyer: 'Given' },
      canConsent: true,
      actions: [],
      formActions: ['ReadOnly'],
    });
    const { fetchMock, user } = renderRecord(
      {},
      {
        [GET]: () => success(asked),
        'POST /api/Application/ApproveTraderRequest/DayAhead/101': () =>
          actionResult('PendingConsent', 'Consent recorded.'),
        'POST /api/Application/RejectTraderRequest/DayAhead/101': () => actionResult('Rejected', 'Request refused.'),
      },
      '/applications/oa/DayAhead/101',
    );
    const consent = await screen.findByRole('region', { name: 'Consent' });
    expect(within(consent).getByText('Seller: Pending')).toBeInTheDocument();
    expect(within(consent).getByText('Buyer: Given')).toBeInTheDocument();
    expect(buttonsOf(within(consent).getByRole('group'))).toEqual(['Give Consent', 'Refuse']);

    await user.click(within(consent).getByRole('button', { name: 'Refuse' }));
    const refuse = screen.getByRole('dialog', { name: 'Refuse' });
    await user.type(within(refuse).getByLabelText(/Comments/), 'No such deal');
    await user.click(within(refuse).getByRole('button', { name: 'Refuse' }));
    expect(await screen.findByText('Request refused.')).toBeInTheDocument();

    await user.click(within(consent).getByRole('button', { name: 'Give Consent' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Give Consent' })).getByRole('button', { name: 'Give Consent' }),
    );
    expect(await screen.findByText('Consent recorded.')).toBeInTheDocument();
    expect(posts(fetchMock)).toEqual([
      { url: '/api/Application/RejectTraderRequest/DayAhead/101', body: { comments: 'No such deal' } },
      { url: '/api/Application/ApproveTraderRequest/DayAhead/101', body: {} },
    ]);
  });

  it('answers a record that is not the caller’s with the server’s reason', async () => {
    renderRecord(SLDC_USER, {
      [GET]: () =>
        new Response(
          JSON.stringify({
            isSuccessful: false,
            data: null,
            errors: [{ fieldName: null, errorMessages: ['Not found'] }],
          }),
          { status: 404, statusText: 'Not Found', headers: { 'content-type': 'application/json' } },
        ),
    });
    expect(await screen.findByText('Not found')).toBeInTheDocument();
  });
});
