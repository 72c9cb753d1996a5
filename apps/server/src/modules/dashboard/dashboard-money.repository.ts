/**
 * The dashboard's money tiles (issue 20 item 4), in one statement over the ledger: a due's state as the payments
 * dashboard reads it (Paid, UnderReconciliation, Overdue past its pay-by — its date, or a cut-off's instant —, else Due), the payments awaiting
 * reconciliation and the months of TDS deducted with no challan uploaded, in the reader's scope.
 */
import { sql } from 'drizzle-orm';
import { businessDate } from '@stoa/shared';
import type { DbOrTx } from '../../db/client.ts';
import { partyScope, type RecordScope } from '../../platform/record-scope.repository.ts';

export interface MoneyFigures {
  /** The balance of the dues in state Due, paise. */
  duePaise: number;
  overdueDues: number;
  overduePaise: number;
  paymentsToReconcile: number;
  challansNotUploaded: number;
}

export async function moneyFigures(db: DbOrTx, scope: RecordScope, now: Date): Promise<MoneyFigures> {
  const today = businessDate(now);
  const result = await db.execute(sql`
    with s as (
      select coalesce(sum(e.amount_paise), 0) as balance, max(e.due_on) filter (where e.kind = 'Charge') as due_on,
             max(e.due_at) filter (where e.kind = 'Charge') as due_at,
             exists (select 1 from payment_items pi join payments p on p.id = pi.payment_id
                      where pi.due_id = d.id and p.status = 'Submitted') as pending
        from dues d join ledger_entries e on e.due_id = d.id
       where ${partyScope(scope, sql`d.party_user_id`)}
       group by d.id),
    t as (
      select balance, case when balance <= 0 then 'Paid' when pending then 'UnderReconciliation'
                           when due_on < ${today}::date or due_at < ${now.toISOString()}::timestamptz then 'Overdue'
                           else 'Due' end as status
        from s),
    m as (
      select d.party_user_id, to_char(e.entry_date, 'YYYY-MM') as month
        from ledger_entries e join dues d on d.id = e.due_id
       where e.kind = 'TdsDeduction' and ${partyScope(scope, sql`d.party_user_id`)}
       group by 1, 2
       having sum(e.amount_paise) <> 0)
    select (select coalesce(sum(balance), 0) from t where status = 'Due')::bigint as "duePaise",
           (select count(*) from t where status = 'Overdue')::int as "overdueDues",
           (select coalesce(sum(balance), 0) from t where status = 'Overdue')::bigint as "overduePaise",
           (select count(*) from payments p
             where p.status = 'Submitted' and ${partyScope(scope, sql`p.party_user_id`)})::int as "paymentsToReconcile",
           (select count(*) from m where not exists (select 1 from tds_challans c
             where c.party_user_id = m.party_user_id and c.month = m.month))::int as "challansNotUploaded"`);
  const row = (result as unknown as { rows: Record<keyof MoneyFigures, unknown>[] }).rows[0];
  return {
    duePaise: Number(row?.duePaise ?? 0),
    overdueDues: Number(row?.overdueDues ?? 0),
    overduePaise: Number(row?.overduePaise ?? 0),
    paymentsToReconcile: Number(row?.paymentsToReconcile ?? 0),
    challansNotUploaded: Number(row?.challansNotUploaded ?? 0),
  };
}
