/**
 * The one way configuration rows are read and changed: every change stamps who and when, and writes an audit row
 * with the old and new values in the caller's transaction (spec issue: "an audit row for every change"). The area
 * repositories (charges, fees, TDS, utilities, …) build a store per table and the filters their queries need.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { writeAudit } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import type { Actor } from '../../platform/request-context.ts';

/** A configuration table: an id, and who changed it when. */
export type ConfigTable = PgTable & { id: PgColumn; updatedAt: PgColumn; updatedBy: PgColumn };

/** A filter of a store's rows, built by a repository (services pass it along, never build one). */
export type Where = SQL | undefined;

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

  async function list(db: DbOrTx, where?: Where, orderBy: SQL[] = []): Promise<Row<T>[]> {
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

/** Serialises changes to one series (a rate's periods, the holidays) until the transaction ends. */
export async function lockSeries(tx: DbOrTx, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}
