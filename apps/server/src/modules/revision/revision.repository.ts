/** The only SQL on revision requests (revision_requests): insert, find (for update), update, the list. */
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { revisionRequests } from '../../db/schema/index.ts';

export type RevisionRecord = typeof revisionRequests.$inferSelect;
export type NewRevision = typeof revisionRequests.$inferInsert;

export async function insertRevision(db: DbOrTx, values: NewRevision): Promise<number> {
  const [row] = await db.insert(revisionRequests).values(values).returning({ id: revisionRequests.id });
  return row!.id;
}

export async function findRevision(db: DbOrTx, id: number, forUpdate = false): Promise<RevisionRecord | null> {
  const query = db.select().from(revisionRequests).where(eq(revisionRequests.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function updateRevision(db: DbOrTx, id: number, values: Partial<NewRevision>): Promise<void> {
  await db
    .update(revisionRequests)
    .set({ ...values, version: sql`${revisionRequests.version} + 1` })
    .where(eq(revisionRequests.id, id));
}

/** An open request of the application (at most one: a unique index). */
export async function openRevisionOf(db: DbOrTx, applicationId: number): Promise<RevisionRecord | null> {
  const [row] = await db
    .select()
    .from(revisionRequests)
    .where(sql`${revisionRequests.applicationId} = ${applicationId} and ${revisionRequests.status} = 'Submitted'`);
  return row ?? null;
}

export interface RevisionListRow {
  record: RevisionRecord;
  applicationNo: string;
  applicationType: string;
  applicantName: string;
}

/** A page of requests (an applicant's own, or every one), newest first, with the count in the same statement. */
export async function listRevisions(
  db: DbOrTx,
  filter: { applicantUserId: number | null; status?: string; applicationNo?: string },
  page: { pageNumber: number; pageSize: number },
  onlyId?: number,
): Promise<{ rows: RevisionListRow[]; count: number }> {
  const where = [
    sql`true`,
    ...(onlyId !== undefined ? [sql`r.id = ${onlyId}`] : []),
    ...(filter.applicantUserId !== null ? [sql`r.applicant_user_id = ${filter.applicantUserId}`] : []),
    ...(filter.status ? [sql`r.status = ${filter.status}`] : []),
    ...(filter.applicationNo
      ? [sql`a.application_no ilike ${`%${filter.applicationNo.replace(/[%_\\]/g, '\\$&')}%`}`]
      : []),
  ];
  const result = await db.execute(sql`
    select r.id, count(*) over () as "count", a.application_no as "applicationNo", a.type as "applicationType",
           coalesce(u.entity_name, u.first_name || ' ' || u.last_name) as "applicantName"
      from revision_requests r
      join applications a on a.id = r.application_id
      join users u on u.id = r.applicant_user_id
     where ${sql.join(where, sql` and `)}
     order by r.requested_at desc, r.id desc
     limit ${page.pageSize} offset ${(page.pageNumber - 1) * page.pageSize}`);
  type Row = { id: number; count: string; applicationNo: string; applicationType: string; applicantName: string };
  const rows = (result as unknown as { rows: Row[] }).rows;
  if (rows.length === 0) return { rows: [], count: 0 };
  const records = await db
    .select()
    .from(revisionRequests)
    .where(sql`${revisionRequests.id} in ${sql.raw(`(${rows.map((r) => Number(r.id)).join(',')})`)}`);
  const byId = new Map(records.map((r) => [r.id, r]));
  return {
    rows: rows.map((r) => ({
      record: byId.get(r.id)!,
      applicationNo: r.applicationNo,
      applicationType: r.applicationType,
      applicantName: r.applicantName,
    })),
    count: Number(rows[0]!.count),
  };
}
