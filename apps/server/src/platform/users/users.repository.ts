/** SQL for users read as people other modules act on or notify: the only user queries outside the account module. */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Role } from '@stoa/shared';
import type { DbOrTx } from '../../db/client.ts';
import { users, utilityZones } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;

export interface Recipient {
  id: number;
  firstName: string;
  email: string;
}

export async function findUserById(db: DbOrTx, id: number): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0];
}

/** Enabled users of some roles, optionally only those of one utility (DISCOM/TRANSCO steps). */
export async function usersInRoles(
  db: DbOrTx,
  roles: readonly Role[],
  utilityId?: number | null,
): Promise<Recipient[]> {
  if (roles.length === 0) return [];
  return db
    .select({ id: users.id, firstName: users.firstName, email: users.email })
    .from(users)
    .where(
      and(
        inArray(users.role, [...roles]),
        eq(users.isEnabled, true),
        utilityId === undefined
          ? undefined
          : utilityId === null
            ? isNull(users.utilityId)
            : eq(users.utilityId, utilityId),
      ),
    );
}

/** Enabled users by id, as recipients (a record's owner, its parties). */
export async function recipientsByIds(db: DbOrTx, userIds: readonly number[]): Promise<Recipient[]> {
  if (userIds.length === 0) return [];
  return db
    .select({ id: users.id, firstName: users.firstName, email: users.email })
    .from(users)
    .where(and(inArray(users.id, [...userIds]), eq(users.isEnabled, true)));
}

export async function isZoneOf(db: DbOrTx, utilityId: number, zone: string): Promise<boolean> {
  const rows = await db
    .select({ id: utilityZones.id })
    .from(utilityZones)
    .where(and(eq(utilityZones.utilityId, utilityId), eq(utilityZones.zone, zone)))
    .limit(1);
  return rows.length > 0;
}

/** Full names ('first last') of users by id: who changed a row, who uploaded a file. */
export async function fullNamesByIds(db: DbOrTx, ids: readonly number[]): Promise<{ id: number; name: string }[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return rows.map((r) => ({ id: r.id, name: `${r.firstName} ${r.lastName}` }));
}
