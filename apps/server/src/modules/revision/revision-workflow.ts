/**
 * The revision workflow's server half: lock (404 / 403), the approval's effect — the request applied to the
 * schedule as it stands, from its effective block, with the dates its notice keeps on STU charges — and who hears
 * of each step (the SLDC business users of a new request, the applicant of the answer).
 */
import {
  isApplicantRole,
  REVISION_FORM_MESSAGES,
  REVISION_ROUTE,
  REVISION_STATUS_LABELS,
  REVISION_WORKFLOW,
  RECORD_LINKS,
  businessDate,
  cancellationChargeDates,
  formatDisplayDate,
  lowerSchedule,
  nextActors,
  type Role,
  type RevisionRoute,
  type RevisionStatus,
} from '@stoa/shared';
import type { ServiceDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { findUserById, recipientById, usersInRoles } from '../../platform/users/users.ts';
import type { Announcement, StepActor, WorkflowDefinition } from '../../platform/workflow/definition.ts';
import { currentRules } from '../configuration/rules.service.ts';
import { allocatedScheduleOf, findApplications, reduceSchedules } from '../application/schedules.service.ts';
import { impactOf } from './revision-plan.ts';
import * as repo from './revision.repository.ts';
import type { RevisionRecord } from './revision.repository.ts';

export const RECORD_TYPE = 'Revision';

export type RevisionDefinition = WorkflowDefinition<RevisionStatus, RevisionRoute, RevisionRecord>;

export interface StoredRow {
  oaFromDate: string;
  oaToDate: string;
  fromTimeBlock: number;
  toTimeBlock: number;
  /** Hundredths of a MW. */
  mw: number;
}

/** Applicants see their own requests; SLDC roles every one. */
export function canView(user: { id: number; role: string }, record: RevisionRecord): boolean {
  return !isApplicantRole(user.role) || record.applicantUserId === user.id;
}

async function lock(tx: DbOrTx, id: number, actor: StepActor): Promise<RevisionRecord> {
  const record = await repo.findRevision(tx, id, true);
  if (!record) throw new AppError('not-found', REVISION_FORM_MESSAGES.notFound);
  if (actor.userId === null) return record;
  const user = await findUserById(tx, actor.userId);
  if (!user || !canView(user, record)) throw new AppError('forbidden', REVISION_FORM_MESSAGES.notVisible);
  return record;
}

/** Approval: the rows lower the schedule as it stands now (never raising a block) from the effective block. */
async function applyRevision(tx: DbOrTx, record: RevisionRecord, at: Date) {
  const [application] = await findApplications(tx, [record.applicationId]);
  if (application?.status !== 'Approved') throw new AppError('business-rule', REVISION_FORM_MESSAGES.notRevisable);
  const rules = (await currentRules(tx)).revision;
  const from = { date: record.effectiveDate, block: record.effectiveBlock };
  const current = await allocatedScheduleOf(tx, record.applicationId);
  const rows = (record.rows as StoredRow[]).map((r) => ({ ...r, oaRequirement: r.mw / 100 }));
  const after = lowerSchedule(current, rows, from);
  const revised = new Map([...current].map(([d, b]) => [d, after.get(d) ?? b]));
  const keptDates = cancellationChargeDates(businessDate(record.requestedAt), current, revised, rules);
  const source = { kind: 'Revision' as const, id: record.id, no: record.revisionNo };
  const [consequence] = await reduceSchedules(
    tx,
    source,
    [{ applicationId: record.applicationId, after, keptDates }],
    at,
  );
  return { impact: impactOf(from, current, after, keptDates, consequence, rules), decidedAt: at };
}

async function announce(tx: DbOrTx, record: RevisionRecord): Promise<Announcement[]> {
  const status = record.status as RevisionStatus;
  const [application] = await findApplications(tx, [record.applicationId]);
  const appNo = application?.applicationNo ?? `Application ${record.applicationId}`;
  const title = `Revision ${record.revisionNo} of ${appNo} is ${REVISION_STATUS_LABELS[status]}`;
  const link = RECORD_LINKS.revision(record.id, record.applicationId);
  const effective = `from ${formatDisplayDate(record.effectiveDate)}`;
  const next = await usersInRoles(tx, nextActors(REVISION_WORKFLOW, status, REVISION_ROUTE) as Role[]);
  const announcements: Announcement[] = [];
  if (next.length > 0) {
    const text = `Revision ${record.revisionNo} of ${appNo} (${effective}) awaits your approval.`;
    announcements.push({ recipients: next, message: { title, text, link } });
  }
  announcements.push({
    recipients: await recipientById(tx, record.applicantUserId),
    message: {
      title,
      text: `Revision ${record.revisionNo} of ${appNo} is now: ${REVISION_STATUS_LABELS[status]}.`,
      link,
    },
  });
  return announcements;
}

export function revisionDefinition(deps: ServiceDeps): RevisionDefinition {
  return {
    workflow: REVISION_WORKFLOW,
    recordType: RECORD_TYPE,
    deps,
    lock,
    reload: async (tx, id) => (await repo.findRevision(tx, id))!,
    idOf: (r) => r.id,
    statusOf: (r) => r.status as RevisionStatus,
    routeOf: () => REVISION_ROUTE,
    effects: { applyRevision: (tx, record, step) => applyRevision(tx, record, step.at) },
    async save(tx, record, patch, at) {
      const decided = patch.status !== 'Submitted' ? { decidedAt: at } : {};
      await repo.updateRevision(tx, record.id, { ...patch, ...decided, updatedAt: at });
    },
    announce: (tx, record) => announce(tx, record),
  };
}
