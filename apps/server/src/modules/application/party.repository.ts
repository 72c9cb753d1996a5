/** SQL of an application's parties: the registrations that may be named, their owners, traders, corridors. */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { capacitiesOf, type Party } from '@stoa/shared';
import type { DbOrTx } from '../../db/client.ts';
import { corridors, registrations, traderLinks, users } from '../../db/schema/index.ts';

/** A user's name as lists show it: the entity's name, else the person's. */
export const displayName = sql<string>`coalesce(${users.entityName}, ${users.firstName} || ' ' || ${users.lastName})`;

const SELLER_TYPES = ['InjectingEntity', 'BothEntity'];
const BUYER_TYPES = ['DraweeEntity', 'BothEntity'];
export type Side = 'seller' | 'buyer';

interface RegistrationDetailsShape {
  connection?: { transmissionZone?: string };
}

function partyOf(r: {
  registrationId: number;
  registrationNo: string | null;
  entityName: string;
  entityType: string;
  userId: number;
  details: unknown;
  validFrom: string | null;
  expiredOn: string | null;
}): Party {
  const d = (r.details ?? {}) as RegistrationDetailsShape;
  return {
    registrationId: r.registrationId,
    registrationNo: r.registrationNo,
    entityName: r.entityName,
    entityType: r.entityType,
    userId: r.userId,
    transmissionZone: d.connection?.transmissionZone ?? null,
    ...capacitiesOf(r.entityType, r.details),
    validFrom: r.validFrom,
    validUntil: r.expiredOn,
  };
}

const partyColumns = {
  registrationId: registrations.id,
  registrationNo: registrations.registrationNo,
  entityName: displayName,
  entityType: registrations.entityType,
  userId: registrations.applicantUserId,
  details: registrations.details,
  validFrom: sql<string | null>`coalesce(${registrations.validFrom}, ${registrations.approvedOn})`,
  expiredOn: registrations.expiredOn,
};

/**
 * Registrations that may be a side of a transaction — approved ones, and renewed ones still in force for their own
 * days: sellers inject (injecting, both), buyers draw (drawee, both). Narrowed to some owners (the caller's own, a
 * trader's linked applicants) when asked. Which of an entity's registrations is offered for a period is the
 * caller's choice (`offeredRegistrations`).
 */
export async function listParties(db: DbOrTx, side: Side | null, owners?: { userIds: number[] }): Promise<Party[]> {
  const types =
    side === 'seller' ? SELLER_TYPES : side === 'buyer' ? BUYER_TYPES : [...new Set([...SELLER_TYPES, ...BUYER_TYPES])];
  if (owners && owners.userIds.length === 0) return [];
  const rows = await db
    .select(partyColumns)
    .from(registrations)
    .innerJoin(users, eq(users.id, registrations.applicantUserId))
    .where(
      and(
        inArray(registrations.status, ['Approved', 'Renewed']),
        inArray(registrations.entityType, types),
        eq(users.isEnabled, true),
        owners ? inArray(registrations.applicantUserId, owners.userIds) : undefined,
      ),
    )
    .orderBy(asc(displayName), asc(registrations.validFrom), asc(registrations.id));
  return rows.map(partyOf);
}

/** One registration as a party (any status: a record keeps showing its parties after a renewal). */
export async function findParty(db: DbOrTx, registrationId: number): Promise<(Party & { status: string }) | null> {
  const [row] = await db
    .select({ ...partyColumns, status: registrations.status })
    .from(registrations)
    .innerJoin(users, eq(users.id, registrations.applicantUserId))
    .where(eq(registrations.id, registrationId));
  return row ? { ...partyOf(row), status: row.status } : null;
}

export function isSellerType(entityType: string): boolean {
  return SELLER_TYPES.includes(entityType);
}
export function isBuyerType(entityType: string): boolean {
  return BUYER_TYPES.includes(entityType);
}

/** The applicants that added a trader (active links). */
export async function applicantsOfTrader(db: DbOrTx, traderUserId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: traderLinks.applicantUserId })
    .from(traderLinks)
    .where(and(eq(traderLinks.traderUserId, traderUserId), isNull(traderLinks.removedAt)));
  return rows.map((r) => r.userId);
}

export async function isTraderOf(db: DbOrTx, traderUserId: number, applicantUserId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: traderLinks.id })
    .from(traderLinks)
    .where(
      and(
        eq(traderLinks.traderUserId, traderUserId),
        eq(traderLinks.applicantUserId, applicantUserId),
        isNull(traderLinks.removedAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Active intra-state corridors serving transmission zones (DOMAIN §1), matched case-insensitively. */
export async function corridorsOfZones(db: DbOrTx, zones: readonly string[]) {
  if (zones.length === 0) return [];
  return db
    .select({ id: corridors.id, name: corridors.name, zone: corridors.zone })
    .from(corridors)
    .where(
      and(
        eq(corridors.kind, 'IntraState'),
        eq(corridors.isActive, true),
        inArray(
          sql`lower(${corridors.zone})`,
          zones.map((z) => z.toLowerCase()),
        ),
      ),
    )
    .orderBy(asc(corridors.id));
}

export async function corridorNames(db: DbOrTx, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: corridors.id, name: corridors.name })
    .from(corridors)
    .where(inArray(corridors.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r.name]));
}
