/** SQL of holidays and the holiday files they were imported from. */
import { and, asc, desc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { files, holidayFiles, holidays } from '../../db/schema/index.ts';
import { configStore } from './config-store.repository.ts';

export const holidayStore = configStore(holidays, 'holiday', 'Holiday not found.');

export type HolidayRow = typeof holidays.$inferSelect;

/** Holiday dates, all or from `from` to `to` (inclusive). */
export async function listHolidayDates(db: DbOrTx, from?: string, to?: string): Promise<string[]> {
  const where = from && to ? and(gte(holidays.date, from), lte(holidays.date, to)) : undefined;
  const rows = await db.select({ date: holidays.date }).from(holidays).where(where);
  return rows.map((r) => r.date);
}

/** The holidays of a year, by date. */
export function listHolidaysOfYear(db: DbOrTx, year: number): Promise<HolidayRow[]> {
  return holidayStore.list(db, and(gte(holidays.date, `${year}-01-01`), lte(holidays.date, `${year}-12-31`)), [
    asc(holidays.date),
  ]);
}

/** The holiday on a date, if any. */
export async function findHolidayOn(db: DbOrTx, date: string): Promise<{ id: number } | undefined> {
  const [row] = await db.select({ id: holidays.id }).from(holidays).where(eq(holidays.date, date));
  return row;
}

export async function insertHolidays(
  tx: DbOrTx,
  rows: readonly { date: string; name: string; holidayFileId: number; updatedAt: Date; updatedBy: number }[],
): Promise<void> {
  if (rows.length > 0) await tx.insert(holidays).values([...rows]);
}

/** The uploaded file names of some holiday files, by holiday file id. */
export function listHolidayFileNames(db: DbOrTx, holidayFileIds: readonly number[]) {
  return db
    .select({ id: holidayFiles.id, fileName: files.fileName })
    .from(holidayFiles)
    .innerJoin(files, eq(files.id, holidayFiles.fileId))
    .where(inArray(holidayFiles.id, [...holidayFileIds]));
}

/** Imported holiday files, newest first; one of them when `id` is given. */
export function listHolidayFiles(db: DbOrTx, id?: number) {
  return db
    .select({
      id: holidayFiles.id,
      fileId: holidayFiles.fileId,
      fileName: files.fileName,
      uploadedBy: holidayFiles.uploadedBy,
      uploadedAt: holidayFiles.uploadedAt,
      rowsSaved: holidayFiles.rowsSaved,
      rowsRejected: holidayFiles.rowsRejected,
    })
    .from(holidayFiles)
    .innerJoin(files, eq(files.id, holidayFiles.fileId))
    .where(id === undefined ? undefined : eq(holidayFiles.id, id))
    .orderBy(desc(holidayFiles.uploadedAt), desc(holidayFiles.id));
}

/** Has this uploaded file been imported already? */
export async function isHolidayFileImported(db: DbOrTx, fileId: string): Promise<boolean> {
  const [row] = await db.select({ id: holidayFiles.id }).from(holidayFiles).where(eq(holidayFiles.fileId, fileId));
  return row !== undefined;
}

export async function insertHolidayFile(
  tx: DbOrTx,
  values: { fileId: string; rowsSaved: number; rowsRejected: number; uploadedBy: number; uploadedAt: Date },
): Promise<{ id: number }> {
  const [row] = await tx.insert(holidayFiles).values(values).returning({ id: holidayFiles.id });
  return row!;
}
