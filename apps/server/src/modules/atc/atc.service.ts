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
  atcFalls,
  atcHeaderError,
  atcTemplateQuerySchema,
  atcBlockLabel,
  businessDate,
  fromHundredths,
  parseAtcRows,
  remainingMargin,
  toHundredths,
  type AtcDates,
  type AtcDay,
  type AtcDayUpdate,
  type AtcFileRow,
  type AtcImportRequest,
  type AtcImportResult,
  type AtcPreview,
  type AtcTemplateQuery,
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
import { readContent, requireOwnUpload } from '../file/file.service.ts';
import { changesOf, checkAllocations, declaredOf, isValid, writeImport } from './atc-import.ts';
import * as repo from './atc.repository.ts';

// What processing reads under its locks (the application module imports these, never the repository).
export { findCorridor, readMargins, writeAllocated, type Margin } from './atc.repository.ts';

interface CheckedFile {
  fileName: string;
  rows: AtcFileRow[];
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
    const left = remainingMargin(atc, allocated);
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
        remaining: fromHundredths(left[i] ?? 0),
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
    /**
     * The csv template of [from, to] (default: tomorrow): a row per active corridor of `kind` and date, prefilled with
     * the declared ATC (0 where nothing is declared yet).
     */
    async template(kind: CorridorKind, query: AtcTemplateQuery): Promise<{ fileName: string; csv: string }> {
      const from = query.from ?? addDays(businessDate(deps.now()), 1);
      const to = query.to ?? from;
      // The period again once From Date has its default: a lone To Date is held to the same rules.
      const period = atcTemplateQuerySchema.safeParse({ from, to });
      const issue = period.error?.issues[0];
      if (issue) throw new AppError('validation', issue.message, 'to');
      const dates = [from];
      while (dates.at(-1)! < to) dates.push(addDays(dates.at(-1)!, 1));
      const corridors = (await repo.listCorridors(db, kind)).filter((c) => c.isActive);
      if (corridors.length * dates.length > MAX_ATC_ROWS) {
        throw new AppError('validation', ATC_MESSAGES.tooManyRows(MAX_ATC_ROWS), 'to');
      }
      const ids = corridors.map((c) => c.id);
      const declared = await repo.readMargins(db, ids, dates);
      const atc = new Map([...declared].map(([key, margin]) => [key, margin.atc]));
      const name = from === to ? from : `${from}-to-${to}`;
      return { fileName: `atc-${kind}-${name}.csv`, csv: ATC_TEMPLATE_CSV(kind, corridors, dates, atc) };
    },

    /**
     * What an uploaded file would write: each row with its per-cell errors (file, corridor, date, block, allocation)
     * and the blocks whose declared ATC it would lower.
     */
    async preview(principal: Principal, kind: CorridorKind, fileId: string): Promise<AtcPreview> {
      const checked = await readFile(principal, kind, fileId);
      const margins = await checkAllocations(db, checked.rows);
      const validCount = checked.rows.filter(isValid).length;
      return {
        fileId,
        fileName: checked.fileName,
        kind,
        rows: checked.rows.map((row) => {
          const { values: _values, ...shown } = row;
          return { ...shown, falls: isValid(row) ? atcFalls(declaredOf(margins, row), row.values) : [] };
        }),
        validCount,
        errorCount: checked.rows.length - validCount,
        fallCount: changesOf(checked.rows, margins).fallCount,
      };
    },

    /**
     * Writes the valid rows of a file that change what is declared, in one transaction (re-checked against the
     * allocation under row locks), replacing each corridor-day's ATC and keeping its allocation, and records the
     * upload. Refused (422 ATC_FALL_UNCONFIRMED, nothing written) when it lowers any declared ATC without
     * `confirmFalls`.
     */
    async importFile(
      principal: Principal,
      actor: Actor,
      kind: CorridorKind,
      request: AtcImportRequest,
    ): Promise<AtcImportResult> {
      const { fileId } = request;
      const checked = await readFile(principal, kind, fileId);
      return db.transaction(async (tx) => {
        await repo.lockFile(tx, fileId);
        if (await repo.isFileImported(tx, fileId))
          throw new AppError('conflict', ATC_MESSAGES.alreadyImported, 'fileId');
        const margins = await checkAllocations(tx, checked.rows, true);
        const validCount = checked.rows.filter(isValid).length;
        if (validCount === 0) throw new AppError('validation', ATC_MESSAGES.nothingToImport, 'fileId');
        const { changed, fallCount } = changesOf(checked.rows, margins);
        if (fallCount > 0 && request.confirmFalls !== true) {
          throw new AppError('business-rule', ATC_MESSAGES.fallsUnconfirmed(fallCount), 'confirmFalls', {
            code: 'ATC_FALL_UNCONFIRMED',
          });
        }
        const skipped = checked.rows.length - validCount;
        const result = { imported: changed.length, unchanged: validCount - changed.length, skipped };
        if (changed.length > 0)
          await writeImport(tx, actor, deps.now(), { kind, fileId, fileName: checked.fileName, changed, skipped });
        return result;
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
