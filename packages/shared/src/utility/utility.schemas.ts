/** TRANSCO and DISCOM utilities (spec §3 Utility; §7.2 GET /Configuration/TranscoDiscom/GetAll). */
import { z } from 'zod';
import { UTILITY_TYPES } from '../auth/roles.ts';

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
