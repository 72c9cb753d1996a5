import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { navFor, type SignedInUser } from '@stoa/shared';
import { completeLogin } from '../../../lib/auth-session.ts';
import { stubFetch, success } from '../../../test/fetch-stub.ts';
import { buildSignedInUser } from '../../../test/factories.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { buildApplicationList } from '../test/application-builders.ts';
import { ApplicationRoutes } from './application-routes.tsx';

const EMPTY = () => success(buildApplicationList([]));

function renderAt(path: string, user: Partial<SignedInUser>) {
  completeLogin(buildSignedInUser(user));
  stubFetch({
    'GET /api/Application/GetAppliedApplications': EMPTY,
    'GET /api/Application/GetAll/Advance': EMPTY,
    'GET /api/Application/GetAll/DayAhead': EMPTY,
    'GET /api/Application/GetAll/FCFS': EMPTY,
    'GET /api/Application/GetAll/Contingency': EMPTY,
  });
  return renderRoutes(
    [
      { path: '/applications/*', element: <ApplicationRoutes /> },
      { path: '/forbidden', element: <p>Forbidden page</p> },
    ],
    path,
  );
}

const SLDC = { role: 'SLDCApproverI', entityType: null } as const;

describe('ApplicationRoutes', { timeout: 20_000 }, () => {
  it("opens every Transactions link of the SLDC's nav on its titled list", async () => {
    const links = navFor('SLDCBusinessUser')
      .flatMap((section) => section.items)
      .filter((item) => item.page === 'applications');
    expect(links.map((l) => l.to)).toEqual([
      '/applications/sldc/Advance',
      '/applications/sldc/DayAhead',
      '/applications/sldc/FCFS',
      '/applications/sldc/Contingency',
    ]);
    for (const link of links) {
      const view = renderAt(link.to, SLDC);
      expect(await screen.findByRole('heading', { name: `${link.label} Applications` })).toBeInTheDocument();
      view.unmount();
    }
  });

  it('sends each group from /applications to its own list', async () => {
    const applicant = renderAt('/applications', {});
    await waitFor(() => expect(applicant.router.state.location.pathname).toBe('/applications/oa'));
    expect(await screen.findByRole('heading', { name: 'Applications' })).toBeInTheDocument();
    applicant.unmount();
    const sldc = renderAt('/applications', SLDC);
    await waitFor(() => expect(sldc.router.state.location.pathname).toBe('/applications/sldc/DayAhead'));
  });

  it("keeps each group out of the other's half", async () => {
    const sldc = renderAt('/applications/oa/DayAhead', SLDC);
    expect(await screen.findByText('Forbidden page')).toBeInTheDocument();
    sldc.unmount();
    const trader = renderAt('/applications/sldc/FCFS', { role: 'Trader', entityType: 'Trader' });
    expect(await screen.findByText('Forbidden page')).toBeInTheDocument();
    expect(trader.router.state.location.pathname).toBe('/forbidden');
  });
});
