/** SQL for the Admin's view of the mail outbox. */
import { count, desc, ilike } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../db/client.ts';

export interface OutboxQuery {
  pageNumber: number;
  pageSize: number;
  to?: string | undefined;
}

export async function listOutbox(db: DbOrTx, query: OutboxQuery) {
  const where = query.to ? ilike(mailOutbox.to, `%${query.to.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined;
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(where)
    .orderBy(desc(mailOutbox.id))
    .limit(query.pageSize)
    .offset((query.pageNumber - 1) * query.pageSize);
  const [total] = await db.select({ value: count() }).from(mailOutbox).where(where);
  return { rows, dataCount: total?.value ?? 0 };
}
