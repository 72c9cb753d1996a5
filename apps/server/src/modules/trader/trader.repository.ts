/** SQL for traders and the applicants they act for (spec §7.5). */
import { and, asc, count, eq, ilike, isNull, sql } from 'drizzle-orm';
import type { EntityType } from '@stoa/shared';
import { registrations, traderLinks, users } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../db/client.ts';

/** A user's name as lists show it: the entity's name, else the person's. */
const displayName = sql<string>`coalesce(${users.entityName}, ${users.firstName} || ' ' || ${users.lastName})`;

/**
 * Each user's current approved registration (any kind): the latest approved one when a renewal has been approved
 * after the registration it renews.
 */
function currentApproved(db: DbOrTx) {
  return db
    .selectDistinctOn([registrations.applicantUserId], {
      userId: registrations.applicantUserId,
      registrationNo: registrations.registrationNo,
      expiredOn: registrations.expiredOn,
      tradingLicenceNo: sql<string | null>`${registrations.details} #>> '{licence,tradingLicenceNo}'`.as(
        'trading_licence_no',
      ),
      issuingAuthority: sql<string | null>`${registrations.details} #>> '{licence,issuingAuthority}'`.as(
        'issuing_authority',
      ),
    })
    .from(registrations)
    .where(eq(registrations.status, 'Approved'))
    .orderBy(
      registrations.applicantUserId,
      sql`${registrations.approvedOn} desc nulls last`,
      sql`${registrations.id} desc`,
    )
    .as('current_registration');
}

export interface TraderRow {
  traderId: number;
  entityName: string;
  registrationNo: string | null;
  issuingAuthority: string | null;
  tradingLicenceNo: string | null;
}

/** Traders with an approved registration, by name; with `traderId`, that one trader if approved. */
export async function listApprovedTraders(db: DbOrTx, traderId?: number): Promise<TraderRow[]> {
  const current = currentApproved(db);
  return db
    .select({
      traderId: users.id,
      entityName: displayName,
      registrationNo: current.registrationNo,
      issuingAuthority: current.issuingAuthority,
      tradingLicenceNo: current.tradingLicenceNo,
    })
    .from(users)
    .innerJoin(current, eq(current.userId, users.id))
    .where(
      and(
        eq(users.role, 'Trader'),
        eq(users.isEnabled, true),
        traderId === undefined ? undefined : eq(users.id, traderId),
      ),
    )
    .orderBy(asc(displayName), asc(users.id));
}

/** An applicant's active links with each trader's current registration, in the order they were added. */
export async function listLinkedTraders(db: DbOrTx, applicantUserId: number): Promise<(TraderRow & { id: number })[]> {
  const current = currentApproved(db);
  return db
    .select({
      id: traderLinks.id,
      traderId: users.id,
      entityName: displayName,
      registrationNo: current.registrationNo,
      issuingAuthority: current.issuingAuthority,
      tradingLicenceNo: current.tradingLicenceNo,
    })
    .from(traderLinks)
    .innerJoin(users, eq(users.id, traderLinks.traderUserId))
    .leftJoin(current, eq(current.userId, users.id))
    .where(and(eq(traderLinks.applicantUserId, applicantUserId), isNull(traderLinks.removedAt)))
    .orderBy(asc(traderLinks.createdAt), asc(traderLinks.id));
}

export async function findUser(db: DbOrTx, id: number) {
  const rows = await db
    .select({ id: users.id, role: users.role, entityName: displayName })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return rows[0];
}

/** Adds the link unless an active one exists (the partial unique index decides, so two racing adds make one). */
export async function insertLink(
  db: DbOrTx,
  values: { applicantUserId: number; traderUserId: number; createdAt: Date },
): Promise<number | null> {
  const rows = await db.insert(traderLinks).values(values).onConflictDoNothing().returning({ id: traderLinks.id });
  return rows[0]?.id ?? null;
}

/** Ends the applicant's own active link; null when there is none with that id. */
export async function removeLink(db: DbOrTx, id: number, applicantUserId: number, at: Date) {
  const rows = await db
    .update(traderLinks)
    .set({ removedAt: at })
    .where(and(eq(traderLinks.id, id), eq(traderLinks.applicantUserId, applicantUserId), isNull(traderLinks.removedAt)))
    .returning({ id: traderLinks.id, traderUserId: traderLinks.traderUserId });
  return rows[0] ?? null;
}

export interface EntityQuery {
  pageNumber: number;
  pageSize: number;
  entityName?: string | undefined;
  entityType?: EntityType | undefined;
}

/** The applicants with an active link to the trader, by name, one page. */
export async function listLinkedEntities(db: DbOrTx, traderUserId: number, query: EntityQuery) {
  const current = currentApproved(db);
  const where = and(
    eq(traderLinks.traderUserId, traderUserId),
    isNull(traderLinks.removedAt),
    query.entityName ? ilike(displayName, `%${query.entityName.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
    query.entityType ? eq(users.entityType, query.entityType) : undefined,
  );
  const rows = await db
    .select({
      id: traderLinks.id,
      userId: users.id,
      entityName: displayName,
      entityType: users.entityType,
      registrationNo: current.registrationNo,
      expiredOn: current.expiredOn,
      contactNumber: users.contactNumber,
      email: users.email,
      addedOn: traderLinks.createdAt,
    })
    .from(traderLinks)
    .innerJoin(users, eq(users.id, traderLinks.applicantUserId))
    .leftJoin(current, eq(current.userId, users.id))
    .where(where)
    .orderBy(asc(displayName), asc(traderLinks.id))
    .limit(query.pageSize)
    .offset((query.pageNumber - 1) * query.pageSize);
  const [total] = await db
    .select({ value: count() })
    .from(traderLinks)
    .innerJoin(users, eq(users.id, traderLinks.applicantUserId))
    .where(where);
  return { rows, dataCount: total?.value ?? 0 };
}

/** Does the user hold an approved registration (an applicant adds traders only then)? */
export async function hasApprovedRegistration(db: DbOrTx, userId: number): Promise<boolean> {
  const current = currentApproved(db);
  const [row] = await db.select({ userId: current.userId }).from(current).where(eq(current.userId, userId)).limit(1);
  return row !== undefined;
}
