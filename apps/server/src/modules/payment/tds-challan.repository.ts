/**
 * SQL of TDS challans: the deductions per party and month (TdsDeduction entries of the ledger by the payment's
 * date) with the month's live challan, the challan rows, and an application's deductions.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import type { MonthlyTdsQuery } from '@stoa/shared';
import type { DbOrTx } from '../../db/client.ts';
import { tdsChallans } from '../../db/schema/index.ts';

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;
export type ChallanRecord = typeof tdsChallans.$inferSelect;

export interface MonthlyRow {
  party_user_id: number;
  party_name: string;
  month: string;
  deducted: string;
  deductions: number;
  challan_id: number | null;
  status: string | null;
  challan_no: string | null;
  bsr_code: string | null;
  deposit_date: string | null;
  proof_file_id: string | null;
  revert_reason: string | null;
  interest_charged: string;
  total: number;
}

/** The parties with TDS deducted in these months (`partyUserId`: only that one), by name. */
export async function partiesWithTds(db: DbOrTx, months: readonly string[], partyUserId: number | null) {
  const result = await db.execute(sql`
    select u.id as "partyUserId", coalesce(u.entity_name, u.user_name) as "partyName"
      from users u
     where (select coalesce(sum(e.amount_paise), 0) from ledger_entries e join dues d on d.id = e.due_id
                    where e.kind = 'TdsDeduction' and d.party_user_id = u.id
                      and to_char(e.entry_date, 'YYYY-MM') in (${sql.join(
                        months.map((m) => sql`${m}`),
                        sql`, `,
                      )})) < 0
       ${partyUserId === null ? sql`` : sql`and u.id = ${partyUserId}`}
     order by 2, 1`);
  return rowsOf<{ partyUserId: number; partyName: string }>(result);
}

/**
 * Deductions per party and month with the month's challan (the live one, else the last reverted). A reversed
 * payment's TDS is undone in its month (a positive TdsDeduction entry): `deductions` counts the ones still standing.
 */
export async function listMonthly(db: DbOrTx, query: MonthlyTdsQuery, partyUserId: number | null) {
  const inner: SQL[] = [sql`e.kind = 'TdsDeduction'`];
  if (partyUserId !== null) inner.push(sql`d.party_user_id = ${partyUserId}`);
  // A month whose deductions were all reversed (bounced payments) owes no challan: listed only if one was recorded.
  const outer: SQL[] = [sql`(m.deducted <> 0 or c.id is not null)`];
  if (query.month) outer.push(sql`m.month = ${query.month}`);
  if (query.challanStatus) outer.push(sql`coalesce(c.status, 'NotUploaded') = ${query.challanStatus}`);
  const result = await db.execute(sql`
    with m as (
      select d.party_user_id, to_char(e.entry_date, 'YYYY-MM') as month, -sum(e.amount_paise) as deducted,
        (count(*) filter (where e.amount_paise < 0) - count(*) filter (where e.amount_paise > 0))::int as deductions
      from ledger_entries e join dues d on d.id = e.due_id
      where ${sql.join(inner, sql` and `)}
      group by d.party_user_id, to_char(e.entry_date, 'YYYY-MM'))
    select m.party_user_id, coalesce(u.entity_name, u.user_name) as party_name, m.month, m.deducted::text,
      m.deductions, c.id as challan_id, c.status, c.challan_no, c.bsr_code, c.deposit_date::text,
      c.proof_file_id::text, c.revert_reason,
      coalesce((select sum(le.amount_paise) from ledger_entries le join dues dd on dd.id = le.due_id
        where dd.record_type = 'TdsChallan' and dd.record_id = c.id and le.kind in ('Charge', 'Reversal')), 0)::text
        as interest_charged,
      count(*) over ()::int as total
    from m join users u on u.id = m.party_user_id
    left join lateral (select * from tds_challans c where c.party_user_id = m.party_user_id and c.month = m.month
      order by (c.status <> 'Reverted') desc, c.id desc limit 1) c on true
    where ${sql.join(outer, sql` and `)}
    order by m.month desc, party_name
    limit ${query.pageSize} offset ${(query.pageNumber - 1) * query.pageSize}`);
  return rowsOf<MonthlyRow>(result);
}

/** What a party deducted in a month (paise). */
export async function deductedIn(tx: DbOrTx, partyUserId: number, month: string): Promise<number> {
  const result = await tx.execute(sql`
    select coalesce(-sum(e.amount_paise), 0)::bigint::text as s from ledger_entries e join dues d on d.id = e.due_id
    where e.kind = 'TdsDeduction' and d.party_user_id = ${partyUserId}
      and to_char(e.entry_date, 'YYYY-MM') = ${month}`);
  return Number(rowsOf<{ s: string }>(result)[0]!.s);
}

export async function insertChallan(tx: DbOrTx, row: typeof tdsChallans.$inferInsert) {
  const [inserted] = await tx.insert(tdsChallans).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

export async function lockChallan(tx: DbOrTx, id: number): Promise<ChallanRecord | null> {
  const [row] = await tx.select().from(tdsChallans).where(eq(tdsChallans.id, id)).for('update');
  return row ?? null;
}

export async function updateChallan(tx: DbOrTx, id: number, values: Partial<typeof tdsChallans.$inferInsert>) {
  await tx
    .update(tdsChallans)
    .set({ ...values, version: sql`${tdsChallans.version} + 1` })
    .where(eq(tdsChallans.id, id));
}

export interface DeductionRow {
  payment_id: number;
  receipt_no: string | null;
  due_type: string;
  record_no: string;
  party_user_id: number;
  deducted_on: string;
  gross_paise: string;
  tds_rate: number;
  tds_paise: string;
  challan_status: string | null;
}

/** An application's TDS deductions, each with its payment and the month's challan (a reversed payment withheld none). */
export async function deductionsOf(db: DbOrTx, applicationId: number) {
  const result = await db.execute(sql`
    select p.id as payment_id, p.receipt_no, d.due_type, d.record_no, d.party_user_id,
      e.entry_date::text as deducted_on, pi.gross_paise::text, pi.tds_rate, (-e.amount_paise)::text as tds_paise,
      (select c.status from tds_challans c where c.party_user_id = d.party_user_id
        and c.month = to_char(e.entry_date, 'YYYY-MM') order by (c.status <> 'Reverted') desc, c.id desc limit 1)
        as challan_status
    from ledger_entries e
    join dues d on d.id = e.due_id
    join payments p on p.id = e.payment_id
    join payment_items pi on pi.payment_id = p.id and pi.due_id = d.id
    where e.kind = 'TdsDeduction' and d.record_type = 'Application' and d.record_id = ${applicationId}
      and p.status <> 'Reversed'
    order by e.entry_date, p.id`);
  return rowsOf<DeductionRow>(result);
}
