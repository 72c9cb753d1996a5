/**
 * The standing clearance workflow's server half (the worked example of docs/ARCHITECTURE.md "How to add a
 * workflow"): how the runner locks, checks, numbers, saves and announces a request of the shared table.
 */
import {
  STANDING_CLEARANCE_MESSAGES,
  STANDING_CLEARANCE_ROUTE,
  STANDING_CLEARANCE_STATUS_LABELS,
  STANDING_CLEARANCE_WORKFLOW,
  businessDate,
  formatClearanceMw,
  formatClearanceNo,
  formatDisplayDate,
  fromHundredths,
  nextActors,
  type StandingClearanceRoute,
  type StandingClearanceStatus,
} from '@stoa/shared';
import type { ServiceDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { nextSerial } from '../../platform/serials/serials.ts';
import { findUserById, recipientById, usersInRoles } from '../../platform/users/users.ts';
import type { Announcement, StepActor, WorkflowDefinition } from '../../platform/workflow/definition.ts';
import { checksOf } from './standing-clearance-checks.ts';
import { RECORD_TYPE, canView, ownerLinkOf, sldcLinkOf } from './standing-clearance-records.ts';
import * as repo from './standing-clearance.repository.ts';
import type { ClearanceRecord } from './standing-clearance.repository.ts';

/** The key of the number series in the serial counters. */
const SERIAL_KEY = 'StandingClearance';
const DECIDED: readonly string[] = ['Approved', 'Rejected'];

export type ClearanceDefinition = WorkflowDefinition<StandingClearanceStatus, StandingClearanceRoute, ClearanceRecord>;

async function lock(tx: DbOrTx, id: number, actor: StepActor): Promise<ClearanceRecord> {
  const record = await repo.findClearance(tx, id, true);
  if (!record) throw new AppError('not-found', STANDING_CLEARANCE_MESSAGES.notFound);
  if (actor.userId === null) return record;
  const user = await findUserById(tx, actor.userId);
  if (!user || !canView(user, record)) throw new AppError('forbidden', STANDING_CLEARANCE_MESSAGES.notVisible);
  return record;
}

/** The SLDC's checks gate Verify and Forward and Approve: the failing ones are named. */
async function checksPassed(tx: DbOrTx, record: ClearanceRecord): Promise<string | null> {
  const failed = (await checksOf(tx, record)).filter((c) => c.outcome === 'Fail');
  if (failed.length === 0) return null;
  return `${STANDING_CLEARANCE_MESSAGES.checksFailed} (${failed.map((c) => c.label).join(', ')})`;
}

/** The next actors are asked to act; the owner is told where the request stands. */
export async function clearanceAnnouncements(tx: DbOrTx, record: ClearanceRecord): Promise<Announcement[]> {
  const status = record.status as StandingClearanceStatus;
  const label = STANDING_CLEARANCE_STATUS_LABELS[status];
  const { entityName } = await repo.applicantOf(tx, record.applicantUserId);
  const what = `${record.direction}, ${formatClearanceMw(fromHundredths(record.quantum))}, ${formatDisplayDate(record.fromDate)} to ${formatDisplayDate(record.toDate)}`;
  // Before approval there is no number: the entity and the request's terms name it.
  const name = record.clearanceNo
    ? `Standing clearance ${record.clearanceNo}`
    : `Standing clearance request of ${entityName} (${what})`;
  const title = `${name} is ${label}`;
  const announcements: Announcement[] = [];
  const next = await usersInRoles(tx, nextActors(STANDING_CLEARANCE_WORKFLOW, status, STANDING_CLEARANCE_ROUTE));
  if (next.length > 0) {
    const due = record.dueOn ? ` Answer due by ${formatDisplayDate(record.dueOn)}.` : '';
    const of = record.clearanceNo ? ` of ${entityName} (${what})` : '';
    const text = `${name}${of} awaits your action (${label}).${due}`;
    announcements.push({ recipients: next, message: { title, text, link: sldcLinkOf(record.id) } });
  }
  announcements.push({
    recipients: await recipientById(tx, record.applicantUserId),
    message: { title, text: `${name} is now: ${label}.`, link: ownerLinkOf(record.id) },
  });
  return announcements;
}

export function clearanceDefinition(deps: ServiceDeps): ClearanceDefinition {
  return {
    workflow: STANDING_CLEARANCE_WORKFLOW,
    recordType: RECORD_TYPE,
    deps,
    lock,
    reload: async (tx, id) => (await repo.findClearance(tx, id))!,
    idOf: (r) => r.id,
    statusOf: (r) => r.status as StandingClearanceStatus,
    routeOf: () => STANDING_CLEARANCE_ROUTE,
    dueOnOf: (r) => r.dueOn,
    clockWords: { lead: 'Answer due', what: 'the answer' },
    preconditions: { clearanceChecksPassed: checksPassed },
    effects: {
      async issueNumber(tx, _record, step) {
        const year = Number(businessDate(step.at).slice(0, 4));
        return { clearanceNo: formatClearanceNo(year, await nextSerial(tx, SERIAL_KEY, year)) };
      },
    },
    async save(tx, record, patch, at) {
      const decided = DECIDED.includes(patch.status) ? { decidedAt: at } : {};
      await repo.updateClearance(tx, record.id, { ...patch, ...decided, updatedAt: at });
    },
    announce: (tx, record) => clearanceAnnouncements(tx, record),
  };
}
