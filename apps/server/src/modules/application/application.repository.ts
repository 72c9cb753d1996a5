/** SQL for applications: records, their day schedules, parties, lists and the batches processing reads. */
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  BUSINESS_TIME_ZONE,
  type ApplicationListQuery,
  type ApplicationStatus,
  type ApplicationType,
  mergePricedRuns,
  type AwardRun,
  type EBiddingCharge,
} from '@stoa/shared';
import type { DbOrTx } from '../../db/client.ts';
import { preparedOn } from '../../db/prepared.ts';
import { applicationDays, applications, registrations, users, workflowEvents } from '../../db/schema/index.ts';

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

const ph = sql.placeholder;
const NOT_DRAFT = sql`${applications.status} <> 'Draft'`;

/**
 * Who sees what, as SQL with placeholders: the SLDC every submitted application; an applicant its own and its
 * trader's (drafts included), and once submitted those naming one of its registrations as seller or buyer — each
 * arm served by an index (applicant, trader, seller, buyer), so the planner ORs four bitmaps.
 */
function visibilityWhere(v: Visibility): SQL | undefined {
  if (v.kind === 'all') return NOT_DRAFT;
  const parts: SQL[] = [eq(applications.applicantUserId, ph('userId')), eq(applications.traderUserId, ph('userId'))];
  if (v.registrationIds.length > 0) {
    // A party sees the applications naming it once submitted (a trader's, awaiting its consent, included).
    parts.push(
      and(NOT_DRAFT, sql`${applications.sellerRegistrationId} = any(${ph('registrationIds')})`)!,
      and(NOT_DRAFT, sql`${applications.buyerRegistrationId} = any(${ph('registrationIds')})`)!,
    );
  }
  return or(...parts);
}

/** The list's order — newest submission first (a draft by its creation), then id — as applications_list_idx has it. */
const listOrder = [desc(sql`coalesce(${applications.submittedAt}, ${applications.createdAt})`), desc(applications.id)];

const nameOfRegistration = (id: SQLWrapper) =>
  sql<string | null>`(select coalesce(u.entity_name, u.first_name || ' ' || u.last_name)
        from ${registrations} r join ${users} u on u.id = r.applicant_user_id where r.id = ${id})`;

/** The filters of a list query that are set: they, the visibility and the types are a statement's shape. */
function listShape(v: Visibility, types: readonly ApplicationType[] | null, q: ApplicationListQuery, ids: boolean) {
  return {
    visibility: v.kind === 'all' ? 'all' : v.registrationIds.length > 0 ? 'own+parties' : 'own',
    types: types?.length ?? 0,
    status: q.status !== undefined,
    applicationNo: Boolean(q.applicationNo),
    processingDate: Boolean(q.processingDate),
    fromDate: Boolean(q.fromDate),
    toDate: Boolean(q.toDate),
    entityName: Boolean(q.entityName),
    ids,
  };
}
type ListShape = ReturnType<typeof listShape>;

function listWhere(v: Visibility, shape: ListShape): SQL | undefined {
  const types = Array.from({ length: shape.types }, (_, i) => ph(`type${i}`));
  return and(
    visibilityWhere(v),
    // One type is `type = $n`, so the list index gives the order; several (Contingency) are an IN list.
    types.length > 0 ? inArray(applications.type, types) : undefined,
    shape.status ? eq(applications.status, ph('status')) : undefined,
    shape.applicationNo ? ilike(applications.applicationNo, ph('applicationNo')) : undefined,
    shape.processingDate ? eq(applications.processingDate, ph('processingDate')) : undefined,
    shape.fromDate ? sql`${applications.toDate} >= ${ph('fromDate')}` : undefined,
    shape.toDate ? sql`${applications.fromDate} <= ${ph('toDate')}` : undefined,
    // A party's name: the registrations whose entity matches, read once (an InitPlan), then the seller and buyer
    // indexes — not a lookup per application.
    shape.entityName
      ? sql`(${applications.sellerRegistrationId} = any(array(${namedRegistrations})) or ${applications.buyerRegistrationId} = any(array(${namedRegistrations})))`
      : undefined,
    // The ids as one JSON array parameter: the statement stays one prepared shape whatever their number.
    shape.ids ? sql`${applications.id} in (select jsonb_array_elements_text(${ph('ids')}::jsonb)::int)` : undefined,
  );
}
const namedRegistrations = sql`select r.id from ${registrations} r join ${users} u on u.id = r.applicant_user_id
  where coalesce(u.entity_name, u.first_name || ' ' || u.last_name) ilike ${ph('entityName')}`;

/**
 * One statement for a page and its count: the rows in the list's order with the names lists show and when each
 * entered its status (its clock's start: no timeline query after the page), and the count as an uncorrelated scalar
 * subquery (PostgreSQL runs it once, as an InitPlan) — one round trip, one plan. The count repeats the filters over
 * `applications` alone: inside the subquery the name refers to its own FROM.
 */
