/** SQL of the reason lists the Admin keeps (the workflow kit reads the active ones: platform/workflow/reasons.repository.ts). */
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { reasonLists } from '../../db/schema/index.ts';
import { configStore } from './config-store.repository.ts';

export const reasonStore = configStore(reasonLists, 'reason', 'Reason not found.');
export type ReasonRow = typeof reasonLists.$inferSelect;

/** Every reason (or a record type's), by record type and the Admin's order. */
export const listReasons = (db: DbOrTx, recordType?: string) =>
  reasonStore.list(db, recordType ? eq(reasonLists.recordType, recordType) : undefined, [
    asc(reasonLists.recordType),
    asc(reasonLists.sortOrder),
    asc(reasonLists.id),
  ]);
