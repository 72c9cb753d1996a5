/** The only SQL on record_documents (and on the files a record holds): one set of statements for every record type. */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { files, recordDocuments } from '../../db/schema/index.ts';

/** A workflow record, named as workflow_events names it: its type ('Registration', …) and id. */
export interface RecordRef {
  recordType: string;
  recordId: number;
}

/** A document a record names: the file and what it is on the form. */
export interface WantedDocument {
  fileId: string;
  documentType: string;
}

export interface DocumentMark {
  fileId: string;
  isValid: boolean;
  comments: string | null;
}

const ofRecord = (ref: RecordRef) =>
  and(eq(recordDocuments.recordType, ref.recordType), eq(recordDocuments.recordId, ref.recordId));

/** A record's documents with their files' names and the verifier's marks, in the order they were added. */
export async function documentRowsOf(db: DbOrTx, ref: RecordRef) {
  return db
    .select({
      fileId: recordDocuments.fileId,
      documentType: recordDocuments.documentType,
      isValid: recordDocuments.isValid,
      comments: recordDocuments.comments,
      fileName: files.fileName,
    })
    .from(recordDocuments)
    .innerJoin(files, eq(files.id, recordDocuments.fileId))
    .where(ofRecord(ref))
    .orderBy(asc(recordDocuments.id));
}

/**
 * Makes a record's rows match the documents it names: rows no longer named go, new ones come; a row kept (same file,
 * same document type) keeps its marks. The files are attached to the record (files.record_type / record_id), which
 * decides who besides the uploader reads them.
 */
export async function replaceDocumentRows(db: DbOrTx, ref: RecordRef, wanted: readonly WantedDocument[]) {
  const same = (a: WantedDocument, b: WantedDocument) => a.fileId === b.fileId && a.documentType === b.documentType;
  const existing = await db
    .select({ id: recordDocuments.id, fileId: recordDocuments.fileId, documentType: recordDocuments.documentType })
    .from(recordDocuments)
    .where(ofRecord(ref));
  const stale = existing.filter((e) => !wanted.some((w) => same(w, e)));
  if (stale.length > 0) {
    await db.delete(recordDocuments).where(
      inArray(
        recordDocuments.id,
        stale.map((s) => s.id),
      ),
    );
  }
  const fresh = wanted.filter((w) => !existing.some((e) => same(w, e)));
  if (fresh.length > 0) await db.insert(recordDocuments).values(fresh.map((w) => ({ ...ref, ...w })));
  if (wanted.length > 0) {
    await db
      .update(files)
      .set({ recordType: ref.recordType, recordId: String(ref.recordId) })
      .where(
        inArray(
          files.id,
          wanted.map((w) => w.fileId),
        ),
      );
  }
}

/**
 * The verifier's marks on many documents in one statement; answers the file ids it marked (a file the record does
 * not hold is not among them). A file marked twice in one request takes its last mark.
 */
export async function markDocumentRows(
  db: DbOrTx,
  ref: RecordRef,
  marks: readonly DocumentMark[],
  by: { userId: number; at: Date },
): Promise<string[]> {
  if (marks.length === 0) return [];
  const last = [...new Map(marks.map((m) => [m.fileId, m])).values()];
  const payload = JSON.stringify(last.map((m) => ({ f: m.fileId, v: m.isValid, c: m.comments })));
  const rows = await db
    .update(recordDocuments)
    .set({ isValid: sql`mark.v`, comments: sql`mark.c`, validatedBy: by.userId, validatedAt: by.at })
    .from(sql`jsonb_to_recordset(${payload}::jsonb) as mark(f uuid, v boolean, c text)`)
    .where(and(ofRecord(ref), sql`${recordDocuments.fileId} = mark.f`))
    .returning({ fileId: recordDocuments.fileId });
  return rows.map((r) => r.fileId);
}

/** Who uploaded each file and for which form, and whether the record already holds it (one query). */
export async function fileOwnership(db: DbOrTx, ids: readonly string[], ref: RecordRef | null) {
  if (ids.length === 0) return [];
  const held = ref ? and(ofRecord(ref), eq(recordDocuments.fileId, files.id)) : sql`false`;
  return db
    .select({
      id: files.id,
      uploadedBy: files.uploadedBy,
      formName: files.formName,
      isHeld: sql<boolean>`${recordDocuments.id} is not null`,
    })
    .from(files)
    .leftJoin(recordDocuments, held)
    .where(inArray(files.id, [...new Set(ids)]));
}
