/**
 * What a processing run keeps (DOMAIN §3): a summary per corridor and date (margin before the batch and Σ requests
 * per block, the applications affected), the party blocks over a limit and each application's assessment — in
 * hundredths of a MW. The allocation itself lives once, on the applications; a block's shares are derived from it
 * when asked (`explainCell`), exactly as the engine's explanation gives them.
 */
import { explainProRataCell } from '../allocation/pro-rata.ts';
import { inReceiptOrder } from '../allocation/in-order.ts';
import {
  marginKey,
  type Assessment,
  type BlockShare,
  type Margins,
  type PartyBlockAssessment,
} from '../allocation/types.ts';
import { BLOCKS_PER_DAY } from './time-blocks.ts';
import { runsOfMask, sortRuns, spanOf, type CellRun } from '../ebidding/congested-cells.ts';
import type { EngineApplication } from '../allocation/types.ts';
import type { ApplicationType } from './application-types.ts';
import type { ProcessingSummary } from './processing-result.schemas.ts';

export type CorridorDayFacts = {
  corridorId: number;
  date: string;
  /** The margin before the batch, 96 blocks in hundredths. */
  margin: number[];
  /** Σ of the batch's requests, 96 blocks in hundredths. */
  requested: number[];
  /** The applications asking in a congested block of this corridor and date. */
  applicationIds: number[];
};
export type AppFacts = {
  id: number;
  fits: boolean;
  congestedBlocks: number;
  maxShortfall: number;
  limitedBlocks: number;
};
export type RunFacts = { corridorDays: CorridorDayFacts[]; partyBlocks: PartyBlockAssessment[]; apps: AppFacts[] };

/** The facts of an assessment made against `margins` (the remaining margin the engine was given). */
export function factsOf(assessment: Assessment, margins: Margins): RunFacts {
  const days = new Map<string, CorridorDayFacts>();
  for (const b of assessment.blocks) {
    const key = marginKey(b.corridorId, b.date);
    let day = days.get(key);
    if (!day) {
      const margin = [...(margins.get(key) ?? new Array<number>(BLOCKS_PER_DAY).fill(0))];
      day = {
        corridorId: b.corridorId,
        date: b.date,
        margin,
        requested: new Array<number>(BLOCKS_PER_DAY).fill(0),
        applicationIds: [],
      };
      days.set(key, day);
    }
    day.requested[b.block - 1] = b.requested;
  }
  const affected = new Map<string, Set<number>>();
  for (const a of assessment.applications) {
    for (const c of a.congestedBlocks) {
      const key = marginKey(c.corridorId, c.date);
      affected.set(key, (affected.get(key) ?? new Set()).add(a.id));
    }
  }
  for (const [key, ids] of affected) days.get(key)!.applicationIds = [...ids].sort((x, y) => x - y);
  const apps = assessment.applications.map((a) => ({
    id: a.id,
    fits: a.fits,
    congestedBlocks: a.congestedBlocks.length,
    maxShortfall: a.congestedBlocks.reduce((m, c) => Math.max(m, c.shortfall), 0),
    limitedBlocks: a.limitedBlocks.length,
  }));
  const corridorDays = [...days.values()].sort((x, y) => x.corridorId - y.corridorId || x.date.localeCompare(y.date));
  return { corridorDays, partyBlocks: assessment.partyBlocks, apps };
}

/** How many blocks of a corridor-day are congested (Σ requests above the margin). */
export const congestedCount = (day: CorridorDayFacts): number =>
  day.requested.reduce((n, r, i) => n + (r > (day.margin[i] ?? 0) ? 1 : 0), 0);

export function summaryOf(facts: RunFacts): ProcessingSummary {
  const fitting = facts.apps.filter((a) => a.fits).length;
  return {
    applications: facts.apps.length,
    fitting,
    congested: facts.apps.length - fitting,
    corridorCongested: facts.apps.filter((a) => a.congestedBlocks > 0).length,
    congestedBlocks: facts.corridorDays.reduce((n, d) => n + congestedCount(d), 0),
    limitedBlocks: facts.partyBlocks.length,
  };
}

/**
 * The applications ApproveAll takes: the fitting ones; for Advance every one not congested on a corridor (the
 * congested go to e-bidding; those over a party's limit are shared within it).
 */
export function approvableIds(facts: RunFacts, type: ApplicationType): Set<number> {
  return new Set(facts.apps.filter((a) => (type === 'Advance' ? a.congestedBlocks === 0 : a.fits)).map((a) => a.id));
}

