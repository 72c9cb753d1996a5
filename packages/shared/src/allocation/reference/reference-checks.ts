// Test-only reference (issue 14): the engine as it was before the dense rewrite, kept verbatim so that
// dense-vs-reference.property.test.ts and bench/engine.ts can compare against it. Not exported by the package.
/**
 * Input checks and the bookkeeping the assessment and both allocators share. The engine trusts nothing: a
 * fractional, negative or unsafe quantity, a short block array or an application without corridors throws.
 */
import { isIsoDate } from '../../calendar/dates.ts';
import { BLOCKS_PER_DAY } from '../../application/time-blocks.ts';
import {
  marginKey,
  partyRoomKey,
  type Allocation,
  type AllocationOutcome,
  type BlockExplanation,
  type EngineApplication,
  type Margins,
  type PartyExplanation,
  type PartyRoom,
} from '../types.ts';

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
  const parties = app.partyKeys ?? [];
  if (!parties.every((p) => typeof p === 'string' && p !== '') || new Set(parties).size !== parties.length) {
    throw new RangeError(`${what}: party keys must be distinct, non-empty texts`);
  }
  for (const [date, blocks] of app.requested) {
    if (!isIsoDate(date)) throw new RangeError(`${what}: '${date}' is not a YYYY-MM-DD date`);
    assertBlocks(blocks, `${what} request on ${date}`);
  }
}

/** Throws unless every application, margin and room is well formed and application ids are distinct. */
export function checkInputs(apps: readonly EngineApplication[], margins: Margins, room: PartyRoom = new Map()): void {
  if (!apps.every((a) => Number.isSafeInteger(a.id)) || new Set(apps.map((a) => a.id)).size !== apps.length) {
    throw new RangeError('Application ids must be distinct integers');
  }
  apps.forEach(checkApplication);
  for (const [key, blocks] of margins) assertBlocks(blocks, `Margin ${key}`);
  for (const [key, blocks] of room) assertBlocks(blocks, `Room ${key}`);
}

export const sortedDates = (app: EngineApplication): string[] => [...app.requested.keys()].sort();

/** The margin of a corridor, date and block (1..96); 0 when none is declared. */
export function marginAt(margins: Margins, corridorId: number, date: string, block: number): number {
  return margins.get(marginKey(corridorId, date))?.[block - 1] ?? 0;
}

type Request = { app: EngineApplication; requested: number };

export type DemandCell = {
  corridorId: number;
  date: string;
  block: number;
  margin: number;
  total: number;
  /** In the order of the applications given. */
  requests: Request[];
};

/** One party, date and block some application asks for: the party's room and Σ of the requests naming it. */
export type PartyCell = {
  partyKey: string;
  date: string;
  block: number;
  room: number;
  total: number;
  requests: Request[];
};

/** The key of one corridor, date and block (1..96). */
export const cellKey = (corridorId: number, date: string, block: number) => `${marginKey(corridorId, date)}|${block}`;

/** The key of one party, date and block (1..96). */
export const partyCellKey = (partyKey: string, date: string, block: number) =>
  `${partyRoomKey(partyKey, date)}|${block}`;

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const byCell = (a: DemandCell, b: DemandCell) =>
  a.corridorId - b.corridorId || compareText(a.date, b.date) || a.block - b.block;
const byPartyCell = (a: PartyCell, b: PartyCell) =>
  compareText(a.partyKey, b.partyKey) || compareText(a.date, b.date) || a.block - b.block;

/**
 * Every (constraint, date, block) with a positive request, Σ requests in it: the one walk the corridor and the party
 * cells share. `constraintsOf` names what an application uses; `open` makes an empty cell.
 */
function gatherCells<K extends number | string, C extends { total: number; requests: Request[] }>(
  apps: readonly EngineApplication[],
  constraintsOf: (app: EngineApplication) => readonly K[],
  keyOf: (constraint: K, date: string, block: number) => string,
  open: (constraint: K, date: string, block: number) => C,
): C[] {
  const cells = new Map<string, C>();
  for (const app of apps) {
    const constraints = constraintsOf(app);
    if (constraints.length === 0) continue;
    for (const date of sortedDates(app)) {
      (app.requested.get(date) as readonly number[]).forEach((requested, i) => {
        if (requested === 0) return;
        for (const constraint of constraints) {
          const key = keyOf(constraint, date, i + 1);
          const cell = cells.get(key) ?? open(constraint, date, i + 1);
          cell.total += requested;
          if (!Number.isSafeInteger(cell.total)) throw new RangeError(`Requests on ${key} exceed safe integers`);
          cell.requests.push({ app, requested });
          cells.set(key, cell);
        }
      });
    }
  }
  return [...cells.values()];
}

/** Every corridor, date and block with a positive request, ordered by corridor, date, block. */
export function demandCells(apps: readonly EngineApplication[], margins: Margins): DemandCell[] {
  return gatherCells(
    apps,
    (app) => app.corridorIds,
    cellKey,
    (corridorId, date, block) => ({
      corridorId,
      date,
      block,
      margin: marginAt(margins, corridorId, date, block),
      total: 0,
      requests: [],
    }),
  ).sort(byCell);
}

/** Every party, date and block with a positive request, ordered by party, date, block. */
export function partyCells(apps: readonly EngineApplication[], room: PartyRoom): PartyCell[] {
  return gatherCells(
    apps,
    (app) => app.partyKeys ?? [],
    partyCellKey,
    (partyKey, date, block) => ({
      partyKey,
      date,
      block,
      room: room.get(partyRoomKey(partyKey, date))?.[block - 1] ?? 0,
      total: 0,
      requests: [],
    }),
  ).sort(byPartyCell);
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
  partyExplanation: PartyExplanation[] = [],
  limits: LimitTracker = new LimitTracker(),
): Allocation {
  const outcomes = new Map<number, AllocationOutcome>();
  for (const app of apps) outcomes.set(app.id, outcomeOf(app, allocations.get(app.id) as Map<string, number[]>));
  return { allocations, outcomes, explanation, partyExplanation, limitedBy: limits.result() };
}

/** Which parties' room gave each application less than its corridors would have. */
export class LimitTracker {
  private readonly byApp = new Map<number, Set<string>>();
  add(applicationId: number, partyKey: string): void {
    const set = this.byApp.get(applicationId) ?? new Set<string>();
    set.add(partyKey);
    this.byApp.set(applicationId, set);
  }
  result(): Map<number, string[]> {
    return new Map([...this.byApp].sort(([a], [b]) => a - b).map(([id, keys]) => [id, [...keys].sort()]));
  }
}
