/**
 * The ledger's rules (DOMAIN §5 "One ledger"): adjustments to a target, the sums, what may be refunded and how a
 * refund is spread, a due's status. Worked examples in paise, computed by hand.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  adjustmentsFor,
  dueKeyOf,
  dueStatusOf,
  refundPositionOf,
  refundSplit,
  refundableOf,
  sumsOf,
  type ChargeTarget,
  type DueType,
  type LedgerEntryLike,
  type LedgerKind,
} from './ledger.ts';

const APP = { recordType: 'Application', recordId: 7 } as const;
const target = (dueType: DueType, amountPaise: number, more: Partial<ChargeTarget> = {}): ChargeTarget => ({
  ...APP,
  dueType,
  partyUserId: 42,
  recordNo: 'STOA/2026/0007',
  recordKind: 'DayAhead',
  amountPaise,
  dueOn: '2026-06-30',
  rule: 'test',
  ...more,
});
/** An entry of the record: the amount as written, signed. */
const entry = (dueType: DueType, kind: LedgerKind, amountPaise: number): LedgerEntryLike => ({
  ...APP,
  dueType,
  kind,
  amountPaise,
});
const charged = (pairs: [DueType, number][]) => new Map(pairs.map(([t, a]) => [dueKeyOf({ ...APP, dueType: t }), a]));

