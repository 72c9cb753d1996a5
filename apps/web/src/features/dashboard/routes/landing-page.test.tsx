import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, type DashboardWeek } from '@stoa/shared';
import { completeLogin } from '../../../lib/auth-session.ts';
import { buildSignedInUser } from '../../../test/factories.ts';
import { failure, stubFetch, success } from '../../../test/fetch-stub.ts';
import { renderAt } from '../../../test/render.tsx';
import { LandingPage } from './landing-page.tsx';

const SUMMARY = 'GET /api/Dashboard/Summary';
const isBuilt = (to: string) => to === '/landing';
const DUES_OVERDUE = '/payments/dashboard?tab=dues&dueStatus=Overdue';
const DAYS = ['2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29', '2026-11-30', '2026-12-01'];
const NO_CHARTS: DashboardWeek = { days: DAYS, applications: null, allocation: null, money: null };
/** A quiet week of the charts an applicant sees. */
const QUIET: DashboardWeek = {
  days: DAYS,
  applications: { byStatus: [], byType: [] },
  allocation: null,
  money: DAYS.map((date) => ({ date, duePaise: 0, receivedPaise: 0 })),
};

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
          week: QUIET,
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
          week: NO_CHARTS,
        }),
    });
    renderAt(<LandingPage isBuilt={() => true} />);
    const tile = await screen.findByRole('link', { name: /Day Ahead applications to act on/ });
    expect(tile).toHaveAttribute('href', '/applications/sldc/DayAhead?status=STOAApproved');
    expect(tile).toHaveTextContent('5');
    expect(tile).toHaveTextContent('2 overdue');
  });

  it('writes a money tile in rupees from its paise and leads to the dues filtered to its state', async () => {
    completeLogin(buildSignedInUser());
    stubFetch({
      [SUMMARY]: () =>
        success({
          role: 'OABusinessUser',
          entityName: null,
          lastSignInAt: null,
          tiles: [
            { key: 'duesOverdueAmount', label: 'Overdue amount', value: 12_345_650, unit: 'money', to: DUES_OVERDUE },
            { key: 'duesOverdue', label: 'Overdue dues', value: 1250, unit: 'count', to: DUES_OVERDUE },
          ],
          week: QUIET,
        }),
    });
    renderAt(<LandingPage isBuilt={() => true} />);
    const money = await screen.findByRole('link', { name: /Overdue amount/ });
    expect(money).toHaveTextContent('₹1,23,456.50');
    expect(money).toHaveAttribute('href', DUES_OVERDUE);
    expect(screen.getByRole('link', { name: /Overdue dues/ })).toHaveTextContent('1,250');
    // Nothing happened this week: a quiet line under each chart's title, no empty chart.
    expect(screen.getByRole('heading', { name: 'This week' })).toBeInTheDocument();
    expect(screen.getByText('Nov 25, 2026 – Dec 01, 2026')).toBeInTheDocument();
    for (const title of ['Applications submitted this week', 'Money due and received per day (₹)']) {
      expect(within(screen.getByRole('region', { name: title })).getByText('Nothing this week')).toBeInTheDocument();
    }
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /ATC/ })).not.toBeInTheDocument();
  });

  it("draws the SLDC's week as titled charts, each a switch away from the same figures as a table", async () => {
    completeLogin(buildSignedInUser({ role: 'SLDCBusinessUser', entityType: null }));
    const last = (figures: object, zero: object) => DAYS.map((date, i) => ({ date, ...(i === 6 ? figures : zero) }));
    stubFetch({
      [SUMMARY]: () =>
        success({
          role: 'SLDCBusinessUser',
          entityName: null,
          lastSignInAt: null,
          tiles: [],
          week: {
            days: DAYS,
            applications: {
              byStatus: [{ key: 'Approved', label: 'Approved', count: 2 }],
              byType: [{ key: 'FCFS', label: 'First Come First Serve', count: 2 }],
            },
            allocation: last({ atcMwh: 48_000, allocatedMwh: 19_200 }, { atcMwh: 0, allocatedMwh: 0 }),
            money: last({ duePaise: 6_148_000, receivedPaise: 5_256_000 }, { duePaise: 0, receivedPaise: 0 }),
          },
        }),
    });
    const user = userEvent.setup();
    renderAt(<LandingPage isBuilt={() => true} />);
    const allocation = await screen.findByRole('region', { name: 'Allocated vs ATC per day (MWh, all corridors)' });
    const figure = await within(allocation).findByRole('figure', {}, { timeout: 10_000 });
    expect(figure).toHaveAccessibleDescription(
      'ATC: 480.00 MWh in all, most on Dec 01 (480.00 MWh). Allocated: 192.00 MWh in all, most on Dec 01 (192.00 MWh).',
    );
    expect(within(figure).getByText('Energy (MWh)')).toBeInTheDocument();
    await user.click(within(allocation).getByRole('switch', { name: 'Show as table' }));
    const table = within(allocation).getByRole('table', { name: 'Allocated vs ATC per day (MWh, all corridors)' });
    expect(within(table).getAllByRole('row')).toHaveLength(8);
    expect(within(table).getByRole('rowheader', { name: 'Dec 01' }).closest('tr')).toHaveTextContent(
      'Dec 01480.00 MWh192.00 MWh',
    );
    const money = screen.getByRole('region', { name: 'Money due and received per day (₹)' });
    await user.click(within(money).getByRole('switch', { name: 'Show as table' }));
    expect(within(money).getByRole('rowheader', { name: 'Dec 01' }).closest('tr')).toHaveTextContent(
      'Dec 01₹61,480.00₹52,560.00',
    );
    const byType = screen.getByRole('region', { name: 'Applications submitted this week by type' });
    await user.click(within(byType).getByRole('switch', { name: 'Show as table' }));
    expect(within(byType).getByRole('rowheader', { name: 'First Come First Serve' }).closest('tr')).toHaveTextContent(
      'First Come First Serve2',
    );
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
