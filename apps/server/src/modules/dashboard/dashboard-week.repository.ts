/**
 * The dashboard's "This week" charts (issue 20 item 4): one statement per chart over the week's business dates
 * (Asia/Kolkata), in the reader's record scope (platform/record-scope.repository.ts, as the reports read it).
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { applicationScope, partyScope, type RecordScope } from '../../platform/record-scope.repository.ts';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** A week of business dates, oldest and newest ('YYYY-MM-DD'). */
export interface WeekSpan {
  from: string;
  to: string;
}

const days = ({ from, to }: WeekSpan) => sql`generate_series(${from}::date, ${to}::date, interval '1 day') g(day)`;

export interface ApplicationCountRow {
  /** Set on the by-type rows, null on the by-status ones (and the other way round). */
  type: string | null;
  status: string | null;
  n: number;
}

/** Applications submitted in the week, counted by type and by status in one pass (grouping sets). */
export async function weekApplications(db: DbOrTx, scope: RecordScope, week: WeekSpan) {
  // The week's instants, so the submitted_at bound can use an index: IST midnight to the midnight after `to`.
  const result = await db.execute(sql`
    select a.type, a.status, count(*)::int as n
      from applications a
     where ${applicationScope(scope)}
       and a.submitted_at >= (${week.from}::date::timestamp at time zone 'Asia/Kolkata')
       and a.submitted_at < ((${week.to}::date + 1)::timestamp at time zone 'Asia/Kolkata')
     group by grouping sets ((a.type), (a.status))`);
  return rowsOf<ApplicationCountRow>(result).map((r) => ({ ...r, n: Number(r.n) }));
}

export interface AllocationDayRow {
  date: string;
  atc: number;
  allocated: number;
}

/**
 * Per date: the declared ATC and the MW allocated, as energy over the day's 96 blocks (a block is a quarter hour, so
 * MW hundredths summed ÷ 4 = MWh hundredths, half up), summed over every corridor.
 */
export async function weekAllocation(db: DbOrTx, week: WeekSpan): Promise<AllocationDayRow[]> {
  const result = await db.execute(sql`
    select g.day::date::text as date,
           coalesce(round(sum(x.atc) / 4.0), 0)::bigint as atc,
           coalesce(round(sum(x.allocated) / 4.0), 0)::bigint as allocated
      from ${days(week)}
      left join atc_days ad on ad.date = g.day::date
      left join lateral (select sum(t.atc) as atc, sum(t.allocated) as allocated
                           from unnest(ad.atc, ad.allocated) as t(atc, allocated)) x on true
     group by g.day
     order by g.day`);
  return rowsOf<AllocationDayRow>(result).map((r) => ({
    date: r.date,
    atc: Number(r.atc),
    allocated: Number(r.allocated),
  }));
}

export interface MoneyDayRow {
  date: string;
  due: number;
  received: number;
}

/**
 * Per date, over the ledger (integer paise, dated by the entry's business date): the charges raised net of their
 * reversals, and the payments received (settlement entries, TDS apart).
 */
export async function weekMoney(db: DbOrTx, scope: RecordScope, week: WeekSpan): Promise<MoneyDayRow[]> {
  const result = await db.execute(sql`
    with e as (
      select e.entry_date, e.kind, e.amount_paise
        from ledger_entries e join dues d on d.id = e.due_id
       where e.entry_date between ${week.from}::date and ${week.to}::date
         and ${partyScope(scope, sql`d.party_user_id`)})
    select g.day::date::text as date,
           coalesce(sum(e.amount_paise) filter (where e.kind in ('Charge', 'Reversal')), 0)::bigint as due,
           coalesce(-sum(e.amount_paise) filter (where e.kind = 'Payment'), 0)::bigint as received
      from ${days(week)}
      left join e on e.entry_date = g.day::date
     group by g.day
     order by g.day`);
  return rowsOf<MoneyDayRow>(result).map((r) => ({
    date: r.date,
    due: Number(r.due),
    received: Number(r.received),
  }));
}
