/** The inter-state registration tables' SQL (STYLE: the repository is the only SQL of a module). */
import { and, desc, eq, ilike, inArray, ne, sql, type SQL } from 'drizzle-orm';
import {
  INTER_STATE_EDITABLE,
  INTER_STATE_IN_PROCESS,
  type RecordStatus,
  type RegisteredEntitySector,
} from '@stoa/shared';
import type { DbOrTx } from '../../db/client.ts';
import { preparedOn } from '../../db/prepared.ts';
import { interStateRegistrations, users, utilities } from '../../db/schema/index.ts';

export type InterStateRecord = typeof interStateRegistrations.$inferSelect;

/** What a caller may see: its own records (drafts included), or every submitted one. */
export type Visibility = { kind: 'own'; userId: number } | { kind: 'submitted' };

const ph = sql.placeholder;

/** Who sees what; in a prepared list (`prepared`) the owner's id is its placeholder. */
function visible(v: Visibility, prepared = false): SQL {
  return v.kind === 'own'
    ? eq(interStateRegistrations.applicantUserId, prepared ? ph('userId') : v.userId)
    : ne(interStateRegistrations.status, 'Draft');
}

/** The applicant's name on the row: its entity, else its utility (a DISCOM user), else the person. */
const entityName = sql<string>`coalesce(${users.entityName}, ${utilities.name}, ${users.firstName} || ' ' || ${users.lastName})`;

export interface ListFilter {
  status?: RecordStatus | undefined;
  sector?: RegisteredEntitySector | undefined;
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
    visibility: v.kind,
    status: Boolean(f.status),
    sector: Boolean(f.sector),
    entityName: Boolean(f.entityName),
    ids: Boolean(f.ids),
  };
}
type ListShape = ReturnType<typeof listShape>;

/**
 * A page in the list's order (inter_state_registrations_list_idx, _own_list_idx) with its count as an uncorrelated
 * scalar subquery — one statement, prepared per shape.
 */
function buildList(v: Visibility, shape: ListShape, db: DbOrTx, name: string) {
  const where = and(
    visible(v, true),
    shape.status ? eq(interStateRegistrations.status, ph('status')) : undefined,
    shape.sector ? eq(interStateRegistrations.sector, ph('sector')) : undefined,
    shape.entityName ? ilike(entityName, ph('entityName')) : undefined,
    // The ids as one JSON array parameter: the statement stays one prepared shape whatever their number.
    shape.ids
      ? sql`${interStateRegistrations.id} in (select jsonb_array_elements_text(${ph('ids')}::jsonb)::int)`
      : undefined,
  );
  return db
    .select({
      record: interStateRegistrations,
      entityName,
      // The applicant (one per record) and its utility are joined only when their name filters.
      total: shape.entityName
        ? sql<number>`(select count(*)::int from ${interStateRegistrations}
            inner join ${users} on ${users.id} = ${interStateRegistrations.applicantUserId}
            left join ${utilities} on ${utilities.id} = ${users.utilityId} where ${where})`
        : sql<number>`(select count(*)::int from ${interStateRegistrations} where ${where})`,
    })
    .from(interStateRegistrations)
    .innerJoin(users, eq(users.id, interStateRegistrations.applicantUserId))
    .leftJoin(utilities, eq(utilities.id, users.utilityId))
    .where(where)
    .orderBy(desc(interStateRegistrations.updatedAt), desc(interStateRegistrations.id))
    .limit(ph('limit'))
    .offset(ph('offset'))
    .prepare(name);
}

export async function listInterState(db: DbOrTx, v: Visibility, f: ListFilter) {
  const shape = listShape(v, f);
  const query = preparedOn(db, `inter_state_list ${JSON.stringify(shape)}`, (name) => buildList(v, shape, db, name));
  const filters = {
    ...(v.kind === 'own' ? { userId: v.userId } : {}),
    ...(f.status ? { status: f.status } : {}),
    ...(f.sector ? { sector: f.sector } : {}),
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

export async function findInterState(db: DbOrTx, id: number, forUpdate = false) {
  const query = db.select().from(interStateRegistrations).where(eq(interStateRegistrations.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** The applicant's name as the rows show it. */
export async function entityNameOf(db: DbOrTx, userId: number): Promise<string> {
  const [row] = await db
    .select({ entityName })
    .from(users)
    .leftJoin(utilities, eq(utilities.id, users.utilityId))
    .where(eq(users.id, userId));
  return row?.entityName ?? '';
}

export async function insertInterState(
  db: DbOrTx,
  values: typeof interStateRegistrations.$inferInsert,
): Promise<number> {
  const [row] = await db.insert(interStateRegistrations).values(values).returning({ id: interStateRegistrations.id });
  return row!.id;
}

export async function updateInterState(
  db: DbOrTx,
  id: number,
  values: Partial<typeof interStateRegistrations.$inferInsert>,
) {
  await db
    .update(interStateRegistrations)
    .set({ ...values, version: sql`${interStateRegistrations.version} + 1` })
    .where(eq(interStateRegistrations.id, id));
}

/** Another record of the owner and sector that is open (draft, in process, returned) or in force. */
export async function findOpenOfSector(db: DbOrTx, userId: number, sector: RegisteredEntitySector) {
  const [row] = await db
    .select({ id: interStateRegistrations.id })
    .from(interStateRegistrations)
    .where(
      and(
        eq(interStateRegistrations.applicantUserId, userId),
        eq(interStateRegistrations.sector, sector),
        inArray(interStateRegistrations.status, [...INTER_STATE_EDITABLE, ...INTER_STATE_IN_PROCESS, 'Approved']),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The records a caller sees in some statuses (what a statutory clock runs on). */
export function waitingRecords(db: DbOrTx, v: Visibility, statuses: readonly string[]) {
  return db
    .select({ id: interStateRegistrations.id, status: interStateRegistrations.status })
    .from(interStateRegistrations)
    .where(and(visible(v), inArray(interStateRegistrations.status, [...statuses])));
}
