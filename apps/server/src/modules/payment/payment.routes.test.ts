/**
 * Paying a registration fee end to end through the routes (issue 17): the due raised on submission, MakePayment's
 * rules (exact net, proof, date, one reference once, no second payment while one awaits), Revert with a reason and
 * a bell, paying again, two reconcilers at once settling once, the receipt, the STOA check's fee line, and what
 * another applicant may not see.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PAYMENT_MESSAGES, type DueRow, type SignedInUser } from '@stoa/shared';
import { duesOf, makePayment, uploadProof } from '../../test/payment-fixtures.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { submit, validDetails, verifyAll } from '../../test/registration-fixtures.ts';
import { bearer, call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { errorsOf } from '../../test/upload.ts';

const P = '/api/Payment';
// 20 November 2026, 11:30 in Kolkata.
const START = '2026-11-20T06:00:00Z';

let t: TestApp;
let drawee: SignedInUser;
let other: SignedInUser;
let sldc: SignedInUser;
let approver1: SignedInUser;
let registrationId: number;
let due: DueRow;

beforeAll(async () => {
  t = await createTestApp({}, { startAt: START });
  drawee = await t.signIn('oa.drawee');
  other = await t.signIn('oa.injecting');
  sldc = await t.signIn('sldc');
  approver1 = await t.signIn('approver1');
  const res = await submit(t, drawee, 'DraweeEntity', await validDetails(t, drawee, 'DraweeEntity'));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  registrationId = res.body.data.id;
});
afterAll(() => t.close());

const checksOf = async () =>
  (await call(t, 'GET', `/api/Registration/GetMandatoryCheckDetails/${registrationId}`, undefined, sldc)).body.data
    .items as { key: string; passed: boolean; detail: string }[];
const feeLine = async () => (await checksOf()).find((i) => i.key === 'fee')!;
const balanceOf = async (dueId: number) => {
  const result = await t.database.db.execute(
    sql`select coalesce(sum(amount_paise), 0)::int as b, count(*) filter (where kind = 'Payment')::int as payments
          from ledger_entries where due_id = ${dueId}`,
  );
  return (result as unknown as { rows: { b: number; payments: number }[] }).rows[0]!;
};

describe('a registration fee: due, paid, reverted, paid again, approved once', () => {
  it('raises the fee on submission, due in 7 days, listed to its payer and the SLDC', async () => {
    const dues = await duesOf(t, drawee);
    expect(dues).toHaveLength(1);
    due = dues[0]!;
    expect(due).toMatchObject({
      recordType: 'Registration',
      recordId: registrationId,
      recordNo: `Registration ${registrationId}`,
      recordLink: `/registrations/view/DraweeEntity/${registrationId}`,
      dueType: 'RegistrationFee',
      charged: 10000,
      balance: 10000,
      netPayable: 10000,
      dueOn: '2026-11-27',
      status: 'Due',
      isPaid: false,
    });
    expect((await duesOf(t, sldc)).map((d) => d.dueId)).toContain(due.dueId);
    expect(await duesOf(t, other)).toEqual([]);
    expect(await feeLine()).toMatchObject({ passed: false, detail: '₹10,000.00 due; not paid yet.' });
  });

  it('refuses a wrong amount, a missing proof, a future date and another party’s due', async () => {
    const wrong = await makePayment(t, drawee, [due], { amount: 9999.99 });
    expect(wrong.status).toBe(400);
    expect(errorsOf(wrong.body)['amount']).toBe(PAYMENT_MESSAGES.amountMismatch('₹10,000.00'));
    const noProof = await makePayment(t, drawee, [due], { proofFileId: undefined });
    expect(errorsOf(noProof.body)['proofFileId']).toBe(PAYMENT_MESSAGES.proofRequired);
    const future = await makePayment(t, drawee, [due], { paymentDate: '2026-11-21' });
    expect(errorsOf(future.body)['paymentDate']).toBe(PAYMENT_MESSAGES.futureDate);
    const notMine = await makePayment(t, other, [due]);
    expect(notMine.status).toBe(404);
    expect(await balanceOf(due.dueId)).toEqual({ b: 1_000_000, payments: 0 });
  });

  let firstId: number;
  it('records a payment once: a retry answers the same payment, another payment waits', async () => {
    const proof = await uploadProof(t, drawee);
    const body = { referenceNumber: 'SBIN0000123', proofFileId: proof };
    const [a, b] = await Promise.all([makePayment(t, drawee, [due], body), makePayment(t, drawee, [due], body)]);
    expect([a.status, b.status], JSON.stringify([a.body, b.body])).toEqual([200, 200]);
    firstId = a.body.data.paymentId;
    expect(b.body.data.paymentId).toBe(firstId);
    const second = await makePayment(t, drawee, [due], { referenceNumber: 'OTHER-1' });
    expect(second.status).toBe(409);
    expect(second.body.errors?.[0]?.errorMessages[0]).toBe(PAYMENT_MESSAGES.pending);
    expect((await duesOf(t, drawee))[0]).toMatchObject({ status: 'UnderReconciliation', pendingPaymentId: firstId });
    expect(await feeLine()).toMatchObject({
      passed: false,
      detail: '₹10,000.00 due; a payment awaits reconciliation.',
    });
  });

  it('lets only the SLDC business user reconcile; Revert needs a reason and tells the payer', async () => {
    expect((await call(t, 'POST', `${P}/Approve/${firstId}`, {}, approver1)).status).toBe(403);
    expect((await call(t, 'POST', `${P}/Approve/${firstId}`, {}, drawee)).status).toBe(403);
    const view = await call(t, 'GET', `${P}/GetPaymentDetails/${firstId}`, undefined, approver1);
    expect(view.body.data).toMatchObject({ status: 'Submitted', canApprove: false, amount: 10000, tds: 0 });
    expect((await call(t, 'GET', `${P}/GetPaymentDetails/${firstId}`, undefined, other)).status).toBe(404);
    expect((await call(t, 'POST', `${P}/Revert/${firstId}`, { reason: ' ' }, sldc)).status).toBe(400);
    const reverted = await call(
      t,
      'POST',
      `${P}/Revert/${firstId}`,
      { reason: 'UTR not found in the statement' },
      sldc,
    );
    expect(reverted.body.data).toMatchObject({ status: 'Reverted', revertReason: 'UTR not found in the statement' });
    const bells = (await call(t, 'GET', '/api/Notification/GetAll?pageSize=10', undefined, drawee)).body.data;
    expect(JSON.stringify(bells)).toContain('was reverted: UTR not found in the statement');
    expect((await call(t, 'POST', `${P}/Approve/${firstId}`, {}, sldc)).status).toBe(409);
    expect((await duesOf(t, drawee))[0]).toMatchObject({ status: 'Due', pendingPaymentId: null });
  });

  it('takes the payment again and settles it once when two reconcilers approve at once', async () => {
    const again = await makePayment(t, drawee, [due], { referenceNumber: 'SBIN0000123' });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    const id = again.body.data.paymentId;
    expect(id).not.toBe(firstId);
    const sldc2 = await t.signIn('sldc');
    const results = await Promise.all([
      call(t, 'POST', `${P}/Approve/${id}`, {}, sldc),
      call(t, 'POST', `${P}/Approve/${id}`, {}, sldc2),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await balanceOf(due.dueId)).toEqual({ b: 0, payments: 1 });
    const detail = results.find((r) => r.status === 200)!.body.data;
    expect(detail).toMatchObject({ status: 'Approved', receiptNo: 'RCPT/2026/0001' });
    expect((await duesOf(t, drawee))[0]).toMatchObject({ status: 'Paid', isPaid: true, balance: 0, settled: 10000 });
    expect(await feeLine()).toMatchObject({ passed: true, detail: '₹10,000.00 paid and reconciled.' });
    const pdf = await t.app.inject({
      method: 'GET',
      url: `${P}/DownloadReceipt/${id}`,
      headers: bearer(drawee),
    });
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('RCPT/2026/0001');
    expect(text).toContain('₹10,000.00');
    expect(text).toContain('Rupees Ten Thousand Only');
    expect(text).toContain('Nov 20, 2026');
  });

  it('lets the STOA check pass on the fee, and lists payments per payer', async () => {
    await verifyAll(t, sldc, registrationId, 'DraweeEntity');
    expect((await feeLine()).passed).toBe(true);
    // The record's own fee line reads the ledger too.
    const record = await call(
      t,
      'GET',
      `/api/Registration/GetDraweeEntityRegistration/${registrationId}`,
      undefined,
      drawee,
    );
    expect(record.body.data.fee).toEqual({
      label: 'Registration Fee',
      amount: 10000,
      owed: 0,
      state: 'Paid',
      dueOn: '2026-11-27',
      dueAt: null,
      detail: '₹10,000.00 paid and reconciled.',
      isPayer: true,
      payLink: null,
    });
    const mine = await call(t, 'GET', `${P}/GetPaymentList?view=payments`, undefined, drawee);
    expect(mine.body.data.payments.map((p: { status: string }) => p.status)).toEqual(['Approved', 'Reverted']);
    expect(mine.body.data.totals.amount).toBe(20000);
    const pending = await call(t, 'GET', `${P}/GetPaymentList?view=payments&paymentStatus=Submitted`, undefined, sldc);
    expect(pending.body.data.dataCount).toBe(0);
    expect((await call(t, 'GET', `${P}/GetPaymentList?view=payments`, undefined, other)).body.data.dataCount).toBe(0);
  });
});
