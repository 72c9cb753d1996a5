/**
 * SQL of party limits (DOMAIN §3): the registrations that give an entity its limit on a date, what the live
 * applications naming it hold, and the lock that serialises submissions of one party.
 */
import { and, eq, inArray, notInArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { LIVE_STATUSES, type ApplicationStatus } from '@stoa/shared';
import type { DbOrTx } from '../../db/client.ts';
import { applicationDays, applications, registrations } from '../../db/schema/index.ts';

/** Statuses of registrations that were in force for their period (a renewed or expired one for its own days). */
const IN_FORCE_STATUSES = ['Approved', 'Renewed', 'Expired'];

export interface LimitRegistration {
  id: number;
  userId: number;
  entityType: string;
  details: unknown;
  status: string;
  registrationNo: string | null;
  validFrom: string | null;
  expiredOn: string | null;
}

/** Every registration of the entities that has been in force, oldest first. */
export async function registrationsOf(db: DbOrTx, userIds: readonly number[]): Promise<LimitRegistration[]> {
  if (userIds.length === 0) return [];
  return db
    .select({
      id: registrations.id,
      userId: registrations.applicantUserId,
      entityType: registrations.entityType,
      details: registrations.details,
      status: registrations.status,
      registrationNo: registrations.registrationNo,
      validFrom: sql<string | null>`coalesce(${registrations.validFrom}, ${registrations.approvedOn})`,
      expiredOn: registrations.expiredOn,
    })
    .from(registrations)
    .where(and(inArray(registrations.applicantUserId, [...userIds]), inArray(registrations.status, IN_FORCE_STATUSES)))
    .orderBy(registrations.validFrom, registrations.id);
}

export interface HeldRow {
  status: ApplicationStatus;
  sellerUserId: number;
  buyerUserId: number;
  date: string;
  requested: number[];
  allocated: number[] | null;
}

const sellerRegistration = alias(registrations, 'seller_registration');
const buyerRegistration = alias(registrations, 'buyer_registration');

/** The day rows of live applications naming any of the entities on the dates, but for the excluded applications. */
export async function heldRows(
  db: DbOrTx,
  userIds: readonly number[],
  dates: readonly string[],
  excludeIds: readonly number[],
): Promise<HeldRow[]> {
  if (userIds.length === 0 || dates.length === 0) return [];
  const rows = await db
    .select({
      status: applications.status,
      sellerUserId: sellerRegistration.applicantUserId,
      buyerUserId: buyerRegistration.applicantUserId,
      date: applicationDays.date,
      requested: applicationDays.requested,
      allocated: applicationDays.allocated,
    })
    .from(applicationDays)
    .innerJoin(applications, eq(applications.id, applicationDays.applicationId))
    .innerJoin(sellerRegistration, eq(sellerRegistration.id, applications.sellerRegistrationId))
    .innerJoin(buyerRegistration, eq(buyerRegistration.id, applications.buyerRegistrationId))
    .where(
      and(
        inArray(applications.status, [...LIVE_STATUSES]),
        inArray(applicationDays.date, [...dates]),
        or(
          inArray(sellerRegistration.applicantUserId, [...userIds]),
          inArray(buyerRegistration.applicantUserId, [...userIds]),
        ),
        excludeIds.length > 0 ? notInArray(applications.id, [...excludeIds]) : undefined,
      ),
    );
  return rows as HeldRow[];
}

/**
 * Serialises every transaction that checks or changes the given parties' limits until it ends: taken in key order,
 * so two submissions naming the same parties never deadlock and never pass a limit together.
 */
export async function lockParties(tx: DbOrTx, keys: readonly string[]): Promise<void> {
  for (const key of [...new Set(keys)].sort()) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`party-limit:${key}`}))`);
  }
}

/** The entity (user) behind each registration. */
export async function registrationOwners(db: DbOrTx, ids: readonly (number | null)[]): Promise<Map<number, number>> {
  const unique = [...new Set(ids.filter((i): i is number => i !== null))];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: registrations.id, userId: registrations.applicantUserId })
    .from(registrations)
    .where(inArray(registrations.id, unique));
  return new Map(rows.map((r) => [r.id, r.userId]));
}
