/**
 * E-bidding clearing (DOMAIN §4): a congested margin goes to the highest quotes first. Quantities are integer
 * hundredths of a MW (100 = 1.00 MW), prices integer hundredths of a rupee per kWh (500 = Rs 5.00/kWh).
 *
 * The bids are taken by quoted price, highest first, one price level at a time. A level the remaining margin covers
 * is awarded in full; the first level it does not cover shares what remains pro-rata by quantum,
 * floor(remaining × quantum / Σ quantum of the level) (a single bid there simply gets the remainder; the floors'
 * residue, under 0.01 MW a bid, stays unallocated), and every lower level gets nothing. A margin of 0 awards nothing.
 *
 * What an award pays (`applicablePrice`; null when nothing is allocated), by the pricing rule of the rules document:
 * - National (the default): a full award pays the quote of the lowest-priced full award; a partial award its own.
 * - Uniform: every award pays the lowest quote that got anything.
 * - PayAsBid: every award pays its own quote.
 *
 * Worked example, margin 100 MW; A 60 MW @ Rs 5.00, B 30 @ 4.00, C 30 @ 3.00, D 20 @ 2.00: A gets 60 and B 30 (in
 * full, 10 MW left), C the remaining 10 (partial), D nothing. National: A and B pay Rs 4.00 (B's quote, the lowest
 * full one), C pays its own Rs 3.00, D nothing. Uniform: A, B and C pay Rs 3.00. PayAsBid: 5.00, 4.00 and 3.00.
 *
 * The awards come by price descending, then id ascending, whatever the order of the bids; the result depends only
 * on the set of bids. Inputs are checked (a RangeError for a fractional or negative margin, price or quantum, a
 * quantum of 0, a repeated id): the server validates what users type before, so a failure here is a bug.
 */
import { proRataShare } from '../allocation/pro-rata.ts';
import { E_BIDDING_PRICING_RULES, type EBiddingPricingRule } from '../config/business-rules.ts';

/** A bid: `quantum` is the applied quantity (hundredths of a MW, > 0), `price` the quote (hundredths of Rs/kWh). */
export interface Bid {
  id: number;
  quantum: number;
  price: number;
}

/** A bid's award: what it asked and quoted, what it got, whether in full, and what it pays (null for nothing). */
export interface Award {
  id: number;
  quantum: number;
  allocated: number;
  price: number;
  applicablePrice: number | null;
  full: boolean;
}

const isWhole = (value: number) => Number.isSafeInteger(value) && value >= 0;

function checkInputs(margin: number, bids: readonly Bid[], rule: EBiddingPricingRule): void {
  if (!isWhole(margin)) throw new RangeError(`Margin must be a non-negative integer of hundredths, got ${margin}`);
  if (!E_BIDDING_PRICING_RULES.includes(rule)) throw new RangeError(`Unknown e-bidding pricing rule '${rule}'`);
  const ids = new Set<number>();
  let total = 0;
  for (const { id, quantum, price } of bids) {
    if (!Number.isSafeInteger(id)) throw new RangeError(`Bid id must be an integer, got ${id}`);
    if (ids.has(id)) throw new RangeError(`Bid ${id} appears more than once`);
    ids.add(id);
    if (!isWhole(quantum) || quantum === 0) {
      throw new RangeError(`Bid ${id} quantum must be a positive integer of hundredths of a MW, got ${quantum}`);
    }
    if (!isWhole(price)) {
      throw new RangeError(`Bid ${id} price must be a non-negative integer of hundredths of Rs/kWh, got ${price}`);
    }
    total += quantum;
  }
  if (!Number.isSafeInteger(total)) throw new RangeError('The bids’ total quantum exceeds safe integers');
}

/** Price descending, then id ascending. */
const byPriceThenId = (a: Bid, b: Bid) => b.price - a.price || a.id - b.id;

/** The allocation of each bid (sorted by `byPriceThenId`), level by level from the highest price. */
function allocateLevels(margin: number, sorted: readonly Bid[]): number[] {
  const allocated = new Array<number>(sorted.length).fill(0);
  let remaining = margin;
  for (let from = 0; from < sorted.length && remaining > 0;) {
    const price = sorted[from]!.price;
    let to = from;
    let total = 0;
    for (; to < sorted.length && sorted[to]!.price === price; to++) total += sorted[to]!.quantum;
    const covered = remaining >= total;
    for (let i = from; i < to; i++) {
      const quantum = sorted[i]!.quantum;
      allocated[i] = covered ? quantum : proRataShare(remaining, quantum, total);
    }
    // A level not covered takes what remains; its floors' residue is left unallocated, lower levels get nothing.
    remaining = covered ? remaining - total : 0;
    from = to;
  }
  return allocated;
}

/** The lowest quote among the bids `counts` selects; null when none. */
function lowestQuote(sorted: readonly Bid[], counts: (i: number) => boolean): number | null {
  let lowest: number | null = null;
  for (let i = 0; i < sorted.length; i++) {
    const price = sorted[i]!.price;
    if (counts(i) && (lowest === null || price < lowest)) lowest = price;
  }
  return lowest;
}

/** What each bid pays under `rule`; null where nothing is allocated. */
function applicablePrices(rule: EBiddingPricingRule, sorted: readonly Bid[], allocated: readonly number[]) {
  const isFull = (i: number) => allocated[i] === sorted[i]!.quantum;
  const lowestFull = lowestQuote(sorted, isFull);
  const lowestAwarded = lowestQuote(sorted, (i) => allocated[i]! > 0);
  return sorted.map((bid, i): number | null => {
    if (allocated[i] === 0) return null;
    if (rule === 'PayAsBid') return bid.price;
    if (rule === 'Uniform') return lowestAwarded;
    return isFull(i) ? lowestFull : bid.price; // National
  });
}

/**
 * Clears `bids` against `margin` (both in hundredths of a MW) under the pricing `rule`: one award per bid, by price
 * descending, then id ascending. See the top of this file for the rule and a worked example.
 */
export function clearBids(margin: number, bids: readonly Bid[], rule: EBiddingPricingRule = 'National'): Award[] {
  checkInputs(margin, bids, rule);
  const sorted = [...bids].sort(byPriceThenId);
  const allocated = allocateLevels(margin, sorted);
  const prices = applicablePrices(rule, sorted, allocated);
  return sorted.map(({ id, quantum, price }, i) => ({
    id,
    quantum,
    allocated: allocated[i]!,
    price,
    applicablePrice: prices[i] ?? null,
    full: allocated[i] === quantum,
  }));
}
