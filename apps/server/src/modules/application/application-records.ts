/**
 * What the application services read off a record: who may see it, its list row, its block-wise schedule as
 * segments, its detail, and who hears of a step.
 */
import {
  type WorkflowAction,
  APPLICATION_STATUS_LABELS,
  APPLICATION_WORKFLOW,
  DUE_TYPE_LABELS,
  BLOCKS_PER_DAY,
  fromHundredths,
  LIST_LINKS,
  processingWhenOf,
  scheduleOf,
  totalMwh,
  type ApplicationDetail,
  type ApplicationRow,
  type ApplicationStatus,
  type ApplicationType,
  type RecordFee,
  type Role,
  type ScheduleSegment,
  type TimeBlockRow,
  RECORD_LINKS,
} from '@stoa/shared';
import type { DbOrTx } from '../../db/client.ts';
import { workflowView, type NextStepInput, type WorkflowCalendar } from '../../platform/workflow/present.ts';
import type { ApplicationDefinition } from './application-workflow.ts';
import type { UserRow } from '../../platform/users/users.ts';
import { feeOn } from '../configuration/charges.service.ts';
import { recordFeeOf } from '../payment/payment.service.ts';
import * as repo from './application.repository.ts';
import type { ApplicationRecord, DayRow } from './application.repository.ts';

export const RECORD_TYPE = 'Application';

export const APPLICANT_ROLE_SET: ReadonlySet<string> = new Set(['OABusinessUser', 'Trader']);

/** The SLDC list a type is shown in (spec §2.2: both contingency types under /Contingency). */

export function applicantLink(r: Pick<ApplicationRecord, 'id' | 'type'>): string {
  return RECORD_LINKS.applicationOfApplicant(r.type, r.id);
}
export function sldcLink(r: Pick<ApplicationRecord, 'id' | 'type'>): string {
  return RECORD_LINKS.applicationOfSldc(r.type as ApplicationType, r.id);
}

/** Energy kept as hundredths of a MWh in the table; 1/400 MWh units (0.01 MW × a block) round half up. */
export function energyHundredths(blocks: readonly number[]): number {
  const units = blocks.reduce((s, v) => s + v, 0);
  return Math.floor((units + 2) / 4);
}

export function daysEnergy(days: readonly (readonly number[])[]): number {
  return energyHundredths(days.flat());
}

export interface PartyOwners {
  sellerUserId: number | null;
  buyerUserId: number | null;
}

/** The seller's and buyer's registrations an application names (any status), with their owners. */
export async function ownersOf(tx: DbOrTx, record: ApplicationRecord) {
  const seller = record.sellerRegistrationId ? await repo.findParty(tx, record.sellerRegistrationId) : null;
  const buyer = record.buyerRegistrationId ? await repo.findParty(tx, record.buyerRegistrationId) : null;
  return { seller, buyer, sellerUserId: seller?.userId ?? null, buyerUserId: buyer?.userId ?? null };
}

/** May the user see the record? SLDC roles any submitted one; applicants their own, as trader, or as a named party. */
export function canView(user: Pick<UserRow, 'id' | 'role'>, record: ApplicationRecord, owners: PartyOwners): boolean {
  if (!APPLICANT_ROLE_SET.has(user.role)) return record.status !== 'Draft';
  if (record.applicantUserId === user.id || record.traderUserId === user.id) return true;
  return record.status !== 'Draft' && (owners.sellerUserId === user.id || owners.buyerUserId === user.id);
}

/** Runs of equal blocks on each date: the schedule as people read it. */
export function segmentsOf(days: readonly DayRow[]): ScheduleSegment[] {
  const segments: ScheduleSegment[] = [];
  for (const day of days) {
    let start = -1;
    const at = (i: number) => `${day.requested[i] ?? 0}|${day.allocated ? (day.allocated[i] ?? 0) : ''}`;
    for (let i = 0; i <= BLOCKS_PER_DAY; i += 1) {
      const empty = i === BLOCKS_PER_DAY || ((day.requested[i] ?? 0) === 0 && (day.allocated?.[i] ?? 0) === 0);
      if (start >= 0 && (empty || at(i) !== at(start))) {
        const requested = day.requested[start] ?? 0;
        const allocated = day.allocated ? (day.allocated[start] ?? 0) : null;
        const blocks = i - start;
        segments.push({
          date: day.date,
          fromTimeBlock: start,
          toTimeBlock: i,
          requested: fromHundredths(requested),
          allocated: allocated === null ? null : fromHundredths(allocated),
          requestedMwh: fromHundredths(energyHundredths([requested * blocks])),
          allocatedMwh: allocated === null ? null : fromHundredths(energyHundredths([allocated * blocks])),
        });
        start = -1;
      }
      if (start < 0 && !empty) start = i;
    }
  }
  return segments;
}

