import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LEDGER_KINDS, sumsOf, type LedgerEntryLike } from './ledger.ts';
import { earliestPaymentDate, paymentDateProblem, reversalOf, type SettlementEntry } from './payment-rules.ts';

describe('the payment date: between the day the last due was raised and today', () => {
  const TODAY = '2026-11-20';

  it('takes today, the raise day and any day between', () => {
    for (const date of ['2026-11-20', '2026-11-05', '2026-11-12'])
      expect(paymentDateProblem(date, ['2026-11-05'], TODAY), date).toBeNull();
  });

  it('refuses tomorrow as a future date', () => {
    expect(paymentDateProblem('2026-11-21', ['2026-11-05'], TODAY)).toBe('Payment Date cannot be in the future');
  });

  it('refuses a day before the due was raised, naming the raise day as MMM DD, YYYY', () => {
    expect(paymentDateProblem('2026-11-04', ['2026-11-05'], TODAY)).toBe(
      'Payment Date cannot be before Nov 05, 2026, the day the due was raised',
    );
    // The checkers' case: a payment dated 2000.
    expect(paymentDateProblem('2000-01-01', ['2026-11-05'], TODAY)).toBe(
      'Payment Date cannot be before Nov 05, 2026, the day the due was raised',
    );
  });

  it('with several dues, refuses a day before the last of them was raised', () => {
    const raised = ['2026-10-30', '2026-11-07', '2026-11-02'];
    expect(earliestPaymentDate(raised)).toBe('2026-11-07');
    expect(paymentDateProblem('2026-11-06', raised, TODAY)).toBe(
      'Payment Date cannot be before Nov 07, 2026, the day the last of these dues was raised',
    );
    expect(paymentDateProblem('2026-11-07', raised, TODAY)).toBeNull();
    // Two dues raised the same day read as one day.
    expect(paymentDateProblem('2026-11-06', ['2026-11-07', '2026-11-07'], TODAY)).toBe(
      'Payment Date cannot be before Nov 07, 2026, the day the due was raised',
    );
  });

  it('has no lower bound without dues', () => {
    expect(earliestPaymentDate([])).toBeNull();
    expect(paymentDateProblem('2000-01-01', [], TODAY)).toBeNull();
  });
});

describe('reversalOf: a bounced payment undone by new entries', () => {
  it('negates the payment and its TDS on each due', () => {
    // ₹10,000.00 gross at 2 % TDS: ₹9,800.00 remitted, ₹200.00 withheld; and a second due of ₹5,000.00 without TDS.
    const settled: SettlementEntry[] = [
      { dueId: 1, kind: 'Payment', amountPaise: -980_000 },
      { dueId: 1, kind: 'TdsDeduction', amountPaise: -20_000 },
      { dueId: 2, kind: 'Payment', amountPaise: -500_000 },
    ];
    expect(reversalOf(settled)).toEqual([
      { dueId: 1, kind: 'Payment', amountPaise: 980_000 },
      { dueId: 1, kind: 'TdsDeduction', amountPaise: 20_000 },
      { dueId: 2, kind: 'Payment', amountPaise: 500_000 },
    ]);
  });

  it('refuses what is not a settlement of a payment (a charge, a refund, an entry already reversed)', () => {
    expect(() => reversalOf([{ dueId: 1, kind: 'Charge', amountPaise: 100 }])).toThrow();
    expect(() => reversalOf([{ dueId: 1, kind: 'Refund', amountPaise: 100 }])).toThrow();
    expect(() => reversalOf([{ dueId: 1, kind: 'Payment', amountPaise: 100 }])).toThrow();
    expect(() => reversalOf([{ dueId: 1, kind: 'Payment', amountPaise: 0 }])).toThrow();
  });

  it('leaves every due as it was before the payment settled it, whatever else its ledger holds', () => {
    const kind = fc.constantFrom(...LEDGER_KINDS);
    const other = fc.record({
      dueId: fc.integer({ min: 1, max: 3 }),
      kind,
      amountPaise: fc.integer({ min: -(10 ** 9), max: 10 ** 9 }),
    });
    const settlement = fc.record({
      dueId: fc.integer({ min: 1, max: 3 }),
      kind: fc.constantFrom('Payment' as const, 'TdsDeduction' as const),
      amountPaise: fc.integer({ min: -(10 ** 12), max: -1 }),
    });
    const like = (e: SettlementEntry): LedgerEntryLike => ({
      recordType: 'Application',
      recordId: 1,
      dueType: (['ApplicationFee', 'STUCharges', 'SLDCOperatingCharges'] as const)[e.dueId - 1]!,
      kind: e.kind,
      amountPaise: e.amountPaise,
    });
    fc.assert(
      fc.property(fc.array(other), fc.array(settlement, { minLength: 1 }), (before, paid) => {
        const after = [...before, ...paid, ...reversalOf(paid)];
        for (const dueId of [1, 2, 3]) {
          const of = (entries: SettlementEntry[]) => sumsOf(entries.filter((e) => e.dueId === dueId).map(like));
          expect(of(after)).toEqual(of(before));
        }
      }),
      { numRuns: 300 },
    );
  });
});
