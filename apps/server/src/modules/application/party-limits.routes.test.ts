/**
 * Party limits across applications (issue #12 item 1; DOMAIN §3): a seller's ex-bus capacity and a buyer's contract
 * demand hold over the sum of their live applications — at submission (also when submissions race), in
 * GetRemainingQuatumDetails, and at allocation, where the engine caps and says which limit bound.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { SignedInUser } from '@stoa/shared';
import { applications, registrations, workflowEvents } from '../../db/schema/index.ts';
import { settleDues } from '../../test/payment-fixtures.ts';
import { allocatedOn, declareAtc, row, seedParties, type Parties } from '../../test/application-fixtures.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { errorsOf } from '../../test/upload.ts';

const A = '/api/Application';
// 1 December 2026, 09:30 in Kolkata: day-ahead for 2 December; FCFS from 5 December.
const START = '2026-12-01T04:00:00Z';
const DELIVERY = '2026-12-02';

let t: TestApp;
let p: Parties;
let sldc: SignedInUser;
let injecting: SignedInUser;
let drawee: SignedInUser;
let both: SignedInUser;

beforeAll(async () => {
  t = await createTestApp({}, { startAt: START });
  p = await seedParties(t);
  sldc = await t.signIn('sldc');
  injecting = await t.signIn('oa.injecting');
  drawee = await t.signIn('oa.drawee');
  both = await t.signIn('oa.both');
  // Corridor margins far above every party's limit: only the parties can bind in these tests.
  for (const date of [DELIVERY, '2026-12-10', '2026-12-11', '2026-12-12']) await declareAtc(t, p.corridorId, date, 100);
});
afterAll(() => t.close());

const submit = (user: SignedInUser, body: Record<string, unknown>, type = 'DayAhead') =>
  call(t, 'POST', `${A}/Submit/${type}`, { isDraft: false, ...body }, user);

const remaining = (seller: number, buyer: number, date: string, from = 0, to = 96) =>
  call(
    t,
    'GET',
    `${A}/GetRemainingQuatumDetails?SellerId=${seller}&BuyerId=${buyer}&FromTimeBlock=${from}&ToTimeBlock=${to}&OAFromDate=${date}&OAToDate=${date}`,
    undefined,
    drawee,
  );

describe('party limits at submission (contract demand 10 MW of oa.drawee)', () => {
  let first: number;

  it('counts the live applications of the buyer, not only allocated ones, and refuses the second above it', async () => {
    const one = await submit(injecting, {
      sellerRegistrationId: p.injecting,
      buyerRegistrationId: p.drawee,
      timeBlocks: [row(DELIVERY, 0, 96, 6)],
    });
    expect(one.status, JSON.stringify(one.body)).toBe(200);
    first = one.body.data.id;
    expect((await remaining(p.both, p.drawee, DELIVERY)).body.data).toEqual({
      remainingQuatumSeller: 9,
      remainingQuatumBuyer: 4,
      remaining: 4,
    });
    const two = await submit(both, {
      sellerRegistrationId: p.both,
      buyerRegistrationId: p.drawee,
      timeBlocks: [row(DELIVERY, 40, 48, 5)],
    });
    expect(two.status).toBe(400);
    expect(errorsOf(two.body)['timeBlocks.0.oaRequirement']).toBe('Applied requirement : 5 is more than approved : 4');
    expect(two.body.errors?.[0]?.code).toBe('PARTY_LIMIT_EXCEEDED');
    const fits = await submit(both, {
      sellerRegistrationId: p.both,
      buyerRegistrationId: p.drawee,
      timeBlocks: [row(DELIVERY, 40, 48, 4)],
    });
    expect(fits.status, JSON.stringify(fits.body)).toBe(200);
    // Blocks outside the second application's keep the first one's room.
    expect((await remaining(p.both, p.drawee, DELIVERY, 0, 8)).body.data.remainingQuatumBuyer).toBe(4);
    expect((await remaining(p.both, p.drawee, DELIVERY, 40, 48)).body.data.remainingQuatumBuyer).toBe(0);
  });

  it('a draft holds nothing; a rejected application gives its room back', async () => {
    const draft = await call(
      t,
      'POST',
      `${A}/Submit/DayAhead`,
      {
        isDraft: true,
        sellerRegistrationId: p.injecting,
        buyerRegistrationId: p.drawee,
        timeBlocks: [row(DELIVERY, 0, 96, 10)],
      },
      injecting,
    );
    expect(draft.status).toBe(200);
    expect((await remaining(p.injecting, p.drawee, DELIVERY, 0, 8)).body.data.remainingQuatumBuyer).toBe(4);
    const reject = await call(t, 'POST', `${A}/Reject/DayAhead/${first}`, { comments: 'Wrong seller' }, sldc);
    expect(reject.body.data.status).toBe('Rejected');
    expect((await remaining(p.injecting, p.drawee, DELIVERY, 0, 8)).body.data.remainingQuatumBuyer).toBe(10);
  });

  it('twenty submissions at once for 6 MW each: one passes, the others are refused', async () => {
    const date = '2026-12-12';
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        submit(
          drawee,
          { sellerRegistrationId: p.injecting, buyerRegistrationId: p.drawee, timeBlocks: [row(date, 0, 4, 6)] },
          'FCFS',
        ),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const refused of results.filter((r) => r.status !== 200)) {
      expect(errorsOf(refused.body)['timeBlocks.0.oaRequirement']).toBe(
        'Applied requirement : 6 is more than approved : 4',
      );
    }
    expect((await remaining(p.injecting, p.drawee, date, 0, 4)).body.data.remainingQuatumBuyer).toBe(4);
  });
});

describe('party limits at allocation (a seller whose ex-bus capacity fell below its live applications)', () => {
  /**
   * Two 8 MW applications of oa.injecting were accepted under its ex-bus capacity of 23.5 MW; its registered
   * auxiliary consumption is then corrected so the ex-bus capacity is 10 MW — as data written before party limits
   * existed. Processing must cap them to 10 MW together and say why.
   */
  async function overLimitBatch(date: string, type: 'DayAhead' | 'FCFS') {
    const ids: number[] = [];
    for (const [user, buyer] of [
      [drawee, p.drawee],
      [both, p.both],
    ] as const) {
      const res = await submit(
        user,
        { sellerRegistrationId: p.injecting, buyerRegistrationId: buyer, timeBlocks: [row(date, 0, 4, 8)] },
        type,
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      ids.push(res.body.data.id);
      t.clock.advance(1000);
      await settleDues(t, 'Application', res.body.data.id);
      expect((await call(t, 'POST', `${A}/Approve/${type}/${res.body.data.id}`, {}, sldc)).status).toBe(200);
    }
    await t.database.db
      .update(registrations)
      .set({ details: sql`jsonb_set(${registrations.details}, '{generator,auxiliaryConsumption}', '14')` })
      .where(eq(registrations.id, p.injecting));
    return ids;
  }

  const restore = () =>
    t.database.db
      .update(registrations)
      .set({ details: sql`jsonb_set(${registrations.details}, '{generator,auxiliaryConsumption}', '0.5')` })
      .where(eq(registrations.id, p.injecting));

  it('FCFS: the earlier application gets its 8 MW, the later one the 2 MW left under the limit', async () => {
    const date = '2026-12-11';
    const ids = await overLimitBatch(date, 'FCFS');
    const [record] = await t.database.db.select().from(applications).where(eq(applications.id, ids[0]!));
    const res = await call(
      t,
      'POST',
      `${A}/AllocateQuantumProRataBasis/${record!.processingDate}/FCFS`,
      undefined,
      sldc,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const byId = new Map(
      (res.body.data.applications as { id: number; allocatedMwh: number; limitedBy: string[] }[]).map((a) => [a.id, a]),
    );
    expect(ids.map((id) => byId.get(id)?.allocatedMwh)).toEqual([8, 2]);
    expect(byId.get(ids[1]!)?.limitedBy).toEqual(["seller's ex-bus capacity (Siang Hydro Power Ltd)"]);
    expect(byId.get(ids[0]!)?.limitedBy).toEqual([]);
    await restore();
  });

  it('day-ahead: the assessment shows the seller over its limit; pro-rata caps both to 5 MW and says why', async () => {
    const date = '2026-12-10'; // a later day-ahead batch: move the clock to 9 December
    t.clock.advance(8 * 24 * 3600_000);
    const ids = await overLimitBatch(date, 'DayAhead');
    const assessed = await call(t, 'POST', `${A}/ProcessApplications/DayAhead/${date}`, undefined, sldc);
    expect(assessed.status, JSON.stringify(assessed.body)).toBe(200);
    expect(assessed.body.data.summary).toMatchObject({
      fitting: 0,
      congested: 2,
      congestedBlocks: 0,
      limitedBlocks: 4,
    });
    expect(assessed.body.data.partyBlocks[0]).toMatchObject({
      partyName: 'Siang Hydro Power Ltd',
      limit: "seller's ex-bus capacity",
      room: 10,
      requested: 16,
      excess: 6,
    });
    expect((await call(t, 'POST', `${A}/ApproveAll/DayAhead/${date}/2026-12`, undefined, sldc)).status).toBe(409);

    const res = await call(t, 'POST', `${A}/AllocateQuantumProRataBasis/${date}/DayAhead`, undefined, sldc);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const apps = res.body.data.applications as { id: number; limitedBy: string[]; allocatedMwh: number }[];
    expect(apps.map((a) => [a.allocatedMwh, a.limitedBy])).toEqual([
      [5, ["seller's ex-bus capacity (Siang Hydro Power Ltd)"]],
      [5, ["seller's ex-bus capacity (Siang Hydro Power Ltd)"]],
    ]);
    const { partyKey, block } = res.body.data.partyBlocks[0];
    const shares = await call(
      t,
      'GET',
      `${A}/GetProcessingBlockShares/DayAhead/${date}?partyKey=${partyKey}&date=${date}&block=${block}`,
      undefined,
      sldc,
    );
    expect(shares.body.data).toMatchObject({ capacity: 10, totalRequested: 16 });
    expect(shares.body.data.shares.map((s: { share: number }) => s.share)).toEqual([5, 5]);
    expect((await allocatedOn(t, p.corridorId, date)).slice(0, 4)).toEqual([1000, 1000, 1000, 1000]);
    const [event] = await t.database.db
      .select({ comments: workflowEvents.comments })
      .from(workflowEvents)
      .where(eq(workflowEvents.recordId, ids[0]!))
      .orderBy(sql`${workflowEvents.id} desc`)
      .limit(1);
    expect(event?.comments).toBe(
      "Allocated 5.00 MWh (limited by the seller's ex-bus capacity (Siang Hydro Power Ltd))",
    );
    await restore();
  });
});
