/**
 * Holidays (spec §2.7 Holidays; DOMAIN §2 working days): per year, added one by one or from an xlsx/csv file with
 * a preview of each row's errors; importing saves the valid rows and records the file.
 */
import {
  HOLIDAY_FILE_MESSAGES,
  MAX_HOLIDAY_ROWS,
  checkHolidayRows,
  holidayRowsFromCells,
  type Holiday,
  type HolidayFile,
  type HolidayInput,
  type HolidayPreview,
} from '@stoa/shared';
import type { AppDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { Principal } from '../../platform/access-guard.ts';
import { AppError } from '../../platform/errors.ts';
import { writeAudit } from '../../platform/audit.ts';
import type { Actor } from '../../platform/request-context.ts';
import { readCells } from '../../platform/spreadsheet.ts';
import { userNames } from '../../platform/users/users.ts';
import { attachFile, readContent, requireOwnUpload } from '../file/file.service.ts';
import { lockSeries } from './config-store.repository.ts';
import { changeConfig, configRead } from '../../platform/config-reads.ts';
import * as repo from './holiday.repository.ts';
import { stampOf, withNames } from './stamp.ts';

const { holidayStore } = repo;
const HOLIDAY_EXISTS = (date: string) => HOLIDAY_FILE_MESSAGES.exists(date);
const HOLIDAY_IMPORTED = 'This file has already been imported.';

type HolidayRow = repo.HolidayRow;

/** Every holiday date (for working-day rules). */
export async function holidayDates(db: DbOrTx): Promise<Set<string>> {
  return new Set(await configRead(db, 'holidays', () => repo.listHolidayDates(db)));
}

export function createHolidayService(deps: AppDeps) {
  const { db } = deps;

  async function dto(tx: DbOrTx, rows: HolidayRow[]): Promise<Holiday[]> {
    const fileIds = [...new Set(rows.map((r) => r.holidayFileId).filter((id): id is number => id !== null))];
    const fileNames = new Map<number, string>();
    if (fileIds.length > 0) {
      for (const f of await repo.listHolidayFileNames(tx, fileIds)) fileNames.set(f.id, f.fileName);
    }
    return withNames(tx, rows, (row, names) => ({
      ...stampOf(row, names),
      date: row.date,
      name: row.name,
      fileName: row.holidayFileId === null ? null : (fileNames.get(row.holidayFileId) ?? null),
    }));
  }

  async function assertDateFree(tx: DbOrTx, date: string, selfId?: number) {
    const clash = await repo.findHolidayOn(tx, date);
    if (clash && clash.id !== selfId) throw new AppError('conflict', HOLIDAY_EXISTS(date), 'date');
  }

  async function preview(principal: Principal, fileId: string): Promise<HolidayPreview> {
    await requireOwnUpload(db, principal, fileId, 'HolidayList');
    const file = await readContent(db, fileId);
    const cells = await readCells(file, deps.config);
    const parsed = holidayRowsFromCells(cells);
    if (parsed.length === 0) throw new AppError('validation', HOLIDAY_FILE_MESSAGES.noRows, 'fileId');
    if (parsed.length > MAX_HOLIDAY_ROWS) {
      throw new AppError('validation', HOLIDAY_FILE_MESSAGES.tooManyRows(MAX_HOLIDAY_ROWS), 'fileId');
    }
    const rows = checkHolidayRows(parsed, await holidayDates(db));
    const errorCount = rows.filter((r) => r.errors.length > 0).length;
    return { fileId, fileName: file.fileName, rows, validCount: rows.length - errorCount, errorCount };
  }

  /** Imported files, newest first (one of them when `id` is given), with who uploaded each. */
  async function fileRows(tx: DbOrTx, id?: number): Promise<HolidayFile[]> {
    const rows = await repo.listHolidayFiles(tx, id);
    const names = await userNames(
      tx,
      rows.map((r) => r.uploadedBy),
    );
    return rows.map((r) => ({
      ...r,
      uploadedBy: r.uploadedBy === null ? null : (names.get(r.uploadedBy) ?? null),
      uploadedAt: r.uploadedAt.toISOString(),
    }));
  }

  return {
    async list(year: number): Promise<Holiday[]> {
      return dto(db, await repo.listHolidaysOfYear(db, year));
    },
    async add(actor: Actor, input: HolidayInput): Promise<Holiday> {
      return changeConfig(db, async (tx) => {
        await lockSeries(tx, 'holidays');
        await assertDateFree(tx, input.date);
        const row = await holidayStore.insert(tx, actor, { date: input.date, name: input.name }, deps.now());
        return (await dto(tx, [row]))[0]!;
      });
    },
    async update(actor: Actor, id: number, input: HolidayInput): Promise<Holiday> {
      return changeConfig(db, async (tx) => {
        await lockSeries(tx, 'holidays');
        const stored = await holidayStore.get(tx, id, true);
        await assertDateFree(tx, input.date, id);
        const row = await holidayStore.update(tx, actor, stored, { date: input.date, name: input.name }, deps.now());
        return (await dto(tx, [row]))[0]!;
      });
    },
    async remove(actor: Actor, id: number): Promise<void> {
      await changeConfig(db, async (tx) => {
        const stored = await holidayStore.get(tx, id, true);
        await holidayStore.remove(tx, actor, stored);
      });
    },
    preview,
    /** Saves the valid rows of the file (checked again inside the transaction) and records the upload. */
    async importFile(principal: Principal, actor: Actor, fileId: string) {
      const checked = await preview(principal, fileId);
      return changeConfig(db, async (tx) => {
        await lockSeries(tx, 'holidays');
        if (await repo.isHolidayFileImported(tx, fileId)) throw new AppError('conflict', HOLIDAY_IMPORTED, 'fileId');
        // Re-check against the dates as they are now: another import may have landed since the preview.
        const existing = await holidayDates(tx);
        const valid = checked.rows.filter((r) => r.errors.length === 0 && r.date !== null && !existing.has(r.date));
        const now = deps.now();
        const record = await repo.insertHolidayFile(tx, {
          fileId,
          rowsSaved: valid.length,
          rowsRejected: checked.rows.length - valid.length,
          uploadedBy: actor.userId,
          uploadedAt: now,
        });
        await attachFile(tx, fileId, 'HolidayFile', record.id);
        await repo.insertHolidays(
          tx,
          valid.map((r) => ({
            date: r.date!,
            name: r.name,
            holidayFileId: record.id,
            updatedAt: now,
            updatedBy: actor.userId,
          })),
        );
        await writeAudit(tx, {
          actorUserId: actor.userId,
          action: 'holiday.import',
          entityType: 'holidayFile',
          entityId: record.id,
          newValues: { fileName: checked.fileName, saved: valid.map((r) => ({ date: r.date, name: r.name })) },
          ip: actor.context.ip,
        });
        const [file] = await fileRows(tx, record.id);
        return { saved: valid.length, rejected: checked.rows.length - valid.length, file: file! };
      });
    },
    async uploadedFiles(): Promise<HolidayFile[]> {
      return fileRows(db);
    },
  };
}

export type HolidayService = ReturnType<typeof createHolidayService>;
