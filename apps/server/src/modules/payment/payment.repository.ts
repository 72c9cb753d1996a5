/**
 * SQL of payments: the payment rows and the dues they name, the pending ones, and the two lists (dues with their
 * sums over the ledger; payments with their records). Lists are one statement each with their count and totals.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { businessDate, type PaymentListQuery, type SettlementEntry } from '@stoa/shared';
import type { DbOrTx } from '../../db/client.ts';
import { bankKeyOf, dues, ledgerEntries, paymentItems, payments, referenceKeyOf } from '../../db/schema/index.ts';

export type PaymentRecord = typeof payments.$inferSelect;
type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;

/** Locks some dues for the transaction (a payment of them is being recorded). */
export async function lockDues(tx: DbOrTx, ids: readonly number[]): Promise<void> {
  if (ids.length > 0)
    await tx
      .select({ id: dues.id })
      .from(dues)
      .where(inArray(dues.id, [...ids]))
      .for('update');
}

/** Dues with a payment awaiting reconciliation → that payment's id. */
export async function pendingPaymentsOf(tx: DbOrTx, dueIds: readonly number[]): Promise<Map<number, number>> {
  if (dueIds.length === 0) return new Map();
  const rows = await tx
    .select({ dueId: paymentItems.dueId, paymentId: paymentItems.paymentId })
    .from(paymentItems)
    .innerJoin(payments, eq(payments.id, paymentItems.paymentId))
    .where(and(inArray(paymentItems.dueId, [...dueIds]), eq(payments.status, 'Submitted')));
  return new Map(rows.map((r) => [r.dueId, r.paymentId]));
}

