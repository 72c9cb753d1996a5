/**
 * Step 2 of processing (DOMAIN §3): compare each corridor's margin with the batch's requests, block by block, and
 * say which applications fit and where the others are congested, before any rule resolves the congestion.
 */
import { BLOCKS_PER_DAY as B } from '../application/time-blocks.ts';
import { checkInputs } from './checks.ts';
import { denseBatch, inIdOrder, type DenseBatch, type DenseLimits } from './dense-batch.ts';
import { cellAt, cellOf } from './dense-layout.ts';
import type {
  AppAssessment,
  Assessment,
  BlockAssessment,
  CongestedBlock,
  EngineApplication,
  LimitedBlock,
  Margins,
  PartyBlockAssessment,
  PartyRoom,
} from './types.ts';

function blocksOf(batch: DenseBatch): BlockAssessment[] {
  const { limit, total } = batch.corridors;
  const blocks: BlockAssessment[] = [];
  for (let cell = 0; cell < total.length; cell++) {
    const requested = total[cell]!;
    if (requested === 0) continue;
    const { k, d, block } = cellAt(batch.corridors, cell);
    const margin = limit[cell]!;
    const shortfall = Math.max(0, requested - margin);
    const corridorId = batch.corridorIds[k]!;
    blocks.push({ corridorId, date: batch.dates[d]!, block, margin, requested, shortfall, congested: shortfall > 0 });
  }
  return blocks;
}

function partyBlocksOf(batch: DenseBatch): PartyBlockAssessment[] {
  const { limit, total } = batch.parties;
  const blocks: PartyBlockAssessment[] = [];
  for (let cell = 0; cell < total.length; cell++) {
    const requested = total[cell]!;
    const room = limit[cell]!;
    if (!(requested > room)) continue;
    const { k, d, block } = cellAt(batch.parties, cell);
    blocks.push({
      partyKey: batch.partyKeys[k]!,
      date: batch.dates[d]!,
      block,
      room,
      requested,
      excess: requested - room,
    });
  }
  return blocks;
}

/**
 * Application a's requests on cells where Σ requests exceeds the limit, by limit, date and block (the order of its
 * uses): `make` turns (limit index, date, block, excess) into the entry.
 */
function overOf<T>(
  batch: DenseBatch,
  limits: DenseLimits,
  a: number,
  make: (k: number, date: string, block: number, excess: number) => T,
): T[] {
  const over: T[] = [];
  const { positive, positiveStart, rowDate } = batch;
  for (let j = limits.start[a]!; j < limits.start[a + 1]!; j++) {
    const k = limits.of[j]!;
    for (let p = positiveStart[a]!; p < positiveStart[a + 1]!; p++) {
      const slot = positive[p]!;
      const row = (slot / B) | 0;
      const b = slot - row * B;
      const cell = cellOf(batch, limits, k, row, b);
      const excess = limits.total[cell]! - limits.limit[cell]!;
      if (excess > 0) over.push(make(k, batch.dates[rowDate[row]!]!, b + 1, excess));
    }
  }
  return over;
}

/**
 * Every corridor, date and block some application asks for, with the margin, Σ requests and shortfall; the party
 * blocks where the batch asks more than a party's room; and each application (by id) as fitting or not, with its
 * congested blocks (by corridor, date, block) and its blocks over a party's room.
 */
export function assess(apps: readonly EngineApplication[], margins: Margins, room: PartyRoom = new Map()): Assessment {
  checkInputs(apps, margins, room);
  const batch = denseBatch(inIdOrder(apps), margins, room);
  const applications: AppAssessment[] = batch.apps.map((app, a) => {
    const congestedBlocks = overOf(batch, batch.corridors, a, (k, date, block, shortfall): CongestedBlock => ({
      corridorId: batch.corridorIds[k]!,
      date,
      block,
      shortfall,
    }));
    const limitedBlocks = overOf(batch, batch.parties, a, (k, date, block, excess): LimitedBlock => ({
      partyKey: batch.partyKeys[k]!,
      date,
      block,
      excess,
    }));
    const fits = congestedBlocks.length === 0 && limitedBlocks.length === 0;
    return { id: app.id, fits, congestedBlocks, limitedBlocks };
  });
  return { blocks: blocksOf(batch), partyBlocks: partyBlocksOf(batch), applications };
}
