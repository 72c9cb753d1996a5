/** SQL for applications: records, their day schedules, parties, lists and the batches processing reads. */
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { type ApplicationListQuery, type ApplicationStatus, type ApplicationType } from '@stoa/shared';
import type { DbOrTx } from '../../db/client.ts';
import { applicationDays, applications, registrations, users } from '../../db/schema/index.ts';

export type ApplicationRecord = typeof applications.$inferSelect;
export type NewApplication = typeof applications.$inferInsert;
export type DayRow = { date: string; requested: number[]; allocated: number[] | null };

export * from './party.repository.ts';
import { displayName } from './party.repository.ts';

export async function findApplication(db: DbOrTx, id: number, forUpdate = false): Promise<ApplicationRecord | null> {
  const q = db.select().from(applications).where(eq(applications.id, id));
  const [row] = forUpdate ? await q.for('update') : await q;
  return row ?? null;
}

/** Many applications at once, in the order of `ids`. */
export async function findApplications(db: DbOrTx, ids: readonly number[]): Promise<ApplicationRecord[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(applications)
    .where(inArray(applications.id, [...ids]));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is ApplicationRecord => r !== undefined);
}

export async function insertApplication(db: DbOrTx, values: typeof applications.$inferInsert): Promise<number> {
  const [row] = await db.insert(applications).values(values).returning({ id: applications.id });
  return row!.id;
}

export async function updateApplication(db: DbOrTx, id: number, values: Partial<typeof applications.$inferInsert>) {
  await db
    .update(applications)
    .set({ ...values, version: sql`${applications.version} + 1` })
    .where(eq(applications.id, id));
}

export async function daysOf(db: DbOrTx, applicationId: number): Promise<DayRow[]> {
  return db
    .select({ date: applicationDays.date, requested: applicationDays.requested, allocated: applicationDays.allocated })
    .from(applicationDays)
    .where(eq(applicationDays.applicationId, applicationId))
    .orderBy(asc(applicationDays.date));
}

/** Replaces an application's requested schedule (allocation cleared). */
export async function replaceDays(db: DbOrTx, applicationId: number, days: ReadonlyMap<string, readonly number[]>) {
  await db.delete(applicationDays).where(eq(applicationDays.applicationId, applicationId));
  if (days.size === 0) return;
  await db
    .insert(applicationDays)
    .values(
      [...days].map(([date, requested]) => ({ applicationId, date, requested: [...requested], allocated: null })),
    );
}

export type Visibility = { kind: 'all' } | { kind: 'own'; userId: number; registrationIds: number[] };

function visibilityWhere(v: Visibility): SQL | undefined {
  if (v.kind === 'all') return sql`${applications.status} <> 'Draft'`;
  const parts: SQL[] = [eq(applications.applicantUserId, v.userId), eq(applications.traderUserId, v.userId)];
  if (v.registrationIds.length > 0) {
    // A party sees the applications naming it once submitted (a trader's, awaiting its consent, included).
    parts.push(
      and(
        sql`${applications.status} <> 'Draft'`,
        or(
          inArray(applications.sellerRegistrationId, v.registrationIds),
          inArray(applications.buyerRegistrationId, v.registrationIds),
        ),
      )!,
    );
  }
  return or(...parts);
}

/** One page of applications a viewer may see, newest first, with the names lists show. */
export async function listApplications(
  db: DbOrTx,
  v: Visibility,
  types: readonly ApplicationType[] | null,
  q: ApplicationListQuery,
) {
  const like = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = and(
    visibilityWhere(v),
    types ? inArray(applications.type, [...types]) : undefined,
    q.status ? eq(applications.status, q.status) : undefined,
    q.applicationNo ? ilike(applications.applicationNo, like(q.applicationNo)) : undefined,
    q.processingDate ? eq(applications.processingDate, q.processingDate) : undefined,
    q.fromDate ? sql`${applications.toDate} >= ${q.fromDate}` : undefined,
    q.toDate ? sql`${applications.fromDate} <= ${q.toDate}` : undefined,
    q.entityName
      ? sql`exists (select 1 from ${registrations} r join ${users} u on u.id = r.applicant_user_id
          where r.id in (${applications.sellerRegistrationId}, ${applications.buyerRegistrationId})
          and coalesce(u.entity_name, u.first_name || ' ' || u.last_name) ilike ${like(q.entityName)})`
      : undefined,
  );
  const rows = await db
    .select({
      record: applications,
      applicantName: displayName,
      sellerName: sql<string | null>`(select coalesce(u.entity_name, u.first_name || ' ' || u.last_name)
        from ${registrations} r join ${users} u on u.id = r.applicant_user_id where r.id = ${applications.sellerRegistrationId})`,
      buyerName: sql<string | null>`(select coalesce(u.entity_name, u.first_name || ' ' || u.last_name)
        from ${registrations} r join ${users} u on u.id = r.applicant_user_id where r.id = ${applications.buyerRegistrationId})`,
      traderName: sql<string | null>`(select coalesce(u.entity_name, u.first_name || ' ' || u.last_name)
        from ${users} u where u.id = ${applications.traderUserId})`,
    })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.applicantUserId))
    .where(where)
    .orderBy(desc(sql`coalesce(${applications.submittedAt}, ${applications.createdAt})`), desc(applications.id))
    .limit(q.pageSize)
    .offset(q.pageSize * (q.page - 1));
  const [total] = await db.select({ value: count() }).from(applications).where(where);
  return { rows, total: total?.value ?? 0 };
}

