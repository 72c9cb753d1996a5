import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Mock } from 'vitest';
import { INTER_STATE_MESSAGES, WORKFLOW_MESSAGES, type SignedInUser } from '@stoa/shared';
import { completeLogin } from '../../../lib/auth-session.ts';
import { failure, stubFetch, success, type StubHandler } from '../../../test/fetch-stub.ts';
import { buildSignedInUser } from '../../../test/factories.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { LETTER_FILE, METER_FILE, buildInterStateDetail, statusOf } from '../test/inter-state-builders.ts';
import { VERIFICATION_SAVED } from '../../../components/record/record-documents.tsx';
import { InterStateDetailPage } from './inter-state-detail-page.tsx';

const GET = 'GET /api/InterStateRegistration/Get/31';
const SLDC = { role: 'SLDCBusinessUser', entityType: null } as const;

function renderPage(user: Partial<SignedInUser>, handlers: Record<string, StubHandler | StubHandler[]>) {
  completeLogin(buildSignedInUser(user));
  const fetchMock = stubFetch(handlers);
  const view = renderRoutes(
    [{ path: '/inter-state-registration/:utilityType/:id', element: <InterStateDetailPage /> }],
    '/inter-state-registration/CIConsumer/31',
  );
  return { ...view, fetchMock, user: userEvent.setup() };
}

const posts = (fetchMock: Mock<typeof fetch>) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([url, init]) => ({ url: String(url), body: JSON.parse(String(init?.body)) as unknown }));

