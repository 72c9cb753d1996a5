/**
 * Documents (spec §7.3): upload checked by content, stored in the database; read by the uploader and, once a record
 * holds the file, by the roles that process the form's records (FILE_FORM_READERS, narrowed per record). Anyone
 * else gets the answer of a file that does not exist (404), so ids cannot be probed.
 */
import { createHash, randomUUID } from 'node:crypto';
import {
  FILE_FORM_READERS,
  FILE_FORMS,
  FILE_MESSAGES,
  MESSAGES,
  canUploadFor,
  checkFile,
  isFileFormName,
  truncateFileName,
  type FileFormName,
  type FileKind,
} from '@stoa/shared';
import type { AppDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { Principal } from '../../platform/access-guard.ts';
import type { RecordReadCheck } from '../../platform/documents/documents.service.ts';
import { AppError } from '../../platform/errors.ts';
import { findFile, findFileMeta, insertFile, setFileRecord, type FileMeta } from './file.repository.ts';

export const FILE_NOT_FOUND = 'File not found.';
const FIELD = 'uploadedFile';

export interface UploadedFile {
  id: string;
  fileName: string;
  kind: FileKind;
  sizeBytes: number;
}

export interface StoredFile extends UploadedFile {
  contentType: string;
  content: Buffer;
}

export function assertFormName(formName: string): FileFormName {
  if (!isFileFormName(formName)) throw new AppError('validation', FILE_MESSAGES.unknownForm, 'formName');
  return formName;
}

/** The form, if the caller's role may upload for it (FILE_FORM_WRITERS); 403 otherwise, before any byte is read. */
export function assertMayUpload(principal: Principal, formName: string): FileFormName {
  const form = assertFormName(formName);
  if (!canUploadFor(principal.role, form)) throw new AppError('forbidden', MESSAGES.forbidden);
  return form;
}

/** Loads a file's metadata (without the bytes); 404 when missing. */
async function findMeta(db: DbOrTx, id: string): Promise<FileMeta> {
  const row = await findFileMeta(db, id);
  if (!row) throw new AppError('not-found', FILE_NOT_FOUND);
  return row;
}

export interface OwnUploadOptions {
  /** The request's field naming the file (default `fileId`). */
  fieldName?: string;
  /**
   * When set, a file another user uploaded is refused as such (403 with this message) instead of as a missing file:
   * a payer's proof must be its own.
   */
  notYours?: string;
}

/** A file the caller uploaded for `formName` (configuration saves use it: a manual must be the caller's own PDF). */
export async function requireOwnUpload(
  db: DbOrTx,
  principal: Principal,
  id: string,
  formName: FileFormName,
  options: OwnUploadOptions = {},
) {
  const { fieldName = 'fileId', notYours } = options;
  const file = await findMeta(db, id).catch(() => null);
  if (file && notYours && file.uploadedBy !== principal.userId) throw new AppError('forbidden', notYours, fieldName);
  if (!file || file.uploadedBy !== principal.userId || file.formName !== formName) {
    throw new AppError('validation', FILE_MESSAGES.missing, fieldName);
  }
  return file;
}

/** A file's name for a record page (null when it is gone). */
export async function fileNameOf(db: DbOrTx, id: string): Promise<string | null> {
  return (await findFileMeta(db, id))?.fileName ?? null;
}

/** Links a file to the record it belongs to (later capabilities). */
export async function attachFile(tx: DbOrTx, id: string, recordType: string, recordId: string | number): Promise<void> {
  await setFileRecord(tx, id, recordType, String(recordId));
}

export async function readContent(db: DbOrTx, id: string): Promise<StoredFile> {
  const row = await findFile(db, id);
  if (!row) throw new AppError('not-found', FILE_NOT_FOUND);
  return { ...row, kind: row.kind as FileKind };
}

/**
 * `recordChecks`: record-level readers, keyed by the record type a file is attached to (e.g. a DISCOM user reads
 * registration documents only of its own utility's submitted registrations).
 */
export function createFileService(deps: AppDeps, recordChecks: Record<string, RecordReadCheck> = {}) {
  const { db } = deps;

  /**
   * The uploader always; nobody else while no record holds the file (a draft's document, an import not yet
   * saved); then the form's reader roles, narrowed by the record's own check.
   */
  async function mayRead(principal: Principal, file: FileMeta): Promise<boolean> {
    if (file.uploadedBy === principal.userId) return true;
    if (file.recordType === null) return false;
    const readers = isFileFormName(file.formName) ? FILE_FORM_READERS[file.formName] : [];
    if (!readers.includes(principal.role)) return false;
    const check = recordChecks[file.recordType];
    return !check || check(db, principal, file.recordId);
  }

  return {
    assertMayUpload,

    async upload(principal: Principal, formName: string, originalName: string, bytes: Buffer): Promise<UploadedFile> {
      const form = assertMayUpload(principal, formName);
      const check = checkFile(originalName, bytes, FILE_FORMS[form]);
      if (!check.ok) throw new AppError('validation', check.message, FIELD);
      const id = randomUUID();
      const fileName = truncateFileName(originalName);
      await insertFile(db, {
        id,
        fileName,
        kind: check.kind,
        contentType: check.contentType,
        sizeBytes: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        content: bytes,
        formName: form,
        uploadedBy: principal.userId,
        uploadedAt: deps.now(),
      });
      return { id, fileName, kind: check.kind, sizeBytes: bytes.length };
    },

    /** The file with its bytes, if the caller may read it (404, as for a missing file, otherwise). */
    async read(principal: Principal, id: string): Promise<StoredFile> {
      const meta = await findMeta(db, id);
      if (!(await mayRead(principal, meta))) throw new AppError('not-found', FILE_NOT_FOUND);
      return readContent(db, id);
    },
  };
}

export type FileService = ReturnType<typeof createFileService>;
