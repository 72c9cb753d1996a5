/**
 * Party limits at submission, in GetRemainingQuatumDetails and in processing (DOMAIN §3 "Party limits hold across
 * applications"): the room each party has left per date and block — its limit on that date (the registration in
 * force then) less what its other live applications hold. The shared engine caps allocations by it.
 */
import {
  canBuy,
  canSell,
  capacitiesOf,
  heldBlocks,
  parsePartyKey,
  partyKey,
  partyRoom,
  partyRoomKey,
  registrationOn,
  toHundredths,
  type PartyRoom,
  type PartySide,
} from '@stoa/shared';
import type { DbOrTx } from '../../db/client.ts';
import { heldRows, registrationsOf, type LimitRegistration } from './party-limits.repository.ts';

export { lockParties, registrationOwners } from './party-limits.repository.ts';

/** The registrations of each entity that may give it a limit on a side (injecting for sellers, drawee for buyers). */
function lineages(regs: readonly LimitRegistration[]) {
  const bySide = new Map<string, LimitRegistration[]>();
  for (const r of regs) {
    for (const side of ['seller', 'buyer'] as const) {
      if (side === 'seller' ? !canSell(r.entityType) : !canBuy(r.entityType)) continue;
      const key = partyKey(side, r.userId);
      bySide.set(key, [...(bySide.get(key) ?? []), r]);
    }
  }
  return bySide;
}

/** A party's limit on a date in hundredths: the ex-bus capacity or contract demand in force then, else 0. */
function limitOf(lineage: readonly LimitRegistration[] | undefined, side: PartySide, date: string): number {
  const current = lineage ? registrationOn(lineage, date) : null;
  if (!current) return 0;
  const caps = capacitiesOf(current.entityType, current.details);
  return toHundredths((side === 'seller' ? caps.exBusCapacity : caps.contractDemand) ?? 0);
}

/**
 * The room of parties (engine keys, e.g. 'seller:12') on dates, not counting the excluded applications (the one
 * being saved, or a batch being allocated).
 */
export async function roomOf(
  db: DbOrTx,
  keys: readonly string[],
  dates: readonly string[],
  excludeIds: readonly number[],
): Promise<PartyRoom> {
  const wanted = new Set(keys);
  const userIds = [...new Set(keys.map((k) => parsePartyKey(k).userId))];
  // One after another: a transaction's queries share one connection.
  const regs = lineages(await registrationsOf(db, userIds));
  const rows = await heldRows(db, userIds, dates, excludeIds);
  const held = new Map<string, number[]>();
  for (const row of rows) {
    const blocks = heldBlocks(row.status, row);
    for (const key of [partyKey('seller', row.sellerUserId), partyKey('buyer', row.buyerUserId)]) {
      if (!wanted.has(key)) continue;
      const cell = partyRoomKey(key, row.date);
      const sum = held.get(cell) ?? new Array<number>(blocks.length).fill(0);
      blocks.forEach((v, i) => (sum[i] = (sum[i] ?? 0) + v));
      held.set(cell, sum);
    }
  }
  return partyRoom(keys, dates, (key, date) => limitOf(regs.get(key), parsePartyKey(key).side, date), held);
}

/** The registrations in force over time for an entity's side: what a registration's validity check reads. */
export async function lineageOf(db: DbOrTx, side: PartySide, userId: number): Promise<LimitRegistration[]> {
  return lineages(await registrationsOf(db, [userId])).get(partyKey(side, userId)) ?? [];
}
