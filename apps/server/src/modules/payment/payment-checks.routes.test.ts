/**
 * What MakePayment checks on the server beyond its form (issue 34 items 8 and 10): a mode the Admin disabled, a date
 * before the dues were raised or after today, a reference already used at its bank by any payer (two payers at once:
 * one wins; a retry still answers the same payment; a reverted payment frees its reference), an amount of zero or
 * below, another payer's proof. (A reversed payment's reference: payment-reversal.routes.test.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES, type DueRow, type SignedInUser } from '@stoa/shared';
import { duesOf, makePayment, uploadProof } from '../../test/payment-fixtures.ts';
import { submit, validDetails } from '../../test/registration-fixtures.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';

const P = '/api/Payment';
// 20 November 2026, 11:30 in Kolkata.
const START = '2026-11-20T06:00:00Z';
const DAY = 86_400_000;

let t: TestApp;
let drawee: SignedInUser;
let injecting: SignedInUser;
let sldc: SignedInUser;
let admin: SignedInUser;
let draweeDue: DueRow;
let injectingDue: DueRow;

beforeAll(async () => {
  t = await createTestApp({}, { startAt: START });
  drawee = await t.signIn('oa.drawee');
  injecting = await t.signIn('oa.injecting');
  sldc = await t.signIn('sldc');
  admin = await t.signIn('admin');
  const a = await submit(t, drawee, 'DraweeEntity', await validDetails(t, drawee, 'DraweeEntity'));
  expect(a.status, JSON.stringify(a.body)).toBe(200);
  // The second payer's fee is raised three days later: 23 November.
  t.clock.advance(3 * DAY);
  const b = await submit(t, injecting, 'InjectingEntity', await validDetails(t, injecting, 'InjectingEntity'));
  expect(b.status, JSON.stringify(b.body)).toBe(200);
  draweeDue = (await duesOf(t, drawee))[0]!;
  injectingDue = (await duesOf(t, injecting))[0]!;
  expect([draweeDue.raisedOn, injectingDue.raisedOn]).toEqual(['2026-11-20', '2026-11-23']);
});
afterAll(() => t.close());

/** The first error entry of an answer. */
const errorOf = (res: {
  body: { errors?: { fieldName: string | null; errorMessages: string[]; code?: string }[] };
}) => {
  const [e] = res.body.errors ?? [];
  return e && { fieldName: e.fieldName, message: e.errorMessages[0], code: e.code };
};

describe('the mode: only one the Admin has enabled', () => {
  it('refuses a disabled mode with its own message, and takes it once enabled again', async () => {
    const modes = (await call(t, 'GET', '/api/Configuration/PaymentModes/GetAll', undefined, admin)).body.data
      .paymentModes as { id: number; mode: string }[];
    const dd = modes.find((m) => m.mode === 'DemandDraft')!;
    const off = await call(t, 'PATCH', `/api/Configuration/PaymentModes/Update/${dd.id}`, { isEnabled: false }, admin);
    expect(off.status).toBe(200);
    const refused = await makePayment(t, drawee, [draweeDue], { mode: 'DemandDraft', referenceNumber: '000111' });
    expect(refused.status).toBe(400);
    expect(errorOf(refused)).toEqual({
      fieldName: 'mode',
      message: 'Demand Draft is not accepted at present: please choose another Payment Mode',
      code: 'INVALID_OPTION',
    });
    expect((await duesOf(t, drawee))[0]).toMatchObject({ status: 'Due', pendingPaymentId: null });
    await call(t, 'PATCH', `/api/Configuration/PaymentModes/Update/${dd.id}`, { isEnabled: true }, admin);
  });
});

describe('the date: from the day the dues were raised to today', () => {
  it('refuses 2000-01-01 and the day before the raise, naming the raise day; takes the raise day and today', async () => {
    for (const paymentDate of ['2000-01-01', '2026-11-19']) {
      const res = await makePayment(t, drawee, [draweeDue], { paymentDate });
      expect(res.status, paymentDate).toBe(400);
      expect(errorOf(res)).toEqual({
        fieldName: 'paymentDate',
        message: 'Payment Date cannot be before Nov 20, 2026, the day the due was raised',
        code: 'OUT_OF_RANGE',
      });
    }
    // Today is 23 November: the 24th is in the future.
    const future = await makePayment(t, drawee, [draweeDue], { paymentDate: '2026-11-24' });
    expect(errorOf(future)).toMatchObject({ fieldName: 'paymentDate', message: PAYMENT_MESSAGES.futureDate });
    const onRaise = await makePayment(t, drawee, [draweeDue], { paymentDate: '2026-11-20', referenceNumber: 'D-1' });
    expect(onRaise.status, JSON.stringify(onRaise.body)).toBe(200);
    expect((await call(t, 'POST', `${P}/Revert/${onRaise.body.data.paymentId}`, { reason: 'Test' }, sldc)).status).toBe(
      200,
    );
    const onToday = await makePayment(t, injecting, [injectingDue], {
      paymentDate: '2026-11-23',
      referenceNumber: 'I-1',
    });
    expect(onToday.status, JSON.stringify(onToday.body)).toBe(200);
    expect((await call(t, 'POST', `${P}/Revert/${onToday.body.data.paymentId}`, { reason: 'Test' }, sldc)).status).toBe(
      200,
    );
  });
});

