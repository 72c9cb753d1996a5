/** SQL of processing: the batch lock, processing runs, congestion records and the batches a list offers. */
import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { ALLOCATED_STATUSES, type ApplicationType } from '@stoa/shared';
import type { DbOrTx } from '../../db/client.ts';
import { applications, congestions, processingRuns, users } from '../../db/schema/index.ts';

export type NewRun = typeof processingRuns.$inferInsert;
export type CongestionRow = typeof congestions.$inferSelect;
export type NewCongestion = Omit<typeof congestions.$inferInsert, 'id'>;

/** Serialises the allocations of one batch (type and processing date) for the transaction. */
export async function lockBatch(tx: DbOrTx, type: ApplicationType, processingDate: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`application-batch:${type}:${processingDate}`}))`);
}

/** A new run, as stored (what its answer is built from, without reading it back). */
export async function insertRun(tx: DbOrTx, values: NewRun) {
  const [row] = await tx.insert(processingRuns).values(values).returning();
  return row!;
}

export async function setRunResult(tx: DbOrTx, id: number, result: unknown): Promise<void> {
  await tx.update(processingRuns).set({ result }).where(eq(processingRuns.id, id));
}

/** A run with the names of who processed and who allocated it. */
export async function runWithNames(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      run: {
        id: processingRuns.id,
        status: processingRuns.status,
        method: processingRuns.method,
        processedAt: processingRuns.processedAt,
        allocatedAt: processingRuns.allocatedAt,
      },
      processedBy: sql<
        string | null
      >`(select first_name || ' ' || last_name from ${users} where id = ${processingRuns.processedBy})`,
      allocatedBy: sql<
        string | null
      >`(select first_name || ' ' || last_name from ${users} where id = ${processingRuns.allocatedBy})`,
    })
    .from(processingRuns)
    .where(eq(processingRuns.id, id));
  return row ?? null;
}

export async function latestRun(db: DbOrTx, type: ApplicationType, processingDate: string) {
  const [run] = await db
    .select()
    .from(processingRuns)
    .where(and(eq(processingRuns.type, type), eq(processingRuns.processingDate, processingDate)))
    .orderBy(desc(processingRuns.id))
    .limit(1);
  return run ?? null;
}

/** The current status and allocation of some applications. */
export function outcomesNow(db: DbOrTx, ids: readonly number[]) {
  return db
    .select({ id: applications.id, status: applications.status, allocatedMwh: applications.allocatedMwh })
    .from(applications)
    .where(inArray(applications.id, ids.length > 0 ? [...ids] : [0]));
}

/** One congestion record, and its applications pointed at it. */
export async function insertCongestion(tx: DbOrTx, values: NewCongestion, applicationIds: readonly number[]) {
  const [row] = await tx.insert(congestions).values(values).returning();
  await tx
    .update(applications)
    .set({ congestionId: row!.id })
    .where(inArray(applications.id, [...applicationIds]));
  return row!;
}

/** Batches with applications waiting or allocated, newest first. */
export function processingDates(db: DbOrTx, types: readonly ApplicationType[] | null) {
  return db
    .select({
      type: applications.type,
      processingDate: applications.processingDate,
      pending: sql<number>`count(*) filter (where ${applications.status} = 'PendingSTOAApproval')`.mapWith(Number),
      allocated: sql<number>`count(*) filter (where ${inArray(applications.status, [...ALLOCATED_STATUSES])})`.mapWith(
        Number,
      ),
      // Qualified by hand: inside the subquery a bare "type" would be the run's own column.
      lastRun: sql<string | null>`(select r.status from ${processingRuns} r where r.type = "applications"."type"
        and r.processing_date = "applications"."processing_date" order by r.id desc limit 1)`,
    })
    .from(applications)
    .where(
      and(
        isNotNull(applications.processingDate),
        types ? inArray(applications.type, [...types]) : undefined,
        inArray(applications.status, [
          'PendingSTOAApproval',
          'PendingEBidding',
          'NoSTOARejected',
          ...ALLOCATED_STATUSES,
        ]),
      ),
    )
    .groupBy(applications.type, applications.processingDate)
    .orderBy(desc(applications.processingDate), applications.type);
}

/** One page of a run's applications, in order of receipt (the total is the run's own count). */
export function pageOfRun(db: DbOrTx, ids: readonly number[], pageNumber: number, pageSize: number) {
  return db
    .select()
    .from(applications)
    .where(sql`${applications.id} = any(string_to_array(${ids.join(',')}, ',')::int[])`)
    .orderBy(asc(applications.receivedAt), asc(applications.id))
    .limit(pageSize)
    .offset((pageNumber - 1) * pageSize);
}

/** The congestion records a run opened (Advance). */
export function congestionsOfRun(db: DbOrTx, runId: number) {
  return db.select().from(congestions).where(eq(congestions.processingRunId, runId)).orderBy(asc(congestions.id));
}

export type CellRow = {
  id: number;
  applicationNo: string | null;
  receivedAt: string;
  requested: number;
  allocated: number | null;
};

/**
 * Each of some applications' request and allocation in one block of a date, keeping those on a corridor or naming a
 * party (its seller's or buyer's entity): what one block's shares are derived from.
 */
export async function cellRows(
  db: DbOrTx,
  ids: readonly number[],
  date: string,
  block: number,
  on: { corridorId: number } | { side: 'seller' | 'buyer'; userId: number },
): Promise<CellRow[]> {
  const where =
    'corridorId' in on
      ? sql`${on.corridorId}::int = any(a.corridor_ids)`
      : sql`exists (select 1 from registrations r where r.applicant_user_id = ${on.userId}::int and r.id =
          ${on.side === 'seller' ? sql`a.seller_registration_id` : sql`a.buyer_registration_id`})`;
  const result = await db.execute(sql`
    select a.id, a.application_no as "applicationNo",
           to_char(coalesce(a.received_at, a.created_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
             as "receivedAt",
           d.requested[${block}::int] as requested, d.allocated[${block}::int] as allocated
      from applications a
      join application_days d on d.application_id = a.id and d.date = ${date}::date
     where a.id = any(string_to_array(${ids.join(',')}, ',')::int[]) and ${where}`);
  return (result as unknown as { rows: CellRow[] }).rows;
}
