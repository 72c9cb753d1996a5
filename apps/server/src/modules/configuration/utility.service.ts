/**
 * TRANSCO and DISCOM utilities with their zones (spec §2.7 TRANSCO, DISCOM; DOMAIN §1): used by profiles,
 * registrations and corridors. A utility with users cannot be deleted, nor can a zone its users are in.
 */
import type { UtilityDetail, UtilityInput, UtilityType, UtilityZoneRow } from '@stoa/shared';
import type { AppDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/sql-state.ts';
import { AppError } from '../../platform/errors.ts';
import { writeAudit } from '../../platform/audit.ts';
import type { Actor } from '../../platform/request-context.ts';
import { userNames } from '../../platform/users/users.ts';
import * as repo from './utility.repository.ts';
import { stampOf } from './stamp.ts';

/** One row per utility and zone, utilities by type and name (the registration form's choices read it too). */
export async function listUtilityZones(db: DbOrTx): Promise<UtilityZoneRow[]> {
  return (await repo.listUtilityZones(db)) as UtilityZoneRow[];
}

export const UTILITY_MESSAGES = {
  nameTaken: (type: string, name: string) => `A ${type} named ${name} already exists`,
  inUse: (n: number) => `This utility has ${n} user${n === 1 ? '' : 's'} and cannot be deleted.`,
  zoneInUse: (zone: string, n: number) => `Zone ${zone} has ${n} user${n === 1 ? '' : 's'} and cannot be removed.`,
  typeLocked: 'The utility type cannot be changed.',
} as const;

type UtilityRow = repo.UtilityRow;

export function createUtilityService(deps: AppDeps) {
  const { db } = deps;

  async function details(tx: DbOrTx, rows: UtilityRow[]): Promise<UtilityDetail[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const zoneRows = await repo.listZonesOf(tx, ids);
    const userCounts = await repo.countUsersOf(tx, ids);
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

  /** Refuses removing a zone that has users (the first such zone is named). */
  async function assertZonesFree(tx: DbOrTx, utilityId: number, removed: readonly string[]): Promise<void> {
    if (removed.length === 0) return;
    const counts = await repo.countUsersInZones(tx, utilityId, removed);
    for (const zone of removed) {
      const n = counts.find((c) => c.zone === zone)?.n ?? 0;
      if (n > 0) throw new AppError('conflict', UTILITY_MESSAGES.zoneInUse(zone, n), 'zones');
    }
  }

  async function setZones(tx: DbOrTx, actor: Actor, utilityId: number, before: string[], after: string[]) {
    const removed = before.filter((z) => !after.includes(z));
    await assertZonesFree(tx, utilityId, removed);
    const added = after.filter((z) => !before.includes(z));
    if (removed.length > 0) await repo.deleteZones(tx, utilityId, removed);
    if (added.length > 0) await repo.insertZones(tx, utilityId, added);
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
    /** One row per utility and zone (GET TranscoDiscom/GetAll). */
    listZones: () => listUtilityZones(db),
    async list(type: UtilityType): Promise<UtilityDetail[]> {
      return details(db, await repo.listUtilitiesOfType(db, type));
    },
    async add(actor: Actor, input: UtilityInput): Promise<UtilityDetail> {
      return guardName(input, () =>
        db.transaction(async (tx) => {
          const row = await repo.utilityStore.insert(tx, actor, { name: input.name, type: input.type }, deps.now());
          await setZones(tx, actor, row.id, [], input.zones);
          return (await details(tx, [row]))[0]!;
        }),
      );
    },
    async update(actor: Actor, id: number, input: UtilityInput): Promise<UtilityDetail> {
      return guardName(input, () =>
        db.transaction(async (tx) => {
          const stored = await repo.utilityStore.get(tx, id, true);
          if (stored.type !== input.type) throw new AppError('validation', UTILITY_MESSAGES.typeLocked, 'type');
          const [current] = await details(tx, [stored]);
          const row = await repo.utilityStore.update(tx, actor, stored, { name: input.name }, deps.now());
          await setZones(tx, actor, id, current!.zones, input.zones);
          return (await details(tx, [row]))[0]!;
        }),
      );
    },
    async remove(actor: Actor, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const stored = await repo.utilityStore.get(tx, id, true);
        const [current] = await details(tx, [stored]);
        if (current!.userCount > 0) throw new AppError('conflict', UTILITY_MESSAGES.inUse(current!.userCount));
        await repo.utilityStore.remove(tx, actor, stored);
      });
    },
  };
}

export type UtilityService = ReturnType<typeof createUtilityService>;
