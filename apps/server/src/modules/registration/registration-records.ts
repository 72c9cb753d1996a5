/**
 * What the registration service reads off a record: who may see it (per role: own, own utility's, all submitted),
 * its list row, the documents its details name, and its detail page with the workflow's view.
 */
import {
  DOCUMENT_TYPES,
  LIST_LINKS,
  RECORD_STATUS_LABELS,
  REGISTRATION_MESSAGES,
  REGISTRATION_SYSTEM_TRANSITIONS,
  ZONE_DOCUMENT,
  ZONE_DOCUMENT_LABEL,
  registrationRowFields,
  type EntityType,
  type FileDetail,
  type RecordStatus,
  type RegistrationDetail,
  type RegistrationKind,
  type RegistrationRoute,
  type RegistrationRow,
  type Role,
} from '@stoa/shared';
import type { DbOrTx } from '../../db/client.ts';
import * as documentStore from '../../platform/documents/documents.service.ts';
import { AppError } from '../../platform/errors.ts';
import { findUserById, type UserRow } from '../../platform/users/users.ts';
import { workflowView, type WorkflowCalendar } from '../../platform/workflow/present.ts';
import * as repo from './registration.repository.ts';
import type { RegistrationRecord, Visibility } from './registration.repository.ts';
import { feeTypeOf } from './registration-fees.ts';
import { recordFeeOf } from '../payment/payment.service.ts';
import type { RegistrationDefinition } from './registration-workflow.ts';

export const RECORD_TYPE = 'Registration';

/** The route a registration takes through the chain (DOMAIN §7). */
export function routeOf(r: Pick<RegistrationRecord, 'discomId' | 'transcoId'>): RegistrationRoute {
  return { involvesDiscom: r.discomId !== null, involvesTransco: r.transcoId !== null };
}

export function visibilityOf(user: UserRow): Visibility {
  switch (user.role as Role) {
    case 'OABusinessUser':
    case 'Trader':
      return { kind: 'own', userId: user.id };
    case 'DISCOMBusinessUser':
      return { kind: 'utility', column: 'discomId', utilityId: user.utilityId };
    case 'TRANSCOBusinessUser':
      return { kind: 'utility', column: 'transcoId', utilityId: user.utilityId };
    case 'SLDCBusinessUser':
    case 'SLDCApproverI':
    case 'SLDCApproverII':
      return { kind: 'all' };
    default:
      return { kind: 'utility', column: 'discomId', utilityId: null };
  }
}

export function canView(user: UserRow, r: RegistrationRecord): boolean {
  const v = visibilityOf(user);
  switch (v.kind) {
    case 'own':
      return r.applicantUserId === user.id;
    case 'utility':
      return v.utilityId !== null && r.status !== 'Draft' && r[v.column] === v.utilityId;
    case 'all':
      return r.status !== 'Draft';
  }
}

function statusObject(status: string) {
  return { status: status as RecordStatus, statusDescription: RECORD_STATUS_LABELS[status as RecordStatus] ?? status };
}

export function toRow(r: RegistrationRecord, entityName: string | null): RegistrationRow {
  return {
    id: r.id,
    kind: r.kind as RegistrationKind,
    entityType: r.entityType as EntityType,
    registrationNo: r.registrationNo,
    entityName: entityName ?? '',
    ...registrationRowFields(r.details as Record<string, unknown>),
    submittedOn: r.submittedAt?.toISOString() ?? null,
    updatedOn: r.updatedAt.toISOString(),
    approvedOn: r.approvedOn,
    expiredOn: r.expiredOn,
    status: statusObject(r.status),
  };
}

