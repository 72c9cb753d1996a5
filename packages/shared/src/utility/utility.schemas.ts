/** TRANSCO and DISCOM utilities (spec §3 Utility; §7.2 GET /Configuration/TranscoDiscom/GetAll). */
import { z } from 'zod';
import { UTILITY_TYPES, type UtilityType } from '../auth/roles.ts';

/** One row per utility and zone: the Admin's dialog picks a utility, then one of its zones. */
export const utilityZoneRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(UTILITY_TYPES),
  zone: z.string(),
});
export type UtilityZoneRow = z.infer<typeof utilityZoneRowSchema>;

export const transcoDiscomListSchema = z.object({ transcoDiscomList: z.array(utilityZoneRowSchema) });

/** The demo and default zones (spec §3 Locations). */
export const ZONES = ['Dirang', 'Itanagar', 'Pasighat'] as const;

/** One utility with its zones. */
export interface Utility {
  id: number;
  name: string;
  type: UtilityType;
  zones: string[];
}

/** The API answers one row per utility and zone; pickers want each utility once, with its zones, by name. */
export function groupUtilities(rows: readonly UtilityZoneRow[]): Utility[] {
  const byId = new Map<number, Utility>();
  for (const row of rows) {
    const utility = byId.get(row.id) ?? { id: row.id, name: row.name, type: row.type, zones: [] };
    if (!utility.zones.includes(row.zone)) utility.zones.push(row.zone);
    byId.set(row.id, utility);
  }
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
}
