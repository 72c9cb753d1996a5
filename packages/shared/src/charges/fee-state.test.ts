/**
 * A record's gating fee in words (DOMAIN §5): the SLDC's check line, the applicant's line, the one refusal. Amounts
 * in paise, the words by hand.
 */
import { describe, expect, it } from 'vitest';
import { applicantFeeText, feeCheckDetail, feeStateOf, stoaCheckRefusal } from './fee-state.ts';

const OWED = { chargedPaise: 500_000, balancePaise: 500_000, hasPendingPayment: false };
const PENDING = { ...OWED, hasPendingPayment: true };
const PAID = { chargedPaise: 500_000, balancePaise: 0, hasPendingPayment: false };
const NONE = { chargedPaise: 0, balancePaise: 0, hasPendingPayment: false };

describe('a fee’s state and words', () => {
  it('owed, awaiting reconciliation, paid, not charged', () => {
    expect([OWED, PENDING, PAID, NONE].map(feeStateOf)).toEqual([
      'Owed',
      'AwaitingReconciliation',
      'Paid',
      'NotCharged',
    ]);
    expect(feeStateOf({ ...PAID, hasPendingPayment: true })).toBe('Paid');
  });

  it('the SLDC’s check line says what is missing, with the amount', () => {
    expect(feeCheckDetail(OWED, 'Application Fee')).toBe('₹5,000.00 due; not paid yet.');
    expect(feeCheckDetail(PENDING, 'Application Fee')).toBe('₹5,000.00 due; a payment awaits reconciliation.');
    expect(feeCheckDetail(PAID, 'Application Fee')).toBe('₹5,000.00 paid and reconciled.');
    expect(feeCheckDetail(NONE, 'Application Fee')).toBe('No application fee is charged.');
  });

  it('the applicant’s line says what it must do', () => {
    const fee = { amount: 5000, owed: 5000 };
    expect(applicantFeeText({ ...fee, state: 'Owed' })).toBe('Awaiting your payment: ₹5,000.00');
    expect(applicantFeeText({ ...fee, state: 'AwaitingReconciliation' })).toBe(
      "Your payment of ₹5,000.00 awaits the SLDC's reconciliation",
    );
    expect(applicantFeeText({ amount: 5000, owed: 0, state: 'Paid' })).toBe('₹5,000.00 paid and reconciled');
    expect(applicantFeeText({ amount: 5000, owed: 0, state: 'NotCharged' })).toBeNull();
  });
});

describe('stoaCheckRefusal', () => {
  it('one wording for a registration’s and an application’s missing fee', () => {
    const fee = (name: string, amount: typeof OWED) => ({ name, detail: feeCheckDetail(amount, name) });
    expect(stoaCheckRefusal([fee('Application fee', OWED)])).toBe(
      'The STOA check is not met: Application fee (₹5,000.00 due; not paid yet).',
    );
    expect(
      stoaCheckRefusal([
        { name: 'Documents verified' },
        fee('Registration fee', { ...PENDING, balancePaise: 1_000_000 }),
      ]),
    ).toBe(
      'The STOA check is not met: Documents verified, Registration fee (₹10,000.00 due; a payment awaits reconciliation).',
    );
  });
});
