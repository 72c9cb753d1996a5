/**
 * SQL of an application's charges (application-charges.ts): only the columns the ledger needs, and each delivery
 * day's requested and allocated blocks summed in SQL (sum and largest), so a batch of thousands is priced without
 * reading its 96-block arrays back. The records with an e-bidding result read their blocks (daysOfMany); those a
 * revision or curtailment lowered read their changes (changesOf).
 */
import { sql } from 'drizzle-orm';
import { BUSINESS_TIME_ZONE, type DaySummary, type ScheduleChangeFacts } from '@stoa/shared';
import type { DbOrTx } from '../../db/client.ts';
import { applications } from '../../db/schema/index.ts';

export interface ChargeRecord {
  id: number;
  type: string;
  status: string;
  applicantUserId: number;
  applicationNo: string | null;
  /** The business date of its first submission (the fee's date). */
  raisedOn: string;
  /** Its submission (the fee is raised on the first: its pay-by is reckoned from it). */
  submittedAt: Date;
  fromDate: string | null;
  /** Its batch (the fee is never due after it). */
  processingDate: string | null;
  toDate: string | null;
  /** A revision or curtailment lowered its schedule (changesOf). */
  hasChanges: boolean;
}

/** The submitted applications of `ids` as the ledger reads them, in the order of `ids`. */
export async function chargeRecordsOf(db: DbOrTx, ids: readonly number[]): Promise<ChargeRecord[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: applications.id,
      type: applications.type,
      status: applications.status,
      applicantUserId: applications.applicantUserId,
      applicationNo: applications.applicationNo,
      raisedOn: sql<string | null>`(${applications.submittedAt} at time zone ${BUSINESS_TIME_ZONE})::date::text`,
      submittedAt: applications.submittedAt,
      fromDate: applications.fromDate,
      processingDate: applications.processingDate,
      toDate: applications.toDate,
      hasChanges: sql<boolean>`exists (select 1 from schedule_changes c where c.application_id = "applications"."id")`,
    })
    .from(applications)
    .where(sql`${applications.id} in ${sql.raw(`(${ids.map(Number).join(',')})`)}`);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is ChargeRecord => r?.raisedOn != null);
}

export interface DaySummaries {
  requested: Map<string, DaySummary>;
  allocated: Map<string, DaySummary>;
}

/** Per application, per delivery day: the requested and allocated blocks' sum and largest (none allocated: 0). */
export async function daySummariesOf(db: DbOrTx, ids: readonly number[]): Promise<Map<number, DaySummaries>> {
  const byApp = new Map<number, DaySummaries>();
  if (ids.length === 0) return byApp;
  const result = await db.execute(sql`
    select d.application_id as "applicationId", d.date::text as date,
           s.requested_sum as "requestedSum", s.requested_max as "requestedMax",
           s.allocated_sum as "allocatedSum", s.allocated_max as "allocatedMax"
      from application_days d
      cross join lateral (
        select coalesce(sum(r), 0)::bigint::text as requested_sum, coalesce(max(r), 0) as requested_max,
               coalesce(sum(a), 0)::bigint::text as allocated_sum, coalesce(max(a), 0) as allocated_max
          from unnest(d.requested, d.allocated) as u(r, a)) s
     where d.application_id in ${sql.raw(`(${ids.map(Number).join(',')})`)}`);
  type Row = Record<'requestedSum' | 'allocatedSum' | 'date', string> &
    Record<'applicationId' | 'requestedMax' | 'allocatedMax', number>;
  for (const r of (result as unknown as { rows: Row[] }).rows) {
    let days = byApp.get(r.applicationId);
    if (!days) byApp.set(r.applicationId, (days = { requested: new Map(), allocated: new Map() }));
    days.requested.set(r.date, { sum: Number(r.requestedSum), max: Number(r.requestedMax) });
    days.allocated.set(r.date, { sum: Number(r.allocatedSum), max: Number(r.allocatedMax) });
  }
  return byApp;
}

/** Per application, its schedule's changes in the order they were made (what chargedDaysOf reads). */
export async function changesOf(db: DbOrTx, ids: readonly number[]): Promise<Map<number, ScheduleChangeFacts[]>> {
  const changes = new Map<number, ScheduleChangeFacts[]>();
  if (ids.length === 0) return changes;
  const result = await db.execute(sql`
    select c.application_id as "applicationId", c.kind, c.before, c.after, c.kept_dates as "keptDates"
      from schedule_changes c
     where c.application_id in ${sql.raw(`(${ids.map(Number).join(',')})`)}
     order by c.id`);
  type Row = ScheduleChangeFacts & { applicationId: number };
  for (const { applicationId, ...change } of (result as unknown as { rows: Row[] }).rows) {
    changes.set(applicationId, [...(changes.get(applicationId) ?? []), change]);
  }
  return changes;
}