export type CongestionFacts = {
  corridorId: number;
  /** The span of the congested blocks (Form ST2's period); `cells` are the blocks themselves. */
  fromDate: string;
  toDate: string;
  fromTimeBlock: number;
  toTimeBlock: number;
  /** Exactly the congested blocks of the corridor (DOMAIN §4), as runs per date. */
  cells: CellRun[];
  /** The least margin and the largest Σ request over the congested blocks (hundredths of a MW). */
  availableMargin: number;
  appliedQuantum: number;
  applicationIds: number[];
};

/** A corridor-day's congested blocks: Σ requests above the margin. */
const congestedMaskOf = (day: CorridorDayFacts): boolean[] =>
  day.requested.map((requested, i) => requested > (day.margin[i] ?? 0));

/** Per corridor-day (marginKey) with congestion, its mask of congested blocks. */
export function congestedMasks(facts: RunFacts): Map<string, boolean[]> {
  const masks = new Map<string, boolean[]>();
  for (const day of facts.corridorDays) {
    const mask = congestedMaskOf(day);
    if (mask.some(Boolean)) masks.set(marginKey(day.corridorId, day.date), mask);
  }
  return masks;
}

/**
 * The applications with their requests in congested blocks taken out (DOMAIN §4: blocks that are not congested are
 * processed as usual; the congested ones wait for e-bidding). A block is congested for an application when it is
 * on any of its corridors. Applications asking in no congested block are returned as they are.
 */
export function withoutCongestedBlocks(
  apps: readonly EngineApplication[],
  masks: ReadonlyMap<string, readonly boolean[]>,
): EngineApplication[] {
  return apps.map((app) => {
    const requested = new Map<string, number[]>();
    let changed = false;
    for (const [date, blocks] of app.requested) {
      const dayMasks = app.corridorIds.map((c) => masks.get(marginKey(c, date))).filter((m) => m !== undefined);
      const kept = blocks.map((v, b) => (v > 0 && dayMasks.some((m) => m[b]) ? 0 : v));
      changed ||= kept.some((v, b) => v !== blocks[b]);
      requested.set(date, kept);
    }
    return changed ? { ...app, requested } : app;
  });
}

/** Advance: one congestion per corridor — exactly its congested blocks, their span, least margin, applications. */
export function congestionsOf(facts: RunFacts): CongestionFacts[] {
  const byCorridor = new Map<number, CongestionFacts>();
  for (const day of facts.corridorDays) {
    const mask = congestedMaskOf(day);
    if (!mask.some(Boolean)) continue;
    const c = byCorridor.get(day.corridorId) ?? {
      corridorId: day.corridorId,
      fromDate: day.date,
      toDate: day.date,
      fromTimeBlock: 0,
      toTimeBlock: 0,
      cells: [],
      availableMargin: Number.POSITIVE_INFINITY,
      appliedQuantum: 0,
      applicationIds: [],
    };
    c.cells.push(...runsOfMask(day.date, mask));
    mask.forEach((congested, i) => {
      if (!congested) return;
      c.availableMargin = Math.min(c.availableMargin, day.margin[i] ?? 0);
      c.appliedQuantum = Math.max(c.appliedQuantum, day.requested[i] ?? 0);
    });
    c.applicationIds = [...new Set([...c.applicationIds, ...day.applicationIds])].sort((a, b) => a - b);
    byCorridor.set(day.corridorId, c);
  }
  return [...byCorridor.values()].map((c) => ({ ...c, ...spanOf(c.cells), cells: sortRuns(c.cells) }));
}

/** One application's request in a block and what it was given there (its allocation, 0 when none). */
export type CellRequest = { applicationId: number; receivedAt: string; requested: number; allocated: number };

/**
 * The shares of one corridor's (margin) or party's (room) block, as the engine's explanation gives them. Pro-rata
 * (and ApproveAll): by application id, everyone's request when Σ ≤ capacity, else floor(capacity × request / Σ).
 * In order of receipt: what each was given, with the capacity left before and after it.
 */
export function explainCell(method: string, capacity: number, requests: readonly CellRequest[]): BlockShare[] {
  const asked = requests.filter((r) => r.requested > 0);
  if (method === 'InOrder') {
    const byId = new Map(asked.map((r) => [r.applicationId, r]));
    const ordered = inReceiptOrder(
      asked.map((r) => ({ id: r.applicationId, receivedAt: r.receivedAt, corridorIds: [], requested: new Map() })),
    );
    let remaining = capacity;
    return ordered.map(({ id }) => {
      const { requested, allocated } = byId.get(id)!;
      const share = {
        applicationId: id,
        requested,
        share: allocated,
        marginBefore: remaining,
        marginAfter: remaining - allocated,
      };
      remaining -= allocated;
      return share;
    });
  }
  return explainProRataCell(asked, capacity);
}
