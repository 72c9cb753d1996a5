/** SQL of refunds: the applications with their sums over the ledger, a record's refunds, a new refund. */
import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { refunds, users } from '../../db/schema/index.ts';

type Rows<T> = { rows: T[] };

export interface RefundListRow {
  record_id: number;
  record_no: string;
  record_kind: string | null;
  party_user_id: number;
  party_name: string;
  charged: string;
  paid: string;
  refunded: string;
  balance: string;
  total: number;
  total_refundable: string;
  total_refunded: string;
}

export async function listRefundable(
  db: DbOrTx,
  query: { pageNumber: number; pageSize: number; search?: string | undefined; onlyRefundable: boolean },
  partyUserId: number | null,
): Promise<RefundListRow[]> {
  const filters: SQL[] = [sql`d.record_type = 'Application'`];
  if (partyUserId !== null) filters.push(sql`d.party_user_id = ${partyUserId}`);
  if (query.search) filters.push(sql`d.record_no ilike ${`%${query.search}%`}`);
  const having = query.onlyRefundable ? sql`s.balance < 0` : sql`(s.balance < 0 or s.refunded > 0)`;
  const result = await db.execute(sql`
    with s as (
      select d.record_id, min(d.record_no) as record_no, min(d.record_kind) as record_kind,
        min(d.party_user_id) as party_user_id,
        coalesce(sum(e.amount_paise) filter (where e.kind in ('Charge', 'Reversal')), 0) as charged,
        coalesce(-sum(e.amount_paise) filter (where e.kind in ('Payment', 'TdsDeduction')), 0) as paid,
        coalesce(sum(e.amount_paise) filter (where e.kind = 'Refund'), 0) as refunded,
        coalesce(sum(e.amount_paise), 0) as balance
      from dues d join ledger_entries e on e.due_id = d.id
      where ${sql.join(filters, sql` and `)}
      group by d.record_id)
    select s.record_id, s.record_no, s.record_kind, s.party_user_id, coalesce(u.entity_name, u.user_name) as party_name,
      s.charged::text, s.paid::text, s.refunded::text, s.balance::text,
      count(*) over ()::int as total,
      (sum(greatest(0, -s.balance)) over ())::text as total_refundable,
      (sum(s.refunded) over ())::text as total_refunded
    from s join users u on u.id = s.party_user_id
    where ${having}
    order by s.balance asc, s.record_id desc
    limit ${query.pageSize} offset ${(query.pageNumber - 1) * query.pageSize}`);
  return (result as unknown as Rows<RefundListRow>).rows;
}

/** One refund of an application at a time (a transaction-scoped advisory lock). */
export async function lockRefunds(tx: DbOrTx, applicationId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('refund'), ${applicationId})`);
}

export async function insertRefund(tx: DbOrTx, row: typeof refunds.$inferInsert): Promise<number> {
  const [inserted] = await tx.insert(refunds).values(row).returning({ id: refunds.id });
  return inserted!.id;
}

export function refundsOf(db: DbOrTx, applicationId: number) {
  return db
    .select({
      id: refunds.id,
      amountPaise: refunds.amountPaise,
      mode: refunds.mode,
      referenceNo: refunds.referenceNo,
      refundDate: refunds.refundDate,
      remarks: refunds.remarks,
      recordedAt: refunds.recordedAt,
      recordedByName: sql<string | null>`${users.firstName} || ' ' || coalesce(${users.lastName}, '')`,
    })
    .from(refunds)
    .leftJoin(users, eq(users.id, refunds.recordedBy))
    .where(sql`${refunds.recordType} = 'Application' and ${refunds.recordId} = ${applicationId}`)
    .orderBy(desc(refunds.recordedAt), desc(refunds.id));
}
