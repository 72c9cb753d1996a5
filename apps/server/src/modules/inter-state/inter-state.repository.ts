/** The inter-state registration tables' SQL (STYLE: the repository is the only SQL of a module). */
import { and, desc, eq, ilike, inArray, ne, sql, type SQL } from 'drizzle-orm';
import {
  INTER_STATE_EDITABLE,
  INTER_STATE_IN_PROCESS,
  type RecordStatus,
  type RegisteredEntitySector,
} from '@stoa/shared';
import type { DbOrTx } from '../../db/client.ts';
import { interStateRegistrations, users, utilities } from '../../db/schema/index.ts';

export type InterStateRecord = typeof interStateRegistrations.$inferSelect;

/** What a caller may see: its own records (drafts included), or every submitted one. */
export type Visibility = { kind: 'own'; userId: number } | { kind: 'submitted' };

function visible(v: Visibility): SQL {
  return v.kind === 'own'
    ? eq(interStateRegistrations.applicantUserId, v.userId)
    : ne(interStateRegistrations.status, 'Draft');
}

/** The applicant's name on the row: its entity, else its utility (a DISCOM user), else the person. */
const entityName = sql<string>`coalesce(${users.entityName}, ${utilities.name}, ${users.firstName} || ' ' || ${users.lastName})`;

export interface ListFilter {
  status?: RecordStatus | undefined;
  sector?: RegisteredEntitySector | undefined;
  entityName?: string | undefined;
  pageNumber: number;
  pageSize: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listInterState(db: DbOrTx, v: Visibility, f: ListFilter) {
  const where = and(
    visible(v),
    f.status ? eq(interStateRegistrations.status, f.status) : undefined,
    f.sector ? eq(interStateRegistrations.sector, f.sector) : undefined,
    f.entityName ? ilike(entityName, `%${escapeLike(f.entityName)}%`) : undefined,
  );
  const from = () =>
    db
      .select({ record: interStateRegistrations, entityName })
      .from(interStateRegistrations)
      .innerJoin(users, eq(users.id, interStateRegistrations.applicantUserId))
      .leftJoin(utilities, eq(utilities.id, users.utilityId));
  const [rows, [count]] = await Promise.all([
    from()
      .where(where)
      .orderBy(desc(interStateRegistrations.updatedAt), desc(interStateRegistrations.id))
      .limit(f.pageSize)
      .offset((f.pageNumber - 1) * f.pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(interStateRegistrations)
      .innerJoin(users, eq(users.id, interStateRegistrations.applicantUserId))
      .leftJoin(utilities, eq(utilities.id, users.utilityId))
      .where(where),
  ]);
  return { rows, count: count?.n ?? 0 };
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
