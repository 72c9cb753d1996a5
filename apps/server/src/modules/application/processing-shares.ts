/**
 * One block's shares of a processed batch, fetched when the user opens it: derived from the requests and the
 * allocations the applications hold (explainCell), with the margin or room the run kept — the engine's own
 * explanation, never stored for every block.
 */
import {
  approvableIds,
  explainCell,
  fromHundredths,
  parsePartyKey,
  type ApplicationType,
  type BlockShares,
  type BlockSharesQuery,
} from '@stoa/shared';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import * as runs from './processing.repository.ts';
import { storedRunOf, type RunRow } from './processing-result.ts';

export const BLOCK_NOT_IN_BATCH = 'This block is not part of the batch.';

/** The margin (corridor) or room (party) of the block before the batch, as the run kept it. */
function capacityOf(run: RunRow, query: BlockSharesQuery): number | null {
  const { facts } = storedRunOf(run.result);
  const { date, block } = query;
  if (query.corridorId !== undefined) {
    const day = facts.corridorDays.find((d) => d.corridorId === query.corridorId && d.date === date);
    return day && (day.requested[block - 1] ?? 0) > 0 ? (day.margin[block - 1] ?? 0) : null;
  }
  const party = facts.partyBlocks.find((b) => b.partyKey === query.partyKey && b.date === date && b.block === block);
  return party ? party.room : null;
}

/** The applications an allocated run shared the block among: ApproveAll took the approvable ones only. */
function takenIds(run: RunRow): number[] {
  if (run.method !== 'ApproveAll') return run.applicationIds;
  const taken = approvableIds(storedRunOf(run.result).facts, run.type as ApplicationType);
  return run.applicationIds.filter((id) => taken.has(id));
}

export async function blockSharesOf(db: DbOrTx, run: RunRow, query: BlockSharesQuery): Promise<BlockShares> {
  const capacity = capacityOf(run, query);
  if (capacity === null) throw new AppError('not-found', BLOCK_NOT_IN_BATCH);
  const on = query.corridorId !== undefined ? { corridorId: query.corridorId } : parsePartyKey(query.partyKey!);
  const allocated = run.status === 'Allocated';
  const rows = await runs.cellRows(db, allocated ? takenIds(run) : run.applicationIds, query.date, query.block, on);
  const requests = rows.map((r) => ({
    applicationId: r.id,
    receivedAt: r.receivedAt,
    requested: r.requested,
    allocated: r.allocated ?? 0,
  }));
  const numbers = new Map(rows.map((r) => [r.id, r.applicationNo]));
  const shares = allocated ? explainCell(run.method ?? 'ProRata', capacity, requests) : null;
  return {
    date: query.date,
    block: query.block,
    capacity: fromHundredths(capacity),
    totalRequested: fromHundredths(requests.reduce((s, r) => s + r.requested, 0)),
    shares:
      shares?.map((s) => ({
        applicationId: s.applicationId,
        applicationNo: numbers.get(s.applicationId) ?? null,
        requested: fromHundredths(s.requested),
        share: fromHundredths(s.share),
        marginBefore: s.marginBefore === undefined ? null : fromHundredths(s.marginBefore),
        marginAfter: s.marginAfter === undefined ? null : fromHundredths(s.marginAfter),
      })) ?? null,
  };
}
