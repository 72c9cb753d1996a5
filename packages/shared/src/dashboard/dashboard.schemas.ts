/** The role dashboard at /landing: the signed-in user's own figures. Grows with each capability. */
import { z } from 'zod';
import { UNITS } from '../api/units.ts';
import { ROLES } from '../auth/roles.ts';

/** What a tile's value counts: records (the default), or money in integer paise. */
export const DASHBOARD_TILE_UNITS = ['count', 'money'] as const;
export type DashboardTileUnit = (typeof DASHBOARD_TILE_UNITS)[number];

export const dashboardTileSchema = z.object({
  key: z.string(),
  label: z.string(),
  value: z.number().int().describe(UNITS.tileValue),
  /** 'money': `value` is paise, shown in rupees; absent or 'count': a number of records. */
  unit: z.enum(DASHBOARD_TILE_UNITS).optional(),
  /** Of `value`, how many are past their statutory clock (a queue's tile); absent where no clock applies. */
  overdue: z.number().int().describe(UNITS.records).optional(),
  /** Where a click on the tile leads, when that page exists. */
  to: z.string().nullable(),
});
export type DashboardTile = z.infer<typeof dashboardTileSchema>;

/** One bar of a count chart: a status or type with its label and how many. */
export const weekCountSchema = z.object({ key: z.string(), label: z.string(), count: z.number().int() });
export type WeekCount = z.infer<typeof weekCountSchema>;

/** One day of the allocated-vs-ATC chart: energy in MWh hundredths, summed over every corridor's 96 blocks. */
export const weekAllocationDaySchema = z.object({
  date: z.string(),
  atcMwh: z.number().int(),
  allocatedMwh: z.number().int(),
});
export type WeekAllocationDay = z.infer<typeof weekAllocationDaySchema>;

/** One day of the money chart, in integer paise: charges raised (net of reversals) and payments received. */
export const weekMoneyDaySchema = z.object({
  date: z.string(),
  duePaise: z.number().int().describe(UNITS.paise),
  receivedPaise: z.number().int().describe(UNITS.paise),
});
export type WeekMoneyDay = z.infer<typeof weekMoneyDaySchema>;

/**
 * "This week" (issue 20): the 7 business dates (Asia/Kolkata) ending today. A chart the role does not see is null
 * (weekChartsOf decides).
 */
export const dashboardWeekSchema = z.object({
  /** 'YYYY-MM-DD', oldest first; 7 of them, the last one today. */
  days: z.array(z.string()),
  /** Applications submitted this week (drafts never), by their status now and by type; only the non-zero ones. */
  applications: z.object({ byStatus: z.array(weekCountSchema), byType: z.array(weekCountSchema) }).nullable(),
  allocation: z.array(weekAllocationDaySchema).nullable(),
  money: z.array(weekMoneyDaySchema).nullable(),
});
export type DashboardWeek = z.infer<typeof dashboardWeekSchema>;

export const dashboardSummarySchema = z.object({
  role: z.enum(ROLES),
  entityName: z.string().nullable(),
  /** The user's sign-in before the current one (ISO), null on a first sign-in. */
  lastSignInAt: z.string().nullable(),
  tiles: z.array(dashboardTileSchema),
  week: dashboardWeekSchema,
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;
