/** The role dashboard at /landing: the signed-in user's own figures. Grows with each capability. */
import { z } from 'zod';
import { ROLES } from '../auth/roles.ts';

export const dashboardTileSchema = z.object({
  key: z.string(),
  label: z.string(),
  value: z.number().int(),
  /** Of `value`, how many are past their statutory clock (a queue's tile); absent where no clock applies. */
  overdue: z.number().int().optional(),
  /** Where a click on the tile leads, when that page exists. */
  to: z.string().nullable(),
});
export type DashboardTile = z.infer<typeof dashboardTileSchema>;

export const dashboardSummarySchema = z.object({
  role: z.enum(ROLES),
  entityName: z.string().nullable(),
  /** The user's sign-in before the current one (ISO), null on a first sign-in. */
  lastSignInAt: z.string().nullable(),
  tiles: z.array(dashboardTileSchema),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;