/** Applications of a batch in some statuses, in order of receipt (FOR UPDATE when allocating). */
export async function batchApplications(
  db: DbOrTx,
  type: ApplicationType,
  processingDate: string,
  statuses: readonly ApplicationStatus[],
  forUpdate = false,
): Promise<ApplicationRecord[]> {
  const q = db
    .select()
    .from(applications)
    .where(
      and(
        eq(applications.type, type),
        eq(applications.processingDate, processingDate),
        inArray(applications.status, [...statuses]),
      ),
    )
    .orderBy(asc(applications.receivedAt), asc(applications.id));
  return forUpdate ? q.for('update') : q;
}

/** The day schedules of many applications at once. */
export async function daysOfMany(db: DbOrTx, ids: readonly number[]): Promise<Map<number, DayRow[]>> {
  const byApp = new Map<number, DayRow[]>();
  if (ids.length === 0) return byApp;
  const rows = await db
    .select({
      applicationId: applicationDays.applicationId,
      date: applicationDays.date,
      requested: applicationDays.requested,
      allocated: applicationDays.allocated,
    })
    .from(applicationDays)
    .where(inArray(applicationDays.applicationId, [...ids]))
    .orderBy(asc(applicationDays.applicationId), asc(applicationDays.date));
  for (const r of rows) {
    const list = byApp.get(r.applicationId) ?? [];
    list.push({ date: r.date, requested: r.requested, allocated: r.allocated });
    byApp.set(r.applicationId, list);
  }
  return byApp;
}

/** Names of many users (entity name, else the person's). */
export async function userNames(db: DbOrTx, ids: readonly number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select({ id: users.id, name: displayName }).from(users).where(inArray(users.id, unique));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Entity names of many registrations. */
export async function registrationNames(db: DbOrTx, ids: readonly (number | null)[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids.filter((i): i is number => i !== null))];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: registrations.id, name: displayName })
    .from(registrations)
    .innerJoin(users, eq(users.id, registrations.applicantUserId))
    .where(inArray(registrations.id, unique));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Writes many allocations in one statement: each application-day's allocated blocks. */
export async function writeAllocations(
  db: DbOrTx,
  rows: readonly { applicationId: number; date: string; allocated: readonly number[] | null }[],
) {
  if (rows.length === 0) return;
  const payload = JSON.stringify(rows.map((r) => ({ id: r.applicationId, d: r.date, a: r.allocated })));
  await db.execute(sql`
    update application_days as t
       set allocated = case when v.a is null or jsonb_typeof(v.a) = 'null' then null
                            else translate(v.a::text, '[]', '{}')::integer[] end
      from jsonb_to_recordset(${payload}::jsonb) as v(id integer, d date, a jsonb)
     where t.application_id = v.id and t.date = v.d`);
}

/** Sets many applications' statuses (and allocated energy) in one statement. */
export async function setStatuses(
  db: DbOrTx,
  rows: readonly { id: number; status: ApplicationStatus; allocatedMwh: number | null; runId: number | null }[],
  at: Date,
) {
  if (rows.length === 0) return;
  const payload = JSON.stringify(rows.map((r) => ({ id: r.id, s: r.status, m: r.allocatedMwh, r: r.runId })));
  await db.execute(sql`
    update applications as t
       set status = v.s, allocated_mwh = v.m, processing_run_id = coalesce(v.r, t.processing_run_id),
           updated_at = ${at.toISOString()}::timestamptz, version = t.version + 1
      from jsonb_to_recordset(${payload}::jsonb) as v(id integer, s text, m bigint, r integer)
     where t.id = v.id`);
}

/** Submitted applications in some statuses (what a statutory clock runs on; the SLDC sees them all). */
export function waitingRecords(db: DbOrTx, statuses: readonly string[]) {
  return db
    .select({ id: applications.id, status: applications.status })
    .from(applications)
    .where(inArray(applications.status, [...statuses]));
}
