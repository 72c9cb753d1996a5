import { describe, expect, it } from 'vitest';
import type { DashboardSummary } from '@stoa/shared';
import { describeFigures, weekPanelsOf } from './week-chart-data.ts';

const DAYS = ['2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29', '2026-11-30', '2026-12-01'];

/** An SLDC week with ATC uploaded on Dec 01 and nothing allocated all week. */
const summary: DashboardSummary = {
  role: 'SLDCBusinessUser',
  entityName: null,
  lastSignInAt: null,
  tiles: [],
  week: {
    days: DAYS,
    applications: null,
    allocation: DAYS.map((date, i) => ({ date, atcMwh: i === 6 ? 48_000 : 0, allocatedMwh: 0 })),
    money: null,
  },
};

describe("the dashboard chart's description", () => {
  it('names no day for a series that is zero all week', () => {
    const allocation = weekPanelsOf(summary).find((panel) => panel.key === 'allocation');
    expect(describeFigures(allocation!.figures!)).toBe(
      'ATC: 480.00 MWh in all, most on Dec 01 (480.00 MWh). Allocated: 0.00 MWh in all.',
    );
  });
});