/** The documents a details payload names: typed documents and one per zone. */
export function documentsOf(details: Record<string, unknown>): { fileId: string; documentType: string }[] {
  const docs = Array.isArray(details['documents']) ? (details['documents'] as Record<string, unknown>[]) : [];
  const zones = Array.isArray(details['zones']) ? (details['zones'] as Record<string, unknown>[]) : [];
  return [
    ...docs
      .filter((d) => typeof d['fileId'] === 'string')
      .map((d) => ({ fileId: d['fileId'] as string, documentType: String(d['documentType']) })),
    ...zones
      .filter((z) => typeof z['zonefileId'] === 'string')
      .map((z) => ({ fileId: z['zonefileId'] as string, documentType: ZONE_DOCUMENT })),
  ];
}

function documentLabel(documentType: string): string {
  if (documentType === ZONE_DOCUMENT) return ZONE_DOCUMENT_LABEL;
  return (DOCUMENT_TYPES as Record<string, { label: string }>)[documentType]?.label ?? documentType;
}

export const idOrNull = (v: unknown): number | null => {
  const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v) : NaN;
  return Number.isInteger(n) && n > 0 ? n : null;
};

/** The record, if the caller may see it (404 unknown or of another entity type, 403 not theirs). */
export async function visibleRecord(
  tx: DbOrTx,
  user: UserRow,
  id: number,
  entityType: EntityType | null,
  forUpdate = false,
) {
  const record = await repo.findRegistration(tx, id, forUpdate);
  if (!record || (entityType && record.entityType !== entityType)) {
    throw new AppError('not-found', REGISTRATION_MESSAGES.notFound);
  }
  if (!canView(user, record)) throw new AppError('forbidden', 'You do not have access to this registration.');
  return record;
}

export function fileDetails(tx: DbOrTx, id: number): Promise<FileDetail[]> {
  return documentStore.documentsOf(tx, RECORD_TYPE, id, documentLabel);
}

export async function detailOf(
  tx: DbOrTx,
  definition: RegistrationDefinition,
  user: UserRow,
  record: RegistrationRecord,
  calendar: WorkflowCalendar,
): Promise<RegistrationDetail> {
  const applicant = record.applicantUserId === user.id ? user : await findUserById(tx, record.applicantUserId);
  const isOwner = record.applicantUserId === user.id;
  const role = user.role as Role;
  const status = record.status as RecordStatus;
  const names = await repo.utilityNames(tx, [record.transcoId, record.discomId]);
  const fee = await feeLineOf(tx, record, status, user);
  const renewal = await repo.findRenewalOf(tx, record.id);
  const canRenew =
    isOwner && (REGISTRATION_SYSTEM_TRANSITIONS.renew.from as readonly string[]).includes(status) && renewal === null;
  return {
    ...toRow(record, applicant?.entityName ?? null),
    applicantUserId: record.applicantUserId,
    previousRegistrationId: record.previousRegistrationId,
    details: record.details as Record<string, unknown>,
    files: await fileDetails(tx, record.id),
    ...(await workflowView(tx, definition, record, { userId: user.id, role, isOwner }, calendar, {
      facts: { validTo: record.expiredOn },
      paths: {
        ...(canRenew ? { renew: LIST_LINKS.renewRegistration } : {}),
        ...(fee?.payLink ? { pay: fee.payLink } : {}),
      },
    })),
    canRenew,
    renewedBy: renewal && !renewal.isOpen ? { id: renewal.id, validFrom: renewal.validFrom } : null,
    fee,
    transcoName: record.transcoId ? (names.get(record.transcoId)?.name ?? null) : null,
    discomName: record.discomId ? (names.get(record.discomId)?.name ?? null) : null,
    version: record.version,
  };
}

/**
 * The fee on a registration's page: the due its submission raised (the registration or renewal fee) and where it
 * stands — its payer gets the Pay link while it owes it. None before submission, nor without a due (the ledger is
 * the one source: a record submitted before dues existed owes nothing the ledger knows).
 */
async function feeLineOf(tx: DbOrTx, record: RegistrationRecord, status: RecordStatus, user: UserRow) {
  if (status === 'Draft') return null;
  const key = { recordType: 'Registration', recordId: record.id, dueType: feeTypeOf(record) } as const;
  return recordFeeOf(tx, key, record.applicantUserId === user.id);
}
