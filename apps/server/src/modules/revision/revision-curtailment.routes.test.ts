/**
 * Revisions and curtailments through the routes (issue 18), worked by hand. Two FCFS applications approved on
 * 1 Dec 2026 (09:30 IST), paid: A (oa.drawee) 5 MW all day 10–12 Dec = 360 MWh → STU ₹28,800.00 (₹0.08/kWh),
 * operating ₹6,000.00 (3 days); C (oa.both) 3 MW on 10 Dec = 72 MWh → ₹5,760.00 and ₹2,000.00.
 * Revision: A cancels 12 Dec (11 days' notice: nothing kept) → 240 MWh, STU ₹19,200.00, so ₹9,600.00 is reversed
 * and refundable; the operating charges stay ₹6,000.00 (never refunded, DOMAIN §5). Curtailment: 4 MW on 10 Dec 10:00–12:00 (8 blocks) across A and C, both
 * FCFS → pro-rata 2.50 and 1.50 MW → 5.00 and 3.00 MWh shed, STU refunds ₹400.00 and ₹240.00; Scheduled MWh is
 * the energy in those 8 blocks before the curtailment: A 5 MW × 2 h = 10.00, C 3 MW × 2 h = 6.00 (not 240 and 72).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DueRow, SignedInUser } from '@stoa/shared';
import { allocatedOn, type Parties } from '../../test/application-fixtures.ts';
import { duesOf } from '../../test/payment-fixtures.ts';
import { EXAMPLE_DAYS, allDay, twoApprovedFcfs, type Desk } from '../../test/schedule-fixtures.ts';
import { bearer, call, createTestApp, type TestApp } from '../../test/test-app.ts';

const R = '/api/Revision';
const C = '/api/Curtailment';
const START = '2026-12-01T04:00:00Z';
const DAYS = EXAMPLE_DAYS;

let t: TestApp;
let p: Parties;
let desk: Desk;
let drawee: SignedInUser;
let both: SignedInUser;
let appA: number;
let appC: number;

beforeAll(async () => {
  t = await createTestApp({}, { startAt: START });
  ({ p, desk, drawee, both, appA, appC } = await twoApprovedFcfs(t));
});
afterAll(() => t.close());

const dueOf = (dues: DueRow[], id: number, type: string) => dues.find((d) => d.recordId === id && d.dueType === type)!;
/** The buyer's room left on a date (contract demand 10 MW less what its live applications hold). */
const buyerRoom = async (date: string) =>
  (
    await call(
      t,
      'GET',
      `/api/Application/GetRemainingQuatumDetails?SellerId=${p.injecting}&BuyerId=${p.drawee}&FromTimeBlock=0&ToTimeBlock=96&OAFromDate=${date}&OAToDate=${date}`,
      undefined,
      drawee,
    )
  ).body.data.remainingQuatumBuyer as number;
const notices = async (userName: string) => {
  const result = await t.database.db.execute(sql`
    select n.message from notifications n join users u on u.id = n.user_id where u.user_name = ${userName}
     order by n.id`);
  return (result as unknown as { rows: { message: string }[] }).rows.map((r) => r.message);
};

