/**
 * TRANSCO and DISCOM utilities with their zones (spec §2.7 TRANSCO, DISCOM; DOMAIN §1): used by profiles,
 * registrations and corridors. A utility with users cannot be deleted, nor can a zone its users are in.
 */
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { UtilityDetail, UtilityInput, UtilityType } from '@stoa/shared';
import type { AppDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { users, utilities, utilityZones } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { writeAudit } from '../../platform/audit.ts';
import { isUniqueViolation } from '../account/uniqueness.ts';
import { configStore, stampOf, userNames, type Actor } from './config-store.ts';

export const utilityStore = configStore(utilities, 'utility', 'Utility not found.');

export const UTILITY_MESSAGES = {
  nameTaken: (type: string, name: string) => `A ${type} named ${name} already exists`,
  inUse: (n: number) => `This utility has ${n} user${n === 1 ? '' : 's'} and cannot be deleted.`,
  zoneInUse: (zone: string, n: number) => `Zone ${zone} has ${n} user${n === 1 ? '' : 's'} and cannot be removed.`,
  typeLocked: 'The utility type cannot be changed.',
} as const;

type UtilityRow = typeof utilities.$inferSelect;

export function createUtilityService(deps: AppDeps) {
  const { db } = deps;

  async function details(tx: DbOrTx, rows: UtilityRow[]): Promise<UtilityDetail[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const zoneRows = await tx
      .select({ utilityId: utilityZones.utilityId, zone: utilityZones.zone })
      .from(utilityZones)
      .where(inArray(utilityZones.utilityId, ids))
      .orderBy(asc(utilityZones.zone));
    const userCounts = await tx
      .select({ utilityId: users.utilityId, n: count() })
      .from(users)
      .where(inArray(users.utilityId, ids))
      .groupBy(users.utilityId);
    const names = await userNames(
      tx,
      rows.map((r) => r.updatedBy),
    );
    return rows.map((row) => ({
      ...stampOf(row, names),
      name: row.name,
      type: row.type as UtilityType,
      zones: zoneRows.filter((z) => z.utilityId === row.id).map((z) => z.zone),
      userCount: userCounts.find((c) => c.utilityId === row.id)?.n ?? 0,
    }));
  }

  async function usersInZone(tx: DbOrTx, utilityId: number, zone: string): Promise<number> {
    const [row] = await tx
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.utilityId, utilityId), eq(users.zone, zone)));
    return row?.n ?? 0;
  }

  async function setZones(tx: DbOrTx, actor: Actor, utilityId: number, before: string[], after: string[]) {
    const removed = before.filter((z) => !after.includes(z));
    for (const zone of removed) {
      const n = await usersInZone(tx, utilityId, zone);
      if (n > 0) throw new AppError('conflict', UTILITY_MESSAGES.zoneInUse(zone, n), 'zones');
    }
    const added = after.filter((z) => !before.includes(z));
    if (removed.length > 0) {
      await tx
        .delete(utilityZones)
        .where(and(eq(utilityZones.utilityId, utilityId), inArray(utilityZones.zone, removed)));
    }
    if (added.length > 0) await tx.insert(utilityZones).values(added.map((zone) => ({ utilityId, zone })));
    if (removed.length > 0 || added.length > 0) {
      await writeAudit(tx, {
        actorUserId: actor.userId,
        action: 'utility.update',
        entityType: 'utility',
        entityId: utilityId,
        oldValues: { zones: before },
        newValues: { zones: after },
        ip: actor.context.ip,
      });
    }
  }

  async function guardName<T>(input: UtilityInput, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error))
        throw new AppError('conflict', UTILITY_MESSAGES.nameTaken(input.type, input.name), 'name');
      throw error;
    }
  }

  return {
    async list(type: UtilityType): Promise<UtilityDetail[]> {
      const rows = await utilityStore.list(db, eq(utilities.type, type), [asc(utilities.name)]);
      return details(db, rows);
    },
    async add(actor: Actor, input: UtilityInput): Promise<UtilityDetail> {
      return guardName(input, () =>
        db.transaction(async (tx) => {
          const row = await utilityStore.insert(tx, actor, { name: input.name, type: input.type }, deps.now());
          await setZones(tx, actor, row.id, [], input.zones);
          return (await details(tx, [row]))[0]!;
        }),
      );
    },
    async update(actor: Actor, id: number, input: UtilityInput): Promise<UtilityDetail> {
      return guardName(input, () =>
        db.transaction(async (tx) => {
          const stored = await utilityStore.get(tx, id, true);
          if (stored.type !== input.type) throw new AppError('validation', UTILITY_MESSAGES.typeLocked, 'type');
          const [current] = await details(tx, [stored]);
          const row = await utilityStore.update(tx, actor, stored, { name: input.name }, deps.now());
          await setZones(tx, actor, id, current!.zones, input.zones);
          return (await details(tx, [row]))[0]!;
        }),
      );
    },
    async remove(actor: Actor, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const stored = await utilityStore.get(tx, id, true);
        const [current] = await details(tx, [stored]);
        if (current!.userCount > 0) throw new AppError('conflict', UTILITY_MESSAGES.inUse(current!.userCount));
        await utilityStore.remove(tx, actor, stored);
      });
    },
  };
}

export type UtilityService = ReturnType<typeof createUtilityService>;