export function rowsOf(record: ApplicationRecord): Partial<TimeBlockRow>[] {
  const details = record.details as { timeBlocks?: Partial<TimeBlockRow>[] };
  return details.timeBlocks ?? [];
}

function completeRows(rows: readonly Partial<TimeBlockRow>[]): TimeBlockRow[] {
  return rows.filter(
    (r): r is TimeBlockRow =>
      typeof r.oaFromDate === 'string' &&
      typeof r.oaToDate === 'string' &&
      typeof r.fromTimeBlock === 'number' &&
      typeof r.toTimeBlock === 'number' &&
      typeof r.oaRequirement === 'number' &&
      r.toTimeBlock > r.fromTimeBlock &&
      r.oaToDate >= r.oaFromDate,
  );
}

/** A draft's energy (hundredths of MWh): the sum of its complete rows, as the rows show it one by one. */
export function draftEnergy(rows: readonly Partial<TimeBlockRow>[]): number {
  const days = completeRows(rows).flatMap((row) => {
    try {
      return [...scheduleOf([row]).values()];
    } catch {
      return []; // a half-typed requirement (more than 2 decimals): no energy yet
    }
  });
  return daysEnergy(days);
}

/** A row's MWh when the row is complete, else null (a draft's half-typed row). */
function mwhOrNull(row: Partial<TimeBlockRow>): number | null {
  const [complete] = completeRows([row]);
  try {
    return complete ? totalMwh([complete]) : null;
  } catch {
    return null;
  }
}

export function toRow(
  r: ApplicationRecord,
  names: { applicantName: string; sellerName: string | null; buyerName: string | null; traderName: string | null },
): ApplicationRow {
  const rows = rowsOf(r);
  return {
    id: r.id,
    applicationNo: r.applicationNo,
    type: r.type as ApplicationType,
    status: r.status as ApplicationStatus,
    statusLabel: APPLICATION_STATUS_LABELS[r.status as ApplicationStatus] ?? r.status,
    ...names,
    fromDate: r.fromDate,
    toDate: r.toDate,
    processingDate: r.processingDate,
    submittedAt: r.submittedAt?.toISOString() ?? null,
    maxRequirement: rows.reduce(
      (m, row) => Math.max(m, typeof row.oaRequirement === 'number' ? row.oaRequirement : 0),
      0,
    ),
    requestedMwh: fromHundredths(r.requestedMwh),
    allocatedMwh: r.allocatedMwh === null ? null : fromHundredths(r.allocatedMwh),
  };
}

const CONSENT = (value: string | null) => (value === 'Given' || value === 'Refused' ? value : 'Pending');

