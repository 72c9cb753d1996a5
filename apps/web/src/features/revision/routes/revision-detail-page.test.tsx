import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Mock } from 'vitest';
import { WORKFLOW_MESSAGES, type Role } from '@stoa/shared';
import { completeLogin } from '../../../lib/auth-session.ts';
import { stubFetch, success, type StubHandler } from '../../../test/fetch-stub.ts';
import { buildSignedInUser } from '../../../test/factories.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { buildRevisionDetail, buildScheduleHistory } from '../test/revision-builders.ts';
import { RevisionDetailPage } from './revision-detail-page.tsx';

const GET = 'GET /api/Revision/GetDetails/7';
const HISTORY = 'GET /api/Revision/GetScheduleHistory/101';

function renderRecord(role: Role, handlers: Record<string, StubHandler | StubHandler[]>) {
  const isSldc = role.startsWith('SLDC');
  completeLogin(buildSignedInUser(isSldc ? { role, entityType: null } : { role }));
  const fetchMock = stubFetch({ [HISTORY]: () => success(buildScheduleHistory()), ...handlers });
  const view = renderRoutes(
    [{ path: '/revision/:revisionId/:applicationId', element: <RevisionDetailPage /> }],
    '/revision/7/101',
  );
  return { ...view, fetchMock, user: userEvent.setup() };
}

const posts = (fetchMock: Mock<typeof fetch>) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([url, init]) => ({ url: String(url), body: JSON.parse(String(init?.body)) as unknown }));

describe('the revision record', { timeout: 20_000 }, () => {
  it('lets the SLDC business user approve a request: Approve posts to /Revision/Approve/{id}', async () => {
    const { fetchMock, user } = renderRecord('SLDCBusinessUser', {
      [GET]: [() => success(buildRevisionDetail()), () => success(buildRevisionDetail('SLDCBusinessUser', 'Approved'))],
      'POST /api/Revision/Approve/7': () => success({ id: 7, status: 'Approved', statusLabel: 'Approved' }),
    });
    expect(await screen.findByRole('heading', { name: 'Revision REV/2026/0001' })).toBeInTheDocument();
    const summary = screen.getByLabelText('Summary');
    expect(summary).toHaveTextContent('Effective FromMar 12, 2026 10:45');
    expect(screen.getByText('Unit 2 forced outage')).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'STOA/AD/2026/0001' })).toHaveAttribute(
      'href',
      '/applications/sldc/Advance/101',
    );
    expect(screen.getByRole('table', { name: 'Requested rows' })).toHaveTextContent(
      'Mar 13, 2026Mar 13, 202606:0012:004.00',
    );
    expect(screen.getByRole('region', { name: 'Impact as requested' })).toHaveTextContent('₹19,200.00 → ₹16,320.00');
    const history = await screen.findByRole('table', { name: 'Schedule History' });
    expect(within(history).getByRole('link', { name: 'REV/2026/0001' })).toHaveAttribute('href', '/revision/7/101');
    expect(history).toHaveTextContent('₹2,880.00 reversed');
    expect(history).toHaveTextContent('Mar 13, 2026');

    const bar = screen.getByRole('group', { name: 'Workflow actions' });
    expect(
      within(bar)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Approve', 'Reject']);
    await user.click(within(bar).getByRole('button', { name: 'Approve' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(
      await screen.findByText(
        'Revision REV/2026/0001 approved: the schedule and the charges change from Mar 12, 2026 10:45.',
      ),
    ).toBeInTheDocument();
    expect(posts(fetchMock)).toEqual([{ url: '/api/Revision/Approve/7', body: {} }]);
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Workflow actions' })).not.toBeInTheDocument());
  });

  it('asks for comments before Reject', async () => {
    const { fetchMock, user } = renderRecord('SLDCBusinessUser', {
      [GET]: () => success(buildRevisionDetail()),
      'POST /api/Revision/Reject/7': () => success({ id: 7, status: 'Rejected', statusLabel: 'Rejected' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText(WORKFLOW_MESSAGES.commentRequired)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Comments/), 'The grid needs the power');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Revision REV/2026/0001 rejected.')).toBeInTheDocument();
    expect(posts(fetchMock)).toEqual([
      { url: '/api/Revision/Reject/7', body: { comments: 'The grid needs the power' } },
    ]);
  });

  it('shows the applicant its request without actions, the application linked to its own page', async () => {
    renderRecord('OABusinessUser', { [GET]: () => success(buildRevisionDetail('OABusinessUser')) });
    const summary = await screen.findByLabelText('Summary');
    expect(within(summary).getByRole('link', { name: 'STOA/AD/2026/0001' })).toHaveAttribute(
      'href',
      '/applications/oa/Advance/101',
    );
    expect(screen.queryByRole('group', { name: 'Workflow actions' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the list' })).toHaveAttribute('href', '/revision/oa');
  });
});
