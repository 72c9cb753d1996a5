/** SQL of stored files (bytes in bytea): insert, metadata without the bytes, the whole file, the record holding it. */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { files } from '../../db/schema/index.ts';

export type FileRow = typeof files.$inferSelect;
export type FileInsert = typeof files.$inferInsert;

export async function insertFile(db: DbOrTx, values: FileInsert): Promise<void> {
  await db.insert(files).values(values);
}

/** A file's metadata, without its bytes. */
export async function findFileMeta(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      id: files.id,
      fileName: files.fileName,
      kind: files.kind,
      sizeBytes: files.sizeBytes,
      formName: files.formName,
      uploadedBy: files.uploadedBy,
      recordType: files.recordType,
      recordId: files.recordId,
    })
    .from(files)
    .where(eq(files.id, id));
  return row;
}

export type FileMeta = NonNullable<Awaited<ReturnType<typeof findFileMeta>>>;

export async function findFile(db: DbOrTx, id: string): Promise<FileRow | undefined> {
  const [row] = await db.select().from(files).where(eq(files.id, id));
  return row;
}

export async function setFileRecord(db: DbOrTx, id: string, recordType: string, recordId: string): Promise<void> {
  await db.update(files).set({ recordType, recordId }).where(eq(files.id, id));
}