describe('InterStateDetailPage', { timeout: 20_000 }, () => {
  it('shows the record: status, sections per step, documents and timeline', async () => {
    renderPage(SLDC, { [GET]: () => success(buildInterStateDetail()) });
    expect(await screen.findByRole('heading', { name: 'Inter-State Registration' })).toBeInTheDocument();
    expect(screen.getByText('Pending SLDC verification')).toBeInTheDocument();
    expect(screen.getByText('Hill Cement Ltd')).toBeInTheDocument();
    const connection = screen.getByRole('region', { name: 'Connection' });
    expect(within(connection).getByText('Interface meter (SEM) number')).toBeInTheDocument();
    expect(within(connection).getByText('SEM-NE-0042')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Contact' })).toHaveTextContent('meera@example.com');
    const documents = screen.getByRole('table', { name: 'Documents' });
    expect(within(documents).getByText('Interface Meter (SEM) Certificate')).toBeInTheDocument();
    expect(within(documents).getByText('meter.pdf')).toBeInTheDocument();
    const timeline = screen.getByRole('list', { name: 'Timeline' });
    expect(timeline).toHaveTextContent('Submit');
    expect(timeline).toHaveTextContent('by Asha Rao (OA Applicant)');
    expect(timeline).toHaveTextContent('Draft → Pending SLDC verification');
  });

  it('asks for comments before a Reject, then rejects and reads the record again', async () => {
    const { fetchMock, user } = renderPage(SLDC, {
      [GET]: [
        () => success(buildInterStateDetail()),
        () =>
          success(
            buildInterStateDetail({
              status: statusOf('SLDCRejected'),
              actions: [],
              formActions: ['ReadOnly'],
              canVerifyDocuments: false,
            }),
          ),
      ],
      'POST /api/InterStateRegistration/Reject/31': () =>
        success({ id: 31, status: 'SLDCRejected', registrationNo: null }),
    });
    const bar = await screen.findByRole('group', { name: 'Workflow actions' });
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

    await user.type(within(dialog).getByLabelText(/Comments/), 'Not an inter-state entity');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Inter-state registration rejected.')).toBeInTheDocument();
    expect(posts(fetchMock)).toEqual([
      { url: '/api/InterStateRegistration/Reject/31', body: { comments: 'Not an inter-state entity' } },
    ]);
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Workflow actions' })).not.toBeInTheDocument());
    expect(screen.getByText('Rejected by SLDC')).toBeInTheDocument();
  });

  it("approves with optional comments and keeps the dialog open with the server's refusal", async () => {
    const atApprover = buildInterStateDetail(
      {
        status: statusOf('SLDCApproverIApproved'),
        actions: ['Approve', 'Reject', 'Return'],
        formActions: ['Approve', 'Reject', 'Return'],
        canVerifyDocuments: false,
      },
      'SLDCApproverII',
    );
    const { fetchMock, user } = renderPage(
      { role: 'SLDCApproverII', entityType: null },
      {
        [GET]: () => success(atApprover),
        'POST /api/InterStateRegistration/Approve/31': [
          () => failure([WORKFLOW_MESSAGES.notAllowed], 422, 'Unprocessable Entity'),
          () => success({ id: 31, status: 'Approved', registrationNo: 'STOA/IS/2026/0007' }),
        ],
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByText(WORKFLOW_MESSAGES.notAllowed)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(
      await screen.findByText('Inter-state registration approved. Registration No. STOA/IS/2026/0007'),
    ).toBeInTheDocument();
    expect(posts(fetchMock).map((p) => p.body)).toEqual([{}, {}]);
  });

  it('lets the SLDC business user mark the documents and save the marks', async () => {
    const { fetchMock, user } = renderPage(SLDC, {
      [GET]: () => success(buildInterStateDetail()),
      'POST /api/InterStateRegistration/SaveFileValidationDetails/31': () => success([]),
    });
    const documents = await screen.findByRole('table', { name: 'Documents' });
    const meter = within(documents).getByRole('radiogroup', {
      name: 'Verification of Interface Meter (SEM) Certificate',
    });
    await user.click(within(meter).getByLabelText('Invalid'));
    await user.click(screen.getByRole('button', { name: 'Save verification' }));
    expect(screen.getByText('Give a reason for an invalid document')).toBeInTheDocument();
    expect(posts(fetchMock)).toEqual([]);

    const letter = within(documents).getByRole('radiogroup', { name: 'Verification of Authorisation Letter' });
    await user.click(within(letter).getByLabelText('Valid'));
    await user.type(within(documents).getByLabelText('Comments on Interface Meter (SEM) Certificate'), 'Expired');
    await user.click(screen.getByRole('button', { name: 'Save verification' }));
    expect(await screen.findByText(VERIFICATION_SAVED)).toBeInTheDocument();
    expect(posts(fetchMock)).toEqual([
      {
        url: '/api/InterStateRegistration/SaveFileValidationDetails/31',
        body: {
          files: [
            { fileId: LETTER_FILE, isValid: true, comments: null },
            { fileId: METER_FILE, isValid: false, comments: 'Expired' },
          ],
        },
      },
    ]);
  });

  it('switches to the form for its owner on Edit, filled from the record', async () => {
    const returned = buildInterStateDetail({
      status: statusOf('SLDCReturned'),
      actions: ['Submit'],
      formActions: ['Write'],
      canVerifyDocuments: false,
    });
    const { user } = renderPage({ role: 'OABusinessUser' }, { [GET]: () => success(returned) });
    expect(await screen.findByText('Returned by SLDC')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Workflow actions' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View Authorisation Letter' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('form', { name: 'Inter-state registration form' })).toBeInTheDocument();
    expect(screen.getByLabelText('Sector')).toHaveValue('C&I Consumer');
    await user.click(screen.getByRole('tab', { name: /^Connection/ }));
    expect(screen.getByLabelText('Interface meter (SEM) number')).toHaveValue('SEM-NE-0042');
    expect(screen.getByLabelText('Maximum Drawl (MW)')).toHaveValue('12.5');
    await user.click(screen.getByRole('tab', { name: /^Documents/ }));
    expect(screen.getByText('meter.pdf')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('region', { name: 'Connection' })).toBeInTheDocument();
  });

  it('saves the edited record with its id and version, and shows it again', async () => {
    const returned = buildInterStateDetail({
      status: statusOf('Returned'),
      actions: ['Submit'],
      formActions: ['Write'],
      canVerifyDocuments: false,
    });
    const { fetchMock, user } = renderPage(
      { role: 'OABusinessUser' },
      {
        [GET]: () => success(returned),
        'POST /api/InterStateRegistration/Submit': () => success({ id: 31, status: 'Returned', version: 3 }),
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Save as Draft' }));
    expect(await screen.findByText(INTER_STATE_MESSAGES.draftSaved)).toBeInTheDocument();
    const [saved] = posts(fetchMock);
    expect(saved?.body).toMatchObject({
      id: 31,
      version: 2,
      isDraft: true,
      details: {
        documents: [
          { documentType: 'authorisationLetter', fileId: LETTER_FILE },
          { documentType: 'meterCertificate', fileId: METER_FILE },
        ],
      },
    });
    expect(screen.queryByRole('form', { name: 'Inter-state registration form' })).not.toBeInTheDocument();
  });
});
