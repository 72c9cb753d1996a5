/**
 * The standing clearance SQL (STYLE: the repository is the only SQL of a module): the requests, the applicant's
 * current approved registration they are checked against, and — read only — the inter-state corridor's declared ATC.
 */
import { and, asc, desc, eq, gte, inArray, lt, lte, ne, sql, type SQL } from 'drizzle-orm';
import {
  STANDING_CLEARANCE_HOLDING,
  STANDING_CLEARANCE_UNDECIDED,
  type ClearanceDirection,
  type HeldClearance,
  type StandingClearanceListQuery,
} from '@stoa/shared';
import type { DbOrTx } from '../../db/client.ts';
import { preparedOn } from '../../db/prepared.ts';
import { atcDays, corridors, registrations, standingClearances, users } from '../../db/schema/index.ts';

export type ClearanceRecord = typeof standingClearances.$inferSelect;
export type RegistrationRow = typeof registrations.$inferSelect;

/** What a caller may see: its own requests (drafts included), or every submitted one (the SLDC roles). */
export type Visibility = { kind: 'own'; userId: number } | { kind: 'submitted' };

const ph = sql.placeholder;

/** Who sees what; in a prepared list (`prepared`) the owner's id is its placeholder. */
function visible(v: Visibility, prepared = false): SQL {
  return v.kind === 'own'
    ? eq(standingClearances.applicantUserId, prepared ? ph('userId') : v.userId)
    : ne(standingClearances.status, 'Draft');
}

/** The applicant's name on the row: its entity, else the person. */
const entityName = sql<string>`coalesce(${users.entityName}, ${users.firstName} || ' ' || ${users.lastName})`;

const undecided = inArray(standingClearances.status, [...STANDING_CLEARANCE_UNDECIDED]);

/** The visibility, the filters that are set and the order: a list statement's shape (values are placeholders). */
function listShape(v: Visibility, f: StandingClearanceListQuery) {
  return {
    visibility: v.kind,
    status: Boolean(f.status),
    direction: Boolean(f.direction),
    overdue: f.overdue === 'true',
    byDue: f.sort === 'due',
  };
}
type ListShape = ReturnType<typeof listShape>;

/**
 * A page in the list's order (by default standing_clearances_list_idx / _own_list_idx's; by due date: undecided
 * first, the earliest answer date first) with its count as an uncorrelated scalar subquery — one statement,
 * prepared per shape.
 */
function buildList(v: Visibility, shape: ListShape, db: DbOrTx, name: string) {
  const where = and(
    visible(v, true),
    shape.status ? eq(standingClearances.status, ph('status')) : undefined,
    shape.direction ? eq(standingClearances.direction, ph('direction')) : undefined,
    shape.overdue ? and(undecided, lt(standingClearances.dueOn, ph('today'))) : undefined,
  );
  const order = shape.byDue
    ? [
        sql`case when ${undecided} then 0 else 1 end`,
        sql`${standingClearances.dueOn} asc nulls last`,
        asc(standingClearances.id),
      ]
    : [desc(standingClearances.updatedAt), desc(standingClearances.id)];
  return db
    .select({
      record: standingClearances,
      entityName,
      total: sql<number>`(select count(*)::int from ${standingClearances} where ${where})`,
    })
    .from(standingClearances)
    .innerJoin(users, eq(users.id, standingClearances.applicantUserId))
    .where(where)
    .orderBy(...order)
    .limit(ph('limit'))
    .offset(ph('offset'))
    .prepare(name);
}

export async function listClearances(db: DbOrTx, v: Visibility, f: StandingClearanceListQuery, today: string) {
  const shape = listShape(v, f);
  const query = preparedOn(db, `clearances_list ${JSON.stringify(shape)}`, (name) => buildList(v, shape, db, name));
  const filters = {
    ...(v.kind === 'own' ? { userId: v.userId } : {}),
    ...(shape.status ? { status: f.status } : {}),
    ...(shape.direction ? { direction: f.direction } : {}),
    ...(shape.overdue ? { today } : {}),
  };
  const page = async (pageNumber: number) =>
    query.execute({ ...filters, limit: f.pageSize, offset: (pageNumber - 1) * f.pageSize });
  const rows = await page(f.pageNumber);
  // A page past the end carries no count: the first page does (empty: there are none).
  const count = rows[0]?.total ?? (f.pageNumber > 1 ? ((await page(1))[0]?.total ?? 0) : 0);
  return { rows: rows.map(({ total: _total, ...row }) => row), count };
}

