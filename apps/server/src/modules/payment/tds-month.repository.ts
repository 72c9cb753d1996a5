/**
 * SQL of the monthly TDS list (DOMAIN §5): per party and month (of the payment's date) the TdsDeduction entries split
 * by where they stand — on an approved challan (deposited), on a submitted one (in reconciliation), on none (not
 * deposited) —, the month's status (the SQL twin of the shared monthChallanStatus, so the status filter pages on the
 * server), and every challan of the month with what it names and the interest it was charged. One statement a page.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { MonthlyTdsQuery } from '@stoa/shared';
import type { DbOrTx } from '../../db/client.ts';

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;

/** A challan of the month as the list reads it (amounts in paise). */
export interface MonthChallanRow {
  id: number;
  challanNo: string;
  bsrCode: string | null;
  depositDate: string;
  amountPaise: number;
  status: 'Submitted' | 'Approved' | 'Reverted';
  isSupplementary: boolean;
  proofFileId: string | null;
  revertReason: string | null;
  deductions: number;
  /** The earliest deduction it names (interest runs from each deduction's own date: one month, one count). */
  firstDeductedOn: string | null;
  interestCharged: number;
}

export interface MonthlyRow {
  party_user_id: number;
  party_name: string;
  month: string;
  deducted: string;
  deductions: number;
  deposited: string;
  in_reconciliation: string;
  not_deposited: string;
  /** The earliest deduction on no live challan. */
  first_open_on: string | null;
  /** The challan the row acts on: the submitted one, else the latest. */
  challan_id: number | null;
  challan_status: 'Submitted' | 'Approved' | 'Reverted' | null;
  challans: MonthChallanRow[];
  total: number;
}

/** The month's status as monthChallanStatus reads it (Submitted first, Approved when nothing is left). */
const MONTH_STATUS = sql.raw(`case when ch.status = 'Submitted' then 'Submitted'
  when s.not_deposited <= 0 then 'Approved' when s.deposited > 0 then 'SupplementaryDue'
  when ch.status = 'Reverted' then 'Reverted' else 'NotUploaded' end`);

/** Every challan of the page's months, oldest first, as JSON. */
const CHALLANS = sql.raw(`coalesce((select json_agg(json_build_object(
    'id', c.id, 'challanNo', c.challan_no, 'bsrCode', c.bsr_code, 'depositDate', c.deposit_date::text,
    'amountPaise', c.amount_paise, 'status', c.status, 'isSupplementary', c.is_supplementary,
    'proofFileId', c.proof_file_id::text, 'revertReason', c.revert_reason,
    'deductions', (select count(*) from tds_challan_deductions l where l.challan_id = c.id),
    'firstDeductedOn', (select min(e.entry_date)::text from tds_challan_deductions l
      join ledger_entries e on e.id = l.entry_id where l.challan_id = c.id),
    'interestCharged', (select coalesce(sum(le.amount_paise), 0) from dues dd join ledger_entries le on le.due_id = dd.id
      where dd.record_type = 'TdsChallan' and dd.record_id = c.id and le.kind in ('Charge', 'Reversal')))
    order by c.id)
  from tds_challans c where c.party_user_id = p.party_user_id and c.month = p.month), '[]')`);

