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
function lineages(regs: readonly LimitRegistration[]): Lineages {
  const bySide: Lineages = new Map();
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
  known?: Lineages,
): Promise<PartyRoom> {
  const wanted = new Set(keys);
  const userIds = [...new Set(keys.map((k) => parsePartyKey(k).userId))];
  // One after another: a transaction's queries share one connection.
  const regs = known ?? (await lineagesOf(db, keys));
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

/** Party key → the registrations in force over time on that side: what validity checks and limits read. */
export type Lineages = Map<string, LimitRegistration[]>;

/** The lineages of parties (engine keys), read in one query. */
export async function lineagesOf(db: DbOrTx, keys: readonly string[]): Promise<Lineages> {
  return lineages(await registrationsOf(db, [...new Set(keys.map((k) => parsePartyKey(k).userId))]));
}

/** An entity's registration in force on a date, else its newest (a trader's own, for GetApplicant). */
export async function registrationOnDate(db: DbOrTx, userId: number, date: string) {
  const regs = await registrationsOf(db, [userId]);
  return registrationOn(regs, date) ?? regs.at(-1) ?? null;
}
