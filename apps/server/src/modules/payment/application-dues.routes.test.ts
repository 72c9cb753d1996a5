/**
 * An application's money through the routes (issue 17): the fee and the applied schedule's charges raised on
 * submission, paid in advance net of the payer's TDS, the STOA check gated on the fee, pro-rata allocation turning
 * the unallocated part into a refundable credit, refunds never above it, and the ledger summing to every screen.
 * Worked by hand: 8 MW × 24 h = 192 MWh at ₹0.08/kWh = ₹15,360.00 (TDS 2 % = ₹307.20), ₹2,000.00 operating
 * charge for the day, ₹5,000.00 fee; allocated 5.71 MW (10 × 8 / 14, floored) → 137.04 MWh = ₹10,963.20, so
 * ₹4,396.80 is in credit. It came in as cash and 2 % TDS: ₹87.94 of it (4,396.80 × 2 % = 87.936) is TDS for the payer
 * to reverse, never paid out; ₹4,308.86 is refundable (DOMAIN §5).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PAYMENT_MESSAGES, type DueRow, type SignedInUser } from '@stoa/shared';
import { declareAtc, row, seedParties, type Parties } from '../../test/application-fixtures.ts';
import { duesOf, makePayment, settleDues } from '../../test/payment-fixtures.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { errorsOf } from '../../test/upload.ts';

const A = '/api/Application';
const P = '/api/Payment';
// 1 December 2026, 09:30 in Kolkata: day-ahead for 2 December is open until 15:00.
const START = '2026-12-01T04:00:00Z';
const DELIVERY = '2026-12-02';

let t: TestApp;
let p: Parties;
let sldc: SignedInUser;
let drawee: SignedInUser;
let both: SignedInUser;
let appA: number;
let appB: number;

beforeAll(async () => {
  t = await createTestApp({}, { startAt: START });
  p = await seedParties(t);
  sldc = await t.signIn('sldc');
  drawee = await t.signIn('oa.drawee');
  both = await t.signIn('oa.both');
  await declareAtc(t, p.corridorId, DELIVERY, 10);
  const tds = { chargeType: 'STUCharges', ratePercent: 2, section: '194C', effectiveFrom: '2026-12-01' };
  expect((await call(t, 'POST', '/api/Configuration/Tds/Add', tds, drawee)).status).toBe(200);
});
afterAll(() => t.close());

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
const byType = (dues: DueRow[], id: number) =>
  Object.fromEntries(dues.filter((d) => d.recordId === id).map((d) => [d.dueType, d]));
const partyLedgerSum = async (userName: string) => {
  const result = await t.database.db.execute(sql`
    select coalesce(sum(e.amount_paise), 0)::bigint::text as s from ledger_entries e
      join dues d on d.id = e.due_id join users u on u.id = d.party_user_id where u.user_name = ${userName}`);
  return Number((result as unknown as { rows: { s: string }[] }).rows[0]!.s) / 100;
};

describe('an application’s dues follow it: paid in advance, partly allocated, refunded', () => {
  it('raises the fee and the applied schedule’s charges on submission, with the payer’s TDS', async () => {
    const a = await submit(drawee, p.drawee, 8);
    const b = await submit(both, p.both, 6);
    expect([a.status, b.status], JSON.stringify([a.body, b.body])).toEqual([200, 200]);
    appA = a.body.data.id;
    appB = b.body.data.id;
    const dues = byType(await duesOf(t, drawee), appA);
    expect(dues['ApplicationFee']).toMatchObject({
      charged: 5000,
      // A day-ahead fee is due by its day's processing cut-off, 15:00 IST the day before delivery (issue 34).
      dueOn: '2026-12-01',
      dueAt: '2026-12-01T09:30:00.000Z',
      netPayable: 5000,
      recordLink: `/applications/oa/DayAhead/${appA}`,
    });
    const seen = (await duesOf(t, sldc)).find((d) => d.dueId === dues['ApplicationFee']!.dueId);
    expect(seen?.recordLink).toBe(`/applications/sldc/DayAhead/${appA}`);
    expect(dues['STUCharges']).toMatchObject({
      charged: 15360,
      dueOn: null,
      tdsRatePercent: 2,
      tdsPayable: 307.2,
      netPayable: 15052.8,
    });
    expect(dues['SLDCOperatingCharges']).toMatchObject({ charged: 2000, netPayable: 2000 });
  });

  it('gates the STOA check on the fee; one payment settles the three dues, net of TDS', async () => {
    const refused = await call(t, 'POST', `${A}/Approve/DayAhead/${appA}`, {}, sldc);
    expect(refused.status).toBe(422);
    const dues = (await duesOf(t, drawee)).filter((d) => d.recordId === appA);
    const wrong = await makePayment(t, drawee, dues, { amount: 22360 });
    expect(errorsOf(wrong.body)['amount']).toBe(PAYMENT_MESSAGES.amountMismatch('₹22,052.80'));
    const paid = await makePayment(t, drawee, dues);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const approved = await call(t, 'POST', `${P}/Approve/${paid.body.data.paymentId}`, {}, sldc);
    expect(approved.body.data).toMatchObject({ amount: 22052.8, tds: 307.2, gross: 22360, status: 'Approved' });
    const after = byType(await duesOf(t, drawee), appA);
    expect(after['STUCharges']).toMatchObject({ settled: 15360, tds: 307.2, balance: 0, status: 'Paid' });
    expect((await call(t, 'POST', `${A}/Approve/DayAhead/${appA}`, {}, sldc)).body.data.status).toBe(
      'PendingSTOAApproval',
    );
    await settleDues(t, 'Application', appB);
    expect((await call(t, 'POST', `${A}/Approve/DayAhead/${appB}`, {}, sldc)).body.data.status).toBe(
      'PendingSTOAApproval',
    );
  });

  it('charges the allocated schedule after pro-rata: the unallocated part becomes refundable', async () => {
    const processed = await call(t, 'POST', `${A}/ProcessApplications/DayAhead/${DELIVERY}`, undefined, sldc);
    expect(processed.status, JSON.stringify(processed.body)).toBe(200);
    const res = await call(t, 'POST', `${A}/AllocateQuantumProRataBasis/${DELIVERY}/DayAhead`, undefined, sldc);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const dues = byType(await duesOf(t, drawee), appA);
    expect(dues['STUCharges']).toMatchObject({ charged: 10963.2, settled: 15360, balance: -4396.8, status: 'Paid' });
    expect(dues['SLDCOperatingCharges']).toMatchObject({ charged: 2000, balance: 0 });
    const list = await call(t, 'GET', `${P}/GetRefundDetails?onlyRefundable=true`, undefined, sldc);
    // B paid its applied charges too (6 MW → ₹11,520.00) and got 4.28 MW (₹8,217.60).
    expect(list.body.data.refunds).toEqual([
      expect.objectContaining({
        applicationId: appA,
        charged: 17963.2,
        paid: 22360,
        refunded: 0,
        refundable: 4308.86,
        tdsToReverse: 87.94,
      }),
      expect.objectContaining({ applicationId: appB, refundable: 3302.4, tdsToReverse: 0 }),
    ]);
    expect(list.body.data.totals).toEqual({ refundable: 7611.26, refunded: 0, tdsToReverse: 87.94 });
    const own = await call(t, 'GET', `${P}/GetRefundDetails`, undefined, both);
    expect(own.body.data.refunds.map((r: { applicationId: number }) => r.applicationId)).toEqual([appB]);
  });

  it('refunds up to the credit, never above; the payer sees the history, another applicant does not', async () => {
    const body = { applicationId: appA, mode: 'NEFT', referenceNumber: 'RF-1', refundDate: '2026-12-01' };
    // The whole credit is more than the cash: its TDS part is not paid out.
    const above = await call(t, 'POST', `${P}/MakeRefund`, { ...body, amount: 4308.87 }, sldc);
    expect(above.status).toBe(422);
    expect(errorsOf(above.body)['amount']).toBe(PAYMENT_MESSAGES.refundAbove('₹4,308.86'));
    expect((await call(t, 'POST', `${P}/MakeRefund`, { ...body, amount: 10 }, drawee)).status).toBe(403);
    const [r1, r2] = await Promise.all([
      call(t, 'POST', `${P}/MakeRefund`, { ...body, amount: 4000 }, sldc),
      call(t, 'POST', `${P}/MakeRefund`, { ...body, amount: 4000, referenceNumber: 'RF-2' }, sldc),
    ]);
    // One refund passes; the other finds only ₹308.86 left.
    expect([r1.status, r2.status].sort()).toEqual([200, 422]);
    const rest = await call(t, 'POST', `${P}/MakeRefund`, { ...body, amount: 308.86, referenceNumber: 'RF-3' }, sldc);
    expect(rest.body.data).toMatchObject({ refundable: 0, tdsToReverse: 87.94 });
    expect(rest.body.data.refunds.map((r: { amount: number }) => r.amount)).toEqual([308.86, 4000]);
    expect((await call(t, 'POST', `${P}/MakeRefund`, { ...body, amount: 1 }, sldc)).status).toBe(422);
    const mine = await call(t, 'GET', `${P}/GetRefundHistory/${appA}`, undefined, drawee);
    expect(mine.body.data).toMatchObject({ applicationNo: expect.stringMatching(/^STOA\/DA\//), refundable: 0 });
    expect((await call(t, 'GET', `${P}/GetRefundHistory/${appA}`, undefined, both)).status).toBe(404);
  });

  it('keeps every screen a sum over the ledger: a party’s entries equal its dues’ balances', async () => {
    for (const [user, name] of [
      [drawee, 'oa.drawee'],
      [both, 'oa.both'],
    ] as const) {
      const list = await call(t, 'GET', `${P}/GetPaymentList?view=dues&pageSize=100`, undefined, user);
      const shown = list.body.data.dues.reduce((s: number, d: DueRow) => s + Math.round(d.balance * 100), 0) / 100;
      expect(list.body.data.totals.balance).toBeCloseTo(shown, 2);
      expect(await partyLedgerSum(name)).toBeCloseTo(shown, 2);
    }
    // What stays in credit is the TDS for the payer to reverse.
    expect(await partyLedgerSum('oa.drawee')).toBe(-87.94);
  });
});
