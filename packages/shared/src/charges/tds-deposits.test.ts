/**
 * A month's TDS deposits (DOMAIN §5 "Every deduction can be deposited"), worked by hand: ₹200.00 deducted on 20 October
 * goes on the October challan, approved on time; a back-dated payment of 25 October recorded later withholds ₹100.00,
 * which no challan covers — the month is not Approved until a supplementary challan deposits it; deposited on 12
 * December (due 7 November) it draws 1.5 % × ₹100.00 × 3 months (October, November, December) = ₹4.50. The property
 * replays random histories of deductions, uploads, approvals and reverts: no deduction is ever on two live challans,
 * the challans never cover more than was deducted, and every deduction can in the end be deposited.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  challanInterest,
  isSupplementaryChallan,
  monthChallanStatus,
  monthDeposits,
  uncoveredDeductions,
  type TdsChallanCover,
  type TdsDeductionItem,
} from './tds-deposits.ts';

const OCT_20 = { entryId: 1, deductedOn: '2026-10-20', paise: 20_000 };
const OCT_25 = { entryId: 2, deductedOn: '2026-10-25', paise: 10_000 };
const OCT_28 = { entryId: 3, deductedOn: '2026-10-28', paise: 3_840 };

const stateOf = (deductions: TdsDeductionItem[], challans: TdsChallanCover[]) => {
  const d = monthDeposits(deductions, challans);
  return monthChallanStatus({
    hasSubmitted: challans.some((c) => c.status === 'Submitted'),
    depositedPaise: d.depositedPaise,
    notDepositedPaise: d.notDepositedPaise,
    lastStatus: challans.at(-1)?.status ?? null,
  });
};

describe('a month with a back-dated deduction after its challan', () => {
  const original: TdsChallanCover = { status: 'Approved', entryIds: [1] };

  it('shows ₹200.00 deposited, ₹100.00 not deposited, and is not Approved', () => {
    expect(monthDeposits([OCT_20, OCT_25], [original])).toEqual({
      deductedPaise: 30_000,
      depositedPaise: 20_000,
      inReconciliationPaise: 0,
      notDepositedPaise: 10_000,
    });
    expect(stateOf([OCT_20, OCT_25], [original])).toBe('SupplementaryDue');
    expect(isSupplementaryChallan(monthDeposits([OCT_20, OCT_25], [original]))).toBe(true);
  });

  it('puts only the uncovered deduction on the supplementary challan; one arriving meanwhile goes on the next', () => {
    expect(uncoveredDeductions([OCT_25, OCT_20], [original])).toEqual([OCT_25]);
    const supplementary: TdsChallanCover = { status: 'Submitted', entryIds: [2] };
    expect(stateOf([OCT_20, OCT_25, OCT_28], [original, supplementary])).toBe('Submitted');
    expect(uncoveredDeductions([OCT_20, OCT_25, OCT_28], [original, supplementary])).toEqual([OCT_28]);
    const approved = { ...supplementary, status: 'Approved' as const };
    expect(monthDeposits([OCT_20, OCT_25, OCT_28], [original, approved])).toMatchObject({
      depositedPaise: 30_000,
      notDepositedPaise: 3_840,
    });
    expect(stateOf([OCT_20, OCT_25, OCT_28], [original, approved])).toBe('SupplementaryDue');
    expect(stateOf([OCT_20, OCT_25], [original, approved])).toBe('Approved');
  });

  it('frees a reverted challan’s deductions for the next one', () => {
    const reverted: TdsChallanCover = { status: 'Reverted', entryIds: [2] };
    expect(uncoveredDeductions([OCT_20, OCT_25], [original, reverted])).toEqual([OCT_25]);
    expect(stateOf([OCT_20, OCT_25], [original, reverted])).toBe('SupplementaryDue');
    expect(stateOf([OCT_20], [{ status: 'Reverted', entryIds: [1] }])).toBe('Reverted');
    expect(stateOf([OCT_20], [])).toBe('NotUploaded');
    expect(isSupplementaryChallan(monthDeposits([OCT_20], [{ status: 'Reverted', entryIds: [1] }]))).toBe(false);
  });
});

describe('challanInterest (each deduction from its own date, rounded once per count of months)', () => {
  it('charges ₹4.50 on ₹100.00 deducted 25 October, due 7 November, deposited 12 December (3 months)', () => {
    expect(challanInterest([OCT_25], '2026-12-12', '2026-11-07', 150)).toEqual({ months: 3, paise: 450 });
  });
  it('is the DOMAIN worked example: deducted 10 March, deposited 3 May → 3 months', () => {
    const march = [{ deductedOn: '2026-03-10', paise: 20_000 }];
    expect(challanInterest(march, '2026-05-03', '2026-04-30', 150)).toEqual({ months: 3, paise: 900 });
  });
  it('is nothing when deposited by the due date, even for a deduction recorded late', () => {
    expect(challanInterest([OCT_25], '2026-11-07', '2026-11-07', 150)).toEqual({ months: 0, paise: 0 });
  });
  it('counts each deduction from its own month: 30 Sep → 4 months, 25 Oct → 3 months (₹6.00 + ₹4.50)', () => {
    const two = [
      { deductedOn: '2026-09-30', paise: 10_000 },
      { deductedOn: '2026-10-25', paise: 10_000 },
    ];
    expect(challanInterest(two, '2026-12-12', '2026-11-07', 150)).toEqual({ months: 4, paise: 1_050 });
  });
  it('rounds the deductions of the same months once: 2 × ₹0.50 × 1.5 % × 2 months = 3 paise, not 2 + 2', () => {
    const halves = [
      { deductedOn: '2026-10-05', paise: 50 },
      { deductedOn: '2026-10-25', paise: 50 },
    ];
    expect(challanInterest(halves, '2026-11-08', '2026-11-07', 150)).toEqual({ months: 2, paise: 3 });
  });
});

type Event = { op: 'deduct'; paise: number; day: number } | { op: 'upload' } | { op: 'approve' } | { op: 'revert' };

const event: fc.Arbitrary<Event> = fc.oneof(
  fc.record({ op: fc.constant('deduct' as const), paise: fc.integer({ min: 1, max: 10 ** 9 }), day: fc.nat(30) }),
  fc.constant({ op: 'upload' as const }),
  fc.constant({ op: 'approve' as const }),
  fc.constant({ op: 'revert' as const }),
);

/** A month's history as the server keeps it: a challan names exactly the deductions on no live challan. */
class Month {
  deductions: TdsDeductionItem[] = [];
  challans: { status: TdsChallanCover['status']; entryIds: number[] }[] = [];
  submitted = () => this.challans.find((c) => c.status === 'Submitted');
  apply(e: Event) {
    if (e.op === 'deduct') {
      const deductedOn = `2026-10-${String(e.day + 1).padStart(2, '0')}`;
      this.deductions.push({ entryId: this.deductions.length + 1, deductedOn, paise: e.paise });
    } else if (e.op === 'upload') {
      const open = uncoveredDeductions(this.deductions, this.challans);
      if (!this.submitted() && open.length > 0) {
        this.challans.push({ status: 'Submitted', entryIds: open.map((d) => d.entryId) });
      }
    } else {
      const live = this.submitted();
      if (live) live.status = e.op === 'approve' ? 'Approved' : 'Reverted';
    }
  }
}

