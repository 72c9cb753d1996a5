/**
 * A processing batch (DOMAIN §3): the applications of one type and processing date with their days, the engine's
 * view of them (corridors, requests per block, party keys) and the parties' room outside the batch; the step
 * names and outcomes of processing. Read once per step; the engine decides on it.
 */
import { createHash } from 'node:crypto';
import {
  ALLOCATION_OUTCOME_STATUS,
  approvableIds,
  congestedMasks,
  withoutCongestedBlocks,
  type RunFacts,
  allocateInOrder,
  allocateProRata,
  type Allocation,
  type AllocationOutcome,
  type Margins,
  parsePartyKey,
  partyKey,
  type ApplicationType,
  type EngineApplication,
  type PartyRoom,
  type OutcomeStatus,
  type ProcessingMethod,
} from '@stoa/shared';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { daysEnergy } from './application-records.ts';
import * as repo from './application.repository.ts';
import type { ApplicationRecord, DayRow } from './application.repository.ts';
import { registrationOwners, roomOf } from './party-limits.ts';

/** The step that allocated a batch (shared PROCESSING_METHODS; stored on the run). */
export type Method = ProcessingMethod;
export const METHOD_AUDIT: Record<Method, string> = {
  ApproveAll: 'approve-all',
  ProRata: 'allocate-pro-rata',
  InOrder: 'allocate-in-order',
};
/** An application's new status: an outcome of processing (shared OUTCOME_WORDS name it). */
export type StatusRow = { id: number; status: OutcomeStatus; allocatedMwh: number | null };

/** A run keeps no explanation: one block's shares are derived when asked (processing-shares.ts). */
const LEAN = { explain: false } as const;

export const NOTHING_TO_PROCESS = 'No applications of this batch are waiting for processing.';
export const NOTHING_FITS = 'No pending application of this batch fits in the margin: allocate the congested ones.';

export interface Batch {
  type: ApplicationType;
  processingDate: string;
  records: ApplicationRecord[];
  days: Map<number, DayRow[]>;
  engine: EngineApplication[];
  corridorIds: number[];
  dates: string[];
  /** The parties' room outside the batch (DOMAIN §3 party limits), per party key and date. */
  room: PartyRoom;
}

/** The parties an application's allocation must stay within: its seller's injection and its buyer's drawal. */
function partyKeysOf(record: ApplicationRecord, owners: ReadonlyMap<number, number>): string[] {
  const seller = record.sellerRegistrationId ? owners.get(record.sellerRegistrationId) : undefined;
  const buyer = record.buyerRegistrationId ? owners.get(record.buyerRegistrationId) : undefined;
  return [
    ...(seller !== undefined ? [partyKey('seller', seller)] : []),
    ...(buyer !== undefined ? [partyKey('buyer', buyer)] : []),
  ];
}

function engineOf(record: ApplicationRecord, days: readonly DayRow[], partyKeys: string[]): EngineApplication {
  return {
    id: record.id,
    receivedAt: (record.receivedAt ?? record.createdAt).toISOString(),
    corridorIds: record.corridorIds,
    requested: new Map(days.map((d) => [d.date, d.requested])),
    partyKeys,
  };
}

export async function batchOf(
  tx: DbOrTx,
  type: ApplicationType,
  processingDate: string,
  records: ApplicationRecord[],
): Promise<Batch> {
  const ids = records.map((r) => r.id);
  const days = await repo.daysOfMany(tx, ids);
  const owners = await registrationOwners(
    tx,
    records.flatMap((r) => [r.sellerRegistrationId, r.buyerRegistrationId]),
  );
  const engine = records.map((r) => engineOf(r, days.get(r.id) ?? [], partyKeysOf(r, owners)));
  const corridorIds = [...new Set(records.flatMap((r) => r.corridorIds))].sort((a, b) => a - b);
  const dates = [...new Set([...days.values()].flatMap((list) => list.map((d) => d.date)))].sort();
  const keys = [...new Set(engine.flatMap((a) => a.partyKeys ?? []))].sort();
  const room = await roomOf(tx, keys, dates, ids);
  return { type, processingDate, records, days, engine, corridorIds, dates, room };
}

/** The parties' entities of a batch, for the names of its limits. */
export const partyUsersOf = (batch: Batch) =>
  [...new Set(batch.engine.flatMap((a) => a.partyKeys ?? []))].map((k) => parsePartyKey(k).userId);

