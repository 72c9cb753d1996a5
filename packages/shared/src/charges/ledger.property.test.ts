/**
 * Properties of the ledger over random histories of one record (DOMAIN §5 "One ledger"): targets charged and revised
 * through adjustmentsFor, dues paid in full net of TDS, refunds of up to what refundableOf allows spread by
 * refundSplit. What the domain promises must hold after every event, not just in the worked examples: among them, a
 * refund never exceeds the cash paid less what is owed, and never pays out the TDS withheld.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays } from '../calendar/dates.ts';
import {
  DUE_TYPES,
  adjustmentsFor,
  dueCreditOf,
  dueKeyOf,
  dueStatusOf,
  refundPositionOf,
  refundSplit,
  refundableOf,
  sumsOf,
  type DueType,
  type LedgerEntryLike,
} from './ledger.ts';
import { splitGross } from './tds.ts';

const RUNS = { numRuns: 300 };
const RECORD = { recordType: 'Application', recordId: 1 } as const;
/** Few due types, so events meet on the same due often. */
const TYPES: DueType[] = ['ApplicationFee', 'STUCharges', 'SLDCOperatingCharges', 'EBiddingCharges'];

const sum = (values: readonly number[]) => values.reduce((s, v) => s + v, 0);
const ofType = (entries: readonly LedgerEntryLike[], dueType: DueType) => entries.filter((e) => e.dueType === dueType);
/** Each due's cash it may give back (the cash part of its credit), by due type; those with none are left out. */
const creditsOf = (entries: readonly LedgerEntryLike[]) =>
  new Map(
    DUE_TYPES.map((t) => [t, dueCreditOf(sumsOf(ofType(entries, t))).cashPaise] as const).filter(([, c]) => c > 0),
  );
const kindSum = (entries: readonly LedgerEntryLike[], kind: LedgerEntryLike['kind']) =>
  sum(entries.filter((e) => e.kind === kind).map((e) => Math.abs(e.amountPaise)));

const amount = fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 1_000 }), fc.integer({ min: 1, max: 10 ** 10 }));
const dueType = fc.constantFrom(...TYPES);
const event = fc.oneof(
  fc.record({ op: fc.constant('target' as const), dueType, amount }),
  fc.record({
    op: fc.constant('pay' as const),
    dueType,
    tdsRate: fc.oneof(fc.constant(0), fc.constant(200), fc.integer({ min: 0, max: 10_000 })),
  }),
  /** A refund of a share (in thousandths) of what is refundable; 1,000 and above: all of it. */
  fc.record({ op: fc.constant('refund' as const), share: fc.integer({ min: 0, max: 1_500 }) }),
);

type Event =
  | { op: 'target'; dueType: DueType; amount: number }
  | { op: 'pay'; dueType: DueType; tdsRate: number }
  | { op: 'refund'; share: number };

/** Plays a history on one record, checking the ledger's promises after each event. */
function play(events: readonly Event[]) {
  const entries: LedgerEntryLike[] = [];
  for (const e of events) {
    if (e.op === 'target') {
      const sums = new Map(
        TYPES.map((t) => [dueKeyOf({ ...RECORD, dueType: t }), sumsOf(ofType(entries, t)).chargedPaise]),
      );
      const target = {
        ...RECORD,
        dueType: e.dueType,
        partyUserId: 1,
        recordNo: 'A-1',
        recordKind: null,
        dueOn: null,
        rule: 'test',
      };
      const drafts = adjustmentsFor([{ ...target, amountPaise: e.amount }], sums);
      entries.push(...drafts);
      expect(sumsOf(ofType(entries, e.dueType)).chargedPaise).toBe(e.amount);
    } else if (e.op === 'pay') {
      const owed = sumsOf(ofType(entries, e.dueType)).balancePaise;
      if (owed <= 0) continue;
      const { netPaise, tdsPaise } = splitGross(owed, e.tdsRate);
      if (netPaise > 0) entries.push({ ...RECORD, dueType: e.dueType, kind: 'Payment', amountPaise: -netPaise });
      if (tdsPaise > 0) entries.push({ ...RECORD, dueType: e.dueType, kind: 'TdsDeduction', amountPaise: -tdsPaise });
      expect(sumsOf(ofType(entries, e.dueType)).balancePaise).toBe(0);
    } else {
      const before = sumsOf(entries).balancePaise;
      const refundable = refundableOf(entries);
      const refund = e.share >= 1_000 ? refundable : Math.floor((refundable * e.share) / 1_000);
      if (refund === 0) continue;
      const credits = creditsOf(entries);
      const split = refundSplit(entries, refund);
      expect(sum([...split.values()])).toBe(refund);
      for (const [t, part] of split) {
        expect(part).toBeGreaterThan(0);
        expect(part).toBeLessThanOrEqual(credits.get(t) ?? 0);
        entries.push({ ...RECORD, dueType: t, kind: 'Refund', amountPaise: part });
      }
      if (refund === refundable) {
        expect(before).toBeLessThan(0);
        // What stays in credit is the TDS for the payer to reverse, never paid out.
        expect(sumsOf(entries).balancePaise + refundPositionOf(entries).tdsToReversePaise).toBe(0);
        expect(refundableOf(entries)).toBe(0);
      }
    }
    checkInvariants(entries);
  }
  return entries;
}

