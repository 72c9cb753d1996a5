/**
 * Capacity held by applications on the corridors (atc_days.allocated): the remaining margin processing reads, the
 * allocation it adds and the release when an allocated application is rejected, returned or withdrawn. Every change
 * runs on rows locked by readMargins(forUpdate), so two allocations of one corridor-day serialise.
 */
import { BLOCKS_PER_DAY, marginKey, type Margins } from '@stoa/shared';
import type { DbOrTx } from '../../db/client.ts';
import { readMargins, writeAllocated, type Margin } from '../atc/atc.service.ts';
import * as repo from './application.repository.ts';
import type { ApplicationRecord } from './application.repository.ts';

/** Remaining margin (ATC − allocated, never below 0) per corridor-day, as the engine reads it. */
export function remainingOf(declared: ReadonlyMap<string, Margin>): Margins {
  const margins = new Map<string, number[]>();
  for (const [key, m] of declared) {
    margins.set(
      key,
      m.atc.map((atc, i) => Math.max(0, atc - (m.allocated[i] ?? 0))),
    );
  }
  return margins;
}

export async function lockedMargins(tx: DbOrTx, corridorIds: number[], dates: string[]) {
  return readMargins(tx, corridorIds, dates, { forUpdate: true });
}

/**
 * Adds (sign 1) or removes (sign −1) MW on corridor-days already locked and read as `declared`. Refuses (500: a bug,
 * not a user's error) to end above ATC or below zero in any block — the invariant the engine promises.
 */
export async function changeAllocated(
  tx: DbOrTx,
  declared: Map<string, Margin>,
  deltas: ReadonlyMap<string, readonly number[]>,
  sign: 1 | -1,
  at: Date,
): Promise<void> {
  const rows: { c: number; d: string; a: number[] }[] = [];
  for (const [key, delta] of deltas) {
    if (delta.every((v) => v === 0)) continue;
    const current = declared.get(key);
    if (!current) {
      if (sign === 1) throw new Error(`Allocation on ${key} without declared ATC`);
      continue; // ATC removed since: nothing held there to give back
    }
    const next = current.allocated.map((v, i) => v + sign * (delta[i] ?? 0));
    next.forEach((v, i) => {
      if (v < 0 || (sign === 1 && v > (current.atc[i] ?? 0))) {
        throw new Error(`Allocation on ${key} block ${i + 1} would be ${v} against ATC ${current.atc[i]}`);
      }
    });
    current.allocated = next;
    const [corridorId, date] = key.split('|');
    rows.push({ c: Number(corridorId), d: date!, a: next });
  }
  if (rows.length === 0) return;
  await writeAllocated(tx, rows, at);
}

/** Per corridor-day, the sum of allocations of applications (each on every one of its corridors). */
export function corridorLoads(
  apps: readonly { corridorIds: readonly number[]; days: ReadonlyMap<string, readonly number[]> }[],
): Map<string, number[]> {
  const loads = new Map<string, number[]>();
  for (const app of apps) {
    for (const [date, blocks] of app.days) {
      for (const corridorId of app.corridorIds) {
        const key = marginKey(corridorId, date);
        const sum = loads.get(key) ?? new Array<number>(BLOCKS_PER_DAY).fill(0);
        blocks.forEach((v, i) => (sum[i] = (sum[i] ?? 0) + v));
        loads.set(key, sum);
      }
    }
  }
  return loads;
}

/** Gives an application's allocation back to its corridors and clears it. */
export async function releaseAllocation(tx: DbOrTx, record: ApplicationRecord, at: Date): Promise<void> {
  const days = await repo.daysOf(tx, record.id);
  const held = new Map(days.filter((d) => d.allocated).map((d) => [d.date, d.allocated!] as const));
  if (held.size === 0) return;
  const declared = await lockedMargins(tx, [...record.corridorIds], [...held.keys()]);
  await changeAllocated(tx, declared, corridorLoads([{ corridorIds: record.corridorIds, days: held }]), -1, at);
  await repo.writeAllocations(
    tx,
    days.map((d) => ({ applicationId: record.id, date: d.date, allocated: null })),
  );
}
