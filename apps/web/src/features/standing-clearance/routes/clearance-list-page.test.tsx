import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STANDING_CLEARANCE_MESSAGES, type SignedInUser } from '@stoa/shared';
import { completeLogin } from '../../../lib/auth-session.ts';
import { failure, stubFetch, success, type StubHandler } from '../../../test/fetch-stub.ts';
import { downloadBothFormats, exportAnswers } from '../../../test/list-download.ts';
import { buildSignedInUser } from '../../../test/factories.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { buildClearanceRow, clearanceStatusOf } from '../test/clearance-builders.ts';
import { APPLICANT_LIST_TITLE, ClearanceListPage, SLDC_LIST_TITLE } from './clearance-list-page.tsx';

const LIST = 'GET /api/StandingClearance/GetAll';

function renderList(
  user: Partial<SignedInUser>,
  rows = [buildClearanceRow()],
  path = '/consent-for-inter-state-stoa-transactions',
  handlers: Record<string, StubHandler | StubHandler[]> = {},
) {
  completeLogin(buildSignedInUser(user));
  const fetchMock = stubFetch({
    [LIST]: () => success({ standingClearanceList: rows, dataCount: rows.length }),
    ...handlers,
  });
  const view = renderRoutes([{ path: '*', element: <ClearanceListPage /> }], path);
  return { ...view, fetchMock, user: userEvent.setup() };
}

describe('ClearanceListPage', { timeout: 20_000 }, () => {
  it("lists an applicant's requests with New Request and the row actions of each status", async () => {
    const approved = buildClearanceRow({
      id: 6,
      clearanceNo: 'SC/2026/0001',
      status: clearanceStatusOf('Approved'),
      due: null,
    });
    const draft = buildClearanceRow({ id: 7, status: clearanceStatusOf('Draft'), due: null, dueOn: null });
    renderList({}, [buildClearanceRow(), approved, draft]);
    expect(await screen.findByText('SC/2026/0001')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: APPLICANT_LIST_TITLE })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New Request' })).toHaveAttribute(
      'href',
      '/consent-for-inter-state-stoa-transactions/apply',
    );
    const grid = screen.getByRole('grid', { name: 'Standing clearance requests' });
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['No', 'Direction', 'Kind', 'MW', 'From', 'To', 'Status', 'Due', 'Actions']);
    expect(within(grid).getByText('2 working days left')).toBeInTheDocument();
    expect(within(grid).getByText('Nov 25, 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Request #5' })).toHaveAttribute(
      'href',
      '/consent-for-inter-state-stoa-transactions/5',
    );
    expect(screen.getByRole('button', { name: 'Download PDF of SC/2026/0001' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Request #7' })).toHaveAttribute(
      'href',
      '/consent-for-inter-state-stoa-transactions/apply/7',
    );
    expect(screen.queryByRole('link', { name: 'Edit Request #5' })).not.toBeInTheDocument();
  });

  it('gives the SLDC every request with the entity and the overdue filter and due order in the call', async () => {
    const overdue = buildClearanceRow({
      due: {
        dueOn: '2026-11-25',
        isOverdue: true,
        workingDaysLeft: 0,
        workingDaysOverdue: 2,
        text: 'Overdue by 2 working days',
      },
    });
    const { fetchMock, user } = renderList(
      { role: 'SLDCApproverI', entityType: null },
      [overdue],
      '/standing-clearance-power',
    );
    expect(await screen.findByRole('heading', { name: SLDC_LIST_TITLE })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New Request' })).not.toBeInTheDocument();
    const grid = screen.getByRole('grid', { name: 'Standing clearance requests' });
    expect(await within(grid).findByText('Siang Hydro Power Ltd')).toBeInTheDocument();
    expect(within(grid).getByText('Overdue 2 working days')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Request #5' })).toHaveAttribute(
      'href',
      '/standing-clearance-power/5',
    );

    await user.selectOptions(screen.getByLabelText('Answer Clock'), 'true');
    await user.selectOptions(screen.getByLabelText('Order'), 'due');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const last = String(fetchMock.mock.calls.at(-1)![0]);
    expect(last).toBe('/api/StandingClearance/GetAll?pageNumber=1&pageSize=10&overdue=true&sort=due');
  });

  it('downloads every page of the filters in force as Excel or CSV', async () => {
    const { fetchMock, user } = renderList(
      { role: 'SLDCApproverI', entityType: null },
      [buildClearanceRow()],
      '/standing-clearance-power?direction=Buy&overdue=true&pageNumber=2',
      { [`${LIST}/Export`]: exportAnswers('Standing-Clearances') },
    );
    expect(await screen.findByText('Siang Hydro Power Ltd')).toBeInTheDocument();
    expect(await downloadBothFormats(user, fetchMock, 'Standing-Clearances')).toEqual([
      '/api/StandingClearance/GetAll/Export?format=xlsx&direction=Buy&overdue=true',
      '/api/StandingClearance/GetAll/Export?format=csv&direction=Buy&overdue=true',
    ]);
  });

  it('verifies and forwards the chosen requests in bulk and reports each one', async () => {
    const rows = [
      buildClearanceRow({ id: 5 }),
      buildClearanceRow({ id: 6, entityName: 'Hill Cement Ltd' }),
      buildClearanceRow({ id: 7, entityName: 'River Mills Ltd', status: clearanceStatusOf('SLDCVerified') }),
    ];
    const { fetchMock, user } = renderList(
      { role: 'SLDCBusinessUser', entityType: null },
      rows,
      '/standing-clearance-power',
      {
        'POST /api/StandingClearance/ApproveAndForward/5': () =>
          success({ id: 5, status: 'SLDCVerified', clearanceNo: null }),
        'POST /api/StandingClearance/ApproveAndForward/6': () =>
          failure([STANDING_CLEARANCE_MESSAGES.noRegistration], 422, 'Unprocessable Entity'),
      },
    );
    const rowOf = async (name: string) => (await screen.findByText(name)).closest<HTMLElement>('[role="row"]')!;
    // The business user acts on Submitted requests only: a verified one waits on the approvers.
    expect(within(await rowOf('River Mills Ltd')).getByRole('checkbox')).toBeDisabled();
    await user.click(within(await rowOf('Siang Hydro Power Ltd')).getByRole('checkbox'));
    await user.click(within(await rowOf('Hill Cement Ltd')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Verify and Forward selected (2)' }));
    const ask = screen.getByRole('dialog', { name: 'Verify and Forward: 2 selected' });
    await user.click(within(ask).getByRole('button', { name: 'Verify and Forward' }));
    const results = await screen.findByRole('dialog', { name: 'Results' });
    expect(within(results).getByText('1 of 2 done.')).toBeInTheDocument();
    expect(within(results).getByText('Done: Pending SLDC approval')).toBeInTheDocument();
    expect(within(results).getByText(STANDING_CLEARANCE_MESSAGES.noRegistration)).toBeInTheDocument();
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').map(([url]) => String(url));
    expect(posts).toEqual(['/api/StandingClearance/ApproveAndForward/5', '/api/StandingClearance/ApproveAndForward/6']);
  });
});
