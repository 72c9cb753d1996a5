/**
 * Lowering approved schedules (issue 18: a revision, a curtailment): one door for both. In one transaction, for many
 * applications at once: the corridors' margins are locked and the shed MW given back (the margin later batches
 * read), the allocated blocks and energy written, the change recorded with the dates a revision keeps on STU
 * charges, and the dues brought to the new schedule — the reversal named after the change, refundable once paid.
 * The party limits read the allocated blocks, so what a party has left grows with them.
 */
import {
  RECORD_LINKS,
  unitsToMwh,
  type ApplicationStatus,
  type ChargeTarget,
  type ScheduleHistory,
} from '@stoa/shared';
import type { DbOrTx } from '../../db/client.ts';
import { changeAllocated, corridorLoads, lockedMargins } from './capacity.ts';
import { chargeTargetsOf, syncApplicationCharges } from './application-charges.ts';
import { daysEnergy } from './application-records.ts';
import * as repo from './application.repository.ts';
import * as changes from './schedule-changes.repository.ts';

export type ScheduleChangeKind = 'Revision' | 'Curtailment';

export interface ScheduleReduction {
  applicationId: number;
  /** The new allocated blocks of the dates it changes (a block never rises: the lower of the two is kept). */
  after: ReadonlyMap<string, readonly number[]>;
  /** Reduced dates still charged STU on their blocks before the change (a revision's cancellation charge). */
  keptDates?: readonly string[];
}

export interface ScheduleSource {
  kind: ScheduleChangeKind;
  id: number;
  no: string;
}

export interface ScheduleConsequence {
  applicationId: number;
  /** Energy in 1/400 MWh units; money in paise. */
  energyBefore: number;
  energyAfter: number;
  stuBefore: number;
  stuAfter: number;
  operatingBefore: number;
  operatingAfter: number;
}

/** STU (with e-bidding) and operating charges of each record's targets, in paise. */
function chargeTotals(targets: readonly ChargeTarget[]): Map<number, { stu: number; operating: number }> {
  const totals = new Map<number, { stu: number; operating: number }>();
  for (const t of targets) {
    const sum = totals.get(t.recordId) ?? { stu: 0, operating: 0 };
    if (t.dueType === 'STUCharges' || t.dueType === 'EBiddingCharges') sum.stu += t.amountPaise;
    if (t.dueType === 'SLDCOperatingCharges') sum.operating += t.amountPaise;
    totals.set(t.recordId, sum);
  }
  return totals;
}

/** The allocated blocks per date (a day not allocated: zeros). */
const allocatedOf = (days: readonly repo.DayRow[]) =>
  new Map(days.map((d) => [d.date, d.allocated ?? d.requested.map(() => 0)]));

/** An application's allocated schedule per date (what a revision lowers). */
export async function allocatedScheduleOf(tx: DbOrTx, applicationId: number): Promise<Map<string, number[]>> {
  return allocatedOf(await repo.daysOf(tx, applicationId));
}

const units = (days: Iterable<readonly number[]>) => [...days].flat().reduce((s, v) => s + v, 0);

interface Planned {
  record: repo.ApplicationRecord;
  before: Map<string, number[]>;
  after: Map<string, number[]>;
  shed: Map<string, number[]>;
  energyBefore: number;
  energyAfter: number;
  allDays: repo.DayRow[];
}

/** Each reduction against the current allocation: the blocks before and after and what is shed. */
async function planReductions(tx: DbOrTx, reductions: readonly ScheduleReduction[]): Promise<Planned[]> {
  const ids = reductions.map((r) => r.applicationId);
  const records = new Map((await repo.findApplications(tx, ids)).map((r) => [r.id, r]));
  const days = await repo.daysOfMany(tx, ids);
  return reductions.map((r) => {
    const allDays = days.get(r.applicationId) ?? [];
    const current = allocatedOf(allDays);
    const before = new Map<string, number[]>();
    const after = new Map<string, number[]>();
    const shed = new Map<string, number[]>();
    for (const [date, blocks] of r.after) {
      const now = current.get(date);
      if (!now) continue;
      const next = now.map((v, b) => Math.max(0, Math.min(v, blocks[b] ?? v)));
      if (next.every((v, b) => v === now[b])) continue;
      before.set(date, now);
      after.set(date, next);
      shed.set(
        date,
        now.map((v, b) => v - next[b]!),
      );
    }
    const energyBefore = units(current.values());
    return {
      record: records.get(r.applicationId)!,
      before,
      after,
      shed,
      energyBefore,
      energyAfter: energyBefore - units(shed.values()),
      allDays,
    };
  });
}

/** Gives the shed MW back to every corridor of each application (their corridor-days locked first). */
async function releaseShed(tx: DbOrTx, planned: readonly Planned[], at: Date): Promise<void> {
  const corridorIds = [...new Set(planned.flatMap((p) => p.record.corridorIds))];
  const dates = [...new Set(planned.flatMap((p) => [...p.shed.keys()]))].sort();
  if (dates.length === 0) return;
  const declared = await lockedMargins(tx, corridorIds, dates);
  const loads = corridorLoads(planned.map((p) => ({ corridorIds: p.record.corridorIds, days: p.shed })));
  await changeAllocated(tx, declared, loads, -1, at);
}

/**
 * Lowers the applications' allocated schedules as the reductions say, for one revision or curtailment, and answers
 * what each change did (applications whose schedule did not move are left out).
 */
