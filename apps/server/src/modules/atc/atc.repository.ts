/**
 * SQL for ATC: corridor-days (declared ATC and allocated MW per block, hundredths), upload history, and the margins
 * application processing reads. `allocated` is written only by processing; ATC writes keep it as it is.
 */
import { and, asc, count, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { ATC_BLOCK_COLUMNS, type CorridorKind } from '@stoa/shared';
import { marginKey } from '@stoa/shared';
import type { DbOrTx } from '../../db/client.ts';
import { atcDays, atcUploads, corridors, files } from '../../db/schema/index.ts';

export interface CorridorRow {
  id: number;
  name: string;
  kind: CorridorKind;
  isActive: boolean;
}
export type AtcDayRow = typeof atcDays.$inferSelect;
export type AtcUploadRow = typeof atcUploads.$inferSelect;

/** A corridor-day's ATC and allocation, hundredths of a MW per block (index 0 = block 1). */
export interface Margin {
  atc: number[];
  allocated: number[];
}

export { marginKey };

const corridorColumns = { id: corridors.id, name: corridors.name, kind: corridors.kind, isActive: corridors.isActive };

const asCorridor = (row: { id: number; name: string; kind: string; isActive: boolean }): CorridorRow => ({
  ...row,
  kind: row.kind as CorridorKind,
});

/** Every corridor, or those of a kind (the file parser tells wrong-kind and inactive names from unknown ones). */
export async function listCorridors(db: DbOrTx, kind?: CorridorKind): Promise<CorridorRow[]> {
  const rows = await db
    .select(corridorColumns)
    .from(corridors)
    .where(kind ? eq(corridors.kind, kind) : undefined)
    .orderBy(asc(corridors.name));
  return rows.map(asCorridor);
}

export async function findCorridor(db: DbOrTx, id: number): Promise<CorridorRow | null> {
  const [row] = await db.select(corridorColumns).from(corridors).where(eq(corridors.id, id));
  return row ? asCorridor(row) : null;
}

/**
 * ATC and allocated MW of the corridor-days asked for, in one query, keyed `${corridorId}|${date}`; a corridor-day
 * without declared ATC is absent from the map. With `forUpdate` the rows stay locked until the transaction ends
 * (in key order, so two lockers cannot deadlock), so an allocation and an ATC change of the same day serialise.
 */
export async function readMargins(
  db: DbOrTx,
  corridorIds: number[],
  dates: string[],
  opts?: { forUpdate?: boolean },
): Promise<Map<string, Margin>> {
  const margins = new Map<string, Margin>();
  if (corridorIds.length === 0 || dates.length === 0) return margins;
  const query = db
    .select({ corridorId: atcDays.corridorId, date: atcDays.date, atc: atcDays.atc, allocated: atcDays.allocated })
    .from(atcDays)
    .where(and(inArray(atcDays.corridorId, [...new Set(corridorIds)]), inArray(atcDays.date, [...new Set(dates)])))
    .orderBy(asc(atcDays.corridorId), asc(atcDays.date))
    .$dynamic();
  if (opts?.forUpdate) query.for('update');
  for (const row of await query) {
    margins.set(marginKey(row.corridorId, row.date), { atc: row.atc, allocated: row.allocated });
  }
  return margins;
}

/** One corridor-day, locked when `forUpdate`. */
export async function findDay(
  db: DbOrTx,
  corridorId: number,
  date: string,
  forUpdate = false,
): Promise<AtcDayRow | null> {
  const query = db
    .select()
    .from(atcDays)
    .where(and(eq(atcDays.corridorId, corridorId), eq(atcDays.date, date)))
    .$dynamic();
  if (forUpdate) query.for('update');
  const [row] = await query;
  return row ?? null;
}

export interface AtcWrite {
  corridorId: number;
  date: string;
  atc: number[];
}

export interface WriteStamp {
  userId: number;
  at: Date;
  uploadId?: number | null;
}

const zeros = () => new Array<number>(ATC_BLOCK_COLUMNS.length).fill(0);
const CHUNK = 500;

/** Upserts corridor-days: a new one starts with nothing allocated; an existing one gets the new ATC, keeps `allocated`. */
export async function upsertDays(tx: DbOrTx, writes: readonly AtcWrite[], stamp: WriteStamp): Promise<void> {
  for (let i = 0; i < writes.length; i += CHUNK) {
    await tx
      .insert(atcDays)
      .values(
        writes.slice(i, i + CHUNK).map((w) => ({
          corridorId: w.corridorId,
          date: w.date,
          atc: w.atc,
          allocated: zeros(),
          uploadId: stamp.uploadId ?? null,
          updatedBy: stamp.userId,
          updatedAt: stamp.at,
        })),
      )
      .onConflictDoUpdate({
        target: [atcDays.corridorId, atcDays.date],
        set: {
          atc: sql`excluded.atc`,
          uploadId: sql`excluded.upload_id`,
          updatedBy: sql`excluded.updated_by`,
          updatedAt: sql`excluded.updated_at`,
          version: sql`${atcDays.version} + 1`,
        },
      });
  }
}

/** A typed edit of one existing corridor-day, only if it is still at `version`; null when someone changed it. */
export async function updateDay(
  tx: DbOrTx,
  key: { corridorId: number; date: string; version: number },
  atc: number[],
  stamp: WriteStamp,
): Promise<AtcDayRow | null> {
  const [row] = await tx
    .update(atcDays)
    .set({ atc, uploadId: null, updatedBy: stamp.userId, updatedAt: stamp.at, version: sql`${atcDays.version} + 1` })
    .where(and(eq(atcDays.corridorId, key.corridorId), eq(atcDays.date, key.date), eq(atcDays.version, key.version)))
    .returning();
  return row ?? null;
}

/** A typed first declaration of a corridor-day; null when one appeared meanwhile. */
export async function insertDay(tx: DbOrTx, write: AtcWrite, stamp: WriteStamp): Promise<AtcDayRow | null> {
  const [row] = await tx
    .insert(atcDays)
    .values({ ...write, allocated: zeros(), updatedBy: stamp.userId, updatedAt: stamp.at })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** Locks an uploaded file's row, so two imports of one file serialise (the second then finds it imported). */
export async function lockFile(tx: DbOrTx, fileId: string): Promise<void> {
  await tx.select({ id: files.id }).from(files).where(eq(files.id, fileId)).for('update');
}

export async function isFileImported(db: DbOrTx, fileId: string): Promise<boolean> {
  const [row] = await db.select({ id: atcUploads.id }).from(atcUploads).where(eq(atcUploads.fileId, fileId));
  return row !== undefined;
}

export async function insertUpload(tx: DbOrTx, values: typeof atcUploads.$inferInsert): Promise<AtcUploadRow> {
  const [row] = await tx.insert(atcUploads).values(values).returning();
  return row!;
}

/** One page of a kind's uploads, newest first. */
export async function listUploads(
  db: DbOrTx,
  kind: CorridorKind,
  page: { pageNumber: number; pageSize: number },
): Promise<{ rows: AtcUploadRow[]; total: number }> {
  const where = eq(atcUploads.kind, kind);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(atcUploads)
      .where(where)
      .orderBy(desc(atcUploads.uploadedAt), desc(atcUploads.id))
      .limit(page.pageSize)
      .offset((page.pageNumber - 1) * page.pageSize),
    db.select({ n: count() }).from(atcUploads).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Dates with declared ATC in [from, to], per corridor of a kind. */
export async function declaredDates(
  db: DbOrTx,
  kind: CorridorKind,
  from: string,
  to: string,
): Promise<{ corridorId: number; date: string }[]> {
  return db
    .select({ corridorId: atcDays.corridorId, date: atcDays.date })
    .from(atcDays)
    .innerJoin(corridors, eq(corridors.id, atcDays.corridorId))
    .where(and(eq(corridors.kind, kind), gte(atcDays.date, from), lte(atcDays.date, to)))
    .orderBy(asc(atcDays.corridorId), asc(atcDays.date));
}

/** The allocated MW of corridor-days, set to the given arrays (one statement; rows locked by the caller). */
export async function writeAllocated(
  tx: DbOrTx,
  rows: readonly { c: number; d: string; a: number[] }[],
  at: Date,
): Promise<void> {
  await tx.execute(sql`
    update atc_days as t
       set allocated = array(select jsonb_array_elements_text(v.a)::integer),
           updated_at = ${at.toISOString()}::timestamptz, version = t.version + 1
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(c integer, d date, a jsonb)
     where t.corridor_id = v.c and t.date = v.d`);
}
