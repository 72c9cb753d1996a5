/**
 * What the standing clearance service reads off a record: who may see it, its list row (with the statutory clock)
 * and detail, and who hears of a step (the next actors and the owner).
 */
import {
  API_ACCESS,
  CLEARANCE_EXCHANGE_LABELS,
  STANDING_CLEARANCE_STATUS_LABELS,
  STANDING_CLEARANCE_UNDECIDED,
  clearanceDue,
  fromHundredths,
  type ClearanceDirection,
  type ClearanceExchange,
  type ClearanceKind,
  type Role,
  type StandingClearanceDetail,
  type StandingClearanceRow,
  type StandingClearanceStatus,
  RECORD_LINKS,
} from '@stoa/shared';
import type { DbOrTx } from '../../db/client.ts';
import type { UserRow } from '../../platform/users/users.ts';
import { workflowView, type WorkflowCalendar } from '../../platform/workflow/present.ts';
import type { ClearanceDefinition } from './standing-clearance-workflow.ts';
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
  definition: ClearanceDefinition,
  user: UserRow,
  record: ClearanceRecord,
  calendar: WorkflowCalendar,
): Promise<StandingClearanceDetail> {
  const role = user.role as Role;
  const status = record.status as StandingClearanceStatus;
  const applicant = await repo.applicantOf(tx, record.applicantUserId);
  const viewer = { userId: user.id, role, isOwner: record.applicantUserId === user.id };
  return {
    ...toRow(record, applicant.entityName, calendar),
    applicantUserId: record.applicantUserId,
    registrationNo: await repo.registrationNoOf(tx, record.registrationId),
    details: record.details as Details,
    checks: !isOwnerRole(role) && status !== 'Draft' ? await checksOf(tx, record) : null,
    ...(await workflowView(tx, definition, record, viewer, calendar)),
    canDownload: status === 'Approved',
    version: record.version,
  };
}