export async function reduceSchedules(
  tx: DbOrTx,
  source: ScheduleSource,
  reductions: readonly ScheduleReduction[],
  at: Date,
): Promise<ScheduleConsequence[]> {
  const planned = (await planReductions(tx, reductions)).filter((p) => p.shed.size > 0);
  if (planned.length === 0) return [];
  const ids = planned.map((p) => p.record.id);
  const before = chargeTotals(await chargeTargetsOf(tx, ids, at));
  await releaseShed(tx, planned, at);
  await repo.writeAllocations(
    tx,
    planned.flatMap((p) => [...p.after].map(([date, allocated]) => ({ applicationId: p.record.id, date, allocated }))),
  );
  await repo.setStatuses(
    tx,
    planned.map((p) => ({
      id: p.record.id,
      status: p.record.status as ApplicationStatus,
      allocatedMwh: daysEnergy(p.allDays.map((d) => p.after.get(d.date) ?? d.allocated ?? [])),
      runId: null,
    })),
    at,
  );
  const keptOf = new Map(reductions.map((r) => [r.applicationId, r.keptDates ?? []]));
  await changes.insertChanges(
    tx,
    planned.map((p) => ({
      applicationId: p.record.id,
      kind: source.kind,
      sourceId: source.id,
      sourceNo: source.no,
      changedAt: at,
      before: Object.fromEntries(p.before),
      after: Object.fromEntries(p.after),
      keptDates: (keptOf.get(p.record.id) ?? []).filter((d) => p.before.has(d)),
      energyBefore: p.energyBefore,
      energyAfter: p.energyAfter,
    })),
  );
  const because = new Map(ids.map((id) => [id, `${source.kind} ${source.no}`]));
  const after = chargeTotals(await syncApplicationCharges(tx, ids, at, because));
  const consequences = planned.map((p) => ({
    applicationId: p.record.id,
    energyBefore: p.energyBefore,
    energyAfter: p.energyAfter,
    stuBefore: before.get(p.record.id)?.stu ?? 0,
    stuAfter: after.get(p.record.id)?.stu ?? 0,
    operatingBefore: before.get(p.record.id)?.operating ?? 0,
    operatingAfter: after.get(p.record.id)?.operating ?? 0,
  }));
  await changes.setChangeCharges(
    tx,
    source.kind,
    source.id,
    consequences.map((c) => ({
      applicationId: c.applicationId,
      sb: c.stuBefore,
      sa: c.stuAfter,
      ob: c.operatingBefore,
      oa: c.operatingAfter,
    })),
  );
  return consequences;
}

/** The web path of a change's source. */
export function sourceLinkOf(kind: string, sourceId: number, applicationId: number): string {
  return kind === 'Revision' ? RECORD_LINKS.revision(sourceId, applicationId) : RECORD_LINKS.curtailment(sourceId);
}

const rupees = (paise: number) => paise / 100;

/** An application's schedule history: the original, each change with its consequence, the schedule now. */
export async function scheduleHistoryOf(tx: DbOrTx, applicationId: number, at: Date): Promise<ScheduleHistory> {
  const rows = await changes.changesOf(tx, applicationId);
  const now = chargeTotals(await chargeTargetsOf(tx, [applicationId], at)).get(applicationId) ?? {
    stu: 0,
    operating: 0,
  };
  const days = await repo.daysOf(tx, applicationId);
  const energyNow = units(days.map((d) => d.allocated ?? []));
  const first = rows[0];
  const entry = (kind: ScheduleHistory[number]['kind'], energy: number, stu: number, operating: number) => ({
    kind,
    sourceNo: null,
    link: null,
    at: null,
    energyMwh: unitsToMwh(energy),
    stuCharges: rupees(stu),
    operatingCharges: rupees(operating),
    chargeChange: 0,
    keptDates: [],
  });
  return [
    first
      ? entry('Original', first.energyBefore, first.stuBefore ?? 0, first.operatingBefore ?? 0)
      : entry('Original', energyNow, now.stu, now.operating),
    ...rows.map((c) => ({
      kind: c.kind as 'Revision' | 'Curtailment',
      sourceNo: c.sourceNo,
      link: sourceLinkOf(c.kind, c.sourceId, applicationId),
      at: c.changedAt.toISOString(),
      energyMwh: unitsToMwh(c.energyAfter),
      stuCharges: rupees(c.stuAfter ?? 0),
      operatingCharges: rupees(c.operatingAfter ?? 0),
      chargeChange: rupees((c.stuAfter ?? 0) + (c.operatingAfter ?? 0) - (c.stuBefore ?? 0) - (c.operatingBefore ?? 0)),
      keptDates: c.keptDates,
    })),
    entry('Current', energyNow, now.stu, now.operating),
  ];
}

/** What the applications' changes by one source did, per application (a curtailment's refunds). */
export async function consequencesOf(tx: DbOrTx, kind: ScheduleChangeKind, sourceId: number) {
  return new Map((await changes.changesBySource(tx, kind, sourceId)).map((c) => [c.applicationId, c]));
}

class Preview<T> {
  constructor(readonly result: T) {}
}

/** Runs `fn` in a transaction that is rolled back: what a change would do, computed by the code that does it. */
export async function preview<T>(db: DbOrTx, fn: (tx: DbOrTx) => Promise<T>): Promise<T> {
  try {
    await db.transaction(async (tx) => {
      throw new Preview(await fn(tx));
    });
  } catch (e) {
    if (e instanceof Preview) return e.result as T;
    throw e;
  }
  throw new Error('unreachable');
}