/** Inserts the payment unless its reference is taken (then null: the caller reads the existing one). */
export async function insertPayment(tx: DbOrTx, row: typeof payments.$inferInsert): Promise<PaymentRecord | null> {
  const [inserted] = await tx.insert(payments).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

/**
 * The payment holding a reference at a bank (any payer's; not a reverted one, which freed it): the same expressions
 * as the unique index, so what the look-up misses the index refuses.
 */
export async function paymentByReference(tx: DbOrTx, bankName: string, referenceNo: string) {
  const [row] = await tx
    .select()
    .from(payments)
    .where(
      and(
        sql`${bankKeyOf(payments.bankName)} = ${bankKeyOf(sql`${bankName}::text`)}`,
        sql`${referenceKeyOf(payments.referenceNo)} = ${referenceKeyOf(sql`${referenceNo}::text`)}`,
        sql`${payments.status} <> 'Reverted'`,
      ),
    );
  return row ?? null;
}

export async function insertItems(tx: DbOrTx, rows: (typeof paymentItems.$inferInsert)[]) {
  if (rows.length > 0) await tx.insert(paymentItems).values(rows);
}

export async function findPayment(tx: DbOrTx, id: number, forUpdate = false): Promise<PaymentRecord | null> {
  const query = tx.select().from(payments).where(eq(payments.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function updatePayment(tx: DbOrTx, id: number, values: Partial<typeof payments.$inferInsert>) {
  const [row] = await tx
    .update(payments)
    .set({ ...values, version: sql`${payments.version} + 1` })
    .where(eq(payments.id, id))
    .returning();
  return row!;
}

/** A payment's dues with the split decided when it was made. */
export function itemsOf(tx: DbOrTx, paymentId: number) {
  return tx
    .select({
      dueId: paymentItems.dueId,
      grossPaise: paymentItems.grossPaise,
      tdsPaise: paymentItems.tdsPaise,
      tdsRate: paymentItems.tdsRate,
      netPaise: paymentItems.netPaise,
      partyUserId: dues.partyUserId,
      recordType: dues.recordType,
      recordId: dues.recordId,
      recordNo: dues.recordNo,
      recordKind: dues.recordKind,
      dueType: dues.dueType,
    })
    .from(paymentItems)
    .innerJoin(dues, eq(dues.id, paymentItems.dueId))
    .where(eq(paymentItems.paymentId, paymentId))
    .orderBy(paymentItems.dueId);
}

/** The settlement a payment's reconciliation wrote (its Payment and TdsDeduction entries), entry by entry. */
export async function settlementOf(tx: DbOrTx, paymentId: number): Promise<SettlementEntry[]> {
  const rows = await tx
    .select({ dueId: ledgerEntries.dueId, kind: ledgerEntries.kind, amountPaise: ledgerEntries.amountPaise })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.paymentId, paymentId), inArray(ledgerEntries.kind, ['Payment', 'TdsDeduction'])))
    .orderBy(ledgerEntries.id);
  return rows as SettlementEntry[];
}

export interface DueListRow {
  id: number;
  party_user_id: number;
  party_name: string;
  record_type: string;
  record_id: number;
  record_no: string;
  record_kind: string | null;
  reference: string | null;
  due_type: string;
  charged: string;
  settled: string;
  tds: string;
  refunded: string;
  balance: string;
  due_on: string | null;
  /** The instant of a cut-off pay-by (a day-ahead fee's); null: by the end of due_on. Drivers differ: a Date or text. */
  due_at: Date | string | null;
  raised_on: string;
  status: string;
  pending_payment_id: number | null;
  total: number;
  total_charged: string;
  total_settled: string;
  total_balance: string;
}

/** The payment of a due awaiting reconciliation, if any (`d` is the due). */
const PENDING_PAYMENT = sql`(select pi.payment_id from payment_items pi join payments p on p.id = pi.payment_id
    where pi.due_id = d.id and p.status = 'Submitted' limit 1)`;

/** Per due: its sums over the ledger itself (what a payment is checked against) and its payment awaiting reconciliation. */
function dueSums(where: SQL) {
  return sql`
    select d.id, d.party_user_id, coalesce(u.entity_name, u.user_name) as party_name, d.record_type, d.record_id,
      d.record_no, d.record_kind, d.reference, d.due_type,
      coalesce(sum(e.amount_paise) filter (where e.kind in ('Charge', 'Reversal')), 0) as charged,
      coalesce(-sum(e.amount_paise) filter (where e.kind in ('Payment', 'TdsDeduction')), 0) as settled,
      coalesce(-sum(e.amount_paise) filter (where e.kind = 'TdsDeduction'), 0) as tds,
      coalesce(sum(e.amount_paise) filter (where e.kind = 'Refund'), 0) as refunded,
      coalesce(sum(e.amount_paise), 0) as balance,
      (max(e.due_on) filter (where e.kind = 'Charge'))::text as due_on,
      -- Only a fee carries a cut-off, and a fee is charged once: its one Charge entry says it.
      max(e.due_at) filter (where e.kind = 'Charge') as due_at,
      min(e.entry_date)::text as raised_on,
      ${PENDING_PAYMENT} as pending_payment_id
    from dues d
    join ledger_entries e on e.due_id = d.id
    join users u on u.id = d.party_user_id
    where ${where}
    group by d.id, u.entity_name, u.user_name`;
}

/**
 * A page of dues with the totals of all that match: the sums come from due_sums (kept by the database as entries
 * are written), so a page costs the matching dues' rows, not the ledger's; the parties' names only for the page.
 */
export async function listDues(
  tx: DbOrTx,
  query: PaymentListQuery,
  partyUserId: number | null,
  now: Date,
): Promise<DueListRow[]> {
  const today = businessDate(now);
  const filters: SQL[] = [sql`(s.charged <> 0 or s.balance <> 0)`];
  if (partyUserId !== null) filters.push(sql`d.party_user_id = ${partyUserId}`);
  if (query.dueType) filters.push(sql`d.due_type = ${query.dueType}`);
  if (query.search) {
    const like = `%${query.search}%`;
    filters.push(sql`(d.record_no ilike ${like} or d.reference ilike ${like})`);
  }
  if (query.fromDate) filters.push(sql`s.raised_on >= ${query.fromDate}`);
  if (query.toDate) filters.push(sql`s.raised_on <= ${query.toDate}`);
  // Overdue after its pay-by: the end of its date, or the instant of a cut-off (shared isPastDue).
  const status = sql`case when m.balance <= 0 then 'Paid' when m.pending_payment_id is not null
      then 'UnderReconciliation' when m.due_on < ${today} or m.due_at < ${now.toISOString()}::timestamptz
      then 'Overdue' else 'Due' end`;
  const result = await tx.execute(sql`
    with m as (
      select d.id, d.party_user_id, d.record_type, d.record_id, d.record_no, d.record_kind, d.reference, d.due_type,
        s.charged, s.settled, s.tds, s.refunded, s.balance, s.due_on, s.due_at, s.raised_on,
        ${PENDING_PAYMENT} as pending_payment_id
      from dues d join due_sums s on s.due_id = d.id
      where ${sql.join(filters, sql` and `)}),
    page as (
      select m.*, ${status} as status,
        count(*) over ()::int as total, (sum(m.charged) over ())::text as total_charged,
        (sum(m.settled) over ())::text as total_settled, (sum(m.balance) over ())::text as total_balance
      from m ${query.dueStatus ? sql`where ${status} = ${query.dueStatus}` : sql``}
      order by (m.balance > 0) desc, m.due_on nulls last, m.id desc
      limit ${query.pageSize} offset ${(query.pageNumber - 1) * query.pageSize})
    select page.id, page.party_user_id, coalesce(u.entity_name, u.user_name) as party_name, page.record_type,
      page.record_id, page.record_no, page.record_kind, page.reference, page.due_type, page.charged::text,
      page.settled::text, page.tds::text, page.refunded::text, page.balance::text, page.due_on::text, page.due_at,
      page.raised_on::text, page.pending_payment_id, page.status, page.total, page.total_charged,
      page.total_settled, page.total_balance
    from page join users u on u.id = page.party_user_id
    order by (page.balance > 0) desc, page.due_on nulls last, page.id desc`);
  return rowsOf<DueListRow>(result);
}

/** Some dues with their sums and state (MakePayment's check; a refund's record). */
export async function duesWithSums(tx: DbOrTx, ids: readonly number[]): Promise<DueListRow[]> {
  if (ids.length === 0) return [];
  const result = await tx.execute(sql`
    with s as (${dueSums(sql`d.id in ${sql.raw(`(${ids.map(Number).join(',')})`)}`)})
    select s.id, s.party_user_id, s.party_name, s.record_type, s.record_id, s.record_no, s.record_kind, s.reference, s.due_type,
      s.charged::text, s.settled::text, s.tds::text, s.refunded::text, s.balance::text, s.due_on, s.due_at, s.raised_on,
      s.pending_payment_id, 'Due' as status, 0 as total from s order by s.id`);
  return rowsOf<DueListRow>(result);
}

export interface PaymentListRow {
  id: number;
  receipt_no: string | null;
  party_user_id: number;
  party_name: string;
  mode: string;
  amount_paise: string;
  tds_paise: string;
  reference_no: string;
  bank_name: string;
  payment_date: string;
  status: string;
  status_reason: string | null;
  submitted_at: string;
  record_nos: string[];
  total: number;
  total_amount: string;
  total_received: string;
}

export async function listPayments(
  tx: DbOrTx,
  query: PaymentListQuery,
  partyUserId: number | null,
): Promise<PaymentListRow[]> {
  const filters: SQL[] = [sql`true`];
  if (partyUserId !== null) filters.push(sql`p.party_user_id = ${partyUserId}`);
  if (query.paymentStatus) filters.push(sql`p.status = ${query.paymentStatus}`);
  if (query.search) {
    const like = `%${query.search}%`;
    filters.push(sql`(p.reference_no ilike ${like} or p.receipt_no ilike ${like} or exists (select 1 from
      payment_items pi join dues d on d.id = pi.due_id where pi.payment_id = p.id and d.record_no ilike ${like}))`);
  }
  if (query.dueType) {
    filters.push(sql`exists (select 1 from payment_items pi join dues d on d.id = pi.due_id
      where pi.payment_id = p.id and d.due_type = ${query.dueType})`);
  }
  if (query.fromDate) filters.push(sql`p.payment_date >= ${query.fromDate}`);
  if (query.toDate) filters.push(sql`p.payment_date <= ${query.toDate}`);
  const result = await tx.execute(sql`
    select p.id, p.receipt_no, p.party_user_id, coalesce(u.entity_name, u.user_name) as party_name, p.mode,
      p.amount_paise::text, p.tds_paise::text, p.reference_no, p.bank_name, p.payment_date::text, p.status,
      case p.status when 'Reverted' then p.revert_reason when 'Reversed' then p.reversal_reason end as status_reason,
      p.submitted_at::text,
      array(select distinct d.record_no from payment_items pi join dues d on d.id = pi.due_id
        where pi.payment_id = p.id order by d.record_no) as record_nos,
      count(*) over ()::int as total, (sum(p.amount_paise) over ())::text as total_amount,
      (sum(coalesce((select -sum(e.amount_paise) from ledger_entries e
        where e.payment_id = p.id and e.kind = 'Payment'), 0)) over ())::text as total_received
    from payments p join users u on u.id = p.party_user_id
    where ${sql.join(filters, sql` and `)}
    order by p.submitted_at desc, p.id desc
    limit ${query.pageSize} offset ${(query.pageNumber - 1) * query.pageSize}`);
  return rowsOf<PaymentListRow>(result);
}

export interface OverdueRow {
  user_id: number;
  user_name: string;
  party_name: string;
  is_defaulter: boolean;
  overdue: string;
  dues: number;
  oldest_due_on: string;
}

/** Parties with dues still owed whose pay-by date is before `before`: what they owe on them, the oldest date. */
export async function overdueParties(db: DbOrTx, before: string): Promise<OverdueRow[]> {
  const result = await db.execute(sql`
    select u.id as user_id, u.user_name, coalesce(u.entity_name, u.user_name) as party_name,
      u.is_defaulter, sum(s.balance)::text as overdue, count(*)::int as dues, min(s.due_on)::text as oldest_due_on
    from due_sums s join dues d on d.id = s.due_id join users u on u.id = d.party_user_id
    where s.balance > 0 and s.due_on < ${before}
    group by u.id
    order by min(s.due_on), u.id`);
  return rowsOf<OverdueRow>(result);
}
