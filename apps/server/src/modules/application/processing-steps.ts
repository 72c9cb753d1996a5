/**
 * The traces of a processing step: Advance's congestion records (their applications wait for e-bidding), the
 * timeline of each application moved (the table's System rows, one statement), and one bell and mail per applicant
 * for the batch.
 */
import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_TYPE_LABELS,
  formatDisplayDate,
  formatMw,
  LIST_LINKS,
  OUTCOME_HOW,
  OUTCOME_WORDS,
  PROCESSING_METHOD_ACTIONS,
  RECORD_LINKS,
  type OutcomeStatus,
  fromHundredths,
  type ApplicationStatus,
  type ApplicationType,
  congestionsOf,
  type RunFacts,
  type Role,
} from '@stoa/shared';
import type { ServiceDeps } from '../../app-deps.ts';
import { portalUrlOf } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { Principal } from '../../platform/access-guard.ts';
import { notifyEach, type NotificationMessage } from '../../platform/notifications/notifications.ts';
import { recipientsByIds } from '../../platform/users/users.ts';
import { recordSystemSteps } from '../../platform/workflow/system-steps.ts';
import type { ApplicationDefinition } from './application-workflow.ts';
import type { ApplicationRecord } from './application.repository.ts';
import { type Method, type StatusRow } from './processing-batch.ts';
import * as runs from './processing.repository.ts';

/** Advance: one congestion record per congested corridor, with exactly its congested blocks (DOMAIN §4). */
export async function recordCongestions(tx: DbOrTx, facts: RunFacts, runId: number, at: Date) {
  const rows: runs.CongestionRow[] = [];
  for (const c of congestionsOf(facts)) {
    rows.push(
      await runs.insertCongestion(
        tx,
        { ...c, processingRunId: runId, status: 'Open', createdAt: at },
        c.applicationIds,
      ),
    );
  }
  return rows;
}

/** The timeline of each application the step moved, saying what it was given and what limited a party-capped one. */
export async function recordSteps(
  tx: DbOrTx,
  definition: ApplicationDefinition,
  principal: Principal,
  method: Method,
  statusRows: readonly StatusRow[],
  limitsOf: (id: number) => string[],
  at: Date,
) {
  if (statusRows.length === 0) return;
  const comment = (s: StatusRow) => {
    const mwh = formatMw(fromHundredths(s.allocatedMwh ?? 0));
    if (s.status === 'PendingEBidding') {
      const kept = (s.allocatedMwh ?? 0) > 0 ? `; ${mwh} MWh allocated in its other blocks` : '';
      return `Congested blocks sent to e-bidding${kept}`;
    }
    const limits = limitsOf(s.id);
    const why = limits.length > 0 ? ` (limited by the ${limits.join(' and the ')})` : '';
    return `Allocated ${mwh} MWh${why}`;
  };
  // The outcomes are the System rows of the table (their words name the outcome); the timeline names the SLDC user
  // who ran the allocation.
  const actor = { userId: principal.userId, role: principal.role as Role };
  const taken = statusRows.map((s) => ({
    recordId: s.id,
    step: {
      action: PROCESSING_METHOD_ACTIONS[method],
      from: 'PendingSTOAApproval' as ApplicationStatus,
      to: s.status,
      actor,
      comments: comment(s),
      at,
    },
  }));
  await recordSystemSteps(tx, definition, taken, { quiet: true });
}

interface BatchOfMessage {
  type: ApplicationType;
  processingDate: string;
  method: Method;
}

/**
 * The bell and mail of a batch to one applicant, about its own applications only (never the batch's): for each, what
 * happened to it (shared OUTCOME_WORDS), how, its status now and, for one application, what comes next.
 */
export function batchMessage(
  list: readonly ApplicationRecord[],
  statusOf: (id: number) => OutcomeStatus,
  batch: BatchOfMessage,
): NotificationMessage {
  const typeLabel = APPLICATION_TYPE_LABELS[batch.type];
  const date = formatDisplayDate(batch.processingDate);
  const how = OUTCOME_HOW[PROCESSING_METHOD_ACTIONS[batch.method]];
  const noOf = (r: ApplicationRecord) => r.applicationNo ?? `#${r.id}`;
  const only = list.length === 1 ? list[0]! : null;
  if (only) {
    const status = statusOf(only.id);
    const words = OUTCOME_WORDS[status];
    const what = `Application ${noOf(only)} (${typeLabel})`;
    const next = words.next ? ` ${words.next}` : '';
    return {
      title: `${what}: ${words.label}`,
      text: `${what} was ${words.was} (${how}, processing date ${date}). It is now ${APPLICATION_STATUS_LABELS[status]}.${next}`,
      link: RECORD_LINKS.applicationOfApplicant(only.type, only.id),
    };
  }
  const lines = list.map((r) => {
    const status = statusOf(r.id);
    return `${noOf(r)} was ${OUTCOME_WORDS[status].was}, now ${APPLICATION_STATUS_LABELS[status]}`;
  });
  const yours = `Your ${typeLabel} applications for processing date ${date}`;
  return {
    title: `${yours}: ${list.length} processed (${how})`,
    text: `${yours} (${how}): ${lines.join('; ')}.`,
    link: LIST_LINKS.ownApplications,
  };
}

/**
 * One bell and mail per applicant for the batch (not one per application): two statements for the whole batch.
 * Never to the SLDC user who ran it (`actorUserId`).
 */
export async function notifyApplicants(
  deps: ServiceDeps,
  tx: DbOrTx,
  records: readonly ApplicationRecord[],
  statusRows: readonly StatusRow[],
  batch: BatchOfMessage & { actorUserId: number },
) {
  const statusOf = new Map(statusRows.map((s) => [s.id, s.status]));
  const byApplicant = new Map<number, ApplicationRecord[]>();
  for (const r of records) {
    if (statusOf.has(r.id)) byApplicant.set(r.applicantUserId, [...(byApplicant.get(r.applicantUserId) ?? []), r]);
  }
  const recipients = await recipientsByIds(tx, [...byApplicant.keys()]);
  const items = recipients.map((recipient) => ({
    recipient,
    message: batchMessage(byApplicant.get(recipient.id)!, (id) => statusOf.get(id)!, batch),
  }));
  await notifyEach(tx, deps.mail.outbox, items, portalUrlOf(deps.config), batch.actorUserId);
}
