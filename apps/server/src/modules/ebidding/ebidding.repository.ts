/**
 * SQL of e-bidding: congestion records with their invitations (a record without one reads as None), the bids of
 * invited applications, the lists of both, and the expiry job's update.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  applications,
  congestions,
  corridors,
  ebiddingBids,
  ebiddingInvitations,
  users,
} from '../../db/schema/index.ts';
import type { AwardRun, InvitationListQuery } from '@stoa/shared';

export type InvitationRecord = typeof ebiddingInvitations.$inferSelect;
export type BidRecord = typeof ebiddingBids.$inferSelect;
export type CongestionRecord = typeof congestions.$inferSelect & { corridorName: string };

/** A congestion record with its corridor's name and its invitation (null: not yet saved, status None). */
export async function findCongestion(
  db: DbOrTx,
  id: number,
): Promise<{ congestion: CongestionRecord; invitation: InvitationRecord | null } | null> {
  const [row] = await db
    .select({ congestion: congestions, corridorName: corridors.name, invitation: ebiddingInvitations })
    .from(congestions)
    .innerJoin(corridors, eq(corridors.id, congestions.corridorId))
    .leftJoin(ebiddingInvitations, eq(ebiddingInvitations.id, congestions.id))
    .where(eq(congestions.id, id));
  if (!row) return null;
  return { congestion: { ...row.congestion, corridorName: row.corridorName }, invitation: row.invitation };
}

/** The invitation row of a congestion record, created as None when missing, locked for the transaction. */
export async function lockInvitation(tx: DbOrTx, id: number, at: Date): Promise<InvitationRecord> {
  await tx
    .insert(ebiddingInvitations)
    .values({ id, status: 'None', createdAt: at, updatedAt: at })
    .onConflictDoNothing();
  const [row] = await tx.select().from(ebiddingInvitations).where(eq(ebiddingInvitations.id, id)).for('update');
  return row!;
}

/** An invitation row that exists (saved at least once), locked for the transaction; null when none. */
export async function lockSavedInvitation(tx: DbOrTx, id: number): Promise<InvitationRecord | null> {
  const [row] = await tx.select().from(ebiddingInvitations).where(eq(ebiddingInvitations.id, id)).for('update');
  return row ?? null;
}

export async function updateInvitation(
  tx: DbOrTx,
  id: number,
  values: Partial<typeof ebiddingInvitations.$inferInsert>,
): Promise<InvitationRecord> {
  const [row] = await tx
    .update(ebiddingInvitations)
    .set({ ...values, version: sql`${ebiddingInvitations.version} + 1` })
    .where(eq(ebiddingInvitations.id, id))
    .returning();
  return row!;
}

/** The applications of a congestion record still waiting for e-bidding (the ones an invitation invites). */
export function waitingApplications(db: DbOrTx, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(applications)
    .where(and(inArray(applications.id, [...ids]), eq(applications.status, 'PendingEBidding')))
    .orderBy(asc(applications.id));
}

export async function insertBids(tx: DbOrTx, rows: (typeof ebiddingBids.$inferInsert)[]) {
  if (rows.length === 0) return;
  await tx.insert(ebiddingBids).values(rows).onConflictDoNothing();
}

export function bidsOf(db: DbOrTx, invitationId: number, forUpdate = false) {
  const q = db
    .select()
    .from(ebiddingBids)
    .where(eq(ebiddingBids.invitationId, invitationId))
    .orderBy(asc(ebiddingBids.id));
  return forUpdate ? q.for('update') : q;
}

export async function findBid(db: DbOrTx, id: number, forUpdate = false): Promise<BidRecord | null> {
  const q = db.select().from(ebiddingBids).where(eq(ebiddingBids.id, id));
  const [row] = forUpdate ? await q.for('update') : await q;
  return row ?? null;
}

/** The latest processed bid of an application (its e-bidding result). */
export async function completedBidOf(db: DbOrTx, applicationId: number): Promise<BidRecord | null> {
  const [row] = await db
    .select()
    .from(ebiddingBids)
    .where(and(eq(ebiddingBids.applicationId, applicationId), eq(ebiddingBids.status, 'Completed')))
    .orderBy(sql`${ebiddingBids.id} desc`)
    .limit(1);
  return row ?? null;
}

export async function updateBid(tx: DbOrTx, id: number, values: Partial<typeof ebiddingBids.$inferInsert>) {
  const [row] = await tx
    .update(ebiddingBids)
    .set({ ...values, version: sql`${ebiddingBids.version} + 1` })
    .where(eq(ebiddingBids.id, id))
    .returning();
  return row!;
}