const sum = (items: readonly TdsDeductionItem[]) => items.reduce((s, d) => s + d.paise, 0);

function checkInvariants(m: Month) {
  const live = m.challans.filter((c) => c.status !== 'Reverted');
  const covered = live.flatMap((c) => c.entryIds);
  // Each deduction on at most one live challan, and only deductions that exist.
  expect(new Set(covered).size).toBe(covered.length);
  expect(covered.every((id) => m.deductions.some((d) => d.entryId === id))).toBe(true);
  const byId = new Map(m.deductions.map((d) => [d.entryId, d.paise]));
  const coveredPaise = covered.reduce((s, id) => s + byId.get(id)!, 0);
  const d = monthDeposits(m.deductions, m.challans);
  expect(coveredPaise).toBeLessThanOrEqual(d.deductedPaise);
  expect(coveredPaise).toBe(d.depositedPaise + d.inReconciliationPaise);
  expect(d.deductedPaise).toBe(sum(m.deductions));
  expect(d.notDepositedPaise).toBe(sum(uncoveredDeductions(m.deductions, m.challans)));
  expect(m.challans.filter((c) => c.status === 'Submitted').length).toBeLessThanOrEqual(1);
  const status = stateOf(m.deductions, m.challans);
  expect(status === 'Approved').toBe(!m.submitted() && d.notDepositedPaise === 0);
}

describe('deposits over random histories', () => {
  it('never cover a deduction twice nor more than was deducted, and every deduction can be deposited', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 40 }), (events) => {
        const m = new Month();
        for (const e of events) {
          m.apply(e);
          checkInvariants(m);
        }
        // Whatever happened, uploading and approving what is left deposits every deduction exactly once.
        m.apply({ op: 'approve' });
        m.apply({ op: 'upload' });
        m.apply({ op: 'approve' });
        checkInvariants(m);
        const approved = m.challans.filter((c) => c.status === 'Approved').flatMap((c) => c.entryIds);
        expect(approved.sort((a, b) => a - b)).toEqual(m.deductions.map((x) => x.entryId));
        if (m.deductions.length > 0) expect(stateOf(m.deductions, m.challans)).toBe('Approved');
      }),
      { numRuns: 300 },
    );
  });
});