function buildListPage(db: DbOrTx, v: Visibility, shape: ListShape, name: string) {
  const where = listWhere(v, shape);
  return db
    .select({
      record: applications,
      applicantName: displayName,
      sellerName: nameOfRegistration(applications.sellerRegistrationId),
      buyerName: nameOfRegistration(applications.buyerRegistrationId),
      traderName: sql<string | null>`(select coalesce(u.entity_name, u.first_name || ' ' || u.last_name)
        from ${users} u where u.id = ${applications.traderUserId})`,
      total: sql<number>`(select count(*)::int from ${applications} where ${where})`,
      // The business date on which the application entered its status (the latest such step): its statutory clock
      // starts there. Read here as a date in the business time zone, as businessDate() would give it.
      enteredOn: sql<string | null>`((select max(e.occurred_at) from ${workflowEvents} e
        where e.record_type = 'Application' and e.record_id = ${applications.id} and e.to_status = ${applications.status})
        at time zone ${BUSINESS_TIME_ZONE})::date`,
    })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.applicantUserId))
    .where(where)
    .orderBy(...listOrder)
    .limit(ph('limit'))
    .offset(ph('offset'))
    .prepare(name);
}

/** One page of applications a viewer may see, newest first, with the names lists show, and how many there are. */
export async function listApplications(
  db: DbOrTx,
  v: Visibility,
  types: readonly ApplicationType[] | null,
  q: ApplicationListQuery,
  /** Only these applications (the `overdue` filter's, which the clocks reckon). */
  ids?: readonly number[],
) {
  const like = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const shape = listShape(v, types, q, ids !== undefined);
  const values: Record<string, unknown> = {
    limit: q.pageSize,
    offset: q.pageSize * (q.page - 1),
    ...(v.kind === 'own' ? { userId: v.userId, registrationIds: v.registrationIds } : {}),
    ...Object.fromEntries((types ?? []).map((t, i) => [`type${i}`, t])),
    ...(shape.status ? { status: q.status } : {}),
    ...(shape.applicationNo ? { applicationNo: like(q.applicationNo!) } : {}),
    ...(shape.processingDate ? { processingDate: q.processingDate } : {}),
    ...(shape.fromDate ? { fromDate: q.fromDate } : {}),
    ...(shape.toDate ? { toDate: q.toDate } : {}),
    ...(shape.entityName ? { entityName: like(q.entityName!) } : {}),
    ...(ids ? { ids: JSON.stringify(ids) } : {}),
  };
  const query = preparedOn(db, `applications_list ${JSON.stringify(shape)}`, (name) =>
    buildListPage(db, v, shape, name),
  );
  const rows = await query.execute(values);
  // A page past the end carries no count: the first page does (empty: there are none).
  const total = rows[0]?.total ?? (q.page > 1 ? ((await query.execute({ ...values, offset: 0 }))[0]?.total ?? 0) : 0);
  return { rows: rows.map(({ total: _total, ...row }) => row), total };
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
  // The blocks of every row in one flat integer list, each row its offset and length in it (-1: none), so PostgreSQL
  // parses one array literal instead of a JSON document per row.
  const offsets: number[] = [];
  const flat: number[] = [];
  for (const r of rows) {
    offsets.push(r.allocated ? flat.length : -1);
    if (r.allocated) for (const v of r.allocated) flat.push(v);
  }
  const list = (values: readonly (number | string)[]) => values.join(',');
  await db.execute(sql`
    update application_days as t
       set allocated = case when v.o < 0 then null else f.a[v.o + 1 : v.o + v.n] end
      from (select string_to_array(${list(flat)}, ',')::integer[] as a) as f,
           unnest(string_to_array(${list(rows.map((r) => r.applicationId))}, ',')::integer[],
                  string_to_array(${list(rows.map((r) => r.date))}, ',')::date[],
                  string_to_array(${list(offsets)}, ',')::integer[],
                  string_to_array(${list(rows.map((r) => r.allocated?.length ?? 0))}, ',')::integer[])
             as v(id, d, o, n)
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
    .select({ id: applications.id, status: applications.status, type: applications.type })
    .from(applications)
    .where(inArray(applications.status, [...statuses]));
}

/** The e-bidding that decided an application (its processed bid and the congested period), null when none. */
export async function eBiddingChargeOf(db: DbOrTx, applicationId: number): Promise<EBiddingCharge | null> {
  return (await eBiddingChargesOf(db, [applicationId])).get(applicationId) ?? null;
}

/**
 * The e-biddings that decided each of some applications (its processed bids, oldest first: an application congested
 * on two corridors may have two), as the congested blocks they priced, in one statement.
 */
export async function eBiddingChargesOf(db: DbOrTx, ids: readonly number[]): Promise<Map<number, EBiddingCharge>> {
  if (ids.length === 0) return new Map();
  const result = await db.execute(sql`
    select b.application_id as "applicationId", i.bid_invitation_no as "bidInvitationNo",
           b.quoted_price as "quotedPrice", b.award_cells as "awardCells"
      from ebidding_bids b
      join ebidding_invitations i on i.id = b.invitation_id
     where b.application_id in ${sql.raw(`(${ids.map(Number).join(',')})`)} and b.status = 'Completed'
       and b.award_cells is not null
     order by b.application_id, b.id`);
  type Row = { applicationId: number; bidInvitationNo: string | null; quotedPrice: number; awardCells: AwardRun[] };
  const byApp = new Map<number, Row[]>();
  for (const row of (result as unknown as { rows: Row[] }).rows) {
    byApp.set(row.applicationId, [...(byApp.get(row.applicationId) ?? []), row]);
  }
  return new Map(
    [...byApp].map(([applicationId, rows]) => [
      applicationId,
      {
        bidInvitationNos: rows.map((r) => r.bidInvitationNo ?? ''),
        priced: mergePricedRuns(
          rows.map((r) =>
            r.awardCells.map((c) => ({ date: c.date, from: c.from, to: c.to, quoted: r.quotedPrice, price: c.price })),
          ),
        ),
      },
    ]),
  );
}