/** A page of the months of the filters (`partyUserId`: one payer's), newest first. */
export async function listMonthly(db: DbOrTx, query: MonthlyTdsQuery, partyUserId: number | null) {
  const inner: SQL[] = [sql`e.kind = 'TdsDeduction'`];
  if (partyUserId !== null) inner.push(sql`d.party_user_id = ${partyUserId}`);
  // A month whose deductions were all reversed (bounced payments) owes no challan: listed only if one was recorded.
  const outer: SQL[] = [sql`(r.deducted <> 0 or r.challan_id is not null)`];
  if (query.month) outer.push(sql`r.month = ${query.month}`);
  if (query.challanStatus) outer.push(sql`r.month_status = ${query.challanStatus}`);
  // One application's months: its payer's months in which its charges had TDS deducted (the month's figures whole).
  if (query.applicationId) {
    outer.push(sql`exists (select 1 from ledger_entries ae join dues ad on ad.id = ae.due_id
      where ae.kind = 'TdsDeduction' and ad.record_type = 'Application' and ad.record_id = ${query.applicationId}
        and ad.party_user_id = r.party_user_id and to_char(ae.entry_date, 'YYYY-MM') = r.month)`);
  }
  const result = await db.execute(sql`
    with x as (
      select d.party_user_id, to_char(e.entry_date, 'YYYY-MM') as month, -e.amount_paise as paise, e.entry_date,
        c.status as on_status
      from ledger_entries e join dues d on d.id = e.due_id
      left join tds_challan_deductions l on l.entry_id = e.id and l.released_at is null
      left join tds_challans c on c.id = l.challan_id
      where ${sql.join(inner, sql` and `)}),
    s as (
      select party_user_id, month, sum(paise) as deducted,
        (count(*) filter (where paise > 0) - count(*) filter (where paise < 0))::int as deductions,
        coalesce(sum(paise) filter (where on_status = 'Approved'), 0) as deposited,
        coalesce(sum(paise) filter (where on_status = 'Submitted'), 0) as in_reconciliation,
        coalesce(sum(paise) filter (where on_status is null), 0) as not_deposited,
        min(entry_date) filter (where on_status is null) as first_open_on
      from x group by party_user_id, month),
    r as (
      select s.*, ch.id as challan_id, ch.status as challan_status, ${MONTH_STATUS} as month_status
      from s left join lateral (select c.id, c.status from tds_challans c
        where c.party_user_id = s.party_user_id and c.month = s.month
        order by (c.status = 'Submitted') desc, c.id desc limit 1) ch on true),
    p as (
      select r.*, coalesce(u.entity_name, u.user_name) as party_name, count(*) over ()::int as total
      from r join users u on u.id = r.party_user_id
      where ${sql.join(outer, sql` and `)}
      order by r.month desc, party_name, r.party_user_id
      limit ${query.pageSize} offset ${(query.pageNumber - 1) * query.pageSize})
    select p.party_user_id, p.party_name, p.month, p.deducted::text, p.deductions, p.deposited::text,
      p.in_reconciliation::text, greatest(p.not_deposited, 0)::text as not_deposited, p.first_open_on::text, p.challan_id, p.challan_status,
      ${CHALLANS} as challans, p.total
    from p order by p.month desc, p.party_name, p.party_user_id`);
  return rowsOf<MonthlyRow>(result).map((r) => ({
    ...r,
    challans: (typeof r.challans === 'string' ? JSON.parse(r.challans) : r.challans).map((c: MonthChallanRow) => ({
      ...c,
      amountPaise: Number(c.amountPaise),
      deductions: Number(c.deductions),
      interestCharged: Number(c.interestCharged),
    })) as MonthChallanRow[],
  }));
}

export interface OpenTdsMonth {
  party_user_id: number;
  month: string;
  /** TDS on no live challan (paise). */
  not_deposited: string;
  first_open_on: string;
  /** How many challans of the month are approved: the next one is supplementary when any is. */
  approved: number;
}

/**
 * Each payer's months with TDS on no challan and no challan awaiting reconciliation: none uploaded, the last one
 * reverted, or deductions recorded after a challan was approved (a supplementary challan is due).
 */
export async function openTdsMonths(tx: DbOrTx): Promise<OpenTdsMonth[]> {
  const result = await tx.execute(sql`
    with m as (
      select d.party_user_id, to_char(e.entry_date, 'YYYY-MM') as month, -sum(e.amount_paise) as not_deposited,
        min(e.entry_date) as first_open_on
      from ledger_entries e join dues d on d.id = e.due_id
      where e.kind = 'TdsDeduction'
        and not exists (select 1 from tds_challan_deductions l where l.entry_id = e.id and l.released_at is null)
      group by d.party_user_id, to_char(e.entry_date, 'YYYY-MM'))
    select m.party_user_id, m.month, m.not_deposited::text, m.first_open_on::text,
      (select count(*) from tds_challans c where c.party_user_id = m.party_user_id and c.month = m.month
        and c.status = 'Approved')::int as approved
    from m
    where m.not_deposited > 0 and not exists (select 1 from tds_challans c
      where c.party_user_id = m.party_user_id and c.month = m.month and c.status = 'Submitted')
    order by m.party_user_id, m.month`);
  return rowsOf<OpenTdsMonth>(result);
}
