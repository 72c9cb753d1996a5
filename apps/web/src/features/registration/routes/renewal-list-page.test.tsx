import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REGISTRATION_MESSAGES, type SignedInUser } from '@stoa/shared';
import { completeLogin } from '../../../lib/auth-session.ts';
import { stubFetch, success, type StubHandler } from '../../../test/fetch-stub.ts';
import { buildSignedInUser } from '../../../test/factories.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { buildRegistrationList, buildRegistrationRow, statusOf } from '../test/registration-builders.ts';
import { RenewalListPage } from './renewal-list-page.tsx';

const OWN = 'GET /api/Registration/GetInjectingEntityRegistrations';
const RENEWALS = 'GET /api/Registration/GetRenewalRegistrations';

const approved = buildRegistrationRow();
const expired = buildRegistrationRow({
  id: 15,
  registrationNo: 'STOA/INJ/2025/0009',
  entityName: 'Sunrise Solar Unit 2',
  expiredOn: '2026-01-31',
  status: statusOf('Expired'),
});
const draft = buildRegistrationRow({
  id: 16,
  registrationNo: null,
  entityName: 'Draft Plant',
  status: statusOf('Draft'),
});
const renewal = buildRegistrationRow({
  id: 31,
  kind: 'Renewal',
  registrationNo: 'STOA/INJ/2025/0009',
  entityName: 'Sunrise Solar Unit 2',
  expiredOn: null,
  status: statusOf('Submitted'),
});

function renderPage(user: Partial<SignedInUser>, handlers: Record<string, StubHandler | StubHandler[]>) {
  completeLogin(buildSignedInUser(user));
  const fetchMock = stubFetch(handlers);
  const view = renderRoutes(
    [
      { path: '/registrations/renew', element: <RenewalListPage /> },
      { path: '*', element: <p>Other page</p> },
    ],
    '/registrations/renew',
  );
  return { ...view, fetchMock, user: userEvent.setup() };
}

const urls = (fetchMock: ReturnType<typeof stubFetch>) => fetchMock.mock.calls.map(([url]) => String(url));

describe('RenewalListPage', { timeout: 20_000 }, () => {
  it('offers Renew on approved and expired registrations, with the validity, and lists the renewals', async () => {
    const { fetchMock, router, user } = renderPage(
      {},
      {
        [OWN]: () => success(buildRegistrationList([approved, expired, draft])),
        [RENEWALS]: () => success(buildRegistrationList([])),
      },
    );
    expect(screen.getByRole('heading', { name: 'Renewal of Registration' })).toBeInTheDocument();
    const inForce = await screen.findByRole('group', { name: 'STOA/INJ/2026/0001' });
    expect(within(inForce).getByText('Valid to Mar 04, 2027')).toBeInTheDocument();
    const lapsed = screen.getByRole('group', { name: 'STOA/INJ/2025/0009' });
    expect(within(lapsed).getByText('Expired on Jan 31, 2026')).toBeInTheDocument();
    expect(screen.queryByText('Draft Plant')).not.toBeInTheDocument();
    expect(urls(fetchMock)).toContain('/api/Registration/GetInjectingEntityRegistrations?pageNumber=1&pageSize=100');
    expect(urls(fetchMock)).toContain('/api/Registration/GetRenewalRegistrations?pageNumber=1&pageSize=10');

    await user.click(within(inForce).getByRole('button', { name: 'Renew' }));
    expect(router.state.location.pathname).toBe('/registrations/renew/11');
  });

  it('holds Renew back while a renewal of that registration is in process', async () => {
    renderPage(
      {},
      {
        [OWN]: () => success(buildRegistrationList([approved, expired])),
        [RENEWALS]: () => success(buildRegistrationList([renewal])),
      },
    );
    const row = (await screen.findByText('Pending SLDC verification')).closest<HTMLElement>('[role="row"]')!;
    expect(within(row).getByRole('link', { name: 'View' })).toHaveAttribute(
      'href',
      '/registrations/view/InjectingEntity/31',
    );
    const lapsed = screen.getByRole('group', { name: 'STOA/INJ/2025/0009' });
    expect(within(lapsed).getByRole('button', { name: 'Renew' })).toBeDisabled();
    expect(within(lapsed).getByText(REGISTRATION_MESSAGES.renewalInProcess)).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'STOA/INJ/2026/0001' })).getByRole('button', { name: 'Renew' }),
    ).toBeEnabled();
  });

  it('says when nothing can be renewed', async () => {
    renderPage(
      {},
      {
        [OWN]: () => success(buildRegistrationList([draft])),
        [RENEWALS]: () => success(buildRegistrationList([])),
      },
    );
    expect(await screen.findByText(REGISTRATION_MESSAGES.renewNotAllowed)).toBeInTheDocument();
  });

  it('gives processors Renewal Requests with the workflow filters', async () => {
    const { fetchMock, user } = renderPage(
      { role: 'TRANSCOBusinessUser', entityType: null },
      { [RENEWALS]: () => success(buildRegistrationList([renewal])) },
    );
    expect(screen.getByRole('heading', { name: 'Renewal Requests' })).toBeInTheDocument();
    await screen.findByText('Sunrise Solar Unit 2');
    await user.selectOptions(screen.getByLabelText('Workflow'), 'Pending TRANSCO approval');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(urls(fetchMock).at(-1)).toBe(
        '/api/Registration/GetRenewalRegistrations?pageNumber=1&pageSize=10&status=PendingTRANSCOApproval',
      ),
    );
    expect(screen.queryByRole('button', { name: 'Renew' })).not.toBeInTheDocument();
  });
});
