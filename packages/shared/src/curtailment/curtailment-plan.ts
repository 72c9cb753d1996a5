/**
 * Curtailment (DOMAIN §6, issue 18): the SLDC sheds MW on a corridor's blocks for a grid constraint. Within STOA the
 * order is contingency, then day-ahead, then FCFS, then advance; within a type the shed is pro-rata to each
 * application's MW in that block, in whole hundredths of a MW (0.01 MW), the residue of the floors going one
 * hundredth at a time to the largest remainders (then the lower id), so a block sheds exactly what was asked when the
 * applications have it, and never takes an application below zero. Blocks are independent. Pure: the server reads
 * the approved schedules of one corridor and date and writes the plan.
 */
import { BLOCKS_PER_DAY } from '../application/time-blocks.ts';
import type { ApplicationType } from '../application/application-types.ts';
import { proRataShare } from '../allocation/pro-rata.ts';

/** Shedding order: the first rank is curtailed first (contingency, day-ahead, FCFS, advance). */
export const CURTAILMENT_ORDER: Record<ApplicationType, number> = {
  ContingencySameDay: 0,
  ContingencyDayAhead: 0,
  DayAhead: 1,
  FCFS: 2,
  Advance: 3,
};

export interface CurtailedApplication {
  id: number;
  type: ApplicationType;
  /** Its approved MW per block of the date, in hundredths (96 values). */
  blocks: readonly number[];
}

export interface CurtailmentPlan {
  /** Per application with anything shed: the hundredths shed per block (96 values). */
  shed: Map<number, number[]>;
  /** Per block: what could not be shed because the applications had no more (hundredths). */
  unmet: number[];
}

interface Share {
  id: number;
  mw: number;
}

/** `need` (≤ Σ mw) split pro-rata to mw in whole units, exactly: floors, then the residue by largest remainder. */
export function proRataExact(need: number, shares: readonly Share[]): Map<number, number> {
  const total = shares.reduce((s, x) => s + x.mw, 0);
  const out = new Map<number, number>();
  if (need >= total) {
    for (const x of shares) out.set(x.id, x.mw);
    return out;
  }
  let residue = need;
  const remainders: { id: number; rest: number }[] = [];
  for (const x of shares) {
    const floor = proRataShare(need, x.mw, total);
    out.set(x.id, floor);
    residue -= floor;
    remainders.push({ id: x.id, rest: need * x.mw - floor * total });
  }
  remainders.sort((a, b) => b.rest - a.rest || a.id - b.id);
  for (let i = 0; i < residue; i++) {
    const { id } = remainders[i]!;
    out.set(id, out.get(id)! + 1);
  }
  return out;
}

function assertBlocks(label: string, blocks: readonly number[]): void {
  if (blocks.length !== BLOCKS_PER_DAY || !blocks.every((v) => Number.isSafeInteger(v) && v >= 0)) {
    throw new RangeError(`${label} must be ${BLOCKS_PER_DAY} whole hundredths ≥ 0`);
  }
}

/** The ranks present, in shedding order, with their applications. */
function byRank(applications: readonly CurtailedApplication[]) {
  const ranks = new Map<number, CurtailedApplication[]>();
  for (const a of applications) {
    const rank = CURTAILMENT_ORDER[a.type];
    ranks.set(rank, [...(ranks.get(rank) ?? []), a]);
  }
  return [...ranks].sort(([a], [b]) => a - b).map(([, list]) => list);
}

/** Sheds `requested[b]` hundredths in each block b from the applications, in order of type, pro-rata within one. */
export function planCurtailment(
  applications: readonly CurtailedApplication[],
  requested: readonly number[],
): CurtailmentPlan {
  assertBlocks('The MW to shed', requested);
  applications.forEach((a) => assertBlocks(`Application ${a.id}'s schedule`, a.blocks));
  const shed = new Map<number, number[]>();
  const unmet = requested.map(() => 0);
  const ranks = byRank(applications);
  for (let b = 0; b < BLOCKS_PER_DAY; b++) {
    let need = requested[b]!;
    for (const rank of ranks) {
      if (need === 0) break;
      const shares = rank.filter((a) => a.blocks[b]! > 0).map((a) => ({ id: a.id, mw: a.blocks[b]! }));
      for (const [id, amount] of proRataExact(need, shares)) {
        if (amount === 0) continue;
        if (!shed.has(id)) shed.set(id, new Array<number>(BLOCKS_PER_DAY).fill(0));
        shed.get(id)![b] = amount;
        need -= amount;
      }
    }
    unmet[b] = need;
  }
  return { shed, unmet };
}

/**
 * `total` (whole units, e.g. paise) split in proportion to `weights`, exactly: floors, then the residue one unit at a
 * time to the largest remainders (then the earlier weight). A curtailment's refund apportioned to the blocks it shed.
 */
export function apportionExact(total: number, weights: readonly number[]): number[] {
  const sumOf = weights.reduce((s, w) => s + w, 0);
  if (sumOf === 0) return weights.map(() => 0);
  const floors = weights.map((w) => Math.floor((total * w) / sumOf));
  let residue = total - floors.reduce((s, v) => s + v, 0);
  const order = weights
    .map((w, i) => ({ i, rest: total * w - floors[i]! * sumOf }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (residue <= 0) break;
    floors[i]! += 1;
    residue -= 1;
  }
  return floors;
}
