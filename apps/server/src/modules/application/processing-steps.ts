/**
 * The traces of a processing step: Advance's congestion records (their applications wait for e-bidding), the
 * timeline of each application moved (the table's System rows, one statement), and one bell and mail per applicant
 * for the batch.
 */
import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_TYPE_LABELS,
  formatDisplayDate,
  LIST_LINKS,
  RECORD_LINKS,
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
import { METHOD_ACTIONS, type Method, type StatusRow } from './processing-batch.ts';
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

/** The timeline of each application the step moved, saying what limited a party-capped one. */
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

/** What a method did to a batch, in words: 'Day-ahead applications for processing date Dec 02, 2026 were …'. */
const METHOD_WORDS: Record<Method, string> = {
  ApproveAll: 'were processed',
  ProRata: 'were allocated pro-rata',
  InOrder: 'were allocated in order of receipt',
};

/** What a status means for the applicant reading its bell, in words (the actual outcome, never the method's). */
const OUTCOME_WORDS: Partial<Record<ApplicationStatus, string>> = {
  STOAApproved: 'approved in full',
  PendingApplicantApproval: 'allocated in part: accept or withdraw it',
  NoSTOARejected: 'no margin left',
  PendingEBidding:
    'congested: its congested blocks go to e-bidding, where you will be invited to bid; its other blocks are allocated',
};

/** The bell and mail of a batch to one applicant: its applications' numbers and new statuses, in words. */
export function batchMessage(
  list: readonly ApplicationRecord[],
  statusOf: (id: number) => ApplicationStatus,
  batch: { type: ApplicationType; processingDate: string; method: Method },
): NotificationMessage {
  const typeLabel = APPLICATION_TYPE_LABELS[batch.type];
  const what = `${typeLabel} applications for processing date ${formatDisplayDate(batch.processingDate)}`;
  const noOf = (r: ApplicationRecord) => r.applicationNo ?? `#${r.id}`;
  const lines = list.map((r) => {
    const status = statusOf(r.id);
    const words = OUTCOME_WORDS[status];
    return `${noOf(r)}: ${APPLICATION_STATUS_LABELS[status]}${words ? ` (${words})` : ''}`;
  });
  const only = list.length === 1 ? list[0]! : null;
  return {
    title: only
      ? `Application ${noOf(only)} (${typeLabel}) is ${APPLICATION_STATUS_LABELS[statusOf(only.id)]}`
      : `${what} processed`,
    text: `${what} ${METHOD_WORDS[batch.method]}: ${lines.join('; ')}.`,
    link: only ? RECORD_LINKS.applicationOfApplicant(only.type, only.id) : LIST_LINKS.ownApplications,
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
  batch: { type: ApplicationType; processingDate: string; method: Method; actorUserId: number },
) {
  const statusOf = new Map(statusRows.map((s) => [s.id, s.status as ApplicationStatus]));
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