export async function detailOf(
  db: DbOrTx,
  definition: ApplicationDefinition,
  user: UserRow,
  record: ApplicationRecord,
  calendar: WorkflowCalendar,
): Promise<ApplicationDetail> {
  const { today } = calendar;
  const role = user.role as Role;
  const isOwner = record.applicantUserId === user.id;
  const allows = (a: WorkflowAction) => a !== 'Submit' && (!APPLICANT_ROLE_SET.has(role) || isOwner);
  const [seller, buyer, fee] = await Promise.all([
    record.sellerRegistrationId ? repo.findParty(db, record.sellerRegistrationId) : null,
    record.buyerRegistrationId ? repo.findParty(db, record.buyerRegistrationId) : null,
    feeOfRecord(db, record, user, today),
  ]);
  const canConsent =
    record.status === 'PendingConsent' &&
    ((seller?.userId === user.id && CONSENT(record.sellerConsent) === 'Pending') ||
      (buyer?.userId === user.id && CONSENT(record.buyerConsent) === 'Pending'));
  const viewer = { userId: user.id, role, isOwner, allows, isParty: canConsent };
  const [days, view, names, corridorNames] = await Promise.all([
    repo.daysOf(db, record.id),
    workflowView(db, definition, record, viewer, calendar, nextStepInputOf(record, fee, calendar)),
    repo.userNames(db, [record.applicantUserId, ...(record.traderUserId ? [record.traderUserId] : [])]),
    repo.corridorNames(db, record.corridorIds),
  ]);
  const rows = rowsOf(record);
  const consentAsked = record.sellerConsent !== null || record.buyerConsent !== null;
  return {
    id: record.id,
    applicationNo: record.applicationNo,
    type: record.type as ApplicationType,
    status: record.status as ApplicationStatus,
    statusLabel: APPLICATION_STATUS_LABELS[record.status as ApplicationStatus] ?? record.status,
    applicant: {
      userId: record.applicantUserId,
      name: names.get(record.applicantUserId) ?? '',
      role: record.traderUserId === record.applicantUserId ? 'Trader' : 'OABusinessUser',
    },
    trader: record.traderUserId ? { userId: record.traderUserId, name: names.get(record.traderUserId) ?? '' } : null,
    seller: seller ? stripParty(seller) : null,
    buyer: buyer ? stripParty(buyer) : null,
    timeBlocks: rows.map((row) => ({ ...row, mwh: mwhOrNull(row) })),
    remarks: (record.details as { remarks?: string | null }).remarks ?? null,
    // A draft has no schedule yet: its total is its rows' (saved before this rule, its stored total may be 0).
    totalMwh: fromHundredths(record.status === 'Draft' ? draftEnergy(rows) : record.requestedMwh),
    corridors: record.corridorIds.map((id) => ({ id, name: corridorNames.get(id) ?? String(id) })),
    fromDate: record.fromDate,
    toDate: record.toDate,
    processingDate: record.processingDate,
    receivedAt: record.receivedAt?.toISOString() ?? null,
    consent: consentAsked ? { seller: CONSENT(record.sellerConsent), buyer: CONSENT(record.buyerConsent) } : null,
    schedule: segmentsOf(days),
    allocatedMwh: record.allocatedMwh === null ? null : fromHundredths(record.allocatedMwh),
    fee,
    ...view,
    canConsent,
    canEdit: isOwner && APPLICATION_WORKFLOW.editable.includes(record.status as ApplicationStatus),
    canDownload: record.status === 'Approved',
    version: record.version,
  };
}

/**
 * What an application's next step names: when its batch is processed and where — the SLDC's Processing tab on its
 * batch —, the payer's Pay link while the fee is owed, the e-bidding pages of a congested one.
 */
function nextStepInputOf(record: ApplicationRecord, fee: RecordFee, calendar: WorkflowCalendar): NextStepInput {
  const type = record.type as ApplicationType;
  const batch = record.processingDate;
  return {
    facts: { processing: batch ? processingWhenOf(type, batch, calendar.rules, calendar.holidays) : null },
    paths: {
      ...(batch ? { processing: RECORD_LINKS.processingBatch(type, batch) } : {}),
      ...(fee.payLink ? { pay: fee.payLink } : {}),
      eBidding: LIST_LINKS.eBidding,
      bids: LIST_LINKS.eBiddingProposals,
    },
  };
}

/**
 * The fee on the record's page: the due its submission raised, where it stands (its payer gets the Pay link while it
 * owes it); a draft shows the fee in force today, not yet charged.
 */
async function feeOfRecord(db: DbOrTx, record: ApplicationRecord, user: UserRow, today: string): Promise<RecordFee> {
  const key = { recordType: 'Application', recordId: record.id, dueType: 'ApplicationFee' } as const;
  const isPayer = record.applicantUserId === user.id;
  const raised = record.submittedAt ? await recordFeeOf(db, key, isPayer) : null;
  if (raised) return raised;
  const amount = record.submittedAt ? null : await feeOn(db, 'ApplicationFee', record.type, today);
  const none = { owed: 0, state: 'NotCharged', dueOn: null, dueAt: null, detail: null, payLink: null } as const;
  return { label: DUE_TYPE_LABELS.ApplicationFee, amount, isPayer, ...none };
}

export function stripParty<T extends { status?: string }>(p: T) {
  const { status: _status, ...party } = p;
  return party;
}
