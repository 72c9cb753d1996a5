/**
 * Step 2 of processing (DOMAIN §3): compare each corridor's margin with the batch's requests, block by block, and
 * say which applications fit and where the others are congested, before any rule resolves the congestion.
 */
import { checkInputs, demandCells } from './checks.ts';
import type {
  AppAssessment,
  Assessment,
  BlockAssessment,
  CongestedBlock,
  EngineApplication,
  Margins,
} from './types.ts';

/**
 * Every corridor, date and block some application asks for, with the margin, Σ requests and shortfall; and each
 * application (by id) as fitting or congested with its congested blocks (by corridor, date, block).
 */
export function assess(apps: readonly EngineApplication[], margins: Margins): Assessment {
  checkInputs(apps, margins);
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
  const applications: AppAssessment[] = ordered.map((app) => {
    const congestedBlocks = congestedOf.get(app.id) as CongestedBlock[];
    return { id: app.id, fits: congestedBlocks.length === 0, congestedBlocks };
  });
  return { blocks, applications };
}
