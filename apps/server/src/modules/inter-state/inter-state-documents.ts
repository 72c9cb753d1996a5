/**
 * The documents of inter-state registrations: what a submission may name, the verifier's marks, and reading one
 * (InterState/DownloadFile, spec §7.3) through the file service.
 */
import { INTER_STATE_MESSAGES, type FileDetail, type FileValidationRequest } from '@stoa/shared';
import type { DbOrTx } from '../../db/client.ts';
import type { Principal } from '../../platform/access-guard.ts';
import { writeAudit } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { findUserById, type UserRow } from '../../platform/users/users.ts';
import { filesMeta } from '../registration/registration.repository.ts';
import * as repo from './inter-state.repository.ts';
import { RECORD_TYPE, canView, fileDetails } from './inter-state-records.ts';

/** Each document is the caller's own upload for a registration, or one the record already holds (400 otherwise). */
export async function checkDocuments(
  tx: DbOrTx,
  user: UserRow,
  documents: readonly { documentType: string; fileId: string }[],
  recordId: number | null,
): Promise<void> {
  const meta = await filesMeta(
    tx,
    documents.map((d) => d.fileId),
  );
  const kept = recordId ? (await repo.interStateFilesOf(tx, recordId)).map((f) => f.fileId) : [];
  const problems: [string, string][] = [];
  for (const doc of documents) {
    const m = meta.find((f) => f.id === doc.fileId);
    const isOwnUpload = m?.uploadedBy === user.id && m.formName === 'Registration';
    if (!m || (!kept.includes(doc.fileId) && !isOwnUpload)) {
      problems.push([`documents.${doc.documentType}`, INTER_STATE_MESSAGES.fileNotOwn]);
    }
  }
  if (problems.length > 0) throw AppError.fields('validation', problems);
}

/** The verifier's marks on a record awaiting SLDC verification (the record is locked by the caller). */
export async function markDocuments(
  tx: DbOrTx,
  user: UserRow,
  id: number,
  body: FileValidationRequest,
  ctx: RequestContext,
  at: Date,
): Promise<FileDetail[]> {
  const record = await repo.findInterState(tx, id);
  if (record?.status !== 'Submitted') throw new AppError('business-rule', INTER_STATE_MESSAGES.verifyOnlySubmitted);
  for (const f of body.files) {
    const mark = { isValid: f.isValid, comments: f.comments ?? null, validatedBy: user.id, validatedAt: at };
    if (!(await repo.markInterStateFile(tx, id, f.fileId, mark))) {
      throw new AppError('validation', INTER_STATE_MESSAGES.fileNotPart, 'files');
    }
  }
  await writeAudit(tx, {
    actorUserId: user.id,
    action: 'interstateregistration.verify-documents',
    entityType: RECORD_TYPE,
    entityId: id,
    newValues: body.files,
    ip: ctx.ip,
  });
  return fileDetails(tx, id);
}

/**
 * The file service's record check for documents attached to inter-state registrations: SLDC roles and the
 * TRANSCO read the ones they may see; others only their own records' (the uploader always reads its own).
 */
export async function canReadInterStateFile(
  db: DbOrTx,
  principal: Principal,
  recordId: string | null,
): Promise<boolean> {
  const id = recordId === null ? NaN : Number(recordId);
  if (!Number.isInteger(id)) return false;
  const [user, record] = await Promise.all([findUserById(db, principal.userId), repo.findInterState(db, id)]);
  return !!user && !!record && canView(user, record);
}