/** Many bids' outcomes in one statement: status, the least award and price, the award per congested block. */
export async function setBidOutcomes(
  tx: DbOrTx,
  rows: readonly {
    id: number;
    status: string;
    allocated: number | null;
    price: number | null;
    cells: AwardRun[] | null;
  }[],
  at: Date,
) {
  if (rows.length === 0) return;
  const payload = JSON.stringify(rows.map((r) => ({ id: r.id, s: r.status, a: r.allocated, p: r.price, c: r.cells })));
  await tx.execute(sql`
    update ebidding_bids as b
       set status = v.s, allocated_quantum = v.a, applicable_price = v.p, award_cells = v.c,
           updated_at = ${at.toISOString()}::timestamptz, version = b.version + 1
      from jsonb_to_recordset(${payload}::jsonb) as v(id integer, s text, a integer, p integer, c jsonb)
     where b.id = v.id`);
}

/** The congested blocks other processed invitations already decided for some applications (their award cells). */
export async function decidedCellsOf(db: DbOrTx, applicationIds: readonly number[], exceptInvitationId: number) {
  const byApp = new Map<number, AwardRun[]>();
  if (applicationIds.length === 0) return byApp;
  const rows = await db
    .select({ applicationId: ebiddingBids.applicationId, cells: ebiddingBids.awardCells })
    .from(ebiddingBids)
    .where(
      and(
        inArray(ebiddingBids.applicationId, [...applicationIds]),
        eq(ebiddingBids.status, 'Completed'),
        sql`${ebiddingBids.invitationId} <> ${exceptInvitationId}`,
      ),
    );
  for (const r of rows) byApp.set(r.applicationId, [...(byApp.get(r.applicationId) ?? []), ...(r.cells ?? [])]);
  return byApp;
}

/**
 * The applications among `applicationIds` another congestion record still holds open (not yet processed nor
 * expired): they keep waiting for e-bidding when this one is settled.
 */
export async function stillInvitedElsewhere(db: DbOrTx, applicationIds: readonly number[], exceptId: number) {
  if (applicationIds.length === 0) return new Set<number>();
  const result = await db.execute(sql`
    select distinct a.id
      from unnest(${sql.raw(`array[${applicationIds.map(Number).join(',')}]::int[]`)}) as a(id)
      join congestions c on a.id = any(c.application_ids) and c.id <> ${exceptId}
      left join ebidding_invitations i on i.id = c.id
     where coalesce(i.status, 'None') not in ('Completed', 'Expired')`);
  return new Set((result as unknown as { rows: { id: number }[] }).rows.map((r) => r.id));
}

/** Names of applications' owners and their numbers, for the bids' rows. */
export function applicationNames(db: DbOrTx, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: applications.id,
      applicationNo: applications.applicationNo,
      applicantUserId: applications.applicantUserId,
      name: sql<string>`coalesce(nullif(${users.entityName}, ''), ${users.firstName} || ' ' || ${users.lastName})`,
    })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.applicantUserId))
    .where(inArray(applications.id, [...ids]));
}

const like = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The filters of both invitation lists, on `i` (invitation, may be null) and `c` (congestion). */
function invitationFilters(q: InvitationListQuery) {
  const parts = [sql`true`];
  if (q.month) parts.push(sql`to_char(i.date_of_invitation, 'YYYY-MM') = ${q.month}`);
  if (q.lastDateOfSubmission) parts.push(sql`i.last_date_of_submission = ${q.lastDateOfSubmission}::date`);
  if (q.invitationNo) parts.push(sql`i.bid_invitation_no ilike ${like(q.invitationNo)}`);
  if (q.status) parts.push(sql`coalesce(i.status, 'None') = ${q.status}`);
  return sql.join(parts, sql` and `);
}

const INVITATION_COLUMNS = sql`
  c.id, c.corridor_id, co.name as corridor_name, c.from_date::text as from_date, c.to_date::text as to_date,
  c.from_time_block, c.to_time_block, c.available_margin, c.applied_quantum, coalesce(i.status, 'None') as status,
  i.bid_invitation_no, i.date_of_invitation::text as date_of_invitation,
  i.last_date_of_submission::text as last_date_of_submission, i.dead_line, i.floor_price,
  (select count(*)::int from ebidding_bids pb where pb.invitation_id = c.id and pb.status in ('Submitted', 'Completed'))
    as proposals`;

export type InvitationListRow = {
  id: number;
  corridor_name: string;
  from_date: string;
  to_date: string;
  from_time_block: number;
  to_time_block: number;
  available_margin: number;
  applied_quantum: number;
  status: string;
  bid_invitation_no: string | null;
  date_of_invitation: string | null;
  last_date_of_submission: string | null;
  dead_line: string | null;
  floor_price: number | null;
  proposals: number;
  application_nos: string[];
  total: number;
};

