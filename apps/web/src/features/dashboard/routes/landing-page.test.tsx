import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { MESSAGES } from '@stoa/shared';
import { completeLogin } from '../../../lib/auth-session.ts';
import { buildSignedInUser } from '../../../test/factories.ts';
import { failure, stubFetch, success } from '../../../test/fetch-stub.ts';
import { renderAt } from '../../../test/render.tsx';
import { LandingPage } from './landing-page.tsx';

const SUMMARY = 'GET /api/Dashboard/Summary';
const isBuilt = (to: string) => to === '/landing';

describe('LandingPage', () => {
  it('greets the user, names role and entity, shows the last sign-in and the tiles', async () => {
    completeLogin(buildSignedInUser());
    stubFetch({
      [SUMMARY]: () =>
        success({
          role: 'OABusinessUser',
          entityName: 'Sunrise Solar Pvt Ltd',
          lastSignInAt: '2026-03-04T20:45:00Z',
          tiles: [
            { key: 'applications', label: 'Open applications', value: 3, to: '/applications/oa' },
            { key: 'home', label: 'Dashboard', value: 1250, to: '/landing' },
          ],
        }),
    });
    renderAt(<LandingPage isBuilt={isBuilt} />);
    expect(screen.getByRole('heading', { name: 'Welcome, Asha' })).toBeInTheDocument();
    expect(await screen.findByText('OA Applicant · Sunrise Solar Pvt Ltd')).toBeInTheDocument();
    expect(screen.getByText('Last sign-in: Mar 05, 2026 2:15 AM')).toBeInTheDocument();
    expect(screen.getByText('Open applications')).toBeInTheDocument();
    // A tile leads somewhere only when its page is built.
    expect(screen.queryByRole('link', { name: /Open applications/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Dashboard/ })).toHaveAttribute('href', '/landing');
    expect(screen.getByText('1,250')).toBeInTheDocument();
  });

  it("shows a queue tile's overdue count and leads to the filtered list", async () => {
    completeLogin(buildSignedInUser({ role: 'SLDCApproverI', entityType: null }));
    stubFetch({
      [SUMMARY]: () =>
        success({
          role: 'SLDCApproverI',
          entityName: null,
          lastSignInAt: null,
          tiles: [
            {
              key: 'applicationsDayAhead',
              label: 'Day Ahead applications to act on',
              value: 5,
              overdue: 2,
              to: '/applications/sldc/DayAhead?status=STOAApproved',
            },
          ],
        }),
    });
    renderAt(<LandingPage isBuilt={() => true} />);
    const tile = await screen.findByRole('link', { name: /Day Ahead applications to act on/ });
    expect(tile).toHaveAttribute('href', '/applications/sldc/DayAhead?status=STOAApproved');
    expect(tile).toHaveTextContent('5');
    expect(tile).toHaveTextContent('2 overdue');
  });

  it('shows the fetch error when the summary cannot be read', async () => {
    completeLogin(buildSignedInUser());
    stubFetch({ [SUMMARY]: () => failure(['nope'], 500, 'Server Error') });
    renderAt(<LandingPage isBuilt={isBuilt} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.fetchError);
  });
});

describe('DashboardTilesSkeleton', () => {
  it('names its loading state on an element that may carry a name (axe: aria-prohibited-attr)', async () => {
    const { DashboardTilesSkeleton } = await import('../components/dashboard-tiles.tsx');
    renderAt(<DashboardTilesSkeleton />, '/landing');
    const loading = screen.getByRole('status', { name: 'Loading dashboard' });
    expect(loading).toHaveAttribute('aria-busy', 'true');
  });
});
