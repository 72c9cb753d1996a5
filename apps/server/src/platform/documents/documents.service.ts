/**
 * One document store for every workflow record (record_documents): what a submission may name, the record's set of
 * documents, the verifier's marks and the rule that gates forwarding, and the file service's record-level check.
 * Each workflow passes its record type, its labels and its own messages; the rules are the same for all.
 */
import { REGISTRATION_MESSAGES, type FileDetail, type FileValidationRequest } from '@stoa/shared';
import type { DbOrTx } from '../../db/client.ts';
import type { Principal } from '../access-guard.ts';
import { writeAudit } from '../audit.ts';
import { AppError } from '../errors.ts';
import * as repo from './documents.repository.ts';
import type { WantedDocument } from './documents.repository.ts';

export type { WantedDocument } from './documents.repository.ts';

/** The form uploads of a record's documents are made for (FILE_FORMS). */
const UPLOAD_FORM = 'Registration';

/** A record's documents as the API shows them, each labelled by the workflow's own names. */
export async function documentsOf(
  db: DbOrTx,
  recordType: string,
  recordId: number,
  labelOf: (documentType: string) => string,
): Promise<FileDetail[]> {
  const rows = await repo.documentRowsOf(db, { recordType, recordId });
  return rows.map((r) => ({
    fileId: r.fileId,
    fileName: r.fileName,
    documentType: r.documentType,
    label: labelOf(r.documentType),
    isValid: r.isValid,
    comments: r.comments,
  }));
}

/**
 * The problems of the documents a submission names, keyed by each one's field path: a document must be the
 * caller's own upload for a registration form, or one the record already holds (a resubmission keeps it).
 */
export async function checkOwnDocuments(
  tx: DbOrTx,
  user: { id: number },
  /** A missing file id (a zone row's document not uploaded) is a problem like a foreign one. */
  documents: readonly { fileId: string | null; field: string }[],
  record: { recordType: string; recordId: number | null },
  message: string,
): Promise<[field: string, message: string][]> {
  const ref = record.recordId === null ? null : { recordType: record.recordType, recordId: record.recordId };
  const files = await repo.fileOwnership(
    tx,
    documents.flatMap((d) => (d.fileId === null ? [] : [d.fileId])),
    ref,
  );
  return documents.flatMap(({ fileId, field }): [string, string][] => {
    const f = files.find((m) => m.id === fileId);
    const isOwnUpload = f?.uploadedBy === user.id && f.formName === UPLOAD_FORM;
    return f && (f.isHeld || isOwnUpload) ? [] : [[field, message]];
  });
}

/** The record's documents become those named (kept ones keep their marks); their files are attached to it. */
export async function replaceDocuments(
  tx: DbOrTx,
  recordType: string,
  recordId: number,
  documents: readonly WantedDocument[],
): Promise<void> {
  await repo.replaceDocumentRows(tx, { recordType, recordId }, documents);
}

export interface Verification {
  recordType: string;
  recordId: number;
  actor: { userId: number; ip: string | null };
  files: FileValidationRequest['files'];
  at: Date;
  /** The workflow's 400 message for a file the record does not hold (on field `files`). */
  notPartMessage: string;
}

/**
 * The verifier's Valid / Invalid marks with comments, in one statement, and one audit row
 * (`<recordtype>.verify-documents`). A file the record does not hold refuses the whole request (the caller's
 * transaction rolls back).
 */
export async function verifyDocuments(tx: DbOrTx, v: Verification): Promise<void> {
  const ref = { recordType: v.recordType, recordId: v.recordId };
  const marks = v.files.map((f) => ({ fileId: f.fileId, isValid: f.isValid, comments: f.comments ?? null }));
  const marked = await repo.markDocumentRows(tx, ref, marks, { userId: v.actor.userId, at: v.at });
  if (marks.some((m) => !marked.includes(m.fileId))) throw new AppError('validation', v.notPartMessage, 'files');
  await writeAudit(tx, {
    actorUserId: v.actor.userId,
    action: `${v.recordType.toLowerCase()}.verify-documents`,
    entityType: v.recordType,
    entityId: v.recordId,
    newValues: v.files,
    ip: v.actor.ip,
  });
}

/**
 * Why the record may not be forwarded past verification, or null when it may: a document marked invalid (seek
 * clarification or reject instead), else one not marked valid yet. A record without documents has nothing to hold
 * it back.
 */
export async function documentsVerified(db: DbOrTx, recordType: string, recordId: number): Promise<string | null> {
  const rows = await repo.documentRowsOf(db, { recordType, recordId });
  if (rows.some((r) => r.isValid === false)) return REGISTRATION_MESSAGES.documentsInvalid;
  if (rows.some((r) => r.isValid !== true)) return REGISTRATION_MESSAGES.documentsUnverified;
  return null;
}

/**
 * Record-level readers of a document a record holds, for the file service (keyed by record type): may a reader
 * role other than the uploader read it? `recordId` is the record the file is attached to.
 */
export type RecordReadCheck = (db: DbOrTx, principal: Principal, recordId: string | null) => Promise<boolean>;

export interface RecordVisibility<U, R> {
  /** The roles the record narrows (default: every reader role); the others read any record's documents. */
  narrows?: (principal: Principal) => boolean;
  findUser: (db: DbOrTx, userId: number) => Promise<U | null | undefined>;
  findRecord: (db: DbOrTx, recordId: number) => Promise<R | null>;
  canView: (user: U, record: R) => boolean;
}

/** A record check built from the workflow's own visibility rule: readers see the documents of records they see. */
export function recordReadCheck<U, R>(v: RecordVisibility<U, R>): RecordReadCheck {
  return async (db, principal, recordId) => {
    if (v.narrows && !v.narrows(principal)) return true;
    const id = recordId === null ? NaN : Number(recordId);
    if (!Number.isInteger(id)) return false;
    const [user, record] = await Promise.all([v.findUser(db, principal.userId), v.findRecord(db, id)]);
    return !!user && !!record && v.canView(user, record);
  };
}