describe('revision: downward only, effective from the 4th block, charges from the ledger', () => {
  const cancel12 = () => ({ applicationId: appA, rows: [allDay(DAYS[2]!, DAYS[2]!, 0)], reason: 'Plant outage' });

  it('lists what the applicant may revise and refuses an increase or less than the minimum', async () => {
    const list = await call(t, 'GET', `${R}/GetRevisableApplications`, undefined, drawee);
    expect(list.body.data.map((a: { id: number }) => a.id)).toEqual([appA]);
    const one = await call(t, 'GET', `${R}/GetRevisableApplication/${appA}`, undefined, drawee);
    // 09:30:0x IST is block 38 (09:30); the 4th block counting it starts 10:15.
    expect(one.body.data.effectiveFrom).toEqual({ date: '2026-12-01', block: 41, label: '10:15' });
    expect(one.body.data.days).toHaveLength(3);
    expect((await call(t, 'GET', `${R}/GetRevisableApplication/${appA}`, undefined, both)).status).toBe(404);
    const up = await call(t, 'POST', `${R}/Preview`, { ...cancel12(), rows: [allDay(DAYS[2]!, DAYS[2]!, 6)] }, drawee);
    expect(up.status).toBe(400);
    expect(up.body.errors![0]!).toMatchObject({ fieldName: 'rows.0.oaRequirement' });
    expect(up.body.errors![0]!.errorMessages[0]).toMatch(/^A revision can only lower the schedule: Dec 12, 2026 00:00/);
    const tiny = { ...cancel12(), rows: [{ ...allDay(DAYS[2]!, DAYS[2]!, 4), toTimeBlock: 1 }] };
    const small = await call(t, 'POST', `${R}/Preview`, tiny, drawee);
    expect([small.status, small.body.errors![0]!.errorMessages]).toEqual([
      422,
      ['A revision must reduce the schedule by at least 2% of its energy'],
    ]);
  });

  it('previews the change exactly, without writing it', async () => {
    const res = await call(t, 'POST', `${R}/Preview`, cancel12(), drawee);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      energyBeforeMwh: 360,
      energyAfterMwh: 240,
      reducedMwh: 120,
      reducedPercent: 33.33,
      keptDates: [],
      stuBefore: 28800,
      stuAfter: 19200,
      operatingBefore: 6000,
      operatingAfter: 6000,
      days: [{ date: '2026-12-12', beforeMwh: 120, afterMwh: 0 }],
    });
    expect((await allocatedOn(t, p.corridorId, DAYS[2]!))[0]).toBe(500);
    expect(await buyerRoom(DAYS[2]!)).toBe(5);
  });

  it('files one open request; the SLDC approves; capacity, schedule and charges follow', async () => {
    const add = await call(t, 'POST', `${R}/Add`, cancel12(), drawee);
    expect(add.status, JSON.stringify(add.body)).toBe(200);
    expect(add.body.data.revisionNo).toBe('REV/2026/0001');
    expect((await call(t, 'POST', `${R}/Add`, cancel12(), drawee)).status).toBe(409);
    expect((await notices('sldc')).at(-1)).toMatch(/^Revision REV\/2026\/0001 of .* awaits your approval/);
    const id = add.body.data.id as number;
    expect((await call(t, 'POST', `${R}/Approve/${id}`, {}, drawee)).status).toBe(403);
    expect((await call(t, 'POST', `${R}/Reject/${id}`, {}, desk.sldc)).status).toBe(400);
    const detail = await call(t, 'GET', `${R}/GetDetails/${id}`, undefined, desk.sldc);
    expect(detail.body.data.actionBar.map((b: { action: string }) => b.action)).toEqual(['Approve', 'Reject']);
    const ok = await call(t, 'POST', `${R}/Approve/${id}`, {}, desk.sldc);
    expect(ok.body.data).toEqual({ id, status: 'Approved', statusLabel: 'Approved' });
    expect((await allocatedOn(t, p.corridorId, DAYS[2]!)).every((v) => v === 0)).toBe(true);
    expect((await allocatedOn(t, p.corridorId, DAYS[1]!))[0]).toBe(500);
    // What the buyer holds on 12 Dec is released: its whole contract demand is left again.
    expect([await buyerRoom(DAYS[2]!), await buyerRoom(DAYS[1]!)]).toEqual([10, 5]);
    const dues = await duesOf(t, drawee);
    expect(dueOf(dues, appA, 'STUCharges')).toMatchObject({ charged: 19200, balance: -9600 });
    expect(dueOf(dues, appA, 'SLDCOperatingCharges')).toMatchObject({ charged: 6000, balance: 0 });
    const refunds = await call(t, 'GET', '/api/Payment/GetRefundDetails?onlyRefundable=true', undefined, desk.sldc);
    expect(refunds.body.data.refunds).toEqual(
      expect.arrayContaining([expect.objectContaining({ applicationId: appA, refundable: 9600 })]),
    );
    const history = await call(t, 'GET', `${R}/GetScheduleHistory/${appA}`, undefined, drawee);
    expect(
      history.body.data.map((h: { kind: string; energyMwh: number; chargeChange: number }) => [
        h.kind,
        h.energyMwh,
        h.chargeChange,
      ]),
    ).toEqual([
      ['Original', 360, 0],
      ['Revision', 240, -9600],
      ['Current', 240, 0],
    ]);
    expect((await notices('oa.drawee')).at(-1)).toBe(
      'Revision REV/2026/0001 of ' + detail.body.data.applicationNo + ' is now: Approved.',
    );
    expect((await call(t, 'GET', `${R}/GetAll`, undefined, both)).body.data.total).toBe(0);
    // The timeline as a document, for whoever may read the request.
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/Timeline/Revision/${id}/Pdf`,
      headers: bearer(drawee),
    });
    expect([pdf.statusCode, pdf.body.slice(0, 5)]).toEqual([200, '%PDF-']);
    expect((await call(t, 'GET', `/api/Timeline/Revision/${id}/Xlsx`, undefined, both)).status).toBe(403);
  });
});

describe('curtailment: planned, previewed, applied at once with its refunds', () => {
  const request = (over: Record<string, unknown> = {}) => ({
    corridorId: p.corridorId,
    fromDate: DAYS[0],
    toDate: DAYS[0],
    fromTimeBlock: 40,
    toTimeBlock: 48,
    mw: 4,
    reasonType: 'GridConstraint',
    reason: 'Line 132 kV Chimpu–Itanagar tripped',
    ...over,
  });

  it('refuses blocks that have started and previews a pro-rata plan without writing it', async () => {
    const past = await call(
      t,
      'POST',
      `${C}/Preview`,
      request({ fromDate: '2026-12-01', toDate: '2026-12-01', fromTimeBlock: 10 }),
      desk.sldc,
    );
    expect([past.status, past.body.errors![0]!.fieldName]).toEqual([400, 'fromTimeBlock']);
    expect((await call(t, 'POST', `${C}/Preview`, request(), drawee)).status).toBe(403);
    const res = await call(t, 'POST', `${C}/Preview`, request(), desk.sldc);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ requestedMwh: 8, curtailedMwh: 8, unmetMwh: 0 });
    const shares = res.body.data.applications.map(
      (a: {
        applicationId: number;
        scheduledMwh: number;
        curtailedMwh: number;
        days: { blocks: { mw: number }[] }[];
      }) => [a.applicationId, a.scheduledMwh, a.curtailedMwh, a.days[0]!.blocks.length, a.days[0]!.blocks[0]!.mw],
    );
    expect(shares).toEqual([
      [appA, 10, 5, 8, 2.5],
      [appC, 6, 3, 8, 1.5],
    ]);
    expect((await allocatedOn(t, p.corridorId, DAYS[0]!))[40]).toBe(800);
  });

  it('applies only the plan previewed; capacity, charges, the record and every party follow', async () => {
    const plan = (await call(t, 'POST', `${C}/Preview`, request(), desk.sldc)).body.data;
    const stale = await call(t, 'POST', `${C}/Apply`, { request: request(), planToken: 'x' }, desk.sldc);
    expect([stale.status, stale.body.errors![0]!.code]).toEqual([409, 'PLAN_CHANGED']);
    const res = await call(t, 'POST', `${C}/Apply`, { request: request(), planToken: plan.planToken }, desk.sldc);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.curtailmentNo).toBe('CUR/2026/0001');
    const allocated = await allocatedOn(t, p.corridorId, DAYS[0]!);
    expect([allocated[39], allocated[40], allocated[47], allocated[48]]).toEqual([800, 400, 400, 800]);
    expect(dueOf(await duesOf(t, drawee), appA, 'STUCharges')).toMatchObject({ charged: 18800 });
    expect(dueOf(await duesOf(t, both), appC, 'STUCharges')).toMatchObject({ charged: 5520, balance: -240 });
    const id = res.body.data.id as number;
    const sldcView = await call(t, 'GET', `${C}/GetById/${id}`, undefined, desk.sldc);
    // Scheduled MWh as it stood before: the 10:00–12:00 blocks now hold 2.50 and 1.50 MW (5.00 and 3.00 MWh).
    expect(
      sldcView.body.data.items.map((i: { applicationId: number; scheduledMwh: number; refund: number }) => [
        i.applicationId,
        i.scheduledMwh,
        i.refund,
      ]),
    ).toEqual([
      [appA, 10, 400],
      [appC, 6, 240],
    ]);
    // A's ₹400.00 over its 8 blocks of 2.50 MW: ₹50.00 each.
    const blocksOfA = sldcView.body.data.items[0].days[0].blocks as { label: string; mw: number; refund: number }[];
    expect(blocksOfA.map((b) => [b.label, b.mw, b.refund])).toEqual(
      Array.from({ length: 8 }, (_, i) => [
        `${String(10 + Math.floor(i / 4)).padStart(2, '0')}:${['00', '15', '30', '45'][i % 4]}`,
        2.5,
        50,
      ]),
    );
    const mine = await call(t, 'GET', `${C}/GetById/${id}`, undefined, drawee);
    expect(mine.body.data.items.map((i: { applicationId: number }) => i.applicationId)).toEqual([appA]);
    expect((await call(t, 'GET', `${C}/GetAll`, undefined, both)).body.data.total).toBe(1);
    expect((await notices('oa.drawee')).at(-1)).toMatch(
      /^Curtailment CUR\/2026\/0001 on .* curtails application .* by 5\.00 MWh/,
    );
    expect((await notices('oa.both')).at(-1)).toMatch(/by 3\.00 MWh/);
    // The lists show the energy now scheduled — after A's revision (360 → 240) and this curtailment (−5.00, −3.00) —
    // beside the energy requested, from the list's own statement.
    const listed = (await call(t, 'GET', '/api/Application/GetAll/FCFS?pageSize=100', undefined, desk.sldc)).body.data
      .items as { id: number; requestedMwh: number; allocatedMwh: number | null }[];
    expect(
      [appA, appC].map((app) => listed.find((r) => r.id === app)).map((r) => [r?.requestedMwh, r?.allocatedMwh]),
    ).toEqual([
      [360, 235],
      [72, 69],
    ]);
    const own = (await call(t, 'GET', '/api/Application/GetAppliedApplications?pageSize=100', undefined, drawee)).body
      .data.items as { id: number; allocatedMwh: number | null }[];
    expect(own.find((r) => r.id === appA)?.allocatedMwh).toBe(235);
    const again = await call(t, 'POST', `${C}/Apply`, { request: request(), planToken: plan.planToken }, desk.sldc);
    expect(again.status).toBe(409);
  });
});

describe('cancellation charge: short notice keeps STU on the schedule before the revision', () => {
  it('a 1-day schedule cancelled the day before still pays its STU for that day (DOMAIN §6)', async () => {
    t.clock.advance(Date.parse('2026-12-09T04:00:00Z') - t.clock.now.getTime());
    const body = { applicationId: appC, rows: [allDay(DAYS[0]!, DAYS[0]!, 0)], reason: 'Buyer plant shut down' };
    const preview = await call(t, 'POST', `${R}/Preview`, body, both);
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    // After the curtailment C held 72 − 3 = 69 MWh (STU ₹5,520.00): kept whole; its one day's operating charge stays.
    expect(preview.body.data).toMatchObject({
      keptDates: ['2026-12-10'],
      reducedPercent: 100,
      stuBefore: 5520,
      stuAfter: 5520,
      operatingBefore: 2000,
      operatingAfter: 2000,
    });
    const add = await call(t, 'POST', `${R}/Add`, body, both);
    expect((await call(t, 'POST', `${R}/Approve/${add.body.data.id}`, {}, desk.sldc)).status).toBe(200);
    expect(dueOf(await duesOf(t, both), appC, 'STUCharges')).toMatchObject({ charged: 5520 });
    expect((await allocatedOn(t, p.corridorId, DAYS[0]!))[40]).toBe(250);
  });
});

describe('at once', () => {
  it('two SLDC users applying one previewed curtailment shed it once; two approving one revision apply it once', async () => {
    const other = await t.signIn('sldc');
    const request = {
      corridorId: p.corridorId,
      fromDate: DAYS[1],
      toDate: DAYS[1],
      fromTimeBlock: 0,
      toTimeBlock: 4,
      mw: 1,
      reasonType: 'Other',
      reason: 'Protection testing',
    };
    const plan = (await call(t, 'POST', `${C}/Preview`, request, desk.sldc)).body.data;
    const body = { request, planToken: plan.planToken };
    const answers = await Promise.all([desk.sldc, other].map((u) => call(t, 'POST', `${C}/Apply`, body, u)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    // A's 5 MW less the 1 MW shed, once.
    expect((await allocatedOn(t, p.corridorId, DAYS[1]!)).slice(0, 5)).toEqual([400, 400, 400, 400, 500]);

    const revise = { applicationId: appA, rows: [allDay(DAYS[1]!, DAYS[1]!, 2)], reason: 'Lower demand' };
    const add = await call(t, 'POST', `${R}/Add`, revise, drawee);
    expect(add.status, JSON.stringify(add.body)).toBe(200);
    const decisions = await Promise.all(
      [desk.sldc, other].map((u) => call(t, 'POST', `${R}/Approve/${add.body.data.id}`, {}, u)),
    );
    expect(decisions.map((d) => d.status).sort()).toEqual([200, 422]);
    expect((await allocatedOn(t, p.corridorId, DAYS[1]!)).slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    const history = await call(t, 'GET', `${R}/GetScheduleHistory/${appA}`, undefined, drawee);
    expect(history.body.data.map((h: { kind: string }) => h.kind)).toEqual([
      'Original',
      'Revision',
      'Curtailment',
      'Curtailment',
      'Revision',
      'Current',
    ]);
  });
});
