import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  REGISTRATION_WORKFLOW,
  WORKFLOW_MESSAGES,
  actionBarOf,
  clockOn,
  type RegistrationDetail,
  type SignedInUser,
} from '@stoa/shared';
import { completeLogin } from '../../../lib/auth-session.ts';
import { withNotice } from '../../../lib/route-notice.ts';
import { stubFileSaving } from '../../../test/download-stub.ts';
import { failure, stubFetch, success, type StubHandler } from '../../../test/fetch-stub.ts';
import { buildSignedInUser } from '../../../test/factories.ts';
import { createTestQueryClient, renderRoutes } from '../../../test/render.tsx';
import { BILL_FILE, PAN_FILE, buildRegistrationDetail, statusOf } from '../test/registration-builders.ts';
import { VERIFICATION_SAVED } from '../../../components/record/record-documents.tsx';
import { RegistrationDetailPage } from './registration-detail-page.tsx';

const GET = 'GET /api/Registration/GetDraweeEntityRegistration/21';
const SLDC = { role: 'SLDCBusinessUser', entityType: null } as const;
const DRAWEE = { involvesDiscom: true, involvesTransco: true };

function renderPage(
  user: Partial<SignedInUser>,
  handlers: Record<string, StubHandler | StubHandler[]>,
  state?: unknown,
) {
  completeLogin(buildSignedInUser(user));
  const fetchMock = stubFetch(handlers);
  const path = '/registrations/view/DraweeEntity/21';
  // With a notice the page is reached the way the form reaches it: by navigating there with router state.
  const view = renderRoutes(
    [
      { path: '/registrations/view/:entityType/:id', element: <RegistrationDetailPage /> },
      { path: '*', element: <p>Other page</p> },
    ],
    state === undefined ? path : '/registrations/edit/DraweeEntity/21',
    createTestQueryClient(),
  );
  if (state !== undefined) void view.router.navigate(path, { state });
  return { ...view, fetchMock, user: userEvent.setup() };
}

const posts = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([url, init]) => ({ url: String(url), body: JSON.parse(String(init?.body)) as unknown }));
const gets = (fetchMock: ReturnType<typeof stubFetch>, url: string) =>
  fetchMock.mock.calls.filter(([u, init]) => String(u) === url && (init?.method ?? 'GET') === 'GET').length;

afterEach(() => vi.restoreAllMocks());

