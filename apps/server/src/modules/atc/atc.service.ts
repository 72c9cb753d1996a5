/**
 * ATC (spec §2.2 STOA Upload, STOA View / Edit; DOMAIN §1, §3): the SLDC business user uploads a file of ATC per
 * corridor, date and block (preview with per-cell errors, then import of the valid rows) or edits one corridor-day.
 * ATC may never fall below what processing has already allocated, so the margin never goes negative.
 */
import {
  ATC_BLOCK_COLUMNS,
  ATC_MESSAGES,
  ATC_TEMPLATE_CSV,
  MAX_ATC_ROWS,
  addDays,
  atcBelowAllocated,
  atcHeaderError,
  atcBlockLabel,
  businessDate,
  fromHundredths,
  parseAtcRows,
  toHundredths,
  type AtcDates,
  type AtcDay,
  type AtcDayUpdate,
  type AtcFileRow,
  type AtcImportResult,
  type AtcPreview,
  type AtcUploadList,
  type CorridorKind,
} from '@stoa/shared';
import type { AppDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { Principal } from '../../platform/access-guard.ts';
import { writeAudit } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import type { Actor } from '../../platform/request-context.ts';
import { readCells } from '../../platform/spreadsheet.ts';
import { userNames } from '../../platform/users/users.ts';
import { attachFile, readContent, requireOwnUpload } from '../file/file.service.ts';
import * as repo from './atc.repository.ts';

// What processing reads under its locks (the application module imports these, never the repository).
export { readMargins, writeAllocated, type Margin } from './atc.repository.ts';

interface CheckedFile {
  fileName: string;
  rows: AtcFileRow[];
}

const isValid = (row: AtcFileRow) => row.errors.length === 0;

/** Adds the below-allocation errors of each otherwise valid row (one query for all of them). */
async function checkAllocations(db: DbOrTx, rows: AtcFileRow[], forUpdate = false): Promise<void> {
  const valid = rows.filter(isValid);
  const margins = await repo.readMargins(
    db,
    valid.map((r) => r.corridorId!),
    valid.map((r) => r.date!),
    { forUpdate },
  );
  for (const row of valid) {
    const margin = margins.get(repo.marginKey(row.corridorId!, row.date!));
    if (!margin) continue;
    for (const e of atcBelowAllocated(row.values, margin.allocated))
      row.errors.push({ column: e.column, message: e.message });
  }
}

/** Changed blocks of a corridor-day as { block: MW } before and after, for the audit row. */
function changedBlocks(before: readonly number[] | null, after: readonly number[]) {
  const old: Record<string, number> = {};
  const next: Record<string, number> = {};
  after.forEach((value, i) => {
    if (before && before[i] === value) return;
    if (before) old[i + 1] = fromHundredths(before[i] ?? 0);
    next[i + 1] = fromHundredths(value);
  });
  return { old, next };
}

export function createAtcService(deps: AppDeps) {
  const { db } = deps;

  async function readFile(principal: Principal, kind: CorridorKind, fileId: string): Promise<CheckedFile> {
    await requireOwnUpload(db, principal, fileId, 'AtcUpload');
    const file = await readContent(db, fileId);
    const cells = await readCells(file, deps.config, { header: atcHeaderError });
    const parsed = parseAtcRows(cells, await repo.listCorridors(db), kind);
    if (parsed.fileError) throw new AppError('validation', parsed.fileError, 'fileId');
    if (parsed.rows.length === 0) throw new AppError('validation', ATC_MESSAGES.noRows, 'fileId');
    if (parsed.rows.length > MAX_ATC_ROWS) {
      throw new AppError('validation', ATC_MESSAGES.tooManyRows(MAX_ATC_ROWS), 'fileId');
    }
    return { fileName: file.fileName, rows: parsed.rows };
  }

  async function dayDto(tx: DbOrTx, corridor: repo.CorridorRow, date: string, row: repo.AtcDayRow | null) {
    const names = await userNames(tx, [row?.updatedBy ?? null]);
    const atc = row?.atc ?? [];
    const allocated = row?.allocated ?? [];
    const day: AtcDay = {
      corridor,
      date,
      declared: row !== null,
      version: row?.version ?? 0,
      updatedBy: row?.updatedBy ? (names.get(row.updatedBy) ?? null) : null,
      updatedAt: row ? row.updatedAt.toISOString() : null,
      blocks: Array.from({ length: ATC_BLOCK_COLUMNS.length }, (_, i) => ({
        block: i + 1,
        label: atcBlockLabel(i + 1),
        atc: fromHundredths(atc[i] ?? 0),
        allocated: fromHundredths(allocated[i] ?? 0),
        remaining: fromHundredths((atc[i] ?? 0) - (allocated[i] ?? 0)),
      })),
    };
    return day;
  }

  async function corridorOf(tx: DbOrTx, corridorId: number): Promise<repo.CorridorRow> {
    const corridor = await repo.findCorridor(tx, corridorId);
    if (!corridor) throw new AppError('not-found', ATC_MESSAGES.corridorNotFound, 'corridorId');
    return corridor;
  }

  return {
    /** The csv template: a row of zeros per active corridor of `kind`, dated `date` (default: tomorrow). */
    async template(kind: CorridorKind, date?: string): Promise<{ fileName: string; csv: string }> {
      const day = date ?? addDays(businessDate(deps.now()), 1);
      const corridors = await repo.listCorridors(db, kind);
      return { fileName: `atc-${kind}-${day}.csv`, csv: ATC_TEMPLATE_CSV(kind, corridors, day) };
    },

    /** What an uploaded file would write: each row with its per-cell errors (file, corridor, date, block, allocation). */
    async preview(principal: Principal, kind: CorridorKind, fileId: string): Promise<AtcPreview> {
      const checked = await readFile(principal, kind, fileId);
      await checkAllocations(db, checked.rows);
      const validCount = checked.rows.filter(isValid).length;
      return {
        fileId,
        fileName: checked.fileName,
        kind,
        rows: checked.rows.map(({ values: _values, ...row }) => row),
        validCount,
        errorCount: checked.rows.length - validCount,
      };
    },

    /**
     * Writes the valid rows of a file in one transaction (re-checked against the allocation under row locks), replacing
     * each corridor-day's ATC and keeping its allocation, and records the upload.
     */
    async importFile(principal: Principal, actor: Actor, kind: CorridorKind, fileId: string): Promise<AtcImportResult> {
      const checked = await readFile(principal, kind, fileId);
      return db.transaction(async (tx) => {
        await repo.lockFile(tx, fileId);
        if (await repo.isFileImported(tx, fileId))
          throw new AppError('conflict', ATC_MESSAGES.alreadyImported, 'fileId');
        await checkAllocations(tx, checked.rows, true);
        const valid = checked.rows.filter(isValid);
        if (valid.length === 0) throw new AppError('validation', ATC_MESSAGES.nothingToImport, 'fileId');
        const dates = valid.map((r) => r.date!).sort();
        const now = deps.now();
        const upload = await repo.insertUpload(tx, {
          kind,
          fileId,
          fileName: checked.fileName,
          rowCount: valid.length,
          fromDate: dates[0]!,
          toDate: dates.at(-1)!,
          uploadedBy: actor.userId,
          uploadedAt: now,
        });
        await attachFile(tx, fileId, 'AtcUpload', upload.id);
        const writes = valid.map((r) => ({ corridorId: r.corridorId!, date: r.date!, atc: r.values }));
        await repo.upsertDays(tx, writes, { userId: actor.userId, at: now, uploadId: upload.id });
        await writeAudit(tx, {
          actorUserId: actor.userId,
          action: 'atc.import',
          entityType: 'atcUpload',
          entityId: upload.id,
          newValues: {
            kind,
            fileName: checked.fileName,
            corridorDays: valid.map((r) => ({ corridor: r.corridorName, date: r.date })),
            skipped: checked.rows.length - valid.length,
          },
          ip: actor.context.ip,
        });
        return { imported: valid.length, skipped: checked.rows.length - valid.length };
      });
    },

    /** A kind's upload history, newest first. */
    async uploads(kind: CorridorKind, page: { pageNumber: number; pageSize: number }): Promise<AtcUploadList> {
      const { rows, total } = await repo.listUploads(db, kind, page);
      const names = await userNames(
        db,
        rows.map((r) => r.uploadedBy),
      );
      return {
        uploadList: rows.map((r) => ({
          id: r.id,
          fileId: r.fileId,
          fileName: r.fileName,
          uploadedBy: r.uploadedBy === null ? null : (names.get(r.uploadedBy) ?? null),
          uploadedAt: r.uploadedAt.toISOString(),
          rowCount: r.rowCount,
          fromDate: r.fromDate,
          toDate: r.toDate,
        })),
        dataCount: total,
      };
    },

    /** One corridor-day's blocks: ATC, allocated and remaining MW (zeros and declared false when nothing is declared). */
    async getDay(corridorId: number, date: string): Promise<AtcDay> {
      const corridor = await corridorOf(db, corridorId);
      return dayDto(db, corridor, date, await repo.findDay(db, corridorId, date));
    },

    /**
     * Replaces one corridor-day's ATC (optimistic lock on `version`, 0 for a first declaration); refused block by
     * block where the new ATC is below the allocation.
     */
    async saveDay(actor: Actor, corridorId: number, date: string, input: AtcDayUpdate): Promise<AtcDay> {
      return db.transaction(async (tx) => {
        const corridor = await corridorOf(tx, corridorId);
        if (!corridor.isActive) {
          throw new AppError('business-rule', ATC_MESSAGES.inactiveCorridor(corridor.name), 'corridorId');
        }
        const current = await repo.findDay(tx, corridorId, date, true);
        if ((current?.version ?? 0) !== input.version)
          throw new AppError('conflict', ATC_MESSAGES.stale, 'version', { code: 'STALE_VERSION' });
        const atc = input.values.map(toHundredths);
        if (current) {
          const below = atcBelowAllocated(atc, current.allocated);
          if (below.length > 0) {
            throw AppError.fields(
              'business-rule',
              below.map((e) => [`values.${e.block - 1}`, e.message]),
            );
          }
          if (current.atc.every((v, i) => v === atc[i])) return dayDto(tx, corridor, date, current);
        }
        const stamp = { userId: actor.userId, at: deps.now() };
        const saved = current
          ? await repo.updateDay(tx, { corridorId, date, version: input.version }, atc, stamp)
          : await repo.insertDay(tx, { corridorId, date, atc }, stamp);
        if (!saved) throw new AppError('conflict', ATC_MESSAGES.stale, 'version', { code: 'STALE_VERSION' });
        const { old, next } = changedBlocks(current?.atc ?? null, atc);
        await writeAudit(tx, {
          actorUserId: actor.userId,
          action: current ? 'atc.update' : 'atc.create',
          entityType: 'atcDay',
          entityId: repo.marginKey(corridorId, date),
          oldValues: current ? { corridor: corridor.name, date, blocks: old } : null,
          newValues: { corridor: corridor.name, date, blocks: next },
          ip: actor.context.ip,
        });
        return dayDto(tx, corridor, date, saved);
      });
    },

    /** Every corridor of a kind with the dates in [from, to] that have ATC declared (the View / Edit picker). */
    async dates(kind: CorridorKind, from: string, to: string): Promise<AtcDates> {
      const [corridors, declared] = await Promise.all([
        repo.listCorridors(db, kind),
        repo.declaredDates(db, kind, from, to),
      ]);
      return {
        corridors: corridors.map((c) => ({
          id: c.id,
          name: c.name,
          isActive: c.isActive,
          dates: declared.filter((d) => d.corridorId === c.id).map((d) => d.date),
        })),
      };
    },
  };
}

export type AtcService = ReturnType<typeof createAtcService>;
