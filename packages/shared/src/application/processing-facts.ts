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
  fromDate: string;
  toDate: string;
  fromTimeBlock: number;
  toTimeBlock: number;
  availableMargin: number;
  appliedQuantum: number;
  applicationIds: number[];
};

/** Advance: one congestion per corridor — its congested period, least margin, applied quantum and applications. */
export function congestionsOf(facts: RunFacts): CongestionFacts[] {
  const byCorridor = new Map<number, CongestionFacts & { blocks: number[] }>();
  for (const day of facts.corridorDays) {
    day.requested.forEach((requested, i) => {
      const margin = day.margin[i] ?? 0;
      if (requested <= margin) return;
      const c = byCorridor.get(day.corridorId) ?? {
        corridorId: day.corridorId,
        fromDate: day.date,
        toDate: day.date,
        fromTimeBlock: 0,
        toTimeBlock: 0,
        availableMargin: margin,
        appliedQuantum: requested,
        applicationIds: [],
        blocks: [],
      };
      c.fromDate = day.date < c.fromDate ? day.date : c.fromDate;
      c.toDate = day.date > c.toDate ? day.date : c.toDate;
      c.availableMargin = Math.min(c.availableMargin, margin);
      c.appliedQuantum = Math.max(c.appliedQuantum, requested);
      c.blocks.push(i + 1);
      byCorridor.set(day.corridorId, c);
    });
  }
  return [...byCorridor.values()].map(({ blocks, ...c }) => {
    const ids = new Set(
      facts.corridorDays.filter((d) => d.corridorId === c.corridorId).flatMap((d) => d.applicationIds),
    );
    return {
      ...c,
      fromTimeBlock: Math.min(...blocks) - 1,
      toTimeBlock: Math.max(...blocks),
      applicationIds: [...ids].sort((a, b) => a - b),
    };
  });
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
