/**
 * Processing a batch of applications (DOMAIN §3 steps 2–3; spec §7.7 ProcessApplications, ApproveAll,
 * AllocateProRata): assess the batch against the remaining margin, approve the fitting ones in full, resolve the
 * congested ones by the type's rule (pro-rata for day-ahead, receipt order for FCFS and contingency, a congestion
 * record for Advance's e-bidding). The pure engine decides; this file reads, locks and writes.
 *
 * Allocation runs in one transaction under a per-batch advisory lock and with the corridor-days locked, reads the
 * batch again inside it and only takes applications still pending: two SLDC users allocating the same batch at once
 * produce one allocation, the second gets 409.
 */
import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import {
  ALLOCATED_STATUSES,
  ALLOCATION_OUTCOME_STATUS,
  APPLICATION_MESSAGES,
  APPLICATION_STATUS_LABELS,
  allocateInOrder,
  allocateProRata,
  assess,
  fromHundredths,
  parsePartyKey,
  partyKey,
  type Allocation,
  type ApplicationStatus,
  type ApplicationType,
  type Assessment,
  type EngineApplication,
  type Margins,
  type PartyRoom,
  type ProcessingResult,
  type Role,
  LIST_LINKS,
  RECORD_LINKS,
  type SystemAction,
} from '@stoa/shared';
import type { ServiceDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { applications, congestions, processingRuns, users } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/access-guard.ts';
import { writeAudit } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { portalUrlOf } from '../../config.ts';
import { readMargins } from '../atc/atc.repository.ts';
import { notifyAll } from '../../platform/notifications/notifications.ts';
import { recipientById } from '../../platform/users/users.ts';
import { recordSystemSteps } from '../../platform/workflow/system-steps.ts';
import { applicationDefinition } from './application-workflow.ts';
import * as repo from './application.repository.ts';
import type { ApplicationRecord, DayRow } from './application.repository.ts';
import { daysEnergy } from './application-records.ts';
import { changeAllocated, corridorLoads, lockedMargins, remainingOf } from './capacity.ts';
import { registrationOwners, roomOf } from './party-limits.ts';
import { limitLabel, namesOf, presentResult, withPartyDefaults, type ResultNames } from './processing-result.ts';

type Method = 'ApproveAll' | 'ProRata' | 'InOrder';
const METHOD_ACTIONS: Record<Method, SystemAction> = {
  ApproveAll: 'ApproveAll',
  ProRata: 'AllocateProRata',
  InOrder: 'AllocateInOrder',
};
const METHOD_AUDIT: Record<Method, string> = {
  ApproveAll: 'approve-all',
  ProRata: 'allocate-pro-rata',
  InOrder: 'allocate-in-order',
};
type StatusRow = { id: number; status: ApplicationStatus; allocatedMwh: number | null; runId: number };

const NOTHING_TO_PROCESS = 'No applications of this batch are waiting for processing.';
const NOTHING_FITS = 'No pending application of this batch fits in the margin: allocate the congested ones.';

interface Batch {
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

async function batchOf(
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
const partyUsersOf = (batch: Batch) =>
  [...new Set(batch.engine.flatMap((a) => a.partyKeys ?? []))].map((k) => parsePartyKey(k).userId);

/** Advance: one congestion per corridor — its congested period, least margin, applied quantum and applications. */
function congestionsOf(assessment: Assessment) {
  const byCorridor = new Map<
    number,
    { dates: string[]; blocks: number[]; margins: number[]; requested: number[]; apps: Set<number> }
  >();
  for (const b of assessment.blocks.filter((x) => x.congested)) {
    const c = byCorridor.get(b.corridorId) ?? { dates: [], blocks: [], margins: [], requested: [], apps: new Set() };
    c.dates.push(b.date);
    c.blocks.push(b.block);
    c.margins.push(b.margin);
    c.requested.push(b.requested);
    byCorridor.set(b.corridorId, c);
  }
  for (const a of assessment.applications) {
    for (const cb of a.congestedBlocks) byCorridor.get(cb.corridorId)?.apps.add(a.id);
  }
  return [...byCorridor].map(([corridorId, c]) => ({
    corridorId,
    fromDate: c.dates.reduce((m, d) => (d < m ? d : m)),
    toDate: c.dates.reduce((m, d) => (d > m ? d : m)),
    fromTimeBlock: Math.min(...c.blocks) - 1,
    toTimeBlock: Math.max(...c.blocks),
    availableMargin: Math.min(...c.margins),
    appliedQuantum: Math.max(...c.requested),
    applicationIds: [...c.apps].sort((a, b) => a - b),
  }));
}

export function createProcessingService(deps: ServiceDeps) {
  const definition = applicationDefinition(deps);
  const { db } = deps;

  async function marginsOf(tx: DbOrTx, batch: Batch, lock: boolean) {
    const declared = lock
      ? await lockedMargins(tx, batch.corridorIds, batch.dates)
      : await readMargins(tx, batch.corridorIds, batch.dates);
    return { declared, margins: remainingOf(declared) };
  }

  /** The answer of a batch, with the names it shows. */
  async function resultOf(
    tx: DbOrTx,
    batch: Batch,
    assessment: Assessment,
    allocation: Allocation | null,
    congestionRows: (typeof congestions.$inferSelect)[],
    names?: ResultNames,
  ): Promise<Omit<ProcessingResult, 'run'>> {
    const known = names ?? (await namesOf(tx, batch.records, partyUsersOf(batch)));
    return presentResult(batch, assessment, allocation, congestionRows, known);
  }

  async function runOf(tx: DbOrTx, id: number): Promise<ProcessingResult['run']> {
    const [row] = await tx
      .select({
        run: {
          id: processingRuns.id,
          status: processingRuns.status,
          method: processingRuns.method,
          processedAt: processingRuns.processedAt,
          allocatedAt: processingRuns.allocatedAt,
        },
        processedBy: sql<
          string | null
        >`(select first_name || ' ' || last_name from ${users} where id = ${processingRuns.processedBy})`,
        allocatedBy: sql<
          string | null
        >`(select first_name || ' ' || last_name from ${users} where id = ${processingRuns.allocatedBy})`,
      })
      .from(processingRuns)
      .where(eq(processingRuns.id, id));
    if (!row) return null;
    return {
      id: row.run.id,
      status: row.run.status as 'Assessed' | 'Allocated',
      method: row.run.method,
      processedAt: row.run.processedAt.toISOString(),
      processedBy: row.processedBy,
      allocatedAt: row.run.allocatedAt?.toISOString() ?? null,
      allocatedBy: row.allocatedBy,
    };
  }

  async function insertRun(tx: DbOrTx, values: typeof processingRuns.$inferInsert): Promise<number> {
    const [row] = await tx.insert(processingRuns).values(values).returning({ id: processingRuns.id });
    return row!.id;
  }

  /**
   * The applications a step allocates and how. ApproveAll: the fitting ones in full (pro-rata over them alone is
   * exactly that); for Advance, every one not congested on a corridor (the congested go to e-bidding), those over a
   * party's limit shared pro-rata within it. Allocate: every pending one by the type's rule, within margins and limits.
   */
  function decide(batch: Batch, assessment: Assessment, margins: Margins, mode: 'fitting' | 'congested') {
    const { engine, room, type } = batch;
    if (mode === 'congested') {
      const method: Method = type === 'DayAhead' ? 'ProRata' : 'InOrder';
      const run = method === 'ProRata' ? allocateProRata : allocateInOrder;
      return { method, chosen: engine, allocation: run(engine, margins, room) };
    }
    const eligible = new Set(
      assessment.applications
        .filter((a) => (type === 'Advance' ? a.congestedBlocks.length === 0 : a.fits))
        .map((a) => a.id),
    );
    const chosen = engine.filter((a) => eligible.has(a.id));
    if (chosen.length === 0 && type !== 'Advance') {
      throw new AppError('conflict', NOTHING_FITS, null, { code: 'MARGIN_EXHAUSTED' });
    }
    return { method: 'ApproveAll' as Method, chosen, allocation: allocateProRata(chosen, margins, room) };
  }

  /** What the allocation makes of each chosen application: its status, energy and day rows. */
  function outcomesOf(batch: Batch, chosen: readonly EngineApplication[], allocation: Allocation, runId: number) {
    const chosenIds = new Set(chosen.map((a) => a.id));
    const statusRows: StatusRow[] = [];
    const dayRows: { applicationId: number; date: string; allocated: number[] | null }[] = [];
    for (const record of batch.records) {
      if (!chosenIds.has(record.id)) continue;
      const outcome = allocation.outcomes.get(record.id) ?? 'None';
      const days = allocation.allocations.get(record.id) ?? new Map<string, number[]>();
      const held = outcome !== 'None';
      const status = ALLOCATION_OUTCOME_STATUS[outcome];
      statusRows.push({ id: record.id, status, allocatedMwh: held ? daysEnergy([...days.values()]) : 0, runId });
      for (const [date, blocks] of days)
        dayRows.push({ applicationId: record.id, date, allocated: held ? blocks : null });
    }
    return { statusRows, dayRows };
  }

  /** Advance: one congestion record per congested corridor; its applications wait for e-bidding. */
  async function recordCongestions(
    tx: DbOrTx,
    assessment: Assessment,
    runId: number,
    statusRows: StatusRow[],
    at: Date,
  ) {
    const rows: (typeof congestions.$inferSelect)[] = [];
    for (const c of congestionsOf(assessment)) {
      const [row] = await tx
        .insert(congestions)
        .values({ ...c, processingRunId: runId, status: 'Open', createdAt: at })
        .returning();
      rows.push(row!);
      for (const id of c.applicationIds) {
        if (!statusRows.some((s) => s.id === id)) {
          statusRows.push({ id, status: 'PendingEBidding', allocatedMwh: null, runId });
        }
      }
      await tx.update(applications).set({ congestionId: row!.id }).where(inArray(applications.id, c.applicationIds));
    }
    return rows;
  }

  /** The timeline of each application the step moved, saying what limited a party-capped one. */
  async function recordSteps(
    tx: DbOrTx,
    principal: Principal,
    method: Method,
    statusRows: readonly StatusRow[],
    limitsOf: (id: number) => string[],
    at: Date,
  ) {
    if (statusRows.length === 0) return;
    const comment = (s: StatusRow) => {
      if (s.status === 'PendingEBidding') return 'Congested: resolved by e-bidding';
      const limits = limitsOf(s.id);
      const why = limits.length > 0 ? ` (limited by the ${limits.join(' and the ')})` : '';
      return `Allocated ${fromHundredths(s.allocatedMwh ?? 0)} MWh${why}`;
    };
    // The outcomes are the System rows of the table; the timeline names the SLDC user who ran the allocation.
    const actor = { userId: principal.userId, role: principal.role as Role };
    const taken = statusRows.map((s) => ({
      recordId: s.id,
      step: {
        action: METHOD_ACTIONS[method],
        from: 'PendingSTOAApproval' as ApplicationStatus,
        to: s.status as ApplicationStatus,
        actor,
        comments: comment(s),
        at,
      },
    }));
    await recordSystemSteps(tx, definition, taken, { quiet: true });
  }

  /** Allocation of a batch under its lock: fitting ones in full, or the congested ones by the type's rule. */
  async function allocate(
    principal: Principal,
    type: ApplicationType,
    processingDate: string,
    mode: 'fitting' | 'congested',
  ): Promise<ProcessingResult> {
    if (mode === 'congested' && type === 'Advance') {
      throw new AppError('business-rule', APPLICATION_MESSAGES.advanceByEBidding);
    }
    const at = deps.now();
    const result = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`application-batch:${type}:${processingDate}`}))`);
      const records = await repo.batchApplications(tx, type, processingDate, ['PendingSTOAApproval'], true);
      if (records.length === 0) throw new AppError('conflict', APPLICATION_MESSAGES.nothingToAllocate);
      const batch = await batchOf(tx, type, processingDate, records);
      const { declared, margins } = await marginsOf(tx, batch, true);
      const assessment = assess(batch.engine, margins, batch.room);
      const { method, chosen, allocation } = decide(batch, assessment, margins, mode);
      const runId = await insertRun(tx, {
        type,
        processingDate,
        status: 'Allocated',
        method,
        applicationIds: records.map((r) => r.id),
        result: {},
        processedBy: principal.userId,
        processedAt: at,
        allocatedBy: principal.userId,
        allocatedAt: at,
      });
      // Capacity first: changeAllocated refuses (throws) anything above ATC, rolling the whole batch back.
      const loads = chosen.map((a) => ({ corridorIds: a.corridorIds, days: allocation.allocations.get(a.id)! }));
      await changeAllocated(tx, declared, corridorLoads(loads), 1, at);
      const { statusRows, dayRows } = outcomesOf(batch, chosen, allocation, runId);
      const congestionRows =
        type === 'Advance' && mode === 'fitting' ? await recordCongestions(tx, assessment, runId, statusRows, at) : [];
      await repo.writeAllocations(tx, dayRows);
      await repo.setStatuses(tx, statusRows, at);
      const names = await namesOf(tx, records, partyUsersOf(batch));
      const limitsOf = (id: number) => (allocation.limitedBy.get(id) ?? []).map((k) => limitLabel(k, names));
      await recordSteps(tx, principal, method, statusRows, limitsOf, at);
      await writeAudit(tx, {
        actorUserId: principal.userId,
        action: `application.${METHOD_AUDIT[method]}`,
        entityType: 'ProcessingRun',
        entityId: runId,
        newValues: { type, processingDate, applications: statusRows.length },
      });
      const fresh = await repo.findApplications(
        tx,
        records.map((r) => r.id),
      );
      const answer = await resultOf(tx, { ...batch, records: fresh }, assessment, allocation, congestionRows, names);
      // The stored result keeps only congested blocks' shares (uncongested blocks give everyone the request).
      await tx.update(processingRuns).set({ result: answer }).where(eq(processingRuns.id, runId));
      const moved = new Set(statusRows.map((s) => s.id));
      await notifyApplicants(
        tx,
        fresh.filter((r) => moved.has(r.id)),
        type,
        processingDate,
      );
      return { ...answer, run: await runOf(tx, runId) };
    });
    deps.mail.outbox.wake();
    return result;
  }

  /** One bell and mail per applicant for the batch (not one per application). */
  async function notifyApplicants(
    tx: DbOrTx,
    records: ApplicationRecord[],
    type: ApplicationType,
    processingDate: string,
  ) {
    const byApplicant = new Map<number, ApplicationRecord[]>();
    for (const r of records) byApplicant.set(r.applicantUserId, [...(byApplicant.get(r.applicantUserId) ?? []), r]);
    for (const [userId, list] of byApplicant) {
      const lines = list
        .map((r) => `${r.applicationNo ?? `#${r.id}`}: ${APPLICATION_STATUS_LABELS[r.status as ApplicationStatus]}`)
        .join('; ');
      await notifyAll(
        tx,
        deps.mail.outbox,
        await recipientById(tx, userId),
        {
          title: `Applications processed (${processingDate})`,
          text: `Processing of ${type} applications for ${processingDate}: ${lines}.`,
          link:
            list.length === 1
              ? RECORD_LINKS.applicationOfApplicant(list[0]!.type, list[0]!.id)
              : LIST_LINKS.ownApplications,
        },
        portalUrlOf(deps.config),
      );
    }
  }

  return {
    /** ProcessApplications: assess the pending applications of a batch against the remaining margin. */
    async process(principal: Principal, type: ApplicationType, processingDate: string): Promise<ProcessingResult> {
      return db.transaction(async (tx) => {
        const records = await repo.batchApplications(tx, type, processingDate, ['PendingSTOAApproval']);
        if (records.length === 0) throw new AppError('business-rule', NOTHING_TO_PROCESS);
        const batch = await batchOf(tx, type, processingDate, records);
        const { margins } = await marginsOf(tx, batch, false);
        const assessment = assess(batch.engine, margins, batch.room);
        const answer = await resultOf(tx, batch, assessment, null, []);
        const runId = await insertRun(tx, {
          type,
          processingDate,
          status: 'Assessed',
          method: null,
          applicationIds: records.map((r) => r.id),
          result: answer,
          processedBy: principal.userId,
          processedAt: deps.now(),
        });
        await writeAudit(tx, {
          actorUserId: principal.userId,
          action: 'application.process',
          entityType: 'ProcessingRun',
          entityId: runId,
          newValues: { type, processingDate, applications: records.length },
        });
        return { ...answer, run: await runOf(tx, runId) };
      });
    },

    /** The latest run of a batch, with the applications' current statuses. */
    async result(type: ApplicationType, processingDate: string): Promise<ProcessingResult> {
      const [run] = await db
        .select()
        .from(processingRuns)
        .where(and(eq(processingRuns.type, type), eq(processingRuns.processingDate, processingDate)))
        .orderBy(desc(processingRuns.id))
        .limit(1);
      if (!run) throw new AppError('not-found', APPLICATION_MESSAGES.notProcessed);
      const stored = withPartyDefaults(run.result as Omit<ProcessingResult, 'run'>);
      const current = await db
        .select({ id: applications.id, status: applications.status, allocatedMwh: applications.allocatedMwh })
        .from(applications)
        .where(inArray(applications.id, run.applicationIds.length > 0 ? run.applicationIds : [0]));
      const now = new Map(current.map((c) => [c.id, c]));
      return {
        ...stored,
        applications: stored.applications.map((a) => {
          const c = now.get(a.id);
          if (!c) return a;
          const status = c.status as ApplicationStatus;
          return {
            ...a,
            status,
            statusLabel: APPLICATION_STATUS_LABELS[status] ?? status,
            allocatedMwh: c.allocatedMwh === null ? null : fromHundredths(c.allocatedMwh),
          };
        }),
        run: await runOf(db, run.id),
      };
    },

    /** Batches with applications waiting or allocated, newest first (GetApplicationProcessingDates). */
    async dates(types: readonly ApplicationType[] | null) {
      const rows = await db
        .select({
          type: applications.type,
          processingDate: applications.processingDate,
          pending: sql<number>`count(*) filter (where ${applications.status} = 'PendingSTOAApproval')`.mapWith(Number),
          allocated:
            sql<number>`count(*) filter (where ${inArray(applications.status, [...ALLOCATED_STATUSES])})`.mapWith(
              Number,
            ),
          // Qualified by hand: inside the subquery a bare "type" would be the run's own column.
          lastRun: sql<string | null>`(select r.status from ${processingRuns} r where r.type = "applications"."type"
            and r.processing_date = "applications"."processing_date" order by r.id desc limit 1)`,
        })
        .from(applications)
        .where(
          and(
            isNotNull(applications.processingDate),
            types ? inArray(applications.type, [...types]) : undefined,
            inArray(applications.status, [
              'PendingSTOAApproval',
              'PendingEBidding',
              'NoSTOARejected',
              ...ALLOCATED_STATUSES,
            ]),
          ),
        )
        .groupBy(applications.type, applications.processingDate)
        .orderBy(desc(applications.processingDate), applications.type);
      return rows.map((r) => ({
        type: r.type as ApplicationType,
        processingDate: r.processingDate!,
        pending: r.pending,
        allocated: r.allocated,
        lastRun: (r.lastRun as 'Assessed' | 'Allocated' | null) ?? null,
      }));
    },

    approveAll: (principal: Principal, type: ApplicationType, processingDate: string) =>
      allocate(principal, type, processingDate, 'fitting'),
    allocateCongested: (principal: Principal, type: ApplicationType, processingDate: string) =>
      allocate(principal, type, processingDate, 'congested'),
  };
}

export type ProcessingService = ReturnType<typeof createProcessingService>;
