/** The only SQL on curtailments (curtailments, curtailment_items): insert, read, the Applied Curtailments list. */
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { curtailmentItems, curtailments } from '../../db/schema/index.ts';

export type CurtailmentRecord = typeof curtailments.$inferSelect;
export type CurtailmentItem = typeof curtailmentItems.$inferSelect;

export async function insertCurtailment(db: DbOrTx, values: typeof curtailments.$inferInsert): Promise<number> {
  const [row] = await db.insert(curtailments).values(values).returning({ id: curtailments.id });
  return row!.id;
}

export async function insertItems(db: DbOrTx, items: readonly CurtailmentItem[]): Promise<void> {
  if (items.length > 0) await db.insert(curtailmentItems).values([...items]);
}

export async function itemsOf(db: DbOrTx, curtailmentId: number): Promise<CurtailmentItem[]> {
  return db.select().from(curtailmentItems).where(eq(curtailmentItems.curtailmentId, curtailmentId));
}

export interface CurtailmentListRow {
  record: CurtailmentRecord;
  corridorName: string;
  appliedBy: string;
  applications: number;
}

/**
 * A page of curtailments, newest first, with the count: every one, or those touching an application of `userId`
 * (its applicant, trader, seller or buyer). `onlyId` reads one.
 */
export async function listCurtailments(
  db: DbOrTx,
  filter: { userId: number | null; fromDate?: string; toDate?: string; onlyId?: number },
  page: { pageNumber: number; pageSize: number },
): Promise<{ rows: CurtailmentListRow[]; count: number }> {
  const where = [
    sql`true`,
    ...(filter.onlyId !== undefined ? [sql`c.id = ${filter.onlyId}`] : []),
    ...(filter.fromDate ? [sql`c.to_date >= ${filter.fromDate}::date`] : []),
    ...(filter.toDate ? [sql`c.from_date <= ${filter.toDate}::date`] : []),
    ...(filter.userId !== null
      ? [
          sql`exists (select 1 from curtailment_items i join applications a on a.id = i.application_id
              left join registrations s on s.id = a.seller_registration_id
              left join registrations b on b.id = a.buyer_registration_id
             where i.curtailment_id = c.id and ${filter.userId} in
               (a.applicant_user_id, a.trader_user_id, s.applicant_user_id, b.applicant_user_id))`,
        ]
      : []),
  ];
  const result = await db.execute(sql`
    select c.id, count(*) over () as "count", k.name as "corridorName",
           coalesce(u.first_name || ' ' || u.last_name, u.user_name) as "appliedBy",
           (select count(distinct i.application_id) from curtailment_items i where i.curtailment_id = c.id)::int
             as "applications"
      from curtailments c join corridors k on k.id = c.corridor_id join users u on u.id = c.applied_by
     where ${sql.join(where, sql` and `)}
     order by c.applied_at desc, c.id desc
     limit ${page.pageSize} offset ${(page.pageNumber - 1) * page.pageSize}`);
  type Row = { id: number; count: string; corridorName: string; appliedBy: string; applications: number };
  const rows = (result as unknown as { rows: Row[] }).rows;
  if (rows.length === 0) return { rows: [], count: 0 };
  const records = await db
    .select()
    .from(curtailments)
    .where(sql`${curtailments.id} in ${sql.raw(`(${rows.map((r) => Number(r.id)).join(',')})`)}`);
  const byId = new Map(records.map((r) => [r.id, r]));
  return {
    rows: rows.map((r) => ({
      record: byId.get(r.id)!,
      corridorName: r.corridorName,
      appliedBy: r.appliedBy,
      applications: r.applications,
    })),
    count: Number(rows[0]!.count),
  };
}
