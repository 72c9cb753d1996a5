/**
 * Refunds follow DOMAIN §5 and §6 (issue 34), through the routes, worked by hand at STU ₹0.08/kWh (₹80/MWh) and SLDC
 * operating charges ₹2,000 per day. Three FCFS applications approved on 1 Dec 2026 (09:30 IST), each alone on its
 * days of the corridor:
 * - A (oa.drawee) 5 MW all day 12–13 Dec = 240 MWh → STU ₹19,200.00, operating ₹4,000.00. Cancelling 13 Dec with
 *   12 days' notice reverses ₹9,600.00 of STU; the operating charges stay ₹4,000.00 (never refunded).
 * - Z (oa.both, deducting 2 % TDS on STU charges) 5 MW on 11 Dec 10:00–12:30 = 12.5 MWh → STU ₹1,000.00, paid as
 *   ₹980.00 + ₹20.00 TDS. A curtailment of 2 MW on those 10 blocks sheds 5 MWh → STU ₹600.00: the ₹400.00 credit
 *   came in 98 : 2, so ₹392.00 is refundable and ₹8.00 is TDS for the payer to reverse.
 * - X (oa.drawee) 10 MW on 10 Dec 10:00–14:00 = 40 MWh → STU ₹3,200.00. On 9 Dec (1 day's notice) it is cut to 5 MW:
 *   STU stays ₹3,200.00 on the original schedule. The SLDC then curtails 4 MW on 10:00–12:00 (8 MWh): the kept STU
 *   becomes (10 × 4 − 4 × 2) MWh × ₹80 = ₹2,560.00 and ₹640.00 is reversed, refundable as it was paid.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES, type DueRow, type SignedInUser } from '@stoa/shared';
import { declareAtc, row, seedParties, type Parties } from '../../test/application-fixtures.ts';
import { duesOf, makePayment, settleDues } from '../../test/payment-fixtures.ts';
import { allDay, signInDesk, type Desk } from '../../test/schedule-fixtures.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { errorsOf } from '../../test/upload.ts';

const A_ = '/api/Application';
const P = '/api/Payment';
const START = '2026-12-01T04:00:00Z';
const [DEC10, DEC11, DEC12, DEC13] = ['2026-12-10', '2026-12-11', '2026-12-12', '2026-12-13'] as const;

let t: TestApp;
let p: Parties;
let desk: Desk;
let drawee: SignedInUser;
let both: SignedInUser;
let appA: number;
let appZ: number;
let appX: number;

const submit = async (user: SignedInUser, buyer: number, rows: unknown[]) => {
  const body = { isDraft: false, sellerRegistrationId: p.injecting, buyerRegistrationId: buyer, timeBlocks: rows };
  const res = await call(t, 'POST', `${A_}/Submit/FCFS`, body, user);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  t.clock.advance(1000);
  return res.body.data.id as number;
};

beforeAll(async () => {
  t = await createTestApp({}, { startAt: START });
  p = await seedParties(t);
  desk = await signInDesk(t);
  drawee = await t.signIn('oa.drawee');
  both = await t.signIn('oa.both');
  for (const d of [DEC10, DEC11, DEC12, DEC13]) await declareAtc(t, p.corridorId, d, 20);
  const tds = { chargeType: 'STUCharges', ratePercent: 2, section: '194C', effectiveFrom: '2026-12-01' };
  expect((await call(t, 'POST', '/api/Configuration/Tds/Add', tds, both)).status).toBe(200);
  appA = await submit(drawee, p.drawee, [allDay(DEC12, DEC13, 5)]);
  appZ = await submit(both, p.both, [row(DEC11, 40, 50, 5)]);
  appX = await submit(drawee, p.drawee, [row(DEC10, 40, 56, 10)]);
  // Z pays its fee and charges net of its TDS through the routes; the others are settled in cash.
  const paid = await makePayment(
    t,
    both,
    (await duesOf(t, both)).filter((d) => d.recordId === appZ),
  );
  const approved = await call(t, 'POST', `${P}/Approve/${paid.body.data.paymentId}`, {}, desk.sldc);
  expect(approved.body.data).toMatchObject({ amount: 7980, tds: 20, gross: 8000, status: 'Approved' });
  for (const id of [appA, appX]) await settleDues(t, 'Application', id);
  for (const id of [appA, appZ, appX]) {
    expect((await call(t, 'POST', `${A_}/Approve/FCFS/${id}`, {}, desk.sldc)).status).toBe(200);
  }
  const allocated = await call(t, 'POST', `${A_}/AllocateQuantumProRataBasis/2026-12-01/FCFS`, undefined, desk.sldc);
  expect(allocated.status, JSON.stringify(allocated.body)).toBe(200);
  for (const id of [appA, appZ, appX]) {
    for (const approver of [desk.approver1, desk.approver2]) {
      expect((await call(t, 'POST', `${A_}/Approve/FCFS/${id}`, {}, approver)).status).toBe(200);
    }
  }
});
afterAll(() => t.close());

const dueOf = async (user: SignedInUser, id: number, type: string) =>
  (await duesOf(t, user)).find((d: DueRow) => d.recordId === id && d.dueType === type)!;
const refundRow = async (id: number) => {
  const res = await call(t, 'GET', `${P}/GetRefundDetails?onlyRefundable=false&pageSize=100`, undefined, desk.sldc);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.data.refunds as { applicationId: number }[]).find((r) => r.applicationId === id);
};
const curtail = async (date: string, fromTimeBlock: number, toTimeBlock: number, mw: number) => {
  const request = {
    corridorId: p.corridorId,
    fromDate: date,
    toDate: date,
    fromTimeBlock,
    toTimeBlock,
    mw,
    reasonType: 'GridConstraint',
    reason: 'Line 132 kV Chimpu–Itanagar tripped',
  };
  const plan = await call(t, 'POST', '/api/Curtailment/Preview', request, desk.sldc);
  expect(plan.status, JSON.stringify(plan.body)).toBe(200);
  const res = await call(
    t,
    'POST',
    '/api/Curtailment/Apply',
    { request, planToken: plan.body.data.planToken },
    desk.sldc,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (await call(t, 'GET', `/api/Curtailment/GetById/${res.body.data.id}`, undefined, desk.sldc)).body.data as {
    items: { applicationId: number; refund: number }[];
  };
};

describe('SLDC operating charges are never refunded (DOMAIN §5)', () => {
  it('a revision cancelling a day keeps the operating charges of both days; only the STU comes back', async () => {
    const body = { applicationId: appA, rows: [allDay(DEC13, DEC13, 0)], reason: 'Plant outage' };
    const preview = await call(t, 'POST', '/api/Revision/Preview', body, drawee);
    expect(preview.body.data).toMatchObject({
      keptDates: [],
      stuBefore: 19200,
      stuAfter: 9600,
      operatingBefore: 4000,
      operatingAfter: 4000,
    });
    const add = await call(t, 'POST', '/api/Revision/Add', body, drawee);
    expect((await call(t, 'POST', `/api/Revision/Approve/${add.body.data.id}`, {}, desk.sldc)).status).toBe(200);
    expect(await dueOf(drawee, appA, 'SLDCOperatingCharges')).toMatchObject({ charged: 4000, balance: 0 });
    expect(await dueOf(drawee, appA, 'STUCharges')).toMatchObject({ charged: 9600, balance: -9600 });
    expect(await refundRow(appA)).toMatchObject({ refundable: 9600, tdsToReverse: 0 });
  });
});

describe('a refund pays back cash, never the TDS withheld (DOMAIN §5)', () => {
  it('a TDS payer’s lowered charge: ₹392.00 refundable, ₹8.00 TDS to reverse, a refund never above the cash', async () => {
    const record = await curtail(DEC11, 40, 50, 2);
    expect(record.items).toEqual([expect.objectContaining({ applicationId: appZ, refund: 400 })]);
    expect(await dueOf(both, appZ, 'STUCharges')).toMatchObject({ charged: 600, settled: 1000, tds: 20 });
    expect(await refundRow(appZ)).toMatchObject({
      charged: 7600,
      paid: 8000,
      refunded: 0,
      refundable: 392,
      tdsToReverse: 8,
    });
    const history = await call(t, 'GET', `${P}/GetRefundHistory/${appZ}`, undefined, both);
    expect(history.body.data).toMatchObject({ refundable: 392, tdsToReverse: 8 });
    const refund = { applicationId: appZ, mode: 'NEFT', referenceNumber: 'RF-TDS-1', refundDate: '2026-12-01' };
    const above = await call(t, 'POST', `${P}/MakeRefund`, { ...refund, amount: 392.01 }, desk.sldc);
    expect(above.status).toBe(422);
    expect(errorsOf(above.body)['amount']).toBe(PAYMENT_MESSAGES.refundAbove('₹392.00'));
    const made = await call(t, 'POST', `${P}/MakeRefund`, { ...refund, amount: 392 }, desk.sldc);
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.data).toMatchObject({ refundable: 0, tdsToReverse: 8 });
    expect(await refundRow(appZ)).toMatchObject({ refunded: 392, refundable: 0, tdsToReverse: 8 });
    // The Refund Report: the cash paid back and the TDS that went with it, in paise.
    const report = await call(t, 'GET', '/api/Report/Get/RefundReport?pageSize=100', undefined, both);
    expect(report.body.data.rows).toEqual([expect.objectContaining({ amount: 39_200, tdsToReverse: 800 })]);
    expect(report.body.data.totals).toEqual({ amount: 39_200, tdsToReverse: 800 });
  });
});

describe('a curtailment on a day a short-notice revision keeps (DOMAIN §6)', () => {
  it('refunds the curtailed MWh: the kept STU is the original blocks less what was curtailed', async () => {
    t.clock.advance(Date.parse('2026-12-09T04:00:00Z') - t.clock.now.getTime());
    const body = { applicationId: appX, rows: [row(DEC10, 40, 56, 5)], reason: 'Lower demand' };
    const add = await call(t, 'POST', '/api/Revision/Add', body, drawee);
    expect(add.status, JSON.stringify(add.body)).toBe(200);
    expect((await call(t, 'POST', `/api/Revision/Approve/${add.body.data.id}`, {}, desk.sldc)).status).toBe(200);
    expect(await dueOf(drawee, appX, 'STUCharges')).toMatchObject({ charged: 3200, balance: 0 });
    const record = await curtail(DEC10, 40, 48, 4);
    expect(record.items).toEqual([expect.objectContaining({ applicationId: appX, refund: 640 })]);
    expect(await dueOf(drawee, appX, 'STUCharges')).toMatchObject({ charged: 2560, balance: -640 });
    expect(await dueOf(drawee, appX, 'SLDCOperatingCharges')).toMatchObject({ charged: 2000, balance: 0 });
    expect(await refundRow(appX)).toMatchObject({ refundable: 640, tdsToReverse: 0 });
  });
});