/**
 * The applications a step allocates and how. ApproveAll: the fitting ones in full (pro-rata over them alone is
 * exactly that); for Advance every application, its requests in congested blocks taken out (DOMAIN §4: the other
 * blocks are processed as usual, the congested ones go to e-bidding), shared pro-rata within a party's limit.
 * Allocate: every pending one by the type's rule, within margins and limits. `congested`: the applications whose
 * congested blocks wait for e-bidding.
 */
export function decide(batch: Batch, facts: RunFacts, margins: Margins, mode: 'fitting' | 'congested') {
  const { engine, room, type } = batch;
  const congested = new Set<number>();
  if (mode === 'congested') {
    const method: Method = type === 'DayAhead' ? 'ProRata' : 'InOrder';
    const run = method === 'ProRata' ? allocateProRata : allocateInOrder;
    return { method, chosen: engine, allocation: run(engine, margins, room, LEAN), congested };
  }
  if (type === 'Advance') {
    for (const a of facts.apps) if (a.congestedBlocks > 0) congested.add(a.id);
    const asked = withoutCongestedBlocks(engine, congestedMasks(facts));
    return {
      method: 'ApproveAll' as Method,
      chosen: engine,
      allocation: allocateProRata(asked, margins, room, LEAN),
      congested,
    };
  }
  const eligible = approvableIds(facts, type);
  const chosen = engine.filter((a) => eligible.has(a.id));
  if (chosen.length === 0) throw new AppError('conflict', NOTHING_FITS, null, { code: 'MARGIN_EXHAUSTED' });
  return {
    method: 'ApproveAll' as Method,
    chosen,
    allocation: allocateProRata(chosen, margins, room, LEAN),
    congested,
  };
}

/**
 * A stamp of everything an assessment depends on — each application's corridors, parties and requests, the margins
 * and the parties' room — so an allocation can tell whether the batch's last assessment still holds.
 */
export function stampOf(batch: Batch, margins: Margins): string {
  const hash = createHash('sha256');
  const blocks = (values: readonly number[]) => hash.update(Float64Array.from(values));
  for (const app of [...batch.engine].sort((a, b) => a.id - b.id)) {
    hash.update(`|a${app.id}:${app.corridorIds.join(',')}:${(app.partyKeys ?? []).join(',')}`);
    for (const [date, values] of [...app.requested].sort(([x], [y]) => x.localeCompare(y))) {
      hash.update(date);
      blocks(values);
    }
  }
  for (const [label, grids] of [
    ['m', margins],
    ['r', batch.room],
  ] as const) {
    for (const [key, values] of [...grids].sort(([x], [y]) => x.localeCompare(y))) {
      hash.update(`|${label}${key}`);
      blocks(values);
    }
  }
  return hash.digest('hex');
}

/**
 * What the allocation makes of each chosen application: its status, energy and day rows, and what limited it. A
 * congested Advance application waits for e-bidding (PendingEBidding) holding what its other blocks were given.
 */
export function outcomesOf(
  batch: Batch,
  chosen: readonly EngineApplication[],
  allocation: Allocation,
  congested: ReadonlySet<number> = new Set(),
) {
  const chosenIds = new Set(chosen.map((a) => a.id));
  const statusRows: StatusRow[] = [];
  const dayRows: { applicationId: number; date: string; allocated: number[] | null }[] = [];
  const outcomes: StoredOutcome[] = [];
  for (const record of batch.records) {
    if (!chosenIds.has(record.id)) continue;
    const waits = congested.has(record.id);
    const outcome = allocation.outcomes.get(record.id) ?? 'None';
    const days = allocation.allocations.get(record.id) ?? new Map<string, number[]>();
    const held = waits || outcome !== 'None';
    const status = waits ? 'PendingEBidding' : ALLOCATION_OUTCOME_STATUS[outcome];
    statusRows.push({ id: record.id, status, allocatedMwh: held ? daysEnergy([...days.values()]) : 0 });
    const limitedBy = allocation.limitedBy.get(record.id) ?? [];
    outcomes.push({ id: record.id, outcome: waits ? 'Congested' : outcome, limitedBy });
    for (const [date, blocks] of days)
      dayRows.push({ applicationId: record.id, date, allocated: held ? blocks : null });
  }
  return { statusRows, dayRows, outcomes };
}

/** An allocated application's outcome and the party keys that limited it, as a run keeps them. */
export type StoredOutcome = {
  id: number;
  /** Congested: an Advance application whose congested blocks went to e-bidding. */
  outcome: AllocationOutcome | 'Congested';
  limitedBy: string[];
  /** Runs stored before issue 14 kept the labels, not the keys. */
  limitedByLabels?: string[];
};
