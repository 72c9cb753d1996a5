/**
 * Party limits (DOMAIN §3 "Party limits hold across applications"): in every block the MW of a party's live
 * applications together never exceed the seller's ex-bus capacity (its injection) nor the buyer's contract demand
 * (its drawal). A Both entity has both limits; a trader's applications count against the parties named in them.
 * This file holds the vocabulary the server's check at submission, GetRemainingQuatumDetails and the allocation
 * engine share.
 */
import { BLOCKS_PER_DAY, dateRange, type TimeBlockRow } from './time-blocks.ts';
import { partyRoomKey, type PartyRoom } from '../allocation/types.ts';
import { exBusCapacity } from '../registration/registration.schemas.ts';
import { ALLOCATED_STATUSES, APPLICATION_IN_PROCESS, type ApplicationStatus } from './application-workflow.ts';

/** Seller: the injection side (ex-bus capacity); buyer: the drawal side (contract demand). */
export type PartySide = 'seller' | 'buyer';

/**
 * Applications that count against a party's limit: submitted, in process, allocated, awaiting the applicant and
 * approved — not drafts, returned ones (edited and checked again when resubmitted), rejected or withdrawn ones.
 */
export const LIVE_STATUSES: readonly ApplicationStatus[] = [...APPLICATION_IN_PROCESS, 'Approved'];

/** What the limit is called where it binds ("limited by the buyer's contract demand"). */
export const PARTY_LIMIT_LABELS: Record<PartySide, string> = {
  seller: "seller's ex-bus capacity",
  buyer: "buyer's contract demand",
};

/** The engine's key of a party's limit: one per entity and side. */
export function partyKey(side: PartySide, userId: number): string {
  return `${side}:${userId}`;
}

export function parsePartyKey(key: string): { side: PartySide; userId: number } {
  const [side, id] = key.split(':');
  if ((side !== 'seller' && side !== 'buyer') || !Number.isSafeInteger(Number(id))) {
    throw new RangeError(`'${key}' is not a party key`);
  }
  return { side, userId: Number(id) };
}

/** What a live application holds of its parties in a block: its allocation once allocated, else its request. */
export function heldBlocks(
  status: ApplicationStatus,
  day: { requested: readonly number[]; allocated: readonly number[] | null },
): readonly number[] {
  return ALLOCATED_STATUSES.includes(status) && day.allocated ? day.allocated : day.requested;
}

interface RegistrationShape {
  generator?: { installedCapacity?: number; auxiliaryConsumption?: number };
  consumer?: { contractDemand?: number };
}

const SELLER_TYPES: readonly string[] = ['InjectingEntity', 'BothEntity'];
const BUYER_TYPES: readonly string[] = ['DraweeEntity', 'BothEntity'];

export const canSell = (entityType: string) => SELLER_TYPES.includes(entityType);
export const canBuy = (entityType: string) => BUYER_TYPES.includes(entityType);

/** A registration's limits in MW: ex-bus capacity if it injects, contract demand if it draws (null otherwise). */
export function capacitiesOf(
  entityType: string,
  details: unknown,
): { exBusCapacity: number | null; contractDemand: number | null } {
  const d = (details ?? {}) as RegistrationShape;
  const g = d.generator;
  return {
    exBusCapacity:
      canSell(entityType) && typeof g?.installedCapacity === 'number'
        ? exBusCapacity(g.installedCapacity, g.auxiliaryConsumption ?? 0)
        : null,
    contractDemand: canBuy(entityType) ? (d.consumer?.contractDemand ?? null) : null,
  };
}

/**
 * The room of each party on each date: its limit that day (hundredths; none: 0) less what its live applications
 * outside the batch hold in each block, never below 0.
 */
export function partyRoom(
  keys: readonly string[],
  dates: readonly string[],
  limitOn: (key: string, date: string) => number,
  held: ReadonlyMap<string, readonly number[]>,
): PartyRoom {
  const room = new Map<string, number[]>();
  for (const key of keys) {
    for (const date of dates) {
      const limit = limitOn(key, date);
      const used = held.get(partyRoomKey(key, date));
      room.set(
        partyRoomKey(key, date),
        Array.from({ length: BLOCKS_PER_DAY }, (_, i) => Math.max(0, limit - (used?.[i] ?? 0))),
      );
    }
  }
  return room;
}

/** The least room of a party over a row's dates and blocks (hundredths): the most the row may ask of it. */
export function roomOverRow(room: PartyRoom, key: string, row: TimeBlockRow): number {
  let least = Number.POSITIVE_INFINITY;
  for (const date of dateRange(row.oaFromDate, row.oaToDate)) {
    const blocks = room.get(partyRoomKey(key, date));
    for (let b = row.fromTimeBlock; b < row.toTimeBlock; b += 1) least = Math.min(least, blocks?.[b] ?? 0);
  }
  return least === Number.POSITIVE_INFINITY ? 0 : least;
}