describe('RegistrationDetailPage', { timeout: 20_000 }, () => {
  it('shows the registration: facts, fee, sections per step, documents and timeline', async () => {
    renderPage(SLDC, { [GET]: () => success(buildRegistrationDetail()) });
    expect(await screen.findByRole('heading', { name: 'Registration' })).toBeInTheDocument();
    expect(screen.getByText('Hill Cement Ltd')).toBeInTheDocument();
    expect(screen.getByText('Drawee Entity')).toBeInTheDocument();
    expect(screen.getAllByText('Pending SLDC verification').length).toBeGreaterThan(0);
    // The SLDC reads what is missing, with the amount; the payer's notice is not its.
    expect(screen.getByText('Registration Fee: ₹25,000.00 due; not paid yet.')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Registration Fee' })).not.toBeInTheDocument();

    const connection = screen.getByRole('region', { name: 'Connection' });
    expect(within(connection).getByText('Arunachal TRANSCO')).toBeInTheDocument();
    expect(within(connection).getByText('Arunachal DISCOM')).toBeInTheDocument();
    // The form's dates as the house date (shared detailLines, the same lines as the PDF's).
    expect(within(connection).getByText('Apr 01, 2026')).toBeInTheDocument();
    const consumer = screen.getByRole('region', { name: 'Consumer' });
    expect(within(consumer).getByText('C-1001')).toBeInTheDocument();
    expect(within(consumer).getByText('Yes')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Declaration' })).toHaveTextContent('Director');

    const documents = screen.getByRole('table', { name: 'Documents' });
    expect(within(documents).getByText('PAN Card')).toBeInTheDocument();
    expect(within(documents).getByText('bill.pdf')).toBeInTheDocument();

    const timeline = screen.getByRole('list', { name: 'Timeline' });
    expect(timeline).toHaveTextContent('Submit');
    expect(timeline).toHaveTextContent('by Asha Rao (OA Applicant)');
    expect(timeline).toHaveTextContent('Draft → Pending SLDC verification');
  });

  it('offers the actions of the record, and refuses a Reject without comments', async () => {
    const { fetchMock, user } = renderPage(SLDC, {
      [GET]: [
        () => success(buildRegistrationDetail()),
        () =>
          success(
            buildRegistrationDetail({ status: statusOf('SLDCRejected'), actions: [], formActions: ['ReadOnly'] }),
          ),
      ],
      'POST /api/Registration/Reject/21/DraweeEntity': () =>
        success({ id: 21, status: 'SLDCRejected', registrationNo: null }),
    });
    await screen.findByRole('heading', { name: 'Registration' });
    const bar = screen.getByRole('group', { name: 'Workflow actions' });
    expect(
      within(bar)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Verify and Forward', 'Reject', 'Seek Clarification']);
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();

    await user.click(within(bar).getByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText(WORKFLOW_MESSAGES.commentRequired)).toBeInTheDocument();
    expect(posts(fetchMock)).toEqual([]);

    await user.type(within(dialog).getByLabelText(/Comments/), 'Not eligible: contract demand below 1 MW');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Registration rejected.')).toBeInTheDocument();
    expect(posts(fetchMock)).toEqual([
      {
        url: '/api/Registration/Reject/21/DraweeEntity',
        body: { comments: 'Not eligible: contract demand below 1 MW' },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Workflow actions' })).not.toBeInTheDocument());
    expect(gets(fetchMock, '/api/Registration/GetDraweeEntityRegistration/21')).toBe(2);
  });

  it('approves with optional comments and names the registration number', async () => {
    const atApprover = buildRegistrationDetail(
      {
        status: statusOf('SLDCApproverIApproved'),
        actions: ['Approve', 'Reject', 'Return'],
        formActions: ['Approve', 'Reject', 'Return'],
      },
      'SLDCApproverII',
    );
    const { fetchMock, user } = renderPage(
      { role: 'SLDCApproverII', entityType: null },
      {
        [GET]: () => success(atApprover),
        'POST /api/Registration/Approve/21/DraweeEntity': () =>
          success({ id: 21, status: 'Approved', registrationNo: 'STOA/DRW/2026/0003' }),
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Registration approved. Registration No. STOA/DRW/2026/0003')).toBeInTheDocument();
    expect(posts(fetchMock)).toEqual([{ url: '/api/Registration/Approve/21/DraweeEntity', body: {} }]);
  });

  it("shows the server's refusal in the dialog", async () => {
    const { user } = renderPage(SLDC, {
      [GET]: () => success(buildRegistrationDetail()),
      'POST /api/Registration/ApproveAndForward/21/DraweeEntity': () =>
        failure(['Verify every document before forwarding.'], 422, 'Unprocessable Entity'),
    });
    await user.click(await screen.findByRole('button', { name: 'Verify and Forward' }));
    const dialog = screen.getByRole('dialog', { name: 'Verify and Forward' });
    await user.click(within(dialog).getByRole('button', { name: 'Verify and Forward' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Verify every document before forwarding.');
  });

  it('saves the verification of the documents: an invalid one needs a reason', async () => {
    const verified = buildRegistrationDetail().files.map((f) => ({ ...f, isValid: true }));
    const { fetchMock, user } = renderPage(SLDC, {
      [GET]: () => success(buildRegistrationDetail()),
      'POST /api/Registration/SaveFileValidationDetails/21/DraweeEntity': () => success(verified),
    });
    await screen.findByRole('heading', { name: 'Registration' });
    await user.click(screen.getByRole('button', { name: 'Save verification' }));
    expect(screen.getByText('Mark the documents Valid or Invalid before saving.')).toBeInTheDocument();

    const pan = screen.getByRole('radiogroup', { name: 'Verification of PAN Card' });
    await user.click(within(pan).getByLabelText('Valid'));
    const bill = screen.getByRole('radiogroup', { name: 'Verification of Latest Electricity Bill' });
    await user.click(within(bill).getByLabelText('Invalid'));
    await user.click(screen.getByRole('button', { name: 'Save verification' }));
    expect(screen.getByText('Give a reason for an invalid document')).toBeInTheDocument();
    expect(posts(fetchMock)).toEqual([]);

    await user.type(screen.getByLabelText('Comments on Latest Electricity Bill'), 'Bill older than three months');
    await user.click(screen.getByRole('button', { name: 'Save verification' }));
    expect(await screen.findByText(VERIFICATION_SAVED)).toBeInTheDocument();
    expect(posts(fetchMock)).toEqual([
      {
        url: '/api/Registration/SaveFileValidationDetails/21/DraweeEntity',
        body: {
          files: [
            { fileId: PAN_FILE, isValid: true, comments: null },
            { fileId: BILL_FILE, isValid: false, comments: 'Bill older than three months' },
          ],
        },
      },
    ]);
  });

  it('shows the verification read-only to anyone else', async () => {
    const files = buildRegistrationDetail().files.map((f, i) =>
      i === 0 ? { ...f, isValid: true } : { ...f, isValid: false, comments: 'Blurred scan' },
    );
    renderPage(
      { role: 'DISCOMBusinessUser', entityType: null },
      { [GET]: () => success(buildRegistrationDetail({ files, actions: [], formActions: ['ReadOnly'] })) },
    );
    const documents = await screen.findByRole('table', { name: 'Documents' });
    expect(within(documents).getByText('Valid')).toBeInTheDocument();
    expect(within(documents).getByText('Invalid')).toBeInTheDocument();
    expect(within(documents).getByText('Blurred scan')).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save verification' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Workflow actions' })).not.toBeInTheDocument();
  });

  it("gives the owner Edit while it is theirs to write, and the form's notice on arrival", async () => {
    const returned = buildRegistrationDetail({
      status: statusOf('SLDCReturned'),
      actions: ['Submit'],
      formActions: ['Write'],
    });
    const { router, user } = renderPage(
      { entityType: 'DraweeEntity' },
      { [GET]: () => success(returned) },
      withNotice('Registration saved as draft.'),
    );
    expect(await screen.findByText('Registration saved as draft.')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Workflow actions' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(router.state.location.pathname).toBe('/registrations/edit/DraweeEntity/21');
  });

  it('tells its applicant what the fee needs, with Pay to its dues filtered to the record', async () => {
    const payLink = '/payments/dashboard?tab=dues&search=Registration%2021';
    const owed = buildRegistrationDetail({ fee: { ...buildRegistrationDetail().fee!, isPayer: true, payLink } });
    renderPage({ entityType: 'DraweeEntity' }, { [GET]: () => success(owed) });
    const notice = await screen.findByRole('status', { name: 'Registration Fee' });
    expect(notice).toHaveTextContent('Awaiting your payment: ₹25,000.00. Due by Mar 17, 2026.');
    expect(within(notice).getByRole('link', { name: 'Pay' })).toHaveAttribute('href', payLink);
    expect(screen.getByText('Registration Fee: Awaiting your payment: ₹25,000.00')).toBeInTheDocument();
  });

  it('links a renewal to the registration it renews and downloads the details and the comparison', async () => {
    const saved = stubFileSaving();
    const renewal: RegistrationDetail = buildRegistrationDetail({
      id: 21,
      kind: 'Renewal',
      registrationNo: 'STOA/DRW/2025/0002',
      previousRegistrationId: 9,
      status: statusOf('Approved'),
      approvedOn: '2026-03-05',
      expiredOn: '2027-03-04',
      actions: [],
      formActions: ['ReadOnly'],
      canRenew: true,
    });
    const pdf = (name: string) => () =>
      new Response('%PDF', { headers: { 'content-disposition': `attachment; filename="${name}"` } });
    const { fetchMock, router, user } = renderPage(
      { entityType: 'DraweeEntity' },
      {
        [GET]: () => success(renewal),
        'GET /api/InterState/DownloadRegistrationDetail/21': pdf('details.pdf'),
        'GET /api/InterState/DownloadRegistrationComparisons/21': pdf('comparison.pdf'),
      },
    );
    expect(await screen.findByRole('heading', { name: 'Renewal of Registration' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'STOA/DRW/2025/0002' })).toHaveAttribute(
      'href',
      '/registrations/view/DraweeEntity/9',
    );
    expect(screen.getByText('Mar 04, 2027')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download Details' }));
    await user.click(screen.getByRole('button', { name: 'Download Comparison' }));
    await waitFor(() => expect(saved).toEqual(['details.pdf', 'comparison.pdf']));
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
      '/api/InterState/DownloadRegistrationComparisons/21',
    );
    await user.click(screen.getByRole('button', { name: 'Renew' }));
    expect(router.state.location.pathname).toBe('/registrations/renew/21');
  });

  it('shows the mandatory checks to the SLDC at the STOA availability check', async () => {
    const atCheck = buildRegistrationDetail({ status: statusOf('PendingSTOACheck') });
    renderPage(SLDC, {
      [GET]: () => success(atCheck),
      'GET /api/Registration/GetMandatoryCheckDetails/21': () =>
        success({
          items: [
            { key: 'documents', label: 'Documents verified', passed: true, detail: 'All 2 documents valid' },
            { key: 'demand', label: 'Contract demand of 1 MW and above', passed: false, detail: '0.5 MW' },
          ],
        }),
    });
    const checks = await screen.findByRole('list', { name: 'Mandatory checks' });
    expect(checks).toHaveTextContent('Documents verified');
    expect(within(checks).getByTitle('Failed')).toBeInTheDocument();
    expect(checks).toHaveTextContent('0.5 MW');
    // No verification once the documents have been forwarded.
    expect(screen.queryByRole('button', { name: 'Save verification' })).not.toBeInTheDocument();
  });

  it('shows the statutory clock, and why Verify and Forward is not open yet', async () => {
    const reason = 'Every document is verified as valid';
    const waiting = buildRegistrationDetail({
      clock: clockOn('2026-03-05', '2026-03-06', new Set()),
      actionBar: actionBarOf(REGISTRATION_WORKFLOW, 'Submitted', 'SLDCBusinessUser', DRAWEE, {
        documentsVerified: reason,
      }),
    });
    renderPage(SLDC, { [GET]: () => success(waiting) });
    expect(await screen.findByText('Overdue by 1 working day')).toBeInTheDocument();
    const forward = screen.getByRole('button', { name: 'Verify and Forward' });
    expect(forward).toBeDisabled();
    expect(forward).toHaveAccessibleDescription(reason);
    expect(screen.getByRole('button', { name: 'Reject' })).toBeEnabled();
  });

  it('says when the registration is not there', async () => {
    renderPage(SLDC, { [GET]: () => failure(['Registration not found.'], 404, 'Not Found') });
    expect(await screen.findByText('Registration not found.')).toBeInTheDocument();
  });
});