export async function findClearance(db: DbOrTx, id: number, forUpdate = false) {
  const query = db.select().from(standingClearances).where(eq(standingClearances.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function insertClearance(db: DbOrTx, values: typeof standingClearances.$inferInsert): Promise<number> {
  const [row] = await db.insert(standingClearances).values(values).returning({ id: standingClearances.id });
  return row!.id;
}

export async function updateClearance(
  db: DbOrTx,
  id: number,
  values: Partial<typeof standingClearances.$inferInsert>,
): Promise<void> {
  await db
    .update(standingClearances)
    .set({ ...values, version: sql`${standingClearances.version} + 1` })
    .where(eq(standingClearances.id, id));
}

/** Serialises one applicant's submissions, so two at once cannot both take the last MW of its capacity. */
export async function lockApplicant(tx: DbOrTx, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`standing_clearance:${userId}`}))`);
}

/** The applicant's other clearances of a direction that hold capacity and overlap a period. */
export async function heldClearances(
  db: DbOrTx,
  userId: number,
  direction: ClearanceDirection,
  period: { fromDate: string; toDate: string },
  excludeId: number | null,
): Promise<HeldClearance[]> {
  return db
    .select({
      id: standingClearances.id,
      clearanceNo: standingClearances.clearanceNo,
      fromDate: standingClearances.fromDate,
      toDate: standingClearances.toDate,
      quantum: standingClearances.quantum,
    })
    .from(standingClearances)
    .where(
      and(
        eq(standingClearances.applicantUserId, userId),
        eq(standingClearances.direction, direction),
        inArray(standingClearances.status, [...STANDING_CLEARANCE_HOLDING]),
        lte(standingClearances.fromDate, period.toDate),
        gte(standingClearances.toDate, period.fromDate),
        excludeId === null ? undefined : ne(standingClearances.id, excludeId),
      ),
    )
    .orderBy(asc(standingClearances.fromDate), asc(standingClearances.id));
}

/** The applicant's current approved registration: the latest approved (a renewal after the one it renews). */
export async function currentApprovedRegistration(db: DbOrTx, userId: number): Promise<RegistrationRow | null> {
  const [row] = await db
    .select()
    .from(registrations)
    .where(and(eq(registrations.applicantUserId, userId), eq(registrations.status, 'Approved')))
    .orderBy(sql`${registrations.approvedOn} desc nulls last`, desc(registrations.id))
    .limit(1);
  return row ?? null;
}

export async function registrationNoOf(db: DbOrTx, registrationId: number | null): Promise<string | null> {
  if (registrationId === null) return null;
  const [row] = await db
    .select({ registrationNo: registrations.registrationNo })
    .from(registrations)
    .where(eq(registrations.id, registrationId));
  return row?.registrationNo ?? null;
}

/** The applicant as the clearance needs it: its name and whether it is marked a defaulter. */
export async function applicantOf(db: DbOrTx, userId: number) {
  const [row] = await db.select({ entityName, isDefaulter: users.isDefaulter }).from(users).where(eq(users.id, userId));
  return row ?? { entityName: '', isDefaulter: false };
}

/** The active inter-state corridor of a direction (DOMAIN §1: State import, State export). */
export async function interStateCorridor(db: DbOrTx, direction: 'Import' | 'Export') {
  const [row] = await db
    .select({ id: corridors.id, name: corridors.name })
    .from(corridors)
    .where(and(eq(corridors.kind, 'InterState'), eq(corridors.direction, direction), eq(corridors.isActive, true)))
    .orderBy(asc(corridors.id))
    .limit(1);
  return row ?? null;
}

/** The corridor's declared ATC and allocation (MW hundredths per block) on the days of a period that have them. */
export async function atcDaysOf(db: DbOrTx, corridorId: number, fromDate: string, toDate: string) {
  return db
    .select({ date: atcDays.date, atc: atcDays.atc, allocated: atcDays.allocated })
    .from(atcDays)
    .where(and(eq(atcDays.corridorId, corridorId), gte(atcDays.date, fromDate), lte(atcDays.date, toDate)))
    .orderBy(asc(atcDays.date));
}

/** The requests a caller sees in some statuses, with their answer dates (the statutory clock). */
export function waitingRecords(db: DbOrTx, v: Visibility, statuses: readonly string[]) {
  return db
    .select({ id: standingClearances.id, status: standingClearances.status, dueOn: standingClearances.dueOn })
    .from(standingClearances)
    .where(and(visible(v), inArray(standingClearances.status, [...statuses])));
}
