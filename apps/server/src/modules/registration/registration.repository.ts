/** The registration tables' SQL (STYLE: the repository is the only SQL of a module). */
import { and, desc, eq, ilike, inArray, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import {
  IN_PROCESS_STATUSES,
  REJECTED_STATUSES,
  RETURNED_STATUSES,
  type EntityType,
  type RecordStatus,
  type RegistrationKind,
} from '@stoa/shared';
import type { DbOrTx } from '../../db/client.ts';
import { preparedOn } from '../../db/prepared.ts';
import { registrations, users, utilities } from '../../db/schema/index.ts';

export type RegistrationRecord = typeof registrations.$inferSelect;

/** What a caller may see: own records, own utility's submitted records, or every submitted record. */
export type Visibility =
  | { kind: 'own'; userId: number }
  | { kind: 'utility'; column: 'discomId' | 'transcoId'; utilityId: number | null }
  | { kind: 'all' };

const ph = sql.placeholder;

/** Who sees what; in a prepared list (`prepared`) the ids are its placeholders. */
function visible(v: Visibility, prepared = false): SQL | undefined {
  switch (v.kind) {
    case 'own':
      return eq(registrations.applicantUserId, prepared ? ph('userId') : v.userId);
    case 'utility':
      return v.utilityId === null
        ? sql`false`
        : and(ne(registrations.status, 'Draft'), eq(registrations[v.column], prepared ? ph('utilityId') : v.utilityId));
    case 'all':
      return ne(registrations.status, 'Draft');
  }
}

export interface ListFilter {
  kind: RegistrationKind;
  entityType?: EntityType | undefined;
  status?: RecordStatus | undefined;
  registrationNo?: string | undefined;
  entityName?: string | undefined;
  /** Only these records (the `overdue` filter's, which the clocks reckon). */
  ids?: readonly number[] | undefined;
  pageNumber: number;
  pageSize: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The visibility and the filters that are set: a list statement's shape (its values are placeholders). */
function listShape(v: Visibility, f: ListFilter) {
  return {
    visibility: v.kind === 'utility' ? (v.utilityId === null ? 'none' : v.column) : v.kind,
    entityType: Boolean(f.entityType),
    status: Boolean(f.status),
    registrationNo: Boolean(f.registrationNo),
    entityName: Boolean(f.entityName),
    ids: Boolean(f.ids),
  };
}
type ListShape = ReturnType<typeof listShape>;

/**
 * A page in the list's order (registrations_list_idx and its utility twins) with its count as an uncorrelated scalar
 * subquery — one statement, prepared per shape.
 */
function buildList(v: Visibility, shape: ListShape, db: DbOrTx, name: string) {
  const where = and(
    visible(v, true),
    eq(registrations.kind, ph('kind')),
    shape.entityType ? eq(registrations.entityType, ph('entityType')) : undefined,
    shape.status ? eq(registrations.status, ph('status')) : undefined,
    shape.registrationNo ? ilike(registrations.registrationNo, ph('registrationNo')) : undefined,
    shape.entityName ? ilike(users.entityName, ph('entityName')) : undefined,
    // The ids as one JSON array parameter: the statement stays one prepared shape whatever their number.
    shape.ids ? sql`${registrations.id} in (select jsonb_array_elements_text(${ph('ids')}::jsonb)::int)` : undefined,
  );
  return db
    .select({
      registration: registrations,
      entityName: users.entityName,
      // The applicant (one per registration) is joined only when its name filters.
      total: shape.entityName
        ? sql<number>`(select count(*)::int from ${registrations}
            inner join ${users} on ${users.id} = ${registrations.applicantUserId} where ${where})`
        : sql<number>`(select count(*)::int from ${registrations} where ${where})`,
    })
    .from(registrations)
    .innerJoin(users, eq(users.id, registrations.applicantUserId))
    .where(where)
    .orderBy(desc(registrations.updatedAt), desc(registrations.id))
    .limit(ph('limit'))
    .offset(ph('offset'))
    .prepare(name);
}

export async function listRegistrations(db: DbOrTx, v: Visibility, f: ListFilter) {
  const shape = listShape(v, f);
  const query = preparedOn(db, `registrations_list ${JSON.stringify(shape)}`, (name) => buildList(v, shape, db, name));
  const filters = {
    kind: f.kind,
    ...(v.kind === 'own' ? { userId: v.userId } : {}),
    ...(v.kind === 'utility' && v.utilityId !== null ? { utilityId: v.utilityId } : {}),
    ...(f.entityType ? { entityType: f.entityType } : {}),
    ...(f.status ? { status: f.status } : {}),
    ...(f.registrationNo ? { registrationNo: `%${escapeLike(f.registrationNo)}%` } : {}),
    ...(f.entityName ? { entityName: `%${escapeLike(f.entityName)}%` } : {}),
    ...(f.ids ? { ids: JSON.stringify(f.ids) } : {}),
  };
  const page = async (pageNumber: number) =>
    query.execute({ ...filters, limit: f.pageSize, offset: (pageNumber - 1) * f.pageSize });
  const rows = await page(f.pageNumber);
  // A page past the end carries no count: the first page does (empty: there are none).
  const count = rows[0]?.total ?? (f.pageNumber > 1 ? ((await page(1))[0]?.total ?? 0) : 0);
  return { rows: rows.map(({ total: _total, ...row }) => row), count };
}

export async function findRegistration(db: DbOrTx, id: number, forUpdate = false) {
  const query = db.select().from(registrations).where(eq(registrations.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function insertRegistration(db: DbOrTx, values: typeof registrations.$inferInsert): Promise<number> {
  const [row] = await db.insert(registrations).values(values).returning({ id: registrations.id });
  return row!.id;
}

export async function updateRegistration(db: DbOrTx, id: number, values: Partial<typeof registrations.$inferInsert>) {
  await db
    .update(registrations)
    .set({ ...values, version: sql`${registrations.version} + 1` })
    .where(eq(registrations.id, id));
}

/** The applicant's registrations (kind Registration) that block a new one: in process, draft, returned, held. */
export async function findBlockingRegistration(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ id: registrations.id, status: registrations.status })
    .from(registrations)
    .where(
      and(
        eq(registrations.applicantUserId, userId),
        eq(registrations.kind, 'Registration'),
        notInArray(registrations.status, [...REJECTED_STATUSES]),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * The renewal of `previousId` that is still a draft, in process or returned (`open`), or that was approved and takes
 * over from it (`approved`): either way it cannot be renewed again.
 */
export async function findRenewalOf(
  db: DbOrTx,
  previousId: number,
): Promise<{ id: number; status: string; validFrom: string | null; isOpen: boolean } | null> {
  const [row] = await db
    .select({ id: registrations.id, status: registrations.status, validFrom: registrations.validFrom })
    .from(registrations)
    .where(
      and(
        eq(registrations.previousRegistrationId, previousId),
        inArray(registrations.status, ['Draft', ...IN_PROCESS_STATUSES, ...RETURNED_STATUSES, 'Approved']),
      ),
    )
    .orderBy(desc(registrations.id))
    .limit(1);
  return row ? { ...row, isOpen: row.status !== 'Approved' } : null;
}

export async function utilityNames(db: DbOrTx, ids: readonly (number | null)[]) {
  const wanted = ids.filter((id): id is number => id !== null);
  if (wanted.length === 0) return new Map<number, { name: string; type: string }>();
  const rows = await db
    .select({ id: utilities.id, name: utilities.name, type: utilities.type })
    .from(utilities)
    .where(inArray(utilities.id, wanted));
  return new Map(rows.map((r) => [r.id, { name: r.name, type: r.type }]));
}

/** Approved registrations past their validity (the expiry job). */
/**
 * Approved registrations past their validity: Renewed when an approved renewal takes over from them (an early
 * renewal), else Expired. One statement, so concurrent runs are harmless.
 */
export async function expireDue(db: DbOrTx, today: string, at: Date) {
  // Qualified by hand: a bare "id" inside the subquery would be the successor's own.
  const successor = sql`exists (select 1 from registrations as successor
    where successor.previous_registration_id = "registrations"."id" and successor.status = 'Approved')`;
  return db
    .update(registrations)
    .set({
      status: sql`case when ${successor} then 'Renewed' else 'Expired' end`,
      updatedAt: at,
      version: sql`${registrations.version} + 1`,
    })
    .where(and(eq(registrations.status, 'Approved'), sql`${registrations.expiredOn} < ${today}`))
    .returning();
}

/** Counts per status of what a caller sees (dashboard). */
export async function countByStatus(db: DbOrTx, v: Visibility) {
  const rows = await db
    .select({ kind: registrations.kind, status: registrations.status, n: sql<number>`count(*)::int` })
    .from(registrations)
    .where(visible(v))
    .groupBy(registrations.kind, registrations.status);
  return rows;
}

/** The records a caller sees in some statuses (what a statutory clock runs on). */
export function waitingRecords(db: DbOrTx, v: Visibility, statuses: readonly string[]) {
  return db
    .select({ id: registrations.id, status: registrations.status })
    .from(registrations)
    .where(and(visible(v), inArray(registrations.status, [...statuses])));
}
