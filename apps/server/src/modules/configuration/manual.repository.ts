/** SQL of uploaded user manuals: one row per audience, naming the stored file. */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { files, userManuals } from '../../db/schema/index.ts';
import { configStore } from './config-store.repository.ts';

export const manualStore = configStore(userManuals, 'userManual', 'No uploaded manual for this audience.');

export type ManualRow = typeof userManuals.$inferSelect;

/** The manual of an audience, locked for the rest of the transaction when `forUpdate`. */
export async function findManual(db: DbOrTx, audience: string, forUpdate = false): Promise<ManualRow | undefined> {
  const query = db.select().from(userManuals).where(eq(userManuals.audience, audience)).$dynamic();
  if (forUpdate) query.for('update');
  const [row] = await query;
  return row;
}

/** Every uploaded manual with its file's name. */
export function listManuals(db: DbOrTx) {
  return db
    .select({
      audience: userManuals.audience,
      fileId: userManuals.fileId,
      fileName: files.fileName,
      updatedAt: userManuals.updatedAt,
      updatedBy: userManuals.updatedBy,
    })
    .from(userManuals)
    .innerJoin(files, eq(files.id, userManuals.fileId));
}
