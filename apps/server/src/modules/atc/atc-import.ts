/**
 * The import side of ATC uploads (spec §2.2 STOA Upload; issue 15 ATC safety): which rows of a file are valid against
 * what is allocated, which change what is declared and how many corridor-blocks they lower, and the write itself.
 */
import { atcBelowAllocated, atcFalls, isSameAtc, type AtcFileRow, type CorridorKind } from '@stoa/shared';
import type { DbOrTx } from '../../db/client.ts';
import { writeAudit } from '../../platform/audit.ts';
import type { Actor } from '../../platform/request-context.ts';
import { attachFile } from '../file/file.service.ts';
import * as repo from './atc.repository.ts';

export const isValid = (row: AtcFileRow) => row.errors.length === 0;

/**
 * Adds the below-allocation errors of each otherwise valid row (one query for all of them) and answers the margins
 * read, so the caller compares the rows with what is declared.
 */
export async function checkAllocations(
  db: DbOrTx,
  rows: AtcFileRow[],
  forUpdate = false,
): Promise<Map<string, repo.Margin>> {
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
  return margins;
}

/** The declared ATC a row would replace (null: nothing declared). */
export const declaredOf = (margins: Map<string, repo.Margin>, row: AtcFileRow) =>
  margins.get(repo.marginKey(row.corridorId!, row.date!))?.atc ?? null;

/** Valid rows that change what is declared, and how many would lower it (corridor-blocks). */
export function changesOf(rows: AtcFileRow[], margins: Map<string, repo.Margin>) {
  const changed = rows.filter((r) => isValid(r) && !isSameAtc(declaredOf(margins, r), r.values));
  const fallCount = changed.reduce((n, r) => n + atcFalls(declaredOf(margins, r), r.values).length, 0);
  return { changed, fallCount };
}

/** Records the upload and writes its changed corridor-days, with one audit row. */
export async function writeImport(
  tx: DbOrTx,
  actor: Actor,
  now: Date,
  file: { kind: CorridorKind; fileId: string; fileName: string; changed: AtcFileRow[]; skipped: number },
): Promise<void> {
  const { kind, fileId, fileName, changed, skipped } = file;
  const dates = changed.map((r) => r.date!).sort();
  const upload = await repo.insertUpload(tx, {
    kind,
    fileId,
    fileName,
    rowCount: changed.length,
    fromDate: dates[0]!,
    toDate: dates.at(-1)!,
    uploadedBy: actor.userId,
    uploadedAt: now,
  });
  await attachFile(tx, fileId, 'AtcUpload', upload.id);
  const writes = changed.map((r) => ({ corridorId: r.corridorId!, date: r.date!, atc: r.values }));
  await repo.upsertDays(tx, writes, { userId: actor.userId, at: now, uploadId: upload.id });
  await writeAudit(tx, {
    actorUserId: actor.userId,
    action: 'atc.import',
    entityType: 'atcUpload',
    entityId: upload.id,
    newValues: {
      kind,
      fileName,
      corridorDays: changed.map((r) => ({ corridor: r.corridorName, date: r.date })),
      skipped,
    },
    ip: actor.context.ip,
  });
}
