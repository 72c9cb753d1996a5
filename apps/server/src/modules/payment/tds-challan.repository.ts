/**
 * SQL of TDS challans: a party's month of deductions (TdsDeduction entries of the ledger by the payment's date) with
 * the live challan naming each, the challan rows and the deductions they name (tds_challan_deductions), and an
 * application's deductions. The monthly list is tds-month.repository.ts.
 */
import { eq, sql } from 'drizzle-orm';
import type { TdsChallanCover, TdsDeductionItem } from '@stoa/shared';
import type { DbOrTx } from '../../db/client.ts';
import { tdsChallans } from '../../db/schema/index.ts';

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;
export type ChallanRecord = typeof tdsChallans.$inferSelect;

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
 * A party's deductions of a month and the live challans naming them (a reverted challan names none any more): what
 * the shared uncoveredDeductions / monthDeposits read.
 */
export async function monthState(tx: DbOrTx, partyUserId: number, month: string) {
  const result = await tx.execute(sql`
    select e.id as entry_id, e.entry_date::text as deducted_on, (-e.amount_paise)::text as paise, c.id as challan_id,
      c.status
    from ledger_entries e join dues d on d.id = e.due_id
    left join tds_challan_deductions l on l.entry_id = e.id and l.released_at is null
    left join tds_challans c on c.id = l.challan_id
    where e.kind = 'TdsDeduction' and d.party_user_id = ${partyUserId} and to_char(e.entry_date, 'YYYY-MM') = ${month}
    order by e.entry_date, e.id`);
  type Row = { entry_id: number; deducted_on: string; paise: string; challan_id: number | null; status: string | null };
  const rows = rowsOf<Row>(result);
  const deductions: TdsDeductionItem[] = rows.map((r) => ({
    entryId: r.entry_id,
    deductedOn: r.deducted_on,
    paise: Number(r.paise),
  }));
  const covers = new Map<number, { status: TdsChallanCover['status']; entryIds: number[] }>();
  for (const r of rows) {
    if (r.challan_id === null) continue;
    const cover = covers.get(r.challan_id) ?? { status: r.status as TdsChallanCover['status'], entryIds: [] };
    cover.entryIds.push(r.entry_id);
    covers.set(r.challan_id, cover);
  }
  return { deductions, challans: [...covers.values()] };
}

/** Names the deductions a challan deposits; how many were free to name (a live challan's are not). */
export async function linkDeductions(tx: DbOrTx, challanId: number, entryIds: readonly number[]): Promise<number> {
  if (entryIds.length === 0) return 0;
  const result = await tx.execute(sql`
    insert into tds_challan_deductions (challan_id, entry_id)
    select ${challanId}, v.id::int from jsonb_array_elements_text(${JSON.stringify(entryIds)}::jsonb) as v(id)
    on conflict do nothing
    returning entry_id`);
  return rowsOf(result).length;
}

/** The deductions a live challan names, with their dates (its interest runs from each one's own). */
export async function coveredBy(
  tx: DbOrTx,
  challanId: number,
): Promise<Pick<TdsDeductionItem, 'deductedOn' | 'paise'>[]> {
  const result = await tx.execute(sql`
    select e.entry_date::text as "deductedOn", (-e.amount_paise)::text as paise
    from tds_challan_deductions l join ledger_entries e on e.id = l.entry_id
    where l.challan_id = ${challanId} and l.released_at is null
    order by e.entry_date, e.id`);
  return rowsOf<{ deductedOn: string; paise: string }>(result).map((r) => ({ ...r, paise: Number(r.paise) }));
}

/** A reverted challan's deductions are free for the next challan (the rows stay as its record). */
export async function releaseDeductions(tx: DbOrTx, challanId: number, at: Date): Promise<void> {
  await tx.execute(sql`
    update tds_challan_deductions set released_at = ${at.toISOString()}::timestamptz
    where challan_id = ${challanId} and released_at is null`);
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
  challan_status: string;
  challan_no: string | null;
}

/**
 * An application's TDS deductions, each with its payment and where it stands: the live challan naming it, else
 * 'SupplementaryDue' when a challan of its month is approved, 'Reverted' when the month's latest challan came back,
 * else 'NotUploaded'.
 */
export async function deductionsOf(db: DbOrTx, applicationId: number) {
  const result = await db.execute(sql`
    select p.id as payment_id, p.receipt_no, d.due_type, d.record_no, d.party_user_id,
      e.entry_date::text as deducted_on, pi.gross_paise::text, pi.tds_rate, (-e.amount_paise)::text as tds_paise,
      coalesce(lc.status,
        case when exists (select 1 from tds_challans c where c.party_user_id = d.party_user_id
                           and c.month = to_char(e.entry_date, 'YYYY-MM') and c.status = 'Approved')
             then 'SupplementaryDue'
             when (select c.status from tds_challans c where c.party_user_id = d.party_user_id
                    and c.month = to_char(e.entry_date, 'YYYY-MM') order by c.id desc limit 1) = 'Reverted'
             then 'Reverted' else 'NotUploaded' end) as challan_status,
      lc.challan_no
    from ledger_entries e
    join dues d on d.id = e.due_id
    join payments p on p.id = e.payment_id
    join payment_items pi on pi.payment_id = p.id and pi.due_id = d.id
    left join tds_challan_deductions l on l.entry_id = e.id and l.released_at is null
    left join tds_challans lc on lc.id = l.challan_id
    where e.kind = 'TdsDeduction' and d.record_type = 'Application' and d.record_id = ${applicationId}
      and p.status <> 'Reversed'
    order by e.entry_date, p.id`);
  return rowsOf<DeductionRow>(result);
}
