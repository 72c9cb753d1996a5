/** SQL for TRANSCO/DISCOM utilities and their zones. */
import { asc, eq } from 'drizzle-orm';
import { utilities, utilityZones } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../db/client.ts';

/** One row per utility and zone, utilities by type and name. */
export async function listUtilityZones(db: DbOrTx) {
  return db
    .select({ id: utilities.id, name: utilities.name, type: utilities.type, zone: utilityZones.zone })
    .from(utilities)
    .innerJoin(utilityZones, eq(utilityZones.utilityId, utilities.id))
    .orderBy(asc(utilities.type), asc(utilities.name), asc(utilityZones.zone));
}
