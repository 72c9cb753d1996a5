/** SQL of reason_lists read by the workflow kit: a record type's active reasons (the Admin's CRUD is configuration's). */
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { reasonLists } from '../../db/schema/index.ts';

/** A record type's active reasons, in the Admin's order. */
export function activeReasons(db: DbOrTx, recordType: string): Promise<{ code: string; label: string }[]> {
  return db
    .select({ code: reasonLists.code, label: reasonLists.label })
    .from(reasonLists)
    .where(and(eq(reasonLists.recordType, recordType), eq(reasonLists.isActive, true)))
    .orderBy(asc(reasonLists.sortOrder), asc(reasonLists.id));
}
