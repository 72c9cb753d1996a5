/**
 * In-order allocation (DOMAIN §3; FCFS and contingency): applications are served in order of receipt. Each gets,
 * per date and block, the lesser of its request and what is left on every corridor it uses, and that amount is
 * taken from each of those corridors. So the application that exhausts a margin is partially approved and later
 * ones get nothing there.
 */
import { BLOCKS_PER_DAY as B } from '../application/time-blocks.ts';
import { checkInputs } from './checks.ts';
import { denseBatch, zerosLike, type DenseBatch, type Quantities } from './dense-batch.ts';
import { cellEntries } from './dense-cells.ts';
import { corridorExplanation, inOrderShares, partyExplanation } from './dense-explain.ts';
import { allocationsOf, limitedByOf, outcomesOf } from './dense-results.ts';
import type { AllocateOptions, Allocation, EngineApplication, Margins, PartyRoom } from './types.ts';

function receiptTime(app: EngineApplication): number {
  const ms = Date.parse(app.receivedAt);
  if (Number.isNaN(ms)) throw new RangeError(`Application ${app.id}: receivedAt '${app.receivedAt}' is not an instant`);
  return ms;
}

/** Receipt order: the earlier instant first (compared as instants, not strings), then the lower id. */
export function inReceiptOrder(apps: readonly EngineApplication[]): EngineApplication[] {
  const times = new Map(apps.map((a) => [a.id, receiptTime(a)]));
  return [...apps].sort((a, b) => (times.get(a.id) as number) - (times.get(b.id) as number) || a.id - b.id);
}

/** What is left on a corridor or party cell as the applications take from it, in receipt order. */
type Left = { corridors: Quantities; parties: Quantities; bound: Uint8Array };

/**
 * One positive request of application a (slot s): the lesser of it and what its corridors and parties have left,
 * taken from each of them; a party left with exactly that, where the corridors would have given more, bound it.
 */
function serve(batch: DenseBatch, left: Left, a: number, s: number): number {
  const { corridors, parties } = batch;
  const row = (s / B) | 0;
  const b = s - row * B;
  const d = batch.rowDate[row]!;
  const D = batch.dates.length;
  let byCorridors = batch.requested[s]!;
  for (let j = corridors.start[a]!; j < corridors.start[a + 1]!; j++) {
    byCorridors = Math.min(byCorridors, left.corridors[corridors.pairOf[corridors.of[j]! * D + d]! * B + b]!);
  }
  let share = byCorridors;
  for (let j = parties.start[a]!; j < parties.start[a + 1]!; j++) {
    share = Math.min(share, left.parties[parties.pairOf[parties.of[j]! * D + d]! * B + b]!);
  }
  for (let j = parties.start[a]!; j < parties.start[a + 1]!; j++) {
    const cell = parties.pairOf[parties.of[j]! * D + d]! * B + b;
    if (share < byCorridors && left.parties[cell] === share) left.bound[j] = 1;
    left.parties[cell] = left.parties[cell]! - share;
  }
  for (let j = corridors.start[a]!; j < corridors.start[a + 1]!; j++) {
    const cell = corridors.pairOf[corridors.of[j]! * D + d]! * B + b;
    left.corridors[cell] = left.corridors[cell]! - share;
  }
  return share;
}

/** Serves every positive request in receipt order, into `given`, taking from `left`. */
function serveAll(batch: DenseBatch, left: Left, given: Quantities): void {
  const { positive, positiveStart } = batch;
  for (let a = 0; a + 1 < positiveStart.length; a++) {
    for (let p = positiveStart[a]!; p < positiveStart[a + 1]!; p++)
      given[positive[p]!] = serve(batch, left, a, positive[p]!);
  }
}

/**
 * The in-order allocation of a batch; depends only on the receipt order. Each block gets the lesser of its request,
 * what its corridors have left and what its parties' rooms have left (DOMAIN §3 "Party limits hold across
 * applications"), and takes it from each of them.
 */
export function allocateInOrder(
  apps: readonly EngineApplication[],
  margins: Margins,
  room: PartyRoom = new Map(),
  options: AllocateOptions = {},
): Allocation {
  checkInputs(apps, margins, room);
  const batch = denseBatch(inReceiptOrder(apps), margins, room);
  const left: Left = {
    corridors: batch.corridors.limit.slice(),
    parties: batch.parties.limit.slice(),
    bound: new Uint8Array(batch.parties.of.length),
  };
  const given = zerosLike(batch.requested, batch.requested.length);
  serveAll(batch, left, given);
  const allocation = { allocations: allocationsOf(batch, given), outcomes: outcomesOf(batch, given) };
  if (options.explain === false) {
    return { ...allocation, explanation: [], partyExplanation: [], limitedBy: limitedByOf(batch, left.bound) };
  }
  const corridorEntries = cellEntries(batch, batch.corridors, 'asked');
  const partyEntries = cellEntries(batch, batch.parties, 'over');
  return {
    ...allocation,
    explanation: corridorExplanation(
      batch,
      corridorEntries,
      inOrderShares(batch, corridorEntries, batch.corridors, given),
    ),
    partyExplanation: partyExplanation(batch, partyEntries, inOrderShares(batch, partyEntries, batch.parties, given)),
    limitedBy: limitedByOf(batch, left.bound),
  };
}
