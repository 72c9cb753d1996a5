/**
 * SQL of the payment reminders (issue 20): each run claims the reminders it owes in one INSERT … SELECT … ON
 * CONFLICT DO NOTHING RETURNING on reminders_sent, so a reminder already sent (by an earlier run, or by another
 * instance) is never sent again; the rows returned are the reminders this run sends.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;

export const PAYMENT_DUE_REMINDER = 'payment-due';
export const TDS_CHALLAN_REMINDER = 'tds-challan';

export interface DueReminderRow {
  due_id: number;
  user_id: number;
  first_name: string;
  email: string;
  record_no: string;
  due_type: string;
  balance: string;
  due_on: string;
  /** A cut-off's instant on due_on (ISO), else null. */
  due_at: string | null;
  stage: 'due-soon' | 'overdue';
}

/**
 * The dues owed (a balance over the ledger, no payment awaiting reconciliation) whose pay-by date is at most
 * `soonUntil` — 'overdue' once it is before `today`, else 'due-soon' — of enabled payers: claimed and returned, each
 * stage of a due once.
 */
export async function claimDueReminders(tx: DbOrTx, today: string, soonUntil: string, at: Date) {
  const result = await tx.execute(sql`
    with s as (
      select d.id, d.party_user_id, d.record_no, d.due_type, sum(e.amount_paise) as balance,
        max(e.due_on) filter (where e.kind = 'Charge') as due_on,
        max(e.due_at) filter (where e.kind = 'Charge') as due_at
      from dues d join ledger_entries e on e.due_id = d.id
      group by d.id),
    c as (
      select s.*, case when s.due_on < ${today}::date then 'overdue' else 'due-soon' end as stage
      from s join users u on u.id = s.party_user_id and u.is_enabled
      where s.balance > 0 and s.due_on <= ${soonUntil}::date
        and not exists (select 1 from payment_items pi join payments p on p.id = pi.payment_id
                         where pi.due_id = s.id and p.status = 'Submitted')),
    ins as (
      insert into reminders_sent (kind, subject_id, stage, sent_at)
      select ${PAYMENT_DUE_REMINDER}, c.id, c.stage, ${at.toISOString()}::timestamptz from c
      on conflict do nothing
      returning subject_id, stage)
    select c.id as due_id, u.id as user_id, u.first_name, u.email, c.record_no, c.due_type, c.balance::text,
      c.due_on::text, to_char(c.due_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as due_at, c.stage
    from ins join c on c.id = ins.subject_id and c.stage = ins.stage join users u on u.id = c.party_user_id
    order by c.id`);
  return rowsOf<DueReminderRow>(result);
}

export interface ClaimedReminder {
  subject_id: number;
  stage: string;
  user_id: number;
  first_name: string;
  email: string;
}

/** Claims these reminders of `kind` (subjects are users: only enabled ones); the ones not sent before. */
export async function claimUserReminders(
  tx: DbOrTx,
  kind: string,
  wanted: readonly { subjectId: number; stage: string }[],
  at: Date,
): Promise<ClaimedReminder[]> {
  if (wanted.length === 0) return [];
  const rows = wanted.map((w) => ({ s: w.subjectId, g: w.stage }));
  const result = await tx.execute(sql`
    with ins as (
      insert into reminders_sent (kind, subject_id, stage, sent_at)
      select ${kind}, v.s, v.g, ${at.toISOString()}::timestamptz
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(s bigint, g text)
        join users u on u.id = v.s and u.is_enabled
      on conflict do nothing
      returning subject_id, stage)
    select ins.subject_id::int as subject_id, ins.stage, u.id as user_id, u.first_name, u.email
    from ins join users u on u.id = ins.subject_id
    order by ins.subject_id, ins.stage`);
  return rowsOf<ClaimedReminder>(result);
}
