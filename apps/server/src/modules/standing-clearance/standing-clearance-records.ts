/**
 * What the standing clearance service reads off a record: who may see it, its list row (with the statutory clock)
 * and detail, and who hears of a step (the next actors and the owner).
 */
import {
  API_ACCESS,
  CLEARANCE_EXCHANGE_LABELS,
  STANDING_CLEARANCE_ROUTE,
  STANDING_CLEARANCE_STATUS_LABELS,
  STANDING_CLEARANCE_UNDECIDED,
  STANDING_CLEARANCE_WORKFLOW,
  actionsFor,
  clearanceDue,
  formActionsFor,
  formatClearanceMw,
  formatDdMmYyyy,
  fromHundredths,
  nextActors,
  type ClearanceDirection,
  type ClearanceExchange,
  type ClearanceKind,
  type Role,
  type StandingClearanceDetail,
  type StandingClearanceRow,
  type StandingClearanceStatus,
  RECORD_LINKS,
  actionBarOf,
} from '@stoa/shared';
import type { ServiceDeps } from '../../app-deps.ts';
import { portalUrlOf } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { UserRow } from '../../platform/users/users.ts';
import { timelineOf } from '../../platform/timeline/timeline.ts';
import { notifyAll } from '../../platform/notifications/notifications.ts';
import { recipientById, usersInRoles } from '../../platform/users/users.ts';
import { checksOf } from './standing-clearance-checks.ts';
import * as repo from './standing-clearance.repository.ts';
import type { ClearanceRecord, Visibility } from './standing-clearance.repository.ts';

export const RECORD_TYPE = 'StandingClearance';

export function isOwnerRole(role: string): boolean {
  return (API_ACCESS.standingClearanceOwn as readonly string[]).includes(role);
}

/** Applicants see their own requests (drafts included); the SLDC roles every submitted one. */
export function visibilityOf(user: UserRow): Visibility {
  return isOwnerRole(user.role) ? { kind: 'own', userId: user.id } : { kind: 'submitted' };
}

export function canView(user: UserRow, record: ClearanceRecord): boolean {
  const v = visibilityOf(user);
  return v.kind === 'own' ? record.applicantUserId === user.id : record.status !== 'Draft';
}

/** The record's page for the SLDC (standing-clearance-power) and for its applicant (consent). */
export const sldcLinkOf = RECORD_LINKS.clearanceOfSldc;
export const ownerLinkOf = RECORD_LINKS.clearanceOfApplicant;

type Details = Record<string, unknown>;
const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);

function kindOf(details: Details): ClearanceKind | null {
  const kind = details['transactionKind'];
  return kind === 'Bilateral' || kind === 'PowerExchange' ? kind : null;
}

/** 'Name (State)' for a bilateral transaction, the exchange for a power-exchange one. */
export function counterpartyOf(details: Details): string | null {
  const kind = kindOf(details);
  if (kind === 'Bilateral') {
    const name = text(details['counterpartyName']);
    const state = text(details['counterpartyState']);
    return name ? (state ? `${name} (${state})` : name) : null;
  }
  if (kind === 'PowerExchange') {
    const exchange = text(details['exchange']);
    return exchange ? (CLEARANCE_EXCHANGE_LABELS[exchange as ClearanceExchange] ?? exchange) : null;
  }
  return null;
}

export const isUndecided = (status: string) => (STANDING_CLEARANCE_UNDECIDED as readonly string[]).includes(status);

export function toRow(
  r: ClearanceRecord,
  entityName: string,
  clock: { today: string; holidays: ReadonlySet<string> },
): StandingClearanceRow {
  const status = r.status as StandingClearanceStatus;
  const details = r.details as Details;
  return {
    id: r.id,
    clearanceNo: r.clearanceNo,
    entityName,
    direction: r.direction as ClearanceDirection,
    transactionKind: kindOf(details),
    counterparty: counterpartyOf(details),
    quantumMw: fromHundredths(r.quantum),
    fromDate: r.fromDate,
    toDate: r.toDate,
    submittedOn: r.submittedAt?.toISOString() ?? null,
    dueOn: r.dueOn,
    due: r.dueOn && isUndecided(status) ? clearanceDue(r.dueOn, clock.today, clock.holidays) : null,
    decidedOn: r.decidedAt?.toISOString() ?? null,
    updatedOn: r.updatedAt.toISOString(),
    status: { status, statusDescription: STANDING_CLEARANCE_STATUS_LABELS[status] ?? status },
  };
}

export async function detailOf(
  tx: DbOrTx,
  user: UserRow,
  record: ClearanceRecord,
  clock: { today: string; holidays: ReadonlySet<string> },
): Promise<StandingClearanceDetail> {
  const isOwner = record.applicantUserId === user.id;
  const role = user.role as Role;
  const status = record.status as StandingClearanceStatus;
  const wf = STANDING_CLEARANCE_WORKFLOW;
  const ctx = STANDING_CLEARANCE_ROUTE;
  const applicant = await repo.applicantOf(tx, record.applicantUserId);
  return {
    ...toRow(record, applicant.entityName, clock),
    applicantUserId: record.applicantUserId,
    registrationNo: await repo.registrationNoOf(tx, record.registrationId),
    details: record.details as Details,
    checks: !isOwnerRole(role) && status !== 'Draft' ? await checksOf(tx, record) : null,
    timeline: await timelineOf(tx, RECORD_TYPE, record.id),
    formActions: formActionsFor(wf, status, role, ctx, { isOwner, canView: true }),
    actions: actionsFor(wf, status, role, ctx).filter((a) => a !== 'Submit' || isOwner),
    actionBar: actionBarOf(wf, status, role, ctx),
    clock: null,
    canDownload: status === 'Approved',
    version: record.version,
  };
}

/** Bell and mail of a step: the next actors are asked to act, the owner told where the request stands. */
export async function announce(deps: ServiceDeps, tx: DbOrTx, record: ClearanceRecord) {
  const portalUrl = portalUrlOf(deps.config);
  const status = record.status as StandingClearanceStatus;
  const ref = record.clearanceNo ?? `#${record.id}`;
  const label = STANDING_CLEARANCE_STATUS_LABELS[status];
  const title = `Standing clearance ${ref}: ${label}`;
  const next = await usersInRoles(tx, nextActors(STANDING_CLEARANCE_WORKFLOW, status, STANDING_CLEARANCE_ROUTE));
  if (next.length > 0) {
    const { entityName } = await repo.applicantOf(tx, record.applicantUserId);
    const what = `${record.direction}, ${formatClearanceMw(fromHundredths(record.quantum))}, ${formatDdMmYyyy(record.fromDate)} to ${formatDdMmYyyy(record.toDate)}`;
    const due = record.dueOn ? ` Answer due by ${formatDdMmYyyy(record.dueOn)}.` : '';
    const text = `Standing clearance request ${ref} of ${entityName} (${what}) awaits your action (${label}).${due}`;
    await notifyAll(tx, deps.mail.outbox, next, { title, text, link: sldcLinkOf(record.id) }, portalUrl);
  }
  const owner = await recipientById(tx, record.applicantUserId);
  const text = `Your standing clearance request ${ref} is now: ${label}.`;
  await notifyAll(tx, deps.mail.outbox, owner, { title, text, link: ownerLinkOf(record.id) }, portalUrl);
}
