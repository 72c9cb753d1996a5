/**
 * What the inter-state service reads off a record: who may see it, its list row and detail, the documents its
 * details name, and who hears of a step (the next actors and the owner).
 */
import {
  INTER_STATE_OWNER_ROLES,
  RECORD_STATUS_LABELS,
  can,
  interStateDocumentLabel,
  interStateRowFields,
  type FileDetail,
  type InterStateDetail,
  type InterStateRow,
  type RecordStatus,
  type RegisteredEntitySector,
  type Role,
  RECORD_LINKS,
} from '@stoa/shared';
import type { DbOrTx } from '../../db/client.ts';
import { findUserById, type UserRow } from '../../platform/users/users.ts';
import * as documentStore from '../../platform/documents/documents.service.ts';
import { workflowView, type WorkflowCalendar } from '../../platform/workflow/present.ts';
import type { InterStateDefinition } from './inter-state-workflow.ts';
import * as repo from './inter-state.repository.ts';
import type { InterStateRecord, Visibility } from './inter-state.repository.ts';

export const RECORD_TYPE = 'InterStateRegistration';

export function isOwnerRole(role: string): boolean {
  return (INTER_STATE_OWNER_ROLES as readonly string[]).includes(role);
}

/** Owners see their own records (drafts included); the SLDC roles and the TRANSCO every submitted one. */
export function visibilityOf(user: UserRow): Visibility {
  return isOwnerRole(user.role) ? { kind: 'own', userId: user.id } : { kind: 'submitted' };
}

export function canView(user: UserRow, record: InterStateRecord): boolean {
  const v = visibilityOf(user);
  return v.kind === 'own' ? record.applicantUserId === user.id : record.status !== 'Draft';
}

/** The record's page (also the link of its notifications). */
export function linkOf(record: Pick<InterStateRecord, 'id' | 'sector'>): string {
  return RECORD_LINKS.interStateRegistration(record.sector as RegisteredEntitySector, record.id);
}

function statusObject(status: string) {
  return { status: status as RecordStatus, statusDescription: RECORD_STATUS_LABELS[status as RecordStatus] ?? status };
}

export function toRow(r: InterStateRecord, entityName: string): InterStateRow {
  return {
    id: r.id,
    registrationNo: r.registrationNo,
    entityName,
    sector: r.sector as RegisteredEntitySector,
    ...interStateRowFields(r.details as Record<string, unknown>),
    submittedOn: r.submittedAt?.toISOString() ?? null,
    updatedOn: r.updatedAt.toISOString(),
    expiredOn: r.expiredOn,
    status: statusObject(r.status),
  };
}

/** The documents a details payload names (a draft's may be of any shape). */
export function documentsOf(details: Record<string, unknown>): { fileId: string; documentType: string }[] {
  const docs = Array.isArray(details['documents']) ? (details['documents'] as Record<string, unknown>[]) : [];
  return docs
    .filter((d) => typeof d['fileId'] === 'string')
    .map((d) => ({ fileId: d['fileId'] as string, documentType: String(d['documentType']) }));
}

export function fileDetails(tx: DbOrTx, id: number): Promise<FileDetail[]> {
  return documentStore.documentsOf(tx, RECORD_TYPE, id, interStateDocumentLabel);
}

/**
 * The file service's record check for documents attached to inter-state registrations (InterState/DownloadFile,
 * spec §7.3): SLDC roles and the TRANSCO read the ones they may see; others only their own records'.
 */
export const canReadInterStateFile = documentStore.recordReadCheck({
  findUser: findUserById,
  findRecord: (db, id) => repo.findInterState(db, id),
  canView,
});

export async function detailOf(
  tx: DbOrTx,
  definition: InterStateDefinition,
  user: UserRow,
  record: InterStateRecord,
  calendar: WorkflowCalendar,
): Promise<InterStateDetail> {
  const role = user.role as Role;
  const status = record.status as RecordStatus;
  const viewer = { userId: user.id, role, isOwner: record.applicantUserId === user.id };
  const view = await workflowView(tx, definition, record, viewer, calendar, { facts: { validTo: record.expiredOn } });
  return {
    ...toRow(record, await repo.entityNameOf(tx, record.applicantUserId)),
    applicantUserId: record.applicantUserId,
    approvedOn: record.approvedOn,
    details: record.details as Record<string, unknown>,
    files: await fileDetails(tx, record.id),
    ...view,
    canVerifyDocuments: can(role, 'interStateVerify') && status === 'Submitted' && view.actions.includes('Forward'),
    version: record.version,
  };
}
