/**
 * The one way configuration rows are read and changed: every change stamps who and when, and writes an audit row
 * with the old and new values in the caller's transaction (spec issue: "an audit row for every change").
 */
import { eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import { writeAudit } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import type { RequestContext } from '../../platform/request-context.ts';

/** A configuration table: an id, and who changed it when. */
export type ConfigTable = PgTable & { id: PgColumn; updatedAt: PgColumn; updatedBy: PgColumn };

export interface Actor {
  userId: number;
  context: RequestContext;
}

type Row<T extends ConfigTable> = T['$inferSelect'];

/** Values for the audit: dates as strings, no bookkeeping columns. */
function auditValues(row: Record<string, unknown> | null): Record<string, unknown> | null {
  if (!row) return null;
  const { updatedAt: _u, updatedBy: _b, ...rest } = row;
  return rest;
}

function changedKeys(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  return Object.keys(after).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
}

export function configStore<T extends ConfigTable>(table: T, entityType: string, notFoundMessage: string) {
  const anyTable = table as unknown as PgTable;

  async function list(db: DbOrTx, where?: SQL, orderBy: SQL[] = []): Promise<Row<T>[]> {
    const query = db.select().from(anyTable).$dynamic();
    if (where) query.where(where);
    if (orderBy.length > 0) query.orderBy(...orderBy);
    return (await query) as Row<T>[];
  }

  /** A row, locked for the rest of the transaction when `forUpdate`; 404 when missing. */
  async function get(db: DbOrTx, id: number | string, forUpdate = false): Promise<Row<T>> {
    const query = db.select().from(anyTable).where(eq(table.id, id)).$dynamic();
    if (forUpdate) query.for('update');
    const [row] = (await query) as Row<T>[];
    if (!row) throw new AppError('not-found', notFoundMessage);
    return row;
  }

  async function insert(tx: DbOrTx, actor: Actor, values: Partial<Row<T>>, now: Date): Promise<Row<T>> {
    const [row] = (await tx
      .insert(anyTable)
      .values({ ...values, updatedAt: now, updatedBy: actor.userId } as never)
      .returning()) as Row<T>[];
    await writeAudit(tx, {
      actorUserId: actor.userId,
      action: `${entityType}.create`,
      entityType,
      entityId: String(row!.id),
      newValues: auditValues(row as Record<string, unknown>),
      ip: actor.context.ip,
    });
    return row!;
  }

  async function update(
    tx: DbOrTx,
    actor: Actor,
    before: Row<T>,
    values: Partial<Row<T>>,
    now: Date,
    comment: string | null = null,
  ): Promise<Row<T>> {
    const [row] = (await tx
      .update(anyTable)
      .set({ ...values, updatedAt: now, updatedBy: actor.userId } as never)
      .where(eq(table.id, (before as { id: number | string }).id))
      .returning()) as Row<T>[];
    const old = auditValues(before as Record<string, unknown>)!;
    const next = auditValues(row as Record<string, unknown>)!;
    const keys = changedKeys(old, next);
    if (keys.length > 0) {
      await writeAudit(tx, {
        actorUserId: actor.userId,
        action: `${entityType}.update`,
        entityType,
        entityId: String((before as { id: unknown }).id),
        oldValues: Object.fromEntries(keys.map((k) => [k, old[k]])),
        newValues: Object.fromEntries(keys.map((k) => [k, next[k]])),
        comment,
        ip: actor.context.ip,
      });
    }
    return row!;
  }

  async function remove(tx: DbOrTx, actor: Actor, before: Row<T>): Promise<void> {
    await tx.delete(anyTable).where(eq(table.id, (before as { id: number | string }).id));
    await writeAudit(tx, {
      actorUserId: actor.userId,
      action: `${entityType}.delete`,
      entityType,
      entityId: String((before as { id: unknown }).id),
      oldValues: auditValues(before as Record<string, unknown>),
      ip: actor.context.ip,
    });
  }

  return { table, entityType, list, get, insert, update, remove };
}

export type ConfigStore<T extends ConfigTable> = ReturnType<typeof configStore<T>>;

/** Full names of the users who changed rows, by id. */
export async function userNames(db: DbOrTx, ids: readonly (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((r) => [r.id, `${r.firstName} ${r.lastName}`]));
}

/** The stamp fields of a list row. */
export function stampOf(row: { id: number; updatedAt: Date; updatedBy: number | null }, names: Map<number, string>) {
  return {
    id: row.id,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy === null ? null : (names.get(row.updatedBy) ?? null),
  };
}

/** Rows → DTOs with the names of who changed them. */
export async function withNames<R extends { updatedBy: number | null }, D>(
  db: DbOrTx,
  rows: readonly R[],
  dto: (row: R, names: Map<number, string>) => D,
): Promise<D[]> {
  const names = await userNames(
    db,
    rows.map((r) => r.updatedBy),
  );
  return rows.map((row) => dto(row, names));
}
