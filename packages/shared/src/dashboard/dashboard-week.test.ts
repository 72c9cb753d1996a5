import { describe, expect, it } from 'vitest';
import { ROLES } from '../auth/roles.ts';
import { dashboardSummarySchema, type DashboardWeek } from './dashboard.schemas.ts';
import { WEEK_CHARTS, hasMoneyTiles, isQuietChart, weekChartsOf, weekDaysEnding } from './dashboard-week.ts';

describe('weekChartsOf', () => {
  it('gives the SLDC roles every chart, applicants their applications and money, the others none', () => {
    expect(Object.fromEntries(ROLES.map((role) => [role, weekChartsOf(role)]))).toEqual({
      Admin: [],
      OABusinessUser: ['applications', 'money'],
      SLDCBusinessUser: ['applications', 'allocation', 'money'],
      SLDCApproverI: ['applications', 'allocation', 'money'],
      SLDCApproverII: ['applications', 'allocation', 'money'],
      DISCOMBusinessUser: [],
      TRANSCOBusinessUser: [],
      Trader: ['applications', 'money'],
    });
  });

  it('shows the money tiles exactly to the roles with the money chart', () => {
    expect(ROLES.filter(hasMoneyTiles)).toEqual([
      'OABusinessUser',
      'SLDCBusinessUser',
      'SLDCApproverI',
      'SLDCApproverII',
      'Trader',
    ]);
  });
});

describe('weekDaysEnding', () => {
  it('is the 7 dates ending today, oldest first, across a month and a year end', () => {
    expect(weekDaysEnding('2027-01-02')).toEqual([
      '2026-12-27',
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
  });
});

describe('isQuietChart', () => {
  const days = weekDaysEnding('2026-12-01');
  const quiet: DashboardWeek = {
    days,
    applications: { byStatus: [], byType: [] },
    allocation: days.map((date) => ({ date, atcMwh: 0, allocatedMwh: 0 })),
    money: days.map((date) => ({ date, duePaise: 0, receivedPaise: 0 })),
  };

  it('is quiet when every bar is zero, or the chart is not the role’s', () => {
    expect(WEEK_CHARTS.map((chart) => isQuietChart(quiet, chart))).toEqual([true, true, true]);
    const none = { days, applications: null, allocation: null, money: null };
    expect(WEEK_CHARTS.map((chart) => isQuietChart(none, chart))).toEqual([true, true, true]);
  });

  it('is not quiet once one bar is not zero (a reversal counts too)', () => {
    const week: DashboardWeek = {
      ...quiet,
      applications: {
        byStatus: [{ key: 'Submitted', label: 'Submitted', count: 1 }],
        byType: [{ key: 'FCFS', label: 'FCFS', count: 1 }],
      },
      allocation: quiet.allocation!.map((d, i) => (i === 6 ? { ...d, atcMwh: 48000 } : d)),
      money: quiet.money!.map((d, i) => (i === 0 ? { ...d, duePaise: -500 } : d)),
    };
    expect(WEEK_CHARTS.map((chart) => isQuietChart(week, chart))).toEqual([false, false, false]);
  });
});

describe('dashboardSummarySchema', () => {
  it('refuses a tile whose money is not whole paise', () => {
    const summary = {
      role: 'Trader',
      entityName: null,
      lastSignInAt: null,
      tiles: [{ key: 'duesDue', label: 'Amount due', value: 1250.5, unit: 'money', to: null }],
      week: { days: [], applications: null, allocation: null, money: null },
    };
    expect(dashboardSummarySchema.safeParse(summary).success).toBe(false);
    summary.tiles[0]!.value = 125050;
    expect(dashboardSummarySchema.safeParse(summary).success).toBe(true);
  });
});
