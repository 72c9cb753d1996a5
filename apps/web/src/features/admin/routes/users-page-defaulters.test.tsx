import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProposedDefaulter } from '@stoa/shared';
import { completeLogin } from '../../../lib/auth-session.ts';
import { buildSignedInUser, buildUser } from '../../../test/factories.ts';
import { requestOf, stubFetch, success, type StubHandler } from '../../../test/fetch-stub.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { buildUserList } from '../test/factories.ts';
import { noProposalText } from '../components/proposed-defaulters.tsx';
import { UsersPage } from './users-page.tsx';

const PROPOSALS = 'GET /api/Payment/GetProposedDefaulters';
const USERS = 'GET /api/Admin/GetUsers';
const ADMIN = { role: 'Admin', entityType: null } as const;

const sunrise = buildUser({ id: 7, userName: 'sunrise.solar', role: 'OABusinessUser' });
const PARTIES: ProposedDefaulter[] = [
  {
    userId: 7,
    userName: 'sunrise.solar',
    partyName: 'Sunrise Solar Pvt Ltd',
    isDefaulter: false,
    overdue: 125_000.5,
    dues: 2,
    oldestDueOn: '2026-06-30',
    daysPastDue: 144,
  },
  {
    userId: 9,
    userName: 'hill.hydro',
    partyName: 'Hill Hydro Ltd',
    isDefaulter: true,
    overdue: 4_000,
    dues: 1,
    oldestDueOn: '2026-08-01',
    daysPastDue: 112,
  },
];

function renderPage(handlers: Record<string, StubHandler | StubHandler[]>, signIn = true) {
  if (signIn) completeLogin(buildSignedInUser(ADMIN));
  const fetchMock = stubFetch({ [USERS]: () => success(buildUserList([sunrise])), ...handlers });
  const view = renderRoutes([{ path: '/admin/users', element: <UsersPage /> }], '/admin/users');
  return { ...view, fetchMock, user: userEvent.setup() };
}

const calls = (fetchMock: ReturnType<typeof stubFetch>, part: string) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes(part));

describe('UsersPage: proposed defaulters', { timeout: 30_000 }, () => {
  it('lists the parties unpaid past the rules’ days, and marks one a defaulter after a confirmation', async () => {
    const { fetchMock, user } = renderPage({
      [PROPOSALS]: [
        () => success({ daysPastDue: 90, parties: PARTIES }),
        () => success({ daysPastDue: 90, parties: [{ ...PARTIES[0]!, isDefaulter: true }, PARTIES[1]!] }),
      ],
      'POST /api/Admin/EnableDisableUserDefaulter/7': () => success({ ...sunrise, isDefaulter: true }),
    });
    const section = within(await screen.findByRole('region', { name: 'Proposed Defaulters' }));
    const grid = within(await section.findByRole('grid', { name: 'Proposed Defaulters' }));
    expect(grid.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Actions',
      'Party',
      'User Name',
      'Overdue',
      'Dues',
      'Oldest Due On',
      'Days Past Due',
      'Defaulter',
    ]);
    const row = (await grid.findByText('Sunrise Solar Pvt Ltd')).closest<HTMLElement>('[role="row"]')!;
    expect(within(row).getByText('₹1,25,000.50')).toBeInTheDocument();
    expect(within(row).getByText('Jun 30, 2026')).toBeInTheDocument();
    expect(within(row).getByText('144')).toBeInTheDocument();
    expect(within(row).getByText('No')).toBeInTheDocument();
    expect(grid.getByRole('button', { name: 'Clear Defaulter hill.hydro' })).toBeInTheDocument();

    const usersBefore = calls(fetchMock, 'GetUsers').length;
    await user.click(within(row).getByRole('button', { name: 'Mark Defaulter sunrise.solar' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Mark Defaulter' }));
    expect(
      dialog.getByText('Mark Sunrise Solar Pvt Ltd (sunrise.solar) a defaulter? It has ₹1,25,000.50 overdue.'),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Mark Defaulter' }));
    expect(await screen.findByText('Sunrise Solar Pvt Ltd is now marked a defaulter.')).toBeInTheDocument();
    const post = fetchMock.mock.calls.findIndex(([, init]) => init?.method === 'POST');
    expect(requestOf(fetchMock, post)).toMatchObject({
      url: '/api/Admin/EnableDisableUserDefaulter/7',
      method: 'POST',
      body: {},
    });
    // Both the proposals and the users grid are read afresh.
    await waitFor(() => expect(calls(fetchMock, 'GetProposedDefaulters')).toHaveLength(2));
    await waitFor(() => expect(calls(fetchMock, 'GetUsers').length).toBeGreaterThan(usersBefore));
    expect(await grid.findByRole('button', { name: 'Clear Defaulter sunrise.solar' })).toBeInTheDocument();
  });

  it('says so when no party is unpaid past the rules’ days', async () => {
    renderPage({ [PROPOSALS]: () => success({ daysPastDue: 90, parties: [] }) });
    const section = within(await screen.findByRole('region', { name: 'Proposed Defaulters' }));
    expect(await section.findByText(noProposalText(90))).toBeInTheDocument();
    expect(noProposalText(90)).toBe('No party is unpaid more than 90 days past due.');
    expect(section.queryByRole('grid')).not.toBeInTheDocument();
  });

  it('neither shows nor asks for the proposals without the permission', async () => {
    const { fetchMock } = renderPage({}, false);
    expect(await screen.findByText('sunrise.solar')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Proposed Defaulters' })).not.toBeInTheDocument();
    expect(calls(fetchMock, 'GetProposedDefaulters')).toHaveLength(0);
  });
});
