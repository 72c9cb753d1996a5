/**
 * TDS challans through the routes (issue 17, DOMAIN §5 worked example): a payer deducts 2 % TDS on 10 March; the
 * month's challan is due on 30 April; deposited on 3 May it draws 3 months (March, April, May) of interest at 1.5 %:
 * ₹200.00 × 1.5 % × 3 = ₹9.00, raised as a TDS Interest due when the SLDC approves the challan.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES, TDS_MESSAGES, type MonthlyTdsRow, type SignedInUser } from '@stoa/shared';
import { duesOf, makePayment } from '../../test/payment-fixtures.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { submit, validDetails } from '../../test/registration-fixtures.ts';
import { bearer, call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { errorsOf, pdfBytes, upload } from '../../test/upload.ts';

const P = '/api/Payment';
// 10 March 2026, 11:30 in Kolkata.
const START = '2026-03-10T06:00:00Z';

let t: TestApp;
let drawee: SignedInUser;
let sldc: SignedInUser;
let other: SignedInUser;

beforeAll(async () => {
  t = await createTestApp({}, { startAt: START });
  drawee = await t.signIn('oa.drawee');
  sldc = await t.signIn('sldc');
  other = await t.signIn('oa.injecting');
  const tds = { chargeType: 'RegistrationFee', ratePercent: 2, section: '194C', effectiveFrom: '2026-03-10' };
  expect((await call(t, 'POST', '/api/Configuration/Tds/Add', tds, drawee)).status).toBe(200);
  const res = await submit(t, drawee, 'DraweeEntity', await validDetails(t, drawee, 'DraweeEntity'));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
});
afterAll(() => t.close());

const monthly = async (user: SignedInUser, query = '') =>
  (await call(t, 'GET', `${P}/GetMonthlyTDSList?pageSize=100${query}`, undefined, user)).body.data
    .rows as MonthlyTdsRow[];
const challanProof = async () => {
  const res = await upload(t, drawee, 'TdsChallan', 'challan.pdf', pdfBytes('challan'));
  return (res.body.data as { id: string }).id;
};
const uploadChallan = async (body: Record<string, unknown> = {}) =>
  call(
    t,
    'POST',
    `${P}/MakeTDSPayment`,
    {
      month: '2026-03',
      challanNumber: '12345',
      bsrCode: '0510002',
      depositDate: '2026-05-03',
      amount: 200,
      proofFileId: await challanProof(),
      ...body,
    },
    drawee,
  );

describe('a month’s TDS: deducted, deposited late, reconciled, interest raised', () => {
  it('withholds 2 % on the payment and lists the month’s deduction with its due date', async () => {
    const [due] = await duesOf(t, drawee);
    expect(due).toMatchObject({ dueType: 'RegistrationFee', tdsPayable: 200, netPayable: 9800 });
    const paid = await makePayment(t, drawee, [due!], { paymentDate: '2026-03-10' });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect((await call(t, 'POST', `${P}/Approve/${paid.body.data.paymentId}`, {}, sldc)).status).toBe(200);
    expect((await duesOf(t, drawee))[0]).toMatchObject({ settled: 10000, tds: 200, balance: 0, status: 'Paid' });
    expect(await monthly(drawee)).toEqual([
      expect.objectContaining({
        month: '2026-03',
        deducted: 200,
        deductions: 1,
        dueOn: '2026-04-30',
        challanStatus: 'NotUploaded',
        interest: 0,
        isOverdue: false,
        canUpload: true,
        canReconcile: false,
      }),
    ]);
    expect(await monthly(other)).toEqual([]);
    // A registration fee's TDS belongs to no application: an application's months leave it out.
    expect(await monthly(drawee, '&applicationId=1')).toEqual([]);
  });

  it('refuses a wrong amount, an empty month, a future deposit; a trader or the SLDC may not upload', async () => {
    t.clock.now = new Date('2026-05-03T06:00:00Z');
    const wrong = await uploadChallan({ amount: 199 });
    expect(errorsOf(wrong.body)['amount']).toBe(TDS_MESSAGES.amountMismatch('₹200.00'));
    const empty = await uploadChallan({ month: '2026-04', depositDate: '2026-05-03' });
    expect(empty.status).toBe(422);
    const future = await uploadChallan({ depositDate: '2026-05-04' });
    expect(errorsOf(future.body)['depositDate']).toBe(TDS_MESSAGES.depositInFuture);
    const before = await uploadChallan({ depositDate: '2026-02-27' });
    expect(errorsOf(before.body)['depositDate']).toBe(TDS_MESSAGES.depositBeforeMonth);
    expect((await call(t, 'POST', `${P}/MakeTDSPayment`, {}, sldc)).status).toBe(403);
    // Overdue since 1 May: what it would draw if deposited today (3 months).
    expect((await monthly(drawee))[0]).toMatchObject({ isOverdue: true, interestMonths: 3, interest: 9 });
  });

  let challanId: number;
  it('takes one challan per month; the SLDC reverts it with a reason, the payer uploads again', async () => {
    const first = await uploadChallan();
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect((await uploadChallan()).status).toBe(409);
    const id = first.body.data.challanId;
    expect((await call(t, 'POST', `${P}/ApproveTDSPayment/${id}`, {}, drawee)).status).toBe(403);
    const reverted = await call(t, 'POST', `${P}/RevertTDSPayment/${id}`, { reason: 'Challan copy unreadable' }, sldc);
    expect(reverted.status).toBe(200);
    expect((await monthly(drawee))[0]).toMatchObject({
      challanStatus: 'Reverted',
      revertReason: 'Challan copy unreadable',
      canUpload: true,
    });
    const again = await uploadChallan({ challanNumber: '12346' });
    expect(again.status).toBe(200);
    challanId = again.body.data.challanId;
    expect((await monthly(sldc, '&challanStatus=Submitted'))[0]).toMatchObject({
      challanId,
      canReconcile: true,
      interest: 9,
    });
  });

  it('approves it once; the late deposit raises ₹9.00 of interest as a due of the payer', async () => {
    const [a, b] = await Promise.all([
      call(t, 'POST', `${P}/ApproveTDSPayment/${challanId}`, {}, sldc),
      call(t, 'POST', `${P}/ApproveTDSPayment/${challanId}`, {}, sldc),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect((await monthly(drawee))[0]).toMatchObject({
      challanStatus: 'Approved',
      interest: 9,
      interestMonths: 3,
      challanNo: '12346',
    });
    const interest = (await duesOf(t, drawee)).find((d) => d.dueType === 'TdsInterest');
    expect(interest).toMatchObject({
      recordType: 'TdsChallan',
      recordNo: 'TDS Mar 2026 (12346)',
      charged: 9,
      balance: 9,
      status: 'Due',
    });
    // It is paid like any due (no TDS on interest).
    const paid = await makePayment(t, drawee, [interest!], { referenceNumber: 'INT-1' });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const twice = await makePayment(t, drawee, [interest!], { referenceNumber: 'INT-2' });
    expect(twice.body.errors?.[0]?.errorMessages[0]).toBe(PAYMENT_MESSAGES.pending);
  });

  it('prints the quarter’s summary (Form 16A style) for the payer', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${P}/DownloadTdsCertificate?financialYear=2025&quarter=4`,
      headers: bearer(drawee),
    });
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Q4 of FY 2025-26 (Jan 2026, Feb 2026, Mar 2026)');
    expect(text).toContain('₹200.00 (1 payment(s))');
    expect(text).toContain('12346, BSR 0510002');
    expect(text).toContain('May 03, 2026');
    expect(text).toContain('₹9.00 (3 month(s))');
  });

  it('names the payers with TDS in a quarter for the SLDC to choose from; a payer sees itself', async () => {
    const parties = async (user: SignedInUser, query: string) =>
      call(t, 'GET', `${P}/GetTdsParties?${query}`, undefined, user);
    const drawee_ = { partyUserId: drawee.id, partyName: 'Itanagar Cement Works' };
    expect((await parties(sldc, 'financialYear=2025&quarter=4')).body.data).toEqual({ parties: [drawee_] });
    expect((await parties(drawee, 'financialYear=2025&quarter=4')).body.data).toEqual({ parties: [drawee_] });
    // Nothing deducted in the next quarter, nor by another payer.
    expect((await parties(sldc, 'financialYear=2026&quarter=1')).body.data).toEqual({ parties: [] });
    expect((await parties(other, 'financialYear=2025&quarter=4')).body.data).toEqual({ parties: [] });
    const bad = await parties(sldc, 'financialYear=2025&quarter=5');
    expect(bad.status).toBe(400);
    expect(errorsOf(bad.body)).toEqual({ quarter: 'Quarter must be 1 to 4' });
  });

  it('proposes a party unpaid 90 days past due to the Admin as a defaulter (the Admin decides)', async () => {
    const admin = await t.signIn('admin');
    const list = async () => (await call(t, 'GET', `${P}/GetProposedDefaulters`, undefined, admin)).body.data;
    // The interest was due on 10 May (approved 3 May + 7 days); its payment still awaits reconciliation.
    t.clock.now = new Date('2026-08-08T06:00:00Z');
    expect(await list()).toEqual({ daysPastDue: 90, parties: [] });
    t.clock.now = new Date('2026-08-09T06:00:00Z');
    expect((await list()).parties).toEqual([
      expect.objectContaining({
        userName: 'oa.drawee',
        overdue: 9,
        dues: 1,
        oldestDueOn: '2026-05-10',
        daysPastDue: 91,
        isDefaulter: false,
      }),
    ]);
    expect((await call(t, 'GET', `${P}/GetProposedDefaulters`, undefined, sldc)).status).toBe(403);
  });
});
