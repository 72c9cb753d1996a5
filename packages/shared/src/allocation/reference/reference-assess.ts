// Test-only reference (issue 14): the engine as it was before the dense rewrite, kept verbatim so that
// dense-vs-reference.property.test.ts and bench/engine.ts can compare against it. Not exported by the package.
/**
 * Step 2 of processing (DOMAIN §3): compare each corridor's margin with the batch's requests, block by block, and
 * say which applications fit and where the others are congested, before any rule resolves the congestion.
 */
import { checkInputs, demandCells, partyCells } from './reference-checks.ts';
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
} from '../types.ts';

/**
 * Every corridor, date and block some application asks for, with the margin, Σ requests and shortfall; the party
 * blocks where the batch asks more than a party's room; and each application (by id) as fitting or not, with its
 * congested blocks (by corridor, date, block) and its blocks over a party's room.
 */
export function assess(apps: readonly EngineApplication[], margins: Margins, room: PartyRoom = new Map()): Assessment {
  checkInputs(apps, margins, room);
  const ordered = [...apps].sort((a, b) => a.id - b.id);
  const congestedOf = new Map<number, CongestedBlock[]>(ordered.map((a) => [a.id, []]));
  const blocks: BlockAssessment[] = demandCells(ordered, margins).map((cell) => {
    const shortfall = Math.max(0, cell.total - cell.margin);
    const { corridorId, date, block, margin } = cell;
    if (shortfall > 0) {
      for (const { app } of cell.requests) congestedOf.get(app.id)?.push({ corridorId, date, block, shortfall });
    }
    return { corridorId, date, block, margin, requested: cell.total, shortfall, congested: shortfall > 0 };
  });
  const limitedOf = new Map<number, LimitedBlock[]>(ordered.map((a) => [a.id, []]));
  const partyBlocks: PartyBlockAssessment[] = partyCells(ordered, room)
    .filter((cell) => cell.total > cell.room)
    .map(({ partyKey, date, block, room: r, total, requests }) => {
      const excess = total - r;
      for (const { app } of requests) limitedOf.get(app.id)?.push({ partyKey, date, block, excess });
      return { partyKey, date, block, room: r, requested: total, excess };
    });
  const applications: AppAssessment[] = ordered.map((app) => {
    const congestedBlocks = congestedOf.get(app.id) as CongestedBlock[];
    const limitedBlocks = limitedOf.get(app.id) as LimitedBlock[];
    return {
      id: app.id,
      fits: congestedBlocks.length === 0 && limitedBlocks.length === 0,
      congestedBlocks,
      limitedBlocks,
    };
  });
  return { blocks, partyBlocks, applications };
}
