/**
 * Input checks and the bookkeeping the assessment and both allocators share. The engine trusts nothing: a
 * fractional, negative or unsafe quantity, a short block array or an application without corridors throws.
 */
import { isIsoDate } from '../calendar/dates.ts';
import { BLOCKS_PER_DAY } from '../application/time-blocks.ts';
import {
  marginKey,
  type Allocation,
  type AllocationOutcome,
  type BlockExplanation,
  type EngineApplication,
  type Margins,
} from './types.ts';

function assertQuantity(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${what} must be a non-negative integer of hundredths of a MW, got ${value}`);
  }
}

function assertBlocks(blocks: readonly number[], what: string): void {
  if (blocks.length !== BLOCKS_PER_DAY) throw new RangeError(`${what} must have 96 blocks, got ${blocks.length}`);
  blocks.forEach((value, i) => assertQuantity(value, `${what} block ${i + 1}`));
}

function checkApplication(app: EngineApplication): void {
  const what = `Application ${app.id}`;
  const corridors = app.corridorIds;
  if (corridors.length === 0) throw new RangeError(`${what} uses no corridor`);
  if (!corridors.every(Number.isSafeInteger) || new Set(corridors).size !== corridors.length) {
    throw new RangeError(`${what}: corridor ids must be distinct integers`);
  }
  for (const [date, blocks] of app.requested) {
    if (!isIsoDate(date)) throw new RangeError(`${what}: '${date}' is not a YYYY-MM-DD date`);
    assertBlocks(blocks, `${what} request on ${date}`);
  }
}

/** Throws unless every application and margin is well formed and application ids are distinct. */
export function checkInputs(apps: readonly EngineApplication[], margins: Margins): void {
  if (!apps.every((a) => Number.isSafeInteger(a.id)) || new Set(apps.map((a) => a.id)).size !== apps.length) {
    throw new RangeError('Application ids must be distinct integers');
  }
  apps.forEach(checkApplication);
  for (const [key, blocks] of margins) assertBlocks(blocks, `Margin ${key}`);
}

export const sortedDates = (app: EngineApplication): string[] => [...app.requested.keys()].sort();

/** The margin of a corridor, date and block (1..96); 0 when none is declared. */
export function marginAt(margins: Margins, corridorId: number, date: string, block: number): number {
  return margins.get(marginKey(corridorId, date))?.[block - 1] ?? 0;
}

export type DemandCell = {
  corridorId: number;
  date: string;
  block: number;
  margin: number;
  total: number;
  /** In the order of the applications given. */
  requests: { app: EngineApplication; requested: number }[];
};

/** The key of one corridor, date and block (1..96). */
export const cellKey = (corridorId: number, date: string, block: number) => `${marginKey(corridorId, date)}|${block}`;

const byCell = (a: DemandCell, b: DemandCell) =>
  a.corridorId - b.corridorId || (a.date < b.date ? -1 : a.date > b.date ? 1 : 0) || a.block - b.block;

/** Every corridor, date and block with a positive request, ordered by corridor, date, block. */
export function demandCells(apps: readonly EngineApplication[], margins: Margins): DemandCell[] {
  const cells = new Map<string, DemandCell>();
  for (const app of apps) {
    for (const date of sortedDates(app)) {
      const blocks = app.requested.get(date) as readonly number[];
      blocks.forEach((requested, i) => {
        if (requested === 0) return;
        for (const corridorId of app.corridorIds) {
          const key = cellKey(corridorId, date, i + 1);
          const margin = marginAt(margins, corridorId, date, i + 1);
          const cell = cells.get(key) ?? { corridorId, date, block: i + 1, margin, total: 0, requests: [] };
          cell.total += requested;
          if (!Number.isSafeInteger(cell.total)) throw new RangeError(`Requests on ${key} exceed safe integers`);
          cell.requests.push({ app, requested });
          cells.set(key, cell);
        }
      });
    }
  }
  return [...cells.values()].sort(byCell);
}

/** Zero allocations on every date the application asks for. */
export function zeroAllocation(app: EngineApplication): Map<string, number[]> {
  return new Map(sortedDates(app).map((date) => [date, new Array<number>(BLOCKS_PER_DAY).fill(0)]));
}

/** A copy of the request on every date the application asks for. */
export function copyOfRequest(app: EngineApplication): Map<string, number[]> {
  return new Map(sortedDates(app).map((date) => [date, [...(app.requested.get(date) as readonly number[])]]));
}

function outcomeOf(app: EngineApplication, allocated: Map<string, number[]>): AllocationOutcome {
  let isFull = true;
  let hasAny = false;
  let asked = false;
  for (const [date, requested] of app.requested) {
    const given = allocated.get(date) as number[];
    requested.forEach((r, i) => {
      const g = given[i] as number;
      if (r > 0) asked = true;
      if (g > 0) hasAny = true;
      if (g < r) isFull = false;
    });
  }
  if (isFull) return 'Full';
  return asked && !hasAny ? 'None' : 'Partial';
}

/** The Allocation of the given per-application grids, with each outcome. */
export function toAllocation(
  apps: readonly EngineApplication[],
  allocations: Map<number, Map<string, number[]>>,
  explanation: BlockExplanation[],
): Allocation {
  const outcomes = new Map<number, AllocationOutcome>();
  for (const app of apps) outcomes.set(app.id, outcomeOf(app, allocations.get(app.id) as Map<string, number[]>));
  return { allocations, outcomes, explanation };
}
