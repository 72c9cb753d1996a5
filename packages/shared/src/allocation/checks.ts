/**
 * Input checks. The engine trusts nothing: a fractional, negative or unsafe quantity, a short block array or an
 * application without corridors throws a RangeError, with the same message and in the same order as ever (the
 * reference engine's). The hot path builds no text: a message is written only when a check fails.
 */
import { isIsoDate } from '../calendar/dates.ts';
import { BLOCKS_PER_DAY } from '../application/time-blocks.ts';
import type { EngineApplication, Margins, PartyRoom } from './types.ts';

const isQuantity = (value: number) => Number.isSafeInteger(value) && value >= 0;

/** Throws on the first block that is not a quantity; a hole is skipped, as `forEach` skips it. */
function assertBlocks(blocks: readonly number[], what: () => string): void {
  if (blocks.length !== BLOCKS_PER_DAY) throw new RangeError(`${what()} must have 96 blocks, got ${blocks.length}`);
  for (let i = 0; i < BLOCKS_PER_DAY; i++) {
    const value = blocks[i] as number;
    if (isQuantity(value) || !(i in blocks)) continue;
    throw new RangeError(`${what()} block ${i + 1} must be a non-negative integer of hundredths of a MW, got ${value}`);
  }
}

/** Whether two entries are equal (for the few corridors and parties of one application, no Set needed). */
function hasDuplicates<T>(values: readonly T[]): boolean {
  if (values.length > 8) return new Set(values).size !== values.length;
  for (let i = 1; i < values.length; i++) {
    for (let j = 0; j < i; j++) if (values[i] === values[j]) return true;
  }
  return false;
}

function checkApplication(app: EngineApplication, validDates: Set<string>): void {
  const what = () => `Application ${app.id}`;
  const corridors = app.corridorIds;
  if (corridors.length === 0) throw new RangeError(`${what()} uses no corridor`);
  if (!corridors.every(Number.isSafeInteger) || hasDuplicates(corridors)) {
    throw new RangeError(`${what()}: corridor ids must be distinct integers`);
  }
  const parties = app.partyKeys ?? [];
  if (!parties.every((p) => typeof p === 'string' && p !== '') || hasDuplicates(parties)) {
    throw new RangeError(`${what()}: party keys must be distinct, non-empty texts`);
  }
  for (const [date, blocks] of app.requested) {
    if (!validDates.has(date)) {
      if (!isIsoDate(date)) throw new RangeError(`${what()}: '${date}' is not a YYYY-MM-DD date`);
      validDates.add(date);
    }
    assertBlocks(blocks, () => `${what()} request on ${date}`);
  }
}

/** Throws unless every application, margin and room is well formed and application ids are distinct. */
export function checkInputs(apps: readonly EngineApplication[], margins: Margins, room: PartyRoom = new Map()): void {
  if (!apps.every((a) => Number.isSafeInteger(a.id)) || new Set(apps.map((a) => a.id)).size !== apps.length) {
    throw new RangeError('Application ids must be distinct integers');
  }
  const validDates = new Set<string>();
  for (const app of apps) checkApplication(app, validDates);
  for (const [key, blocks] of margins) assertBlocks(blocks, () => `Margin ${key}`);
  for (const [key, blocks] of room) assertBlocks(blocks, () => `Room ${key}`);
}

/** Throws unless `value` is a non-negative integer of hundredths of a MW. */
export function assertQuantity(value: number, what: string): void {
  if (!isQuantity(value)) {
    throw new RangeError(`${what} must be a non-negative integer of hundredths of a MW, got ${value}`);
  }
}