function checkInvariants(entries: readonly LedgerEntryLike[]) {
  const s = sumsOf(entries);
  const refundable = refundableOf(entries);
  expect(s.balancePaise).toBe(sum(entries.map((e) => e.amountPaise)));
  expect(s.balancePaise).toBe(s.chargedPaise - s.settledPaise + s.refundedPaise);
  expect(s.chargedPaise).toBeGreaterThanOrEqual(0);
  expect(s.tdsPaise).toBeGreaterThanOrEqual(0);
  expect(s.tdsPaise).toBeLessThanOrEqual(s.settledPaise);
  expect(Number.isSafeInteger(refundable) && refundable >= 0).toBe(true);
  const { tdsToReversePaise } = refundPositionOf(entries);
  // The record's credit less the TDS in it; without TDS, what was paid less what is owed and what was refunded.
  expect(refundable).toBe(Math.max(0, -s.balancePaise - tdsToReversePaise));
  if (s.tdsPaise === 0)
    expect(refundable).toBe(s.balancePaise < 0 ? s.settledPaise - s.chargedPaise - s.refundedPaise : 0);
  expect(tdsToReversePaise).toBeGreaterThanOrEqual(0);
  expect(tdsToReversePaise).toBeLessThanOrEqual(s.tdsPaise);
  // Never more than the cash paid less what is owed and what was refunded, per due and for the record.
  const owed = sum(TYPES.map((t) => Math.max(0, -dueCreditOf(sumsOf(ofType(entries, t))).cashPaise)));
  expect(refundable).toBeLessThanOrEqual(Math.max(0, kindSum(entries, 'Payment') - s.refundedPaise - owed));
  for (const t of TYPES) {
    const own = ofType(entries, t);
    expect(kindSum(own, 'Refund')).toBeLessThanOrEqual(kindSum(own, 'Payment'));
  }
  expect(refundable).toBeLessThanOrEqual(sum([...creditsOf(entries).values()]));
  expect(() => refundSplit(entries, sum([...creditsOf(entries).values()]) + 1)).toThrow(/above the record's credit/);
}

describe('the ledger of one record over random histories', () => {
  it('keeps every promise after every event', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 25 }), (events) => {
        play(events);
      }),
      RUNS,
    );
  });
  it('after a full refund, nothing more is refundable and no refund is split beyond the credit', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 25 }), (events) => {
        const entries = play([...events, { op: 'refund', share: 1_000 }]);
        expect(refundableOf(entries)).toBe(0);
        // Only the TDS to reverse stays in credit.
        expect(sumsOf(entries).balancePaise).toBeGreaterThanOrEqual(-refundPositionOf(entries).tdsToReversePaise);
        for (const t of TYPES)
          expect(sumsOf(ofType(entries, t)).refundedPaise).toBeLessThanOrEqual(kindSum(ofType(entries, t), 'Payment'));
      }),
      RUNS,
    );
  });
});

describe('dueStatusOf properties', () => {
  const day = fc.integer({ min: 0, max: 1_000 }).map((n) => addDays('2026-01-01', n));
  it('is Paid exactly when nothing is owed, Under Reconciliation exactly when owed and pending, Overdue only past due', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }),
        fc.option(day),
        day,
        fc.boolean(),
        (balancePaise, dueOn, today, pending) => {
          const status = dueStatusOf({ balancePaise }, dueOn, today, pending);
          expect(status === 'Paid').toBe(balancePaise <= 0);
          expect(status === 'UnderReconciliation').toBe(balancePaise > 0 && pending);
          if (status === 'Overdue') expect(dueOn !== null && today > dueOn).toBe(true);
          if (dueOn === null || today <= dueOn) expect(status).not.toBe('Overdue');
          if (balancePaise > 0 && !pending && dueOn !== null && today > dueOn) expect(status).toBe('Overdue');
        },
      ),
      RUNS,
    );
  });
});
