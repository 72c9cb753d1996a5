/** SQL for TRANSCO/DISCOM utilities, their zones and how many users each has. */
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { users, utilities, utilityZones } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import { configStore } from './config-store.repository.ts';

export const utilityStore = configStore(utilities, 'utility', 'Utility not found.');

export type UtilityRow = typeof utilities.$inferSelect;

/** One row per utility and zone, utilities by type and name. */
export async function listUtilityZones(db: DbOrTx) {
  return db
    .select({ id: utilities.id, name: utilities.name, type: utilities.type, zone: utilityZones.zone })
    .from(utilities)
    .innerJoin(utilityZones, eq(utilityZones.utilityId, utilities.id))
    .orderBy(asc(utilities.type), asc(utilities.name), asc(utilityZones.zone));
}

/** The utilities of a type, by name. */
export function listUtilitiesOfType(db: DbOrTx, type: string): Promise<UtilityRow[]> {
  return utilityStore.list(db, eq(utilities.type, type), [asc(utilities.name)]);
}

/** The zones of some utilities, by zone. */
export function listZonesOf(db: DbOrTx, utilityIds: readonly number[]) {
  return db
    .select({ utilityId: utilityZones.utilityId, zone: utilityZones.zone })
    .from(utilityZones)
    .where(inArray(utilityZones.utilityId, [...utilityIds]))
    .orderBy(asc(utilityZones.zone));
}

/** How many users each of some utilities has (utilities without users are absent). */
export function countUsersOf(db: DbOrTx, utilityIds: readonly number[]) {
  return db
    .select({ utilityId: users.utilityId, n: count() })
    .from(users)
    .where(inArray(users.utilityId, [...utilityIds]))
    .groupBy(users.utilityId);
}

/** How many users of a utility are in each of some of its zones (zones without users are absent). */
export function countUsersInZones(db: DbOrTx, utilityId: number, zones: readonly string[]) {
  return db
    .select({ zone: users.zone, n: count() })
    .from(users)
    .where(and(eq(users.utilityId, utilityId), inArray(users.zone, [...zones])))
    .groupBy(users.zone);
}

export async function deleteZones(tx: DbOrTx, utilityId: number, zones: readonly string[]): Promise<void> {
  await tx
    .delete(utilityZones)
    .where(and(eq(utilityZones.utilityId, utilityId), inArray(utilityZones.zone, [...zones])));
}

export async function insertZones(tx: DbOrTx, utilityId: number, zones: readonly string[]): Promise<void> {
  await tx.insert(utilityZones).values(zones.map((zone) => ({ utilityId, zone })));
}