describe('adjustmentsFor', () => {
  it('charges a new due in full, copying who, what and when from the target', () => {
    const cutoff = '2026-06-30T09:30:00.000Z';
    expect(
      adjustmentsFor(
        [target('ApplicationFee', 500_000, { rule: 'fee', reference: 'EB/2026/0001', dueAt: cutoff })],
        new Map(),
      ),
    ).toEqual([
      {
        ...APP,
        dueType: 'ApplicationFee',
        partyUserId: 42,
        recordNo: 'STOA/2026/0007',
        recordKind: 'DayAhead',
        reference: 'EB/2026/0001',
        kind: 'Charge',
        amountPaise: 500_000,
        dueOn: '2026-06-30',
        dueAt: cutoff,
        rule: 'fee',
      },
    ]);
  });
  it('charges an increase as one positive Charge, a decrease as one negative Reversal, a match as nothing', () => {
    const sums = charged([
      ['STUCharges', 1_000_000],
      ['SLDCOperatingCharges', 400_000],
      ['ApplicationFee', 500_000],
    ]);
    const drafts = adjustmentsFor(
      [target('STUCharges', 600_000), target('SLDCOperatingCharges', 600_000), target('ApplicationFee', 500_000)],
      sums,
    );
    expect(drafts.map((d) => [d.dueType, d.kind, d.amountPaise])).toEqual([
      ['STUCharges', 'Reversal', -400_000],
      ['SLDCOperatingCharges', 'Charge', 200_000],
    ]);
  });
  it('reverses everything charged when the target falls to 0', () => {
    const drafts = adjustmentsFor([target('STUCharges', 0)], charged([['STUCharges', 1_234_567]]));
    expect(drafts.map((d) => [d.kind, d.amountPaise])).toEqual([['Reversal', -1_234_567]]);
  });
  it('lets the last of repeated targets for one due count, with its rule and date', () => {
    const drafts = adjustmentsFor(
      [
        target('STUCharges', 100, { rule: 'applied' }),
        target('STUCharges', 300, { rule: 'allocated', dueOn: null }),
        target('STUCharges', 200, { rule: 'revised', dueOn: '2026-07-15' }),
      ],
      new Map(),
    );
    expect(drafts.map((d) => [d.kind, d.amountPaise, d.rule, d.dueOn])).toEqual([
      ['Charge', 200, 'revised', '2026-07-15'],
    ]);
  });
  it('keeps dues of other records apart, even of the same due type', () => {
    const other = { recordType: 'Registration', recordId: 7 } as const;
    const drafts = adjustmentsFor(
      [target('STUCharges', 100), target('STUCharges', 100, other), target('STUCharges', 100, { recordId: 8 })],
      charged([['STUCharges', 100]]),
    );
    expect(drafts.map((d) => [d.recordType, d.recordId, d.amountPaise])).toEqual([
      ['Registration', 7, 100],
      ['Application', 8, 100],
    ]);
  });
  it('refuses a target that is not whole paise ≥ 0', () => {
    for (const bad of [-1, 0.5, 1_000.01, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])
      expect(() => adjustmentsFor([target('STUCharges', bad)], new Map()), String(bad)).toThrow(/whole paise/);
  });

  const DUE_TYPES_OF_TEST: DueType[] = ['ApplicationFee', 'STUCharges', 'SLDCOperatingCharges'];
  const keyParts = fc.record({
    recordType: fc.constantFrom('Application', 'Registration'),
    recordId: fc.integer({ min: 1, max: 2 }),
    dueType: fc.constantFrom(...DUE_TYPES_OF_TEST),
  });
  const amount = fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 1_000 }), fc.integer({ min: 0, max: 10 ** 12 }));
  const arbTargets = fc.array(
    fc.tuple(keyParts, amount).map(([k, a]) => target(k.dueType, a, k)),
    { maxLength: 12 },
  );
  const arbCharged = fc
    .array(fc.tuple(keyParts, amount), { maxLength: 12 })
    .map((pairs) => new Map(pairs.map(([k, a]) => [dueKeyOf(k), a])));
  const applied = (sums: ReadonlyMap<string, number>, drafts: ReturnType<typeof adjustmentsFor>) => {
    const next = new Map(sums);
    for (const d of drafts) next.set(dueKeyOf(d), (next.get(dueKeyOf(d)) ?? 0) + d.amountPaise);
    return next;
  };

  it('brings every due to its last target exactly and leaves the others alone', () => {
    fc.assert(
      fc.property(arbTargets, arbCharged, (targets, sums) => {
        const after = applied(sums, adjustmentsFor(targets, sums));
        const keys = new Set([...sums.keys(), ...targets.map(dueKeyOf)]);
        for (const key of keys) {
          const last = targets.findLast((t) => dueKeyOf(t) === key);
          expect(after.get(key) ?? 0, key).toBe(last ? last.amountPaise : (sums.get(key) ?? 0));
        }
      }),
      { numRuns: 300 },
    );
  });
  it('writes nothing when run again on the updated sums', () => {
    fc.assert(
      fc.property(arbTargets, arbCharged, (targets, sums) => {
        expect(adjustmentsFor(targets, applied(sums, adjustmentsFor(targets, sums)))).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });
  it('writes at most one entry per due: a positive Charge or a negative Reversal, never 0', () => {
    fc.assert(
      fc.property(arbTargets, arbCharged, (targets, sums) => {
        const drafts = adjustmentsFor(targets, sums);
        expect(new Set(drafts.map(dueKeyOf)).size).toBe(drafts.length);
        for (const d of drafts) {
          expect(d.amountPaise).not.toBe(0);
          expect(d.kind).toBe(d.amountPaise > 0 ? 'Charge' : 'Reversal');
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('sumsOf', () => {
  it('sums a due charged, revised down, paid net of TDS and refunded', () => {
    const entries = [
      entry('STUCharges', 'Charge', 1_000_000),
      entry('STUCharges', 'Reversal', -200_000),
      entry('STUCharges', 'Payment', -980_000),
      entry('STUCharges', 'TdsDeduction', -20_000),
      entry('STUCharges', 'Refund', 150_000),
    ];
    expect(sumsOf(entries)).toEqual({
      chargedPaise: 800_000,
      settledPaise: 1_000_000,
      tdsPaise: 20_000,
      refundedPaise: 150_000,
      balancePaise: -50_000,
    });
    expect(sumsOf([])).toEqual({ chargedPaise: 0, settledPaise: 0, tdsPaise: 0, refundedPaise: 0, balancePaise: 0 });
  });
});

describe('refundableOf and refundSplit', () => {
  it('refunds what was paid less what is owed; the unpaid fee nets off the credit', () => {
    const entries = [
      entry('ApplicationFee', 'Charge', 500_000),
      entry('STUCharges', 'Charge', 1_000_000),
      entry('STUCharges', 'Payment', -1_000_000),
      entry('STUCharges', 'Reversal', -1_000_000),
    ];
    expect(refundableOf(entries)).toBe(500_000);
    expect([...refundSplit(entries, 500_000)]).toEqual([['STUCharges', 500_000]]);
  });
  it('refunds nothing when nothing is in credit, or the record still owes more', () => {
    expect(refundableOf([])).toBe(0);
    expect(refundableOf([entry('STUCharges', 'Charge', 100), entry('STUCharges', 'Payment', -100)])).toBe(0);
    expect(refundableOf([entry('STUCharges', 'Charge', 100), entry('SLDCOperatingCharges', 'Payment', -99)])).toBe(0);
  });
  it('spreads a refund over the dues in credit, most credit first, never beyond a due', () => {
    const entries = [
      entry('STUCharges', 'Payment', -300),
      entry('SLDCOperatingCharges', 'Payment', -500),
      entry('EBiddingCharges', 'Payment', -300),
      entry('ApplicationFee', 'Charge', 100),
    ];
    expect([...refundSplit(entries, 400)]).toEqual([['SLDCOperatingCharges', 400]]);
    // Equal credits: in the order of DUE_TYPES (STUCharges before EBiddingCharges).
    expect([...refundSplit(entries, 1_000)]).toEqual([
      ['SLDCOperatingCharges', 500],
      ['STUCharges', 300],
      ['EBiddingCharges', 200],
    ]);
    expect(() => refundSplit(entries, 1_101)).toThrow(/above the record's credit by 1 paise/);
  });
});

describe('a refund pays back cash received, never the TDS withheld (DOMAIN §5)', () => {
  // ₹1,000.00 of STU charges paid by a payer deducting 2 % TDS: ₹980.00 cash + ₹20.00 TDS.
  const paid = [
    entry('STUCharges', 'Charge', 100_000),
    entry('STUCharges', 'Payment', -98_000),
    entry('STUCharges', 'TdsDeduction', -2_000),
  ];
  // The charge lowered to ₹600.00: a credit of ₹400.00, settled 98 : 2 → cash ₹392.00, TDS ₹8.00.
  const lowered = [...paid, entry('STUCharges', 'Reversal', -40_000)];

  it('refunds the cash part of the credit and shows the TDS part for the payer to reverse', () => {
    expect(refundPositionOf(paid)).toEqual({ refundablePaise: 0, tdsToReversePaise: 0 });
    expect(refundPositionOf(lowered)).toEqual({ refundablePaise: 39_200, tdsToReversePaise: 800 });
    expect([...refundSplit(lowered, 39_200)]).toEqual([['STUCharges', 39_200]]);
    expect(() => refundSplit(lowered, 39_201)).toThrow(/above the record's credit by 1 paise/);
  });

  it('after a partial refund, the rest of the cash; the TDS to reverse stays, and the ledger holds it in credit', () => {
    const part = [...lowered, entry('STUCharges', 'Refund', 20_000)];
    expect(refundPositionOf(part)).toEqual({ refundablePaise: 19_200, tdsToReversePaise: 800 });
    const all = [...part, entry('STUCharges', 'Refund', 19_200)];
    expect(refundPositionOf(all)).toEqual({ refundablePaise: 0, tdsToReversePaise: 800 });
    expect(sumsOf(all).balancePaise).toBe(-800);
  });

  it('a charge reversed whole gives back all its cash and all its TDS; an unpaid fee still nets off the cash', () => {
    const whole = [...paid, entry('STUCharges', 'Reversal', -100_000)];
    expect(refundPositionOf(whole)).toEqual({ refundablePaise: 98_000, tdsToReversePaise: 2_000 });
    const feeOwed = [...whole, entry('ApplicationFee', 'Charge', 50_000)];
    expect(refundPositionOf(feeOwed)).toEqual({ refundablePaise: 48_000, tdsToReversePaise: 2_000 });
  });

  it('rounds the TDS part half up to the paisa: net + TDS is the credit', () => {
    // ₹10.01 paid as ₹9.81 + ₹0.20 TDS, lowered to ₹5.00: credit ₹5.01, TDS part 501 × 20 / 1,001 = 10.01 paise →
    // ₹0.10, cash ₹4.91.
    const small = [
      entry('STUCharges', 'Charge', 1_001),
      entry('STUCharges', 'Payment', -981),
      entry('STUCharges', 'TdsDeduction', -20),
      entry('STUCharges', 'Reversal', -501),
    ];
    expect(refundPositionOf(small)).toEqual({ refundablePaise: 491, tdsToReversePaise: 10 });
  });
});

describe('dueStatusOf', () => {
  it('is Paid once nothing is owed, whatever the date or a pending payment', () => {
    expect(dueStatusOf({ balancePaise: 0 }, '2026-01-01', '2026-12-31', true)).toBe('Paid');
    expect(dueStatusOf({ balancePaise: -100 }, '2026-01-01', '2026-12-31', false)).toBe('Paid');
  });
  it('is Under Reconciliation while a payment awaits the SLDC, even when overdue', () => {
    expect(dueStatusOf({ balancePaise: 100 }, '2026-01-01', '2026-12-31', true)).toBe('UnderReconciliation');
  });
  it('is Overdue only after the due date; Due on it, before it, or without one', () => {
    expect(dueStatusOf({ balancePaise: 100 }, '2026-05-10', '2026-05-09', false)).toBe('Due');
    expect(dueStatusOf({ balancePaise: 100 }, '2026-05-10', '2026-05-10', false)).toBe('Due');
    expect(dueStatusOf({ balancePaise: 100 }, '2026-05-10', '2026-05-11', false)).toBe('Overdue');
    expect(dueStatusOf({ balancePaise: 1 }, null, '2099-12-31', false)).toBe('Due');
  });
});
