import { describe, expect, it, vi, afterEach } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Mock } from 'vitest';
import { WORKFLOW_MESSAGES, type SignedInUser } from '@stoa/shared';
import { completeLogin } from '../../../lib/auth-session.ts';
import { stubFileSaving } from '../../../test/download-stub.ts';
import { failure, stubFetch, success, type StubHandler } from '../../../test/fetch-stub.ts';
import { buildSignedInUser } from '../../../test/factories.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { buildClearanceDetail, clearanceStatusOf } from '../test/clearance-builders.ts';
import { CHECKS_FAILED_NOTE } from '../components/clearance-checks.tsx';
import { ClearanceDetailPage } from './clearance-detail-page.tsx';

const GET = 'GET /api/StandingClearance/Get/5';
const SLDC = { role: 'SLDCBusinessUser', entityType: null } as const;

function renderPage(
  user: Partial<SignedInUser>,
  handlers: Record<string, StubHandler | StubHandler[]>,
  path = '/standing-clearance-power/5',
) {
  completeLogin(buildSignedInUser(user));
  const fetchMock = stubFetch(handlers);
  const view = renderRoutes(
    [
      { path: '/standing-clearance-power/:id', element: <ClearanceDetailPage /> },
      { path: '/consent-for-inter-state-stoa-transactions/:id', element: <ClearanceDetailPage /> },
      { path: '*', element: <p>Other page</p> },
    ],
    path,
  );
  return { ...view, fetchMock, user: userEvent.setup() };
}

const posts = (fetchMock: Mock<typeof fetch>) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([url, init]) => ({ url: String(url), body: JSON.parse(String(init?.body)) as unknown }));

afterEach(() => vi.restoreAllMocks());

describe('ClearanceDetailPage', { timeout: 20_000 }, () => {
  it('shows the SLDC the request, its answer clock, its checks and the timeline', async () => {
    renderPage(SLDC, { [GET]: () => success(buildClearanceDetail()) });
    expect(await screen.findByRole('heading', { name: 'Standing Clearance Request #5' })).toBeInTheDocument();
    expect(screen.getByText('Answer due by Nov 25, 2026 (2 working days left)')).toBeInTheDocument();
    const summary = screen.getByLabelText('Summary');
    expect(summary).toHaveTextContent('Sell (export out of the state)');
    expect(summary).toHaveTextContent('Assam Power Distribution Company (Assam)');
    expect(summary).toHaveTextContent('Dec 01, 2026 to Dec 31, 2026');
    expect(summary).toHaveTextContent('Winter surplus');

    const checks = screen.getByRole('table', { name: 'Checks' });
    const rows = within(checks).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[1]!.textContent)).toEqual([
      'Pass',
      'Pass',
      'Pass',
      'Fail',
      'Warning',
    ]);
    expect(checks).toHaveTextContent('No ATC declared for the period');
    expect(screen.getByText(CHECKS_FAILED_NOTE)).toBeInTheDocument();
    const timeline = screen.getByRole('list', { name: 'Timeline' });
    expect(timeline).toHaveTextContent('by Ravi Menon (OA Applicant)');
    expect(timeline).toHaveTextContent('Draft → Pending SLDC verification');
    expect(screen.getByRole('link', { name: 'Back to the list' })).toHaveAttribute('href', '/standing-clearance-power');
  });

  it('asks for comments before Seek Clarification, then returns the request and reads it again', async () => {
    const { fetchMock, user } = renderPage(SLDC, {
      [GET]: [
        () => success(buildClearanceDetail()),
        () =>
          success(
            buildClearanceDetail({
              status: clearanceStatusOf('Returned'),
              due: null,
              actions: [],
              formActions: ['ReadOnly'],
            }),
          ),
      ],
      'POST /api/StandingClearance/SeekClarification/5': () =>
        success({ id: 5, status: 'Returned', clearanceNo: null }),
    });
    const bar = await screen.findByRole('group', { name: 'Workflow actions' });
    expect(
      within(bar)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Verify and Forward', 'Reject', 'Seek Clarification']);
    await user.click(within(bar).getByRole('button', { name: 'Seek Clarification' }));
    const dialog = screen.getByRole('dialog', { name: 'Seek Clarification' });
    await user.click(within(dialog).getByRole('button', { name: 'Seek Clarification' }));
    expect(within(dialog).getByText(WORKFLOW_MESSAGES.commentRequired)).toBeInTheDocument();
    expect(posts(fetchMock)).toEqual([]);

    await user.type(within(dialog).getByLabelText(/Comments/), 'Which exchange segment?');
    await user.click(within(dialog).getByRole('button', { name: 'Seek Clarification' }));
    expect(await screen.findByText('Clarification sought from the applicant.')).toBeInTheDocument();
    expect(posts(fetchMock)).toEqual([
      { url: '/api/StandingClearance/SeekClarification/5', body: { comments: 'Which exchange segment?' } },
    ]);
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Workflow actions' })).not.toBeInTheDocument());
    expect(screen.getByText('Returned for clarification')).toBeInTheDocument();
  });

  it("keeps the forward dialog open with the server's refusal of failing checks", async () => {
    const refusal =
      'The request fails the checks marked Fail: reject it or seek clarification. (No dues (not a defaulter))';
    const { user } = renderPage(SLDC, {
      [GET]: () => success(buildClearanceDetail()),
      'POST /api/StandingClearance/ApproveAndForward/5': () => failure([refusal], 422, 'Unprocessable Entity'),
    });
    await user.click(await screen.findByRole('button', { name: 'Verify and Forward' }));
    const dialog = screen.getByRole('dialog', { name: 'Verify and Forward' });
    await user.click(within(dialog).getByRole('button', { name: 'Verify and Forward' }));
    expect(await within(dialog).findByText(refusal)).toBeInTheDocument();
  });

  it("gives the applicant its approved clearance's certificate, and Edit while it is returned", async () => {
    const saved = stubFileSaving();
    const approved = buildClearanceDetail({
      clearanceNo: 'SC/2026/0001',
      status: clearanceStatusOf('Approved'),
      due: null,
      checks: null,
      actions: [],
      formActions: ['ReadOnly'],
      canDownload: true,
      decidedOn: '2026-11-23T06:00:00Z',
    });
    const { fetchMock, user, unmount } = renderPage(
      {},
      {
        [GET]: () => success(approved),
        'GET /api/StandingClearance/Download/5': () =>
          new Response('%PDF', {
            headers: { 'content-disposition': 'attachment; filename="Standing-Clearance-SC-2026-0001.pdf"' },
          }),
      },
      '/consent-for-inter-state-stoa-transactions/5',
    );
    expect(await screen.findByRole('heading', { name: 'Standing Clearance SC/2026/0001' })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Checks' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saved).toEqual(['Standing-Clearance-SC-2026-0001.pdf']));
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/StandingClearance/Download/5');
    expect(screen.getByRole('link', { name: 'Back to the list' })).toHaveAttribute(
      'href',
      '/consent-for-inter-state-stoa-transactions',
    );
    unmount();

    const returned = buildClearanceDetail({
      status: clearanceStatusOf('Returned'),
      due: null,
      checks: null,
      actions: ['Submit'],
      formActions: ['Write'],
    });
    renderPage({}, { [GET]: () => success(returned) }, '/consent-for-inter-state-stoa-transactions/5');
    expect(await screen.findByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/consent-for-inter-state-stoa-transactions/apply/5',
    );
    expect(screen.queryByRole('group', { name: 'Workflow actions' })).not.toBeInTheDocument();
  });
});
