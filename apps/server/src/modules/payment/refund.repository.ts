/**
 * SQL of refunds: the applications with their sums over the ledger, a record's refunds, a new refund. The refundable
 * cash and the TDS to reverse are the shared refundPositionOf in SQL (a due's credit split as it was settled:
 * tdsPartSql), so the list and the record's history never disagree.
 */
import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { refunds, users } from '../../db/schema/index.ts';
import { tdsPartSql } from '../../platform/ledger-credit.repository.ts';

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
  refundable: string;
  tds_to_reverse: string;
  total: number;
  total_refundable: string;
  total_refunded: string;
  total_tds_to_reverse: string;
}

export async function listRefundable(
  db: DbOrTx,
  query: { pageNumber: number; pageSize: number; search?: string | undefined; onlyRefundable: boolean },
  partyUserId: number | null,
): Promise<RefundListRow[]> {
  const filters: SQL[] = [sql`d.record_type = 'Application'`];
  if (partyUserId !== null) filters.push(sql`d.party_user_id = ${partyUserId}`);
  if (query.search) filters.push(sql`d.record_no ilike ${`%${query.search}%`}`);
  const having = query.onlyRefundable
    ? sql`r.refundable > 0`
    : sql`(r.refundable > 0 or r.refunded > 0 or r.tds_to_reverse > 0)`;
  const result = await db.execute(sql`
    with s as (
      select d.record_id, min(d.record_no) as record_no, min(d.record_kind) as record_kind,
        min(d.party_user_id) as party_user_id,
        coalesce(sum(e.amount_paise) filter (where e.kind in ('Charge', 'Reversal')), 0) as charged,
        coalesce(-sum(e.amount_paise) filter (where e.kind = 'Payment'), 0) as cash,
        coalesce(-sum(e.amount_paise) filter (where e.kind = 'TdsDeduction'), 0) as tds,
        coalesce(sum(e.amount_paise) filter (where e.kind = 'Refund'), 0) as refunded,
        coalesce(sum(e.amount_paise), 0) as balance
      from dues d join ledger_entries e on e.due_id = d.id
      where ${sql.join(filters, sql` and `)}
      group by d.id, d.record_id),
    c as (select s.*, ${tdsPartSql(sql`s.charged`, sql`(s.cash + s.tds)`, sql`s.tds`)} as tds_part from s),
    r as (
      select c.record_id, min(c.record_no) as record_no, min(c.record_kind) as record_kind,
        min(c.party_user_id) as party_user_id, sum(c.charged) as charged, sum(c.cash + c.tds) as paid,
        sum(c.refunded) as refunded, greatest(0, -sum(c.balance) - sum(c.tds_part)) as refundable,
        sum(c.tds_part) as tds_to_reverse
      from c group by c.record_id)
    select r.record_id, r.record_no, r.record_kind, r.party_user_id, coalesce(u.entity_name, u.user_name) as party_name,
      r.charged::text, r.paid::text, r.refunded::text, r.refundable::text, r.tds_to_reverse::text,
      count(*) over ()::int as total,
      (sum(r.refundable) over ())::text as total_refundable,
      (sum(r.refunded) over ())::text as total_refunded,
      (sum(r.tds_to_reverse) over ())::text as total_tds_to_reverse
    from r join users u on u.id = r.party_user_id
    where ${having}
    order by r.refundable desc, r.record_id desc
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
