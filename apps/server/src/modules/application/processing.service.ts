/**
 * Processing a batch of applications (DOMAIN §3 steps 2–3; spec §7.7 ProcessApplications, ApproveAll,
 * AllocateProRata): assess the batch against the remaining margin, approve the fitting ones in full, resolve the
 * congested ones by the type's rule (pro-rata for day-ahead, receipt order for FCFS and contingency, a congestion
 * record for Advance's e-bidding). The pure engine decides; this file reads, locks and writes.
 *
 * Allocation runs in one transaction under a per-batch advisory lock and with the corridor-days locked, reads the
 * batch again inside it and only takes applications still pending: two SLDC users allocating the same batch at once
 * produce one allocation, the second gets 409. It reuses the batch's last assessment when its stamp (of every input)
 * is unchanged, else assesses again in the same transaction. Every write is one statement for the whole batch.
 */
import {
  APPLICATION_MESSAGES,
  assess,
  factsOf,
  parsePartyKey,
  type ApplicationType,
  type Margins,
  type ProcessingResult,
  type RunFacts,
  DEFAULT_PAGE_SIZE,
  type BlockSharesQuery,
  type ProcessingResultQuery,
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
  stampOf,
  type Batch,
} from './processing-batch.ts';
import * as runs from './processing.repository.ts';
import { notifyApplicants, recordCongestions, recordSteps } from './processing-steps.ts';
import { limitLabel, presentRun, storedRunOf, type RunRow, type StoredRun } from './processing-result.ts';
import { blockSharesOf } from './processing-shares.ts';

export function createProcessingService(deps: ServiceDeps) {
  const definition = applicationDefinition(deps);
  const { db } = deps;
  const firstPage = { pageNumber: 1, pageSize: DEFAULT_PAGE_SIZE };

  async function marginsOf(tx: DbOrTx, batch: Batch, lock: boolean) {
    const declared = lock
      ? await lockedMargins(tx, batch.corridorIds, batch.dates)
      : await readMargins(tx, batch.corridorIds, batch.dates);
    return { declared, margins: remainingOf(declared) };
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

  /** The answer of a run: one page of it, with who processed and allocated it. */
  const answerOf = async (tx: DbOrTx, run: RunRow, page = firstPage) =>
    presentRun(tx, run, page, await runOf(tx, run.id));

  /** The batch's last assessment when nothing it depends on changed since (same stamp), else a new one. */
  function factsFor(latest: RunRow | null, stamp: string, batch: Batch, margins: Margins): RunFacts {
    if (latest?.status === 'Assessed') {
      const stored = storedRunOf(latest.result);
      if (stored.stamp === stamp) return stored.facts;
    }
    return factsOf(assess(batch.engine, margins, batch.room), margins);
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
      const stamp = stampOf(batch, margins);
      const facts = factsFor(await runs.latestRun(tx, type, processingDate), stamp, batch, margins);
      const { method, chosen, allocation, congested } = decide(batch, facts, margins, mode);
      const { statusRows, dayRows, outcomes } = outcomesOf(batch, chosen, allocation, congested);
      const stored: StoredRun = { v: 2, stamp, facts, outcomes };
      const run = await runs.insertRun(tx, {
        type,
        processingDate,
        status: 'Allocated',
        method,
        applicationIds: records.map((r) => r.id),
        result: stored,
        processedBy: principal.userId,
        processedAt: at,
        allocatedBy: principal.userId,
        allocatedAt: at,
      });
      // Capacity first: changeAllocated refuses (throws) anything above ATC, rolling the whole batch back.
      const loads = chosen.map((a) => ({ corridorIds: a.corridorIds, days: allocation.allocations.get(a.id)! }));
      await changeAllocated(tx, declared, corridorLoads(loads), 1, at);
      if (congested.size > 0) await recordCongestions(tx, facts, run.id, at);
      await repo.writeAllocations(tx, dayRows);
      await repo.setStatuses(
        tx,
        statusRows.map((s) => ({ ...s, runId: run.id })),
        at,
      );
      const limiting = [...new Set(outcomes.flatMap((o) => o.limitedBy))];
      const users = await repo.userNames(
        tx,
        limiting.map((k) => parsePartyKey(k).userId),
      );
      const limitsOf = (id: number) => (allocation.limitedBy.get(id) ?? []).map((k) => limitLabel(k, users));
      await recordSteps(tx, definition, principal, method, statusRows, limitsOf, at);
      await writeAudit(tx, {
        actorUserId: principal.userId,
        action: `application.${METHOD_AUDIT[method]}`,
        entityType: 'ProcessingRun',
        entityId: run.id,
        newValues: { type, processingDate, applications: statusRows.length },
      });
      await notifyApplicants(deps, tx, records, statusRows, {
        type,
        processingDate,
        method,
        actorUserId: principal.userId,
      });
      return answerOf(tx, run);
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
        const facts = factsOf(assess(batch.engine, margins, batch.room), margins);
        const stored: StoredRun = { v: 2, stamp: stampOf(batch, margins), facts, outcomes: [] };
        const run = await runs.insertRun(tx, {
          type,
          processingDate,
          status: 'Assessed',
          method: null,
          applicationIds: records.map((r) => r.id),
          result: stored,
          processedBy: principal.userId,
          processedAt: deps.now(),
        });
        await writeAudit(tx, {
          actorUserId: principal.userId,
          action: 'application.process',
          entityType: 'ProcessingRun',
          entityId: run.id,
          newValues: { type, processingDate, applications: records.length },
        });
        return answerOf(tx, run);
      });
    },

    /** The latest run of a batch: its facts and one page of its applications as they are now. */
    async result(type: ApplicationType, processingDate: string, page: ProcessingResultQuery) {
      const run = await runs.latestRun(db, type, processingDate);
      if (!run) throw new AppError('not-found', APPLICATION_MESSAGES.notProcessed);
      return answerOf(db, run, page);
    },

    /** The shares of one block of the batch's latest run (a corridor's or a party's). */
    async shares(type: ApplicationType, processingDate: string, query: BlockSharesQuery) {
      const run = await runs.latestRun(db, type, processingDate);
      if (!run) throw new AppError('not-found', APPLICATION_MESSAGES.notProcessed);
      return blockSharesOf(db, run, query);
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
