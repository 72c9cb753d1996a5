/**
 * GET /api/Application/GetAtcAvailability (issue 15 item 6): per corridor of the parties, date and block, the
 * declared ATC, the allocated MW and the margin left; who may ask; bad input refused with stable codes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { BLOCKS_PER_DAY, type SignedInUser } from '@stoa/shared';
import { atcDays } from '../../db/schema/index.ts';
import { declareAtc, seedParties, type Parties } from '../../test/application-fixtures.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';

const A = '/api/Application/GetAtcAvailability';
const START = '2026-12-01T04:00:00Z';
const DAY1 = '2026-12-02';
const DAY2 = '2026-12-03';

let t: TestApp;
let p: Parties;
let users: Record<'sldc' | 'injecting' | 'drawee' | 'both' | 'trader', SignedInUser>;

const ask = (user: SignedInUser | undefined, query: Record<string, string | number>) => {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  return call(t, 'GET', `${A}?${search}`, undefined, user);
};
const period = () => ({ SellerId: p.injecting, BuyerId: p.drawee, FromDate: DAY1, ToDate: DAY2 });

beforeAll(async () => {
  t = await createTestApp({}, { startAt: START });
  p = await seedParties(t);
  users = {
    sldc: await t.signIn('sldc'),
    injecting: await t.signIn('oa.injecting'),
    drawee: await t.signIn('oa.drawee'),
    both: await t.signIn('oa.both'),
    trader: await t.signIn('trader'),
  };
  // Declared 50 MW all day on DAY1, of which 20 MW is allocated in blocks 41–48 (10:00–12:00); DAY2 undeclared.
  await declareAtc(t, p.corridorId, DAY1, 50);
  const allocated = Array.from({ length: BLOCKS_PER_DAY }, (_, i) => (i >= 40 && i < 48 ? 2000 : 0));
  await t.database.db
    .update(atcDays)
    .set({ allocated })
    .where(and(eq(atcDays.corridorId, p.corridorId), eq(atcDays.date, DAY1)));
});
afterAll(() => t.close());

describe('GetAtcAvailability', () => {
  it('answers ATC, allocated and remaining per corridor, date and block: 50 declared, 20 allocated → 30 left', async () => {
    const res = await ask(users.injecting, period());
    expect(res.status).toBe(200);
    const corridors = res.body.data.corridors;
    expect(corridors).toHaveLength(1);
    expect(corridors[0]).toMatchObject({ corridorId: p.corridorId });
    const [day1, day2] = corridors[0].days;
    expect(day1).toMatchObject({ date: DAY1, declared: true });
    expect([day1.atc[40], day1.allocated[40], day1.remaining[40]]).toEqual([50, 20, 30]);
    expect([day1.atc[0], day1.allocated[0], day1.remaining[0]]).toEqual([50, 0, 50]);
    expect(day1.remaining).toHaveLength(BLOCKS_PER_DAY);
    // Nothing declared: every block's margin is 0.
    expect(day2).toMatchObject({ date: DAY2, declared: false });
    expect(day2.remaining.every((v: number) => v === 0)).toBe(true);
  });

  it('answers the buyer side and the SLDC too', async () => {
    expect((await ask(users.drawee, period())).status).toBe(200);
    const sldc = await ask(users.sldc, period());
    expect(sldc.status).toBe(200);
    expect(sldc.body.data.corridors[0].days[0].remaining[40]).toBe(30);
  });

  it("refuses another applicant's parties (403) and a trader the applicants have not added", async () => {
    const other = await ask(users.both, period());
    expect(other.status).toBe(403);
    expect(other.body.errors?.[0]?.code).toBe('NOT_ALLOWED');
    expect((await ask(users.trader, { ...period(), BuyerId: p.both })).status).toBe(403);
    expect((await ask(undefined, period())).status).toBe(401);
  });

  it('answers a trader for two applicants that added it, and only for those', async () => {
    const traders = (await call(t, 'GET', '/api/TraderManagement/GetAllRegisteredTraders', undefined, users.injecting))
      .body.data as { id: number }[];
    const traderId = traders[0]!.id;
    for (const applicant of [users.injecting, users.drawee]) {
      const added = await call(
        t,
        'POST',
        '/api/TraderManagement/TraderBasedOnUser/Add',
        { traderId, entityName: 'Northeast Power Traders Pvt Ltd' },
        applicant,
      );
      expect(added.status, JSON.stringify(added.body)).toBe(200);
    }
    const linked = await ask(users.trader, period());
    expect(linked.status).toBe(200);
    expect(linked.body.data.corridors[0].days[0].remaining[40]).toBe(30);
    // oa.both has not added the trader.
    expect((await ask(users.trader, { ...period(), BuyerId: p.both })).status).toBe(403);
  });

  it('answers 404 for an unknown registration or one of the wrong side', async () => {
    expect((await ask(users.injecting, { ...period(), BuyerId: 2_000_000 })).status).toBe(404);
    const wrongSide = await ask(users.injecting, { ...period(), BuyerId: p.injecting });
    expect(wrongSide.status).toBe(404);
    expect(wrongSide.body.errors?.[0]).toMatchObject({ code: 'NOT_FOUND', fieldName: 'BuyerId' });
  });

  it('refuses bad input with 400 and a stable code', async () => {
    const backwards = await ask(users.injecting, { ...period(), FromDate: DAY2, ToDate: DAY1 });
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors?.[0]).toMatchObject({ fieldName: 'ToDate', code: 'INVALID' });
    const long = await ask(users.injecting, { ...period(), ToDate: '2027-01-02' });
    expect(long.status).toBe(400);
    expect(long.body.errors?.[0]).toMatchObject({
      fieldName: 'ToDate',
      code: 'OUT_OF_RANGE',
      errorMessages: ['At most 31 days at a time'],
    });
    const notANumber = await ask(users.injecting, { ...period(), SellerId: 'abc' });
    expect(notANumber.status).toBe(400);
    expect(notANumber.body.errors?.[0]?.fieldName).toBe('SellerId');
    const notADate = await ask(users.injecting, { ...period(), FromDate: '02/12/2026' });
    expect(notADate.status).toBe(400);
    expect(notADate.body.errors?.[0]).toMatchObject({ fieldName: 'FromDate', code: 'INVALID_FORMAT' });
  });
});
