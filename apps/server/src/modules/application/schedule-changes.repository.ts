/**
 * SQL of schedule changes (schedule_changes): a revision's or curtailment's change of allocated schedules with its
 * consequence on the charges, written set-based, and an application's history.
 */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { scheduleChanges } from '../../db/schema/index.ts';

export type ScheduleChangeRow = typeof scheduleChanges.$inferSelect;
export type NewScheduleChange = typeof scheduleChanges.$inferInsert;

export async function insertChanges(db: DbOrTx, rows: readonly NewScheduleChange[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(scheduleChanges).values([...rows]);
}

/** Sets the charges before and after of the changes of one source (one statement for all its applications). */
export async function setChangeCharges(
  db: DbOrTx,
  kind: string,
  sourceId: number,
  rows: readonly { applicationId: number; sb: number; sa: number; ob: number; oa: number }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(sql`
    update schedule_changes as c
       set stu_before = v.sb, stu_after = v.sa, operating_before = v.ob, operating_after = v.oa
      from json_to_recordset(${JSON.stringify(rows)}::json)
             as v("applicationId" integer, sb bigint, sa bigint, ob bigint, oa bigint)
     where c.application_id = v."applicationId" and c.kind = ${kind} and c.source_id = ${sourceId}`);
}

export function changesOf(db: DbOrTx, applicationId: number): Promise<ScheduleChangeRow[]> {
  return db
    .select()
    .from(scheduleChanges)
    .where(eq(scheduleChanges.applicationId, applicationId))
    .orderBy(asc(scheduleChanges.id));
}

/** The changes of many applications, in the order they were made. */
export function changesOfMany(db: DbOrTx, applicationIds: readonly number[]): Promise<ScheduleChangeRow[]> {
  if (applicationIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(scheduleChanges)
    .where(inArray(scheduleChanges.applicationId, [...applicationIds]))
    .orderBy(asc(scheduleChanges.id));
}

/** The changes one revision or curtailment made, per application. */
export function changesBySource(db: DbOrTx, kind: string, sourceId: number): Promise<ScheduleChangeRow[]> {
  return db
    .select()
    .from(scheduleChanges)
    .where(sql`${scheduleChanges.kind} = ${kind} and ${scheduleChanges.sourceId} = ${sourceId}`)
    .orderBy(asc(scheduleChanges.applicationId));
}

export interface ScheduledApplication {
  id: number;
  type: string;
  applicationNo: string;
  applicantUserId: number;
  applicantName: string;
  fromDate: string;
  toDate: string;
  allocatedMwh: number | null;
  corridorIds: number[];
}

const scheduledColumns = sql`a.id, a.type, a.application_no as "applicationNo", a.applicant_user_id as "applicantUserId",
  coalesce(u.entity_name, u.first_name || ' ' || u.last_name) as "applicantName",
  a.from_date::text as "fromDate", a.to_date::text as "toDate", a.allocated_mwh as "allocatedMwh",
  a.corridor_ids as "corridorIds"`;

/** Rows of `scheduledColumns` (the energy is a bigint: text from the driver). */
const scheduledRows = (result: unknown): ScheduledApplication[] =>
  (result as { rows: ScheduledApplication[] }).rows.map((r) => ({
    ...r,
    allocatedMwh: r.allocatedMwh === null ? null : Number(r.allocatedMwh),
  }));

/** The approved applications of an applicant whose schedule runs to `fromDate` or later (what it may revise). */
export async function approvedOf(db: DbOrTx, userId: number, fromDate: string): Promise<ScheduledApplication[]> {
  const result = await db.execute(sql`
    select ${scheduledColumns} from applications a join users u on u.id = a.applicant_user_id
     where a.applicant_user_id = ${userId} and a.status = 'Approved' and a.to_date >= ${fromDate}::date
     order by a.from_date, a.id`);
  return scheduledRows(result);
}

/** Applications with capacity allocated on a corridor on some of the dates (what a curtailment may shed). */
export async function liveOnCorridor(
  db: DbOrTx,
  corridorId: number,
  fromDate: string,
  toDate: string,
  statuses: readonly string[],
): Promise<ScheduledApplication[]> {
  const result = await db.execute(sql`
    select ${scheduledColumns} from applications a join users u on u.id = a.applicant_user_id
     where ${corridorId} = any(a.corridor_ids)
       and a.status in ${sql.raw(`(${statuses.map((s) => `'${s.replace(/'/g, '')}'`).join(',')})`)}
       and a.from_date <= ${toDate}::date and a.to_date >= ${fromDate}::date
       and exists (select 1 from application_days d where d.application_id = a.id
                    and d.date between ${fromDate}::date and ${toDate}::date and d.allocated is not null)
     order by a.id`);
  return scheduledRows(result);
}

/** Everyone an application concerns: its applicant, its trader and the owners of its seller's and buyer's registrations. */
export async function partiesOf(db: DbOrTx, ids: readonly number[]): Promise<Map<number, number[]>> {
  const parties = new Map<number, number[]>();
  if (ids.length === 0) return parties;
  const result = await db.execute(sql`
    select a.id, array_remove(array[a.applicant_user_id, a.trader_user_id, s.applicant_user_id, b.applicant_user_id], null)
             as "userIds"
      from applications a
      left join registrations s on s.id = a.seller_registration_id
      left join registrations b on b.id = a.buyer_registration_id
     where a.id in ${sql.raw(`(${ids.map(Number).join(',')})`)}`);
  for (const r of (result as unknown as { rows: { id: number; userIds: number[] }[] }).rows) {
    parties.set(r.id, [...new Set(r.userIds)]);
  }
  return parties;
}

/** Applications as a schedule change names them (number, type, applicant). */
export async function scheduledOf(db: DbOrTx, ids: readonly number[]): Promise<ScheduledApplication[]> {
  if (ids.length === 0) return [];
  const result = await db.execute(sql`
    select ${scheduledColumns} from applications a join users u on u.id = a.applicant_user_id
     where a.id in ${sql.raw(`(${ids.map(Number).join(',')})`)} order by a.id`);
  return scheduledRows(result);
}
