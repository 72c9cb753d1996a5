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
import {
  APPLICATION_MESSAGES,
  APPLICATION_STATUS_LABELS,
  assess,
  fromHundredths,
  type Allocation,
  type ApplicationStatus,
  type ApplicationType,
  type Assessment,
  type ProcessingResult,
} from '@stoa/shared';
import type { ServiceDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { Principal } from '../../platform/access-guard.ts';
import { writeAudit } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { readMargins } from '../atc/atc.service.ts';
import { applicationDefinition } from './application-workflow.ts';
import * as repo from './application.repository.ts';
import { changeAllocated, corridorLoads, lockedMargins, remainingOf } from './capacity.ts';
import {
  METHOD_AUDIT,
  NOTHING_TO_PROCESS,
  batchOf,
  decide,
  outcomesOf,
  partyUsersOf,
  type Batch,
} from './processing-batch.ts';
import * as runs from './processing.repository.ts';
import { notifyApplicants, recordCongestions, recordSteps } from './processing-steps.ts';
import { limitLabel, namesOf, presentResult, withPartyDefaults, type ResultNames } from './processing-result.ts';

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
    congestionRows: runs.CongestionRow[],
    names?: ResultNames,
  ): Promise<Omit<ProcessingResult, 'run'>> {
    const known = names ?? (await namesOf(tx, batch.records, partyUsersOf(batch)));
    return presentResult(batch, assessment, allocation, congestionRows, known);
  }

  async function runOf(tx: DbOrTx, id: number): Promise<ProcessingResult['run']> {
    const row = await runs.runWithNames(tx, id);
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
      await runs.lockBatch(tx, type, processingDate);
      const records = await repo.batchApplications(tx, type, processingDate, ['PendingSTOAApproval'], true);
      if (records.length === 0) throw new AppError('conflict', APPLICATION_MESSAGES.nothingToAllocate);
      const batch = await batchOf(tx, type, processingDate, records);
      const { declared, margins } = await marginsOf(tx, batch, true);
      const assessment = assess(batch.engine, margins, batch.room);
      const { method, chosen, allocation } = decide(batch, assessment, margins, mode);
      const runId = await runs.insertRun(tx, {
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
      await recordSteps(tx, definition, principal, method, statusRows, limitsOf, at);
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
      await runs.setRunResult(tx, runId, answer);
      const moved = new Set(statusRows.map((s) => s.id));
      await notifyApplicants(
        deps,
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
        const runId = await runs.insertRun(tx, {
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
      const run = await runs.latestRun(db, type, processingDate);
      if (!run) throw new AppError('not-found', APPLICATION_MESSAGES.notProcessed);
      const stored = withPartyDefaults(run.result as Omit<ProcessingResult, 'run'>);
      const current = await runs.outcomesNow(db, run.applicationIds);
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
      const rows = await runs.processingDates(db, types);
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
