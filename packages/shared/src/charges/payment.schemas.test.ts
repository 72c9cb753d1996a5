import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PAYMENT_MESSAGES, makePaymentSchema, makeRefundSchema, paymentListQuerySchema } from './payment.schemas.ts';

const issues = (r: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.error?.issues.map((i) => ({ path: i.path, message: i.message }));
const pathsOf = (r: { error?: { issues: { path: PropertyKey[] }[] } }) => r.error?.issues.map((i) => i.path.join('.'));

const payment = {
  mode: 'NEFT',
  amount: '1500.50',
  referenceNumber: 'UTR20260503001',
  bankName: 'State Bank of India',
  paymentDate: '2026-05-03',
  proofFileId: '3f2b8c1e-4a5d-4e6f-9a7b-1c2d3e4f5a6b',
};
const refund = {
  applicationId: 7,
  amount: '250.00',
  mode: 'BankDeposit',
  referenceNumber: 'RF-0001',
  refundDate: '2026-06-01',
};
/** Paise as the rupees a form sends: 2 decimals, no grouping. */
const rupees = (paise: number) => `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;

describe('makePaymentSchema', () => {
  it('parses a payment: the amount as a number of rupees, the dues optional', () => {
    expect(makePaymentSchema.parse(payment)).toEqual({ ...payment, amount: 1500.5 });
    expect(makePaymentSchema.parse({ ...payment, amount: 1500.5, dueIds: [3, 4] }).dueIds).toEqual([3, 4]);
  });
  it('requires the proof of payment', () => {
    const { proofFileId: _, ...withoutProof } = payment;
    expect(issues(makePaymentSchema.safeParse(withoutProof))).toEqual([
      { path: ['proofFileId'], message: PAYMENT_MESSAGES.proofRequired },
    ]);
    expect(issues(makePaymentSchema.safeParse({ ...payment, proofFileId: null }))).toEqual([
      { path: ['proofFileId'], message: PAYMENT_MESSAGES.proofRequired },
    ]);
    expect(pathsOf(makePaymentSchema.safeParse({ ...payment, proofFileId: 'proof.pdf' }))).toEqual(['proofFileId']);
  });
  it('refuses an amount of 0 or below, in any form, as not greater than zero', () => {
    for (const amount of [0, '0', '0.00', -10, '-10', '-0.01', -1500.5, '-1500.505'])
      expect(issues(makePaymentSchema.safeParse({ ...payment, amount })), String(amount)).toEqual([
        { path: ['amount'], message: 'Amount must be greater than zero' },
      ]);
  });
  it('refuses an amount with 3 decimals and a missing one', () => {
    for (const amount of ['1500.505', 1500.505, '0.001'])
      expect(issues(makePaymentSchema.safeParse({ ...payment, amount })), String(amount)).toContainEqual({
        path: ['amount'],
        message: 'Amount (₹) can have at most 2 decimal places',
      });
    expect(issues(makePaymentSchema.safeParse({ ...payment, amount: undefined }))).toEqual([
      { path: ['amount'], message: 'Amount (₹) is required' },
    ]);
  });
  it('refuses a date that is not a real day', () => {
    for (const paymentDate of ['2026-02-30', '2026-13-01', '03/05/2026'])
      expect(issues(makePaymentSchema.safeParse({ ...payment, paymentDate })), paymentDate).toEqual([
        { path: ['paymentDate'], message: 'Payment Date is not a valid date' },
      ]);
    expect(pathsOf(makePaymentSchema.safeParse({ ...payment, paymentDate: '' }))).toEqual(['paymentDate']);
  });
  it('refuses a mode that is not Demand Draft, Bank Deposit or NEFT', () => {
    for (const mode of ['Cash', 'neft', '', undefined])
      expect(pathsOf(makePaymentSchema.safeParse({ ...payment, mode })), String(mode)).toEqual(['mode']);
    for (const mode of ['DemandDraft', 'BankDeposit', 'NEFT'])
      expect(makePaymentSchema.safeParse({ ...payment, mode }).success, mode).toBe(true);
  });
  it('accepts amounts past an integer column of paise (₹2,14,74,836.47) up to ₹1,000 crore, and no more', () => {
    for (const amount of ['21474836.48', 21474836.48, '9999999999.99', '10000000000', 10_000_000_000])
      expect(makePaymentSchema.safeParse({ ...payment, amount }).success, String(amount)).toBe(true);
    expect(makePaymentSchema.parse({ ...payment, amount: '10000000000' }).amount).toBe(10_000_000_000);
    expect(issues(makePaymentSchema.safeParse({ ...payment, amount: '10000000000.01' }))).toEqual([
      { path: ['amount'], message: 'Amount must be at most ₹10,00,00,00,000.00' },
    ]);
  });
  it('takes at most 100 dues, each a record id', () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
    expect(makePaymentSchema.safeParse({ ...payment, dueIds: ids(100) }).success).toBe(true);
    expect(issues(makePaymentSchema.safeParse({ ...payment, dueIds: ids(101) }))).toEqual([
      { path: ['dueIds'], message: 'At most 100 dues in one payment' },
    ]);
    expect(pathsOf(makePaymentSchema.safeParse({ ...payment, dueIds: [0] }))).toEqual(['dueIds.0']);
  });

  it('reads back every amount of 1 paisa … ₹1,000 crore typed with 2 decimals, to the paisa', () => {
    const paise = fc.oneof(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 1, max: 1_000_000_000_000 }));
    fc.assert(
      fc.property(paise, (p) => {
        const parsed = makePaymentSchema.parse({ ...payment, amount: rupees(p) });
        expect(Math.round(parsed.amount * 100)).toBe(p);
      }),
      { numRuns: 300 },
    );
  });
  it('refuses every amount with a third decimal', () => {
    const thousandths = fc.integer({ min: 1, max: 10 ** 9 }).filter((n) => n % 10 !== 0);
    fc.assert(
      fc.property(thousandths, (n) => {
        const amount = `${Math.floor(n / 1000)}.${String(n % 1000).padStart(3, '0')}`;
        expect(makePaymentSchema.safeParse({ ...payment, amount }).success, amount).toBe(false);
      }),
      { numRuns: 300 },
    );
  });
});

describe('makeRefundSchema', () => {
  it('parses a refund; the remarks are optional', () => {
    expect(makeRefundSchema.parse(refund)).toEqual({ ...refund, amount: 250, remarks: null });
    expect(makeRefundSchema.parse({ ...refund, amount: '0.01', remarks: 'Curtailed' })).toMatchObject({
      amount: 0.01,
      remarks: 'Curtailed',
    });
  });
  it('requires a positive amount', () => {
    for (const amount of [0, '0.00'])
      expect(issues(makeRefundSchema.safeParse({ ...refund, amount })), String(amount)).toEqual([
        { path: ['amount'], message: 'Refund Amount must be greater than ₹0.00' },
      ]);
    expect(pathsOf(makeRefundSchema.safeParse({ ...refund, amount: '-250' }))).toEqual(['amount']);
    expect(issues(makeRefundSchema.safeParse({ ...refund, amount: '' }))).toEqual([
      { path: ['amount'], message: 'Refund Amount is required' },
    ]);
  });
  it('requires the application, a known mode and a real refund date', () => {
    expect(pathsOf(makeRefundSchema.safeParse({ ...refund, applicationId: 0 }))).toEqual(['applicationId']);
    expect(pathsOf(makeRefundSchema.safeParse({ ...refund, mode: 'Cheque' }))).toEqual(['mode']);
    expect(issues(makeRefundSchema.safeParse({ ...refund, refundDate: '2026-04-31' }))).toEqual([
      { path: ['refundDate'], message: 'Refund Date is not a valid date' },
    ]);
  });
});

describe('paymentListQuerySchema', () => {
  it('lists the dues, first page of 10, without filters by default', () => {
    expect(paymentListQuerySchema.parse({})).toEqual({ pageNumber: 1, pageSize: 10, view: 'dues' });
    expect(paymentListQuerySchema.parse({ search: '', fromDate: '', toDate: '' })).toEqual({
      pageNumber: 1,
      pageSize: 10,
      view: 'dues',
    });
  });
  it('reads the query string: page numbers, the view and the filters', () => {
    expect(
      paymentListQuerySchema.parse({
        pageNumber: '2',
        pageSize: '50',
        view: 'payments',
        dueType: 'TdsInterest',
        dueStatus: 'Overdue',
        paymentStatus: 'Submitted',
        search: ' STOA/2026 ',
        fromDate: '2026-04-01',
        toDate: '2026-04-30',
      }),
    ).toEqual({
      pageNumber: 2,
      pageSize: 50,
      view: 'payments',
      dueType: 'TdsInterest',
      dueStatus: 'Overdue',
      paymentStatus: 'Submitted',
      search: 'STOA/2026',
      fromDate: '2026-04-01',
      toDate: '2026-04-30',
    });
  });
  it('refuses an unknown view, due type, status, page size or date', () => {
    for (const [field, value] of [
      ['view', 'refunds'],
      ['dueType', 'Penalty'],
      ['dueStatus', 'Late'],
      ['paymentStatus', 'Paid'],
      ['pageSize', '20'],
      ['fromDate', '2026-02-29'],
    ] as const)
      expect(pathsOf(paymentListQuerySchema.safeParse({ [field]: value })), field).toEqual([field]);
  });
});