/** Every congestion record with its invitation (SLDC roles), newest first, one page. */
export async function listAllInvitations(db: DbOrTx, q: InvitationListQuery) {
  const result = await db.execute(sql`
    select ${INVITATION_COLUMNS},
           array(select a.application_no from applications a
                  where a.id = any(c.application_ids) and a.application_no is not null
                    and (a.status = 'PendingEBidding'
                         or exists (select 1 from ebidding_bids b where b.invitation_id = c.id and b.application_id = a.id))
                  order by a.id) as application_nos,
           count(*) over ()::int as total
      from congestions c
      join corridors co on co.id = c.corridor_id
      left join ebidding_invitations i on i.id = c.id
     where ${invitationFilters(q)}
     order by coalesce(i.date_of_invitation, c.created_at::date) desc, c.id desc
     limit ${q.pageSize} offset ${q.pageSize * (q.pageNumber - 1)}`);
  return (result as unknown as { rows: InvitationListRow[] }).rows;
}

export type OwnInvitationRow = InvitationListRow & {
  bid_id: number;
  application_id: number;
  application_no: string | null;
  bid_status: string;
};

/** The sent invitations of the caller's applications: one row per invited application. */
export async function listOwnInvitations(db: DbOrTx, userId: number, q: InvitationListQuery) {
  const result = await db.execute(sql`
    select ${INVITATION_COLUMNS}, b.id as bid_id, b.application_id, a.application_no, b.status as bid_status,
           array[a.application_no] as application_nos, count(*) over ()::int as total
      from ebidding_bids b
      join ebidding_invitations i on i.id = b.invitation_id
      join congestions c on c.id = i.id
      join corridors co on co.id = c.corridor_id
      join applications a on a.id = b.application_id
     where b.bidder_user_id = ${userId} and ${invitationFilters(q)}
     order by i.date_of_invitation desc nulls last, b.id desc
     limit ${q.pageSize} offset ${q.pageSize * (q.pageNumber - 1)}`);
  return (result as unknown as { rows: OwnInvitationRow[] }).rows;
}

/** Bids with their invitation and application, for proposal rows: by invitation, or the caller's (paged). */
export async function proposalRows(
  db: DbOrTx,
  where: { invitationId: number } | { bidderUserId: number; pageSize: number; pageNumber: number },
) {
  const filter =
    'invitationId' in where
      ? sql`b.invitation_id = ${where.invitationId}`
      : sql`b.bidder_user_id = ${where.bidderUserId} and i.status <> 'Draft'`;
  const page =
    'invitationId' in where ? sql`` : sql`limit ${where.pageSize} offset ${where.pageSize * (where.pageNumber - 1)}`;
  const result = await db.execute(sql`
    select b.id, b.invitation_id, b.application_id, b.bidder_user_id, b.applied_quantum, b.status, b.quoted_price,
           b.allocated_quantum, b.applicable_price,
           to_char(b.submitted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as submitted_at, i.bid_invitation_no, i.floor_price, c.available_margin, a.application_no,
           coalesce(nullif(u.entity_name, ''), u.first_name || ' ' || u.last_name) as applicant_name,
           count(*) over ()::int as total
      from ebidding_bids b
      join ebidding_invitations i on i.id = b.invitation_id
      join congestions c on c.id = i.id
      join applications a on a.id = b.application_id
      join users u on u.id = b.bidder_user_id
     where ${filter}
     order by b.id ${'invitationId' in where ? sql`asc` : sql`desc`}
     ${page}`);
  return (result as unknown as { rows: ProposalSqlRow[] }).rows;
}

export type ProposalSqlRow = {
  id: number;
  invitation_id: number;
  application_id: number;
  bidder_user_id: number;
  applied_quantum: number;
  status: string;
  quoted_price: number | null;
  allocated_quantum: number | null;
  applicable_price: number | null;
  submitted_at: string | null;
  bid_invitation_no: string | null;
  floor_price: number | null;
  available_margin: number;
  application_no: string | null;
  applicant_name: string;
  total: number;
};

/** Invitations whose deadline passed while Draft or Initiated become Expired (one statement); their ids. */
export async function expireDue(tx: DbOrTx, now: Date) {
  const result = await tx.execute(sql`
    update ebidding_invitations
       set status = 'Expired', updated_at = ${now.toISOString()}::timestamptz, version = version + 1
     where status in ('Draft', 'Initiated') and deadline_at <= ${now.toISOString()}::timestamptz
     returning id`);
  return (result as unknown as { rows: { id: number }[] }).rows.map((r) => r.id);
}

/** Bids not submitted on some invitations become Withdrawn; the applications they stood for. */
export async function withdrawOpenBids(tx: DbOrTx, invitationIds: readonly number[], at: Date) {
  if (invitationIds.length === 0) return;
  await tx
    .update(ebiddingBids)
    .set({ status: 'Withdrawn', updatedAt: at, version: sql`${ebiddingBids.version} + 1` })
    .where(
      and(inArray(ebiddingBids.invitationId, [...invitationIds]), inArray(ebiddingBids.status, ['None', 'Draft'])),
    );
}

export function congestionsByIds(db: DbOrTx, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(congestions)
    .where(inArray(congestions.id, [...ids]));
}

export function invitationsByIds(db: DbOrTx, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(ebiddingInvitations)
    .where(inArray(ebiddingInvitations.id, [...ids]));
}
