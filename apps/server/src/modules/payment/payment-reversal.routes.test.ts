/**
 * A bounced payment reversed through the routes (issue 34 item 8): a day-ahead application's dues paid by Demand
 * Draft net of 2 % TDS on its STU charges, approved, partly refunded after pro-rata, then the DD is dishonoured and
 * the SLDC reverses the payment — once, though two reversals race; the settlement is undone by new entries, the dues
 * are owed (the fee overdue) again, refundable stays at zero, the receipt reads CANCELLED, the payer is told, the
 * reference is refused for good; the payer pays again with a new DD. And GetTDSDetails refused to a non-party.
 *
 * Worked by hand (as application-dues.routes.test.ts): 8 MW × 24 h = 192 MWh × ₹80/MWh = ₹15,360.00 STU charges
 * (TDS 2 % = ₹307.20, net ₹15,052.80), ₹2,000.00 operating charges, ₹5,000.00 fee: the DD is for ₹22,052.80.
 * Allocated 5.71 MW → 137.04 MWh = ₹10,963.20, so ₹4,396.80 is in credit; ₹4,000.00 of it refunded. Reversed: the
 * fee owes ₹5,000.00, STU ₹10,963.20 + ₹4,000.00 refunded = ₹14,963.20, operating ₹2,000.00 — ₹21,963.20 in all.
 * Paid again: STU TDS 2 % of ₹14,963.20 = ₹299.26 (₹299.264 rounded), so the new DD is ₹21,963.20 − ₹299.26 =
 * ₹21,663.94.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  PAYMENT_MESSAGES,
  PAY_AGAIN_LABEL,
  TDS_MESSAGES,
  businessDate,
  type DueRow,
  type SignedInUser,
} from '@stoa/shared';
import { mailOutbox, notifications, users } from '../../db/schema/index.ts';
import { declareAtc, row, seedParties, type Parties } from '../../test/application-fixtures.ts';
import { duesOf, makePayment } from '../../test/payment-fixtures.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { bearer, call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { pdfBytes, upload } from '../../test/upload.ts';

const A = '/api/Application';
const P = '/api/Payment';
// 1 December 2026, 09:30 in Kolkata: day-ahead for 2 December is open until 15:00.
const START = '2026-12-01T04:00:00Z';
const DELIVERY = '2026-12-02';
const DAY = 86_400_000;
const DD = { mode: 'DemandDraft', bankName: 'State Bank of India', referenceNumber: '100200' };
const REASON = 'DD dishonoured: funds insufficient';

let t: TestApp;
let p: Parties;
let sldc: SignedInUser;
let approver1: SignedInUser;
let drawee: SignedInUser;
let both: SignedInUser;
let appA: number;
let appB: number;
let paymentId: number;
let pendingB: number;
let secondDd: number;

beforeAll(async () => {
  t = await createTestApp({}, { startAt: START });
  p = await seedParties(t);
  sldc = await t.signIn('sldc');
  approver1 = await t.signIn('approver1');
  drawee = await t.signIn('oa.drawee');
  both = await t.signIn('oa.both');
  await declareAtc(t, p.corridorId, DELIVERY, 10);
  const tds = { chargeType: 'STUCharges', ratePercent: 2, section: '194C', effectiveFrom: '2026-12-01' };
  expect((await call(t, 'POST', '/api/Configuration/Tds/Add', tds, drawee)).status).toBe(200);
  const submit = (user: SignedInUser, buyer: number, mw: number) =>
    call(
      t,
      'POST',
      `${A}/Submit/DayAhead`,
      {
        isDraft: false,
        sellerRegistrationId: p.injecting,
        buyerRegistrationId: buyer,
        timeBlocks: [row(DELIVERY, 0, 96, mw)],
      },
      user,
    );
  const [a, b] = [await submit(drawee, p.drawee, 8), await submit(both, p.both, 6)];
  expect([a.status, b.status], JSON.stringify([a.body, b.body])).toEqual([200, 200]);
  appA = a.body.data.id;
  appB = b.body.data.id;
});
afterAll(() => t.close());

const duesOfA = async () =>
  Object.fromEntries((await duesOf(t, drawee)).filter((d) => d.recordId === appA).map((d) => [d.dueType, d])) as Record<
    string,
    DueRow
  >;
const entriesOf = async (id: number) => {
  const result = await t.database.db.execute(
    sql`select kind, amount_paise::int as paise from ledger_entries where payment_id = ${id} order by id`,
  );
  return (result as unknown as { rows: { kind: string; paise: number }[] }).rows;
};
const userIdOf = async (userName: string) =>
  (await t.database.db.select().from(users).where(eq(users.userName, userName)))[0]!;

const nextStepOf = async (id: number, user: SignedInUser) =>
  (await call(t, 'GET', `${P}/GetPaymentDetails/${id}`, undefined, user)).body.data.nextStep;

describe('a bounced Demand Draft reversed, and paid again', () => {
  it('takes the DD for the net of the three dues and settles them on approval; the other applicant pays by NEFT', async () => {
    const paid = await makePayment(t, drawee, Object.values(await duesOfA()), DD);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    paymentId = paid.body.data.paymentId;
    const approved = await call(t, 'POST', `${P}/Approve/${paymentId}`, {}, sldc);
    expect(approved.body.data).toMatchObject({
      amount: 22052.8,
      tds: 307.2,
      receiptNo: 'RCPT/2026/0001',
      canReverse: true,
    });
    const paidB = await makePayment(
      t,
      both,
      (await duesOf(t, both)).filter((d) => d.recordId === appB),
    );
    expect(paidB.status, JSON.stringify(paidB.body)).toBe(200);
    pendingB = paidB.body.data.paymentId;
  });

  it('lets only the SLDC business user reverse, only an approved payment, only with a reason', async () => {
    const url = `${P}/Reverse/${paymentId}`;
    expect((await call(t, 'POST', url, { reason: REASON }, approver1)).status).toBe(403);
    expect((await call(t, 'POST', url, { reason: REASON }, drawee)).status).toBe(403);
    const read = await call(t, 'GET', `${P}/GetPaymentDetails/${paymentId}`, undefined, approver1);
    expect(read.body.data).toMatchObject({ status: 'Approved', canReverse: false });
    expect((await call(t, 'POST', url, { reason: '  ' }, sldc)).status).toBe(400);
    expect((await call(t, 'POST', `${P}/Reverse/999999`, { reason: REASON }, sldc)).status).toBe(404);
    // Documented as the other routes are.
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.paths['/api/Payment/Reverse/{id}'].post.requestBody.content['application/json'].schema).toMatchObject({
      required: ['reason'],
    });
    // A payment awaiting reconciliation is reverted, not reversed.
    const pending = await call(t, 'POST', `${P}/Reverse/${pendingB}`, { reason: REASON }, sldc);
    expect(pending.status).toBe(422);
    expect(pending.body.errors?.[0]?.errorMessages[0]).toBe(PAYMENT_MESSAGES.notReversible);
    expect(await entriesOf(pendingB)).toEqual([]);
  });

  it('says what happens next to a pending payment: the SLDC reconciles it, the payer waits to be told', async () => {
    expect(await nextStepOf(pendingB, sldc)).toMatchObject({ actor: 'You', isYours: true, link: null });
    expect((await nextStepOf(pendingB, sldc)).text).toMatch(/^Check the amount against the bank statement/);
    expect(await nextStepOf(pendingB, both)).toMatchObject({ actor: 'SLDC Business User', isYours: false });
    expect((await nextStepOf(pendingB, both)).text).toMatch(/You will be told\.$/);
    expect(await nextStepOf(paymentId, drawee)).toBeNull();
  });

  it('leaves ₹4,396.80 in credit after pro-rata; ₹4,000.00 of it is refunded', async () => {
    expect((await call(t, 'POST', `${P}/Approve/${pendingB}`, {}, sldc)).status).toBe(200);
    for (const id of [appA, appB]) {
      const checked = await call(t, 'POST', `${A}/Approve/DayAhead/${id}`, {}, sldc);
      expect(checked.body.data?.status, JSON.stringify(checked.body)).toBe('PendingSTOAApproval');
    }
    const processed = await call(t, 'POST', `${A}/ProcessApplications/DayAhead/${DELIVERY}`, undefined, sldc);
    expect(processed.status, JSON.stringify(processed.body)).toBe(200);
    const allocated = await call(t, 'POST', `${A}/AllocateQuantumProRataBasis/${DELIVERY}/DayAhead`, undefined, sldc);
    expect(allocated.status, JSON.stringify(allocated.body)).toBe(200);
    expect((await duesOfA())['STUCharges']).toMatchObject({ charged: 10963.2, balance: -4396.8 });
    const refund = {
      applicationId: appA,
      amount: 4000,
      mode: 'NEFT',
      referenceNumber: 'RF-1',
      refundDate: '2026-12-01',
    };
    // A refund pays back cash only (DOMAIN §5): of the ₹4,396.80 credit, TDS 2 % is ₹87.94 (87.936 half up), so
    // ₹4,308.86 was refundable and ₹308.86 is left after the ₹4,000.00.
    expect((await call(t, 'POST', `${P}/MakeRefund`, refund, sldc)).body.data).toMatchObject({ refundable: 308.86 });
  });

  it('reverses once when two reversals race: the settlement undone by new entries, the dues owed again', async () => {
    t.clock.advance(4 * DAY); // 5 December: the fee was due on the 4th.
    const sldc2 = await t.signIn('sldc');
    const results = await Promise.all([
      call(t, 'POST', `${P}/Reverse/${paymentId}`, { reason: REASON }, sldc),
      call(t, 'POST', `${P}/Reverse/${paymentId}`, { reason: REASON }, sldc2),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const loser = results.find((r) => r.status === 409)!;
    expect(loser.body.errors?.[0]?.errorMessages[0]).toBe(PAYMENT_MESSAGES.alreadyReversed);
    expect(results.find((r) => r.status === 200)!.body.data).toMatchObject({
      status: 'Reversed',
      statusLabel: 'Reversed',
      receiptNo: 'RCPT/2026/0001',
      reversalReason: REASON,
      reversedByName: expect.any(String),
      canReverse: false,
    });
    // The approval's four entries stay as they were; four new ones negate them.
    const entries = (await entriesOf(paymentId)).map((e) => `${e.kind} ${e.paise}`);
    const approval = ['Payment -500000', 'Payment -1505280', 'Payment -200000', 'TdsDeduction -30720'];
    expect(entries.slice(0, 4).sort()).toEqual([...approval].sort());
    expect(entries.slice(4).sort()).toEqual(approval.map((e) => e.replace('-', '')).sort());
    const dues = await duesOfA();
    expect(dues['ApplicationFee']).toMatchObject({ settled: 0, balance: 5000, status: 'Overdue', isPaid: false });
    expect(dues['STUCharges']).toMatchObject({
      charged: 10963.2,
      settled: 0,
      tds: 0,
      refunded: 4000,
      balance: 14963.2,
    });
    expect(dues['SLDCOperatingCharges']).toMatchObject({ settled: 0, balance: 2000, pendingPaymentId: null });
  });

  it('keeps refundable at zero, on the ledger; a refund is refused', async () => {
    const history = await call(t, 'GET', `${P}/GetRefundHistory/${appA}`, undefined, sldc);
    expect(history.body.data).toMatchObject({ refundable: 0 });
    const list = await call(t, 'GET', `${P}/GetRefundDetails?search=${encodeURIComponent('STOA/DA')}`, undefined, sldc);
    const rowA = list.body.data.refunds.find((r: { applicationId: number }) => r.applicationId === appA);
    expect(rowA).toMatchObject({ paid: 0, refunded: 4000, refundable: 0 });
    const refund = { applicationId: appA, amount: 1, mode: 'NEFT', referenceNumber: 'RF-2', refundDate: '2026-12-05' };
    expect((await call(t, 'POST', `${P}/MakeRefund`, refund, sldc)).status).toBe(422);
  });

  it('sends the payer of a reversed payment to its dues; the SLDC waits for it', async () => {
    const reversed = await nextStepOf(paymentId, drawee);
    expect(reversed).toMatchObject({ actor: 'You', isYours: true, link: { label: PAY_AGAIN_LABEL } });
    expect(reversed.link.path).toMatch(/^\/payments\/dashboard\?tab=dues&search=/);
    expect(await nextStepOf(paymentId, sldc)).toMatchObject({ actor: 'The payer', isYours: false, link: null });
  });

  it('marks the receipt CANCELLED with the reason and date, and tells the payer by bell and mail', async () => {
    const pdf = await t.app.inject({
      method: 'GET',
      url: `${P}/DownloadReceipt/${paymentId}`,
      headers: bearer(drawee),
    });
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    for (const expected of ['CANCELLED', REASON, 'Dec 05, 2026', 'RCPT/2026/0001']) expect(text).toContain(expected);
    const payer = await userIdOf('oa.drawee');
    const bells = await t.database.db.select().from(notifications).where(eq(notifications.userId, payer.id));
    const recordNo = (await duesOfA())['ApplicationFee']!.recordNo;
    expect(bells.filter((b) => b.link === `/payments/${paymentId}`).map((b) => b.message)).toContain(
      `Your payment of ₹22,052.80 (100200) was reversed: ${REASON}. Receipt RCPT/2026/0001 is cancelled and ` +
        `${recordNo} is owed again. Please pay again.`,
    );
    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, payer.email));
    expect(mails.map((m) => m.subject)).toContainEqual(expect.stringContaining('Payment reversed'));
  });

  it('shows it in the lists, the exports and the reports: Reversed with its reason, nothing received', async () => {
    const mine = await call(t, 'GET', `${P}/GetPaymentList?view=payments`, undefined, drawee);
    expect(mine.body.data.payments).toEqual([
      expect.objectContaining({ status: 'Reversed', statusLabel: 'Reversed', statusReason: REASON, amount: 22052.8 }),
    ]);
    expect(mine.body.data.totals).toMatchObject({ amount: 22052.8, received: 0 });
    const filtered = await call(t, 'GET', `${P}/GetPaymentList?view=payments&paymentStatus=Reversed`, undefined, sldc);
    expect(filtered.body.data.dataCount).toBe(1);
    const csv = await t.app.inject({
      method: 'GET',
      url: `${P}/DownloadPayments?view=payments&format=csv`,
      headers: bearer(drawee),
    });
    expect(csv.body).toContain(`Reversed,${REASON}`);
    const receipts = await call(t, 'GET', '/api/Report/Get/PaymentReceiptSummary?status=Reversed', undefined, sldc);
    expect(receipts.body.data.rows).toEqual([expect.objectContaining({ status: 'Reversed', amount: 2_205_280 })]);
    const stu = await call(t, 'GET', '/api/Report/Get/STOACharges?pageSize=100', undefined, sldc);
    const recordNo = (await duesOfA())['STUCharges']!.recordNo;
    expect(stu.body.data.rows.find((r: { applicationNo: string }) => r.applicationNo === recordNo)).toMatchObject({
      charged: 1_096_320,
      paid: 0,
      tds: 0,
      refunded: 400_000,
      outstanding: 1_496_320,
    });
    // The TDS the bounced payment withheld is undone in its month: nothing is left to deposit for December.
    const tds = await call(t, 'GET', `${P}/GetMonthlyTDSList?pageSize=100`, undefined, drawee);
    expect(tds.body.data.rows).toEqual([]);
    const summary = await call(t, 'GET', '/api/Dashboard/Summary', undefined, drawee);
    const tiles = summary.body.data.tiles as { key: string; value: number }[];
    expect(tiles.find((tile) => tile.key === 'tdsChallansDue')?.value).toBe(0);
    // What the payer owes again: ₹5,000.00 overdue (the fee), ₹16,963.20 due (STU ₹14,963.20 and operating ₹2,000.00).
    expect(tiles.find((tile) => tile.key === 'duesOverdueAmount')?.value).toBe(500_000);
    expect(tiles.find((tile) => tile.key === 'duesDue')?.value).toBe(1_696_320);
    expect((await call(t, 'GET', `${P}/GetTDSDetails/${appA}`, undefined, drawee)).body.data.deductions).toEqual([]);
  });

  it('refuses the bounced reference for good, to anyone; a new DD for the new net settles the dues', async () => {
    const dues = Object.values(await duesOfA());
    const again = await makePayment(t, drawee, dues, DD);
    expect(again.status).toBe(409);
    expect(again.body.errors?.[0]).toMatchObject({
      fieldName: 'referenceNumber',
      errorMessages: [PAYMENT_MESSAGES.reversedReference],
    });
    const newDd = await makePayment(t, drawee, dues, { ...DD, referenceNumber: '100201' });
    expect(newDd.status, JSON.stringify(newDd.body)).toBe(200);
    const approved = await call(t, 'POST', `${P}/Approve/${newDd.body.data.paymentId}`, {}, sldc);
    secondDd = newDd.body.data.paymentId;
    expect(approved.body.data).toMatchObject({ amount: 21663.94, tds: 299.26, gross: 21963.2, status: 'Approved' });
    const after = await duesOfA();
    expect(Object.values(after).map((d) => [d.dueType, d.balance, d.status])).toEqual(
      expect.arrayContaining([
        ['ApplicationFee', 0, 'Paid'],
        ['STUCharges', 0, 'Paid'],
        ['SLDCOperatingCharges', 0, 'Paid'],
      ]),
    );
  });
});

describe('GetTDSDetails/{applicationId}: the parties of the application only', () => {
  it('answers the applicant and the SLDC, refuses another applicant (403) and an unknown application (404)', async () => {
    const url = `${P}/GetTDSDetails/${appA}`;
    const own = await call(t, 'GET', url, undefined, drawee);
    expect(own.body.data.deductions).toEqual([expect.objectContaining({ tds: 299.26, ratePercent: 2 })]);
    expect((await call(t, 'GET', url, undefined, sldc)).status).toBe(200);
    const stranger = await call(t, 'GET', url, undefined, both);
    expect(stranger.status).toBe(403);
    expect(stranger.body.data).toBeNull();
    expect((await call(t, 'GET', `${P}/GetTDSDetails/999999`, undefined, sldc)).status).toBe(404);
  });
});

describe("the month's TDS after bounced payments (items 7 and 8 together)", () => {
  const december = async () => {
    const res = await call(t, 'GET', `${P}/GetMonthlyTDSList?pageSize=100&month=2026-12`, undefined, drawee);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.rows[0] as Record<string, unknown>;
  };
  const challan = async (amount: number, challanNumber: string) => {
    const proof = await upload(t, drawee, 'TdsChallan', 'challan.pdf', pdfBytes('challan'));
    const body = {
      month: '2026-12',
      amount,
      challanNumber,
      bsrCode: '0510002',
      depositDate: businessDate(t.clock.now),
      proofFileId: (proof.body.data as { id: string }).id,
    };
    return call(t, 'POST', `${P}/MakeTDSPayment`, body, drawee);
  };

  it('asks a challan for the new DD’s ₹299.26 only: the bounced DD’s ₹307.20 was undone', async () => {
    expect(await december()).toMatchObject({ deducted: 299.26, notDeposited: 299.26, deposited: 0 });
    const uploaded = await challan(299.26, 'C-DEC-1');
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    expect((await call(t, 'POST', `${P}/ApproveTDSPayment/${uploaded.body.data.challanId}`, {}, sldc)).status).toBe(
      200,
    );
    expect(await december()).toMatchObject({ deposited: 299.26, notDeposited: 0, challanStatus: 'Approved' });
  });

  it('a payment bouncing after its TDS was deposited leaves nothing to deposit, never a negative', async () => {
    const reversed = await call(t, 'POST', `${P}/Reverse/${secondDd}`, { reason: REASON }, sldc);
    expect(reversed.status, JSON.stringify(reversed.body)).toBe(200);
    expect(await december()).toMatchObject({
      deducted: 0,
      deposited: 299.26,
      notDeposited: 0,
      challanStatus: 'Approved',
    });
    const again = await challan(299.26, 'C-DEC-2');
    expect(again.status).toBe(422);
    expect(again.body.errors?.[0]?.errorMessages[0]).toBe(TDS_MESSAGES.nothingToDeposit);
  });
});