describe('the amount and the proof', () => {
  it('answers a negative amount and zero with "Amount must be greater than zero"', async () => {
    for (const amount of [-10000, -0.01, 0, '-10000'] as const) {
      const res = await makePayment(t, drawee, [draweeDue], { amount });
      expect(res.status, String(amount)).toBe(400);
      expect(errorOf(res), String(amount)).toEqual({
        fieldName: 'amount',
        message: 'Amount must be greater than zero',
        code: 'OUT_OF_RANGE',
      });
    }
  });

  it('refuses a proof another payer uploaded as not the payer’s own', async () => {
    const theirs = await uploadProof(t, injecting);
    const res = await makePayment(t, drawee, [draweeDue], { proofFileId: theirs });
    expect(res.status).toBe(403);
    expect(errorOf(res)).toEqual({
      fieldName: 'proofFileId',
      message: PAYMENT_MESSAGES.proofNotYours,
      code: 'NOT_ALLOWED',
    });
    expect((await duesOf(t, drawee))[0]).toMatchObject({ status: 'Due', pendingPaymentId: null });
  });
});

describe('the reference: used once at its bank, by any payer', () => {
  it('lets one of two payers sending one reference at once win; the other gets 409', async () => {
    const body = { referenceNumber: 'UTR-RACE-1', bankName: 'State Bank of India' };
    const [a, b] = await Promise.all([
      makePayment(t, drawee, [draweeDue], body),
      makePayment(t, injecting, [injectingDue], body),
    ]);
    expect([a.status, b.status].sort(), JSON.stringify([a.body, b.body])).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    expect(errorOf(loser)).toEqual({
      fieldName: 'referenceNumber',
      message: PAYMENT_MESSAGES.duplicateReference,
      code: 'CONFLICT',
    });
    const winner = a.status === 200 ? a : b;
    const list = await call(t, 'GET', `${P}/GetPaymentList?view=payments&search=UTR-RACE-1`, undefined, sldc);
    expect(list.body.data.payments.map((p: { paymentId: number }) => p.paymentId)).toEqual([
      winner.body.data.paymentId,
    ]);
    // Revert it: both payers may then use the reference again.
    await call(t, 'POST', `${P}/Revert/${winner.body.data.paymentId}`, { reason: 'Not in the statement' }, sldc);
  });

  it('keeps the same payer’s retry answering the same payment, and refuses the reference at the same bank to others', async () => {
    const body = {
      referenceNumber: 'UTR-ONE-2',
      bankName: 'State Bank of India',
      proofFileId: await uploadProof(t, drawee),
    };
    const first = await makePayment(t, drawee, [draweeDue], body);
    const retry = await makePayment(t, drawee, [draweeDue], body);
    expect([first.status, retry.status]).toEqual([200, 200]);
    expect(retry.body.data.paymentId).toBe(first.body.data.paymentId);
    // Another payer, the same bank written otherwise, the reference in other case: the same reference at the bank.
    const other = await makePayment(t, injecting, [injectingDue], {
      referenceNumber: ' utr-one-2 ',
      bankName: 'state  bank of INDIA',
    });
    expect(other.status).toBe(409);
    expect(errorOf(other)?.message).toBe(PAYMENT_MESSAGES.duplicateReference);
    // The same reference at another bank is another payment.
    const elsewhere = await makePayment(t, injecting, [injectingDue], {
      referenceNumber: 'UTR-ONE-2',
      bankName: 'Punjab National Bank',
    });
    expect(elsewhere.status, JSON.stringify(elsewhere.body)).toBe(200);
    for (const res of [first, elsewhere]) {
      await call(t, 'POST', `${P}/Revert/${res.body.data.paymentId}`, { reason: 'Test' }, sldc);
    }
  });

  it('lets another payer use a reverted payment’s reference', async () => {
    // UTR-RACE-1 was reverted above: the payer that lost the race may use it now.
    const res = await makePayment(t, injecting, [injectingDue], {
      referenceNumber: 'UTR-RACE-1',
      bankName: 'State Bank of India',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });
});
