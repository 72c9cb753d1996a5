/**
 * Which role sees which "This week" chart and money tiles (issue 20 item 4), and the week itself. The SLDC roles see
 * every submitted application, every party's money and the ATC they declare; OA applicants and traders their own
 * applications and money; the Admin and the utilities have no applications or money of theirs, so no charts.
 */
import { addDays } from '../calendar/dates.ts';
import { APPLICANT_ROLES, SLDC_ROLES, type Role } from '../auth/roles.ts';
import type { DashboardWeek } from './dashboard.schemas.ts';

export const WEEK_CHARTS = ['applications', 'allocation', 'money'] as const;
export type WeekChart = (typeof WEEK_CHARTS)[number];

/** The business dates of a dashboard week. */
export const WEEK_DAYS = 7;

const isOneOf = (roles: readonly Role[], role: Role) => roles.includes(role);

/** The week's charts a role sees, in the page's order. */
export function weekChartsOf(role: Role): readonly WeekChart[] {
  if (isOneOf(SLDC_ROLES, role)) return WEEK_CHARTS;
  if (isOneOf(APPLICANT_ROLES, role)) return ['applications', 'money'];
  return [];
}

/** The money tiles (amount due, overdue dues, TDS challans) go with the money chart. */
export const hasMoneyTiles = (role: Role): boolean => weekChartsOf(role).includes('money');

/** The week ending `today` ('YYYY-MM-DD', a business date): the 7 dates, oldest first. */
export function weekDaysEnding(today: string): string[] {
  return Array.from({ length: WEEK_DAYS }, (_, i) => addDays(today, i - (WEEK_DAYS - 1)));
}

/** Nothing happened in a chart of the week (no application submitted, every bar zero): the page says so instead. */
export function isQuietChart(week: DashboardWeek, chart: WeekChart): boolean {
  switch (chart) {
    case 'applications':
      return !week.applications || week.applications.byType.every((c) => c.count === 0);
    case 'allocation':
      return (week.allocation ?? []).every((d) => d.atcMwh === 0 && d.allocatedMwh === 0);
    case 'money':
      return (week.money ?? []).every((d) => d.duePaise === 0 && d.receivedPaise === 0);
  }
}
