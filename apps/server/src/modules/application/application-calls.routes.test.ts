/**
 * Small answers that must be right (issue #12 item 4): each batch's own last run, a draft's total from its rows, the
 * trader saved with the submission, and the three §7.7 calls GetApplicant, GetApplications and GetRegistrationDetail.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedInUser } from '@stoa/shared';
import { settleDues } from '../../test/payment-fixtures.ts';
import { declareAtc, row, seedParties, type Parties } from '../../test/application-fixtures.ts';
import { call, createTestApp, signInAll, type TestApp } from '../../test/test-app.ts';
import { errorsOf } from '../../test/upload.ts';

const A = '/api/Application';
// 1 December 2026, 09:30 in Kolkata: day-ahead for 2 December, FCFS from 5 December.
const START = '2026-12-01T04:00:00Z';
const DELIVERY = '2026-12-02';

let t: TestApp;
let p: Parties;
let as: Record<string, SignedInUser>;
let dayAhead: number;

beforeAll(async () => {
  t = await createTestApp({}, { startAt: START });
  p = await seedParties(t);
  as = await signInAll(t, ['sldc', 'trader', 'oa.injecting', 'oa.drawee', 'oa.both']);
  for (const date of [DELIVERY, '2026-12-10', '2026-12-11']) await declareAtc(t, p.corridorId, date, 100);
});
afterAll(() => t.close());

const submit = (user: string, body: Record<string, unknown>, type = 'DayAhead') =>
  call(t, 'POST', `${A}/Submit/${type}`, { isDraft: false, ...body }, as[user]);
const accepted = async (user: string, type: string, date: string, buyer = p.drawee) => {
  const res = await submit(
    user,
    { sellerRegistrationId: p.injecting, buyerRegistrationId: buyer, timeBlocks: [row(date, 0, 4, 1)] },
    type,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  await settleDues(t, 'Application', res.body.data.id);
  expect((await call(t, 'POST', `${A}/Approve/${type}/${res.body.data.id}`, {}, as['sldc'])).status).toBe(200);
  return res.body.data.id as number;
};

describe('GetApplicationProcessingDates', () => {
  it("reports each batch's own last run, not the newest run of any batch", async () => {
    await accepted('oa.injecting', 'FCFS', '2026-12-10');
    dayAhead = await accepted('oa.injecting', 'DayAhead', DELIVERY);
    t.clock.advance(60_000);
    await accepted('oa.drawee', 'FCFS', '2026-12-11'); // the FCFS batch of 1 December gets a second one
    const fcfs = await call(t, 'POST', `${A}/AllocateQuantumProRataBasis/2026-12-01/FCFS`, undefined, as['sldc']);
    expect(fcfs.status, JSON.stringify(fcfs.body)).toBe(200);
    // Newest of all: an assessment of the day-ahead batch.
    expect((await call(t, 'POST', `${A}/ProcessApplications/DayAhead/${DELIVERY}`, undefined, as['sldc'])).status).toBe(
      200,
    );
    const dates = (await call(t, 'GET', `${A}/GetApplicationProcessingDates`, undefined, as['sldc'])).body.data as {
      type: string;
      processingDate: string;
      lastRun: string | null;
    }[];
    const lastRun = (type: string, date: string) =>
      dates.find((d) => d.type === type && d.processingDate === date)?.lastRun;
    expect(lastRun('FCFS', '2026-12-01')).toBe('Allocated');
    expect(lastRun('DayAhead', DELIVERY)).toBe('Assessed');
  });
});

describe('a draft and its trader', () => {
  it("shows a draft's total energy as the sum of its complete rows", async () => {
    const draft = await call(
      t,
      'POST',
      `${A}/Submit/DayAhead`,
      {
        isDraft: true,
        sellerRegistrationId: p.both,
        // 2 MW for 2 hours (4 MWh), 1.5 MW for 1 hour (1.5 MWh), and a half-typed row.
        timeBlocks: [row(DELIVERY, 0, 8, 2), row(DELIVERY, 40, 44, 1.5), { oaFromDate: DELIVERY }],
      },
      as['oa.both'],
    );
    expect(draft.status, JSON.stringify(draft.body)).toBe(200);
    const detail = (await call(t, 'GET', `${A}/Get/${draft.body.data.id}`, undefined, as['oa.both'])).body.data;
    expect(detail.timeBlocks.map((r: { mwh: number | null }) => r.mwh)).toEqual([4, 1.5, null]);
    expect(detail.totalMwh).toBe(5.5);
    const mine = (await call(t, 'GET', `${A}/GetAppliedApplications`, undefined, as['oa.both'])).body.data.items;
    expect(mine.find((r: { id: number }) => r.id === draft.body.data.id)?.requestedMwh).toBe(5.5);
  });

  it('saves the trader an OA applicant names with the submission itself', async () => {
    const traders = (
      await call(t, 'GET', '/api/TraderManagement/GetAllRegisteredTraders', undefined, as['oa.injecting'])
    ).body.data as { id: number }[];
    const traderId = traders[0]!.id;
    const added = await call(
      t,
      'POST',
      '/api/TraderManagement/TraderBasedOnUser/Add',
      { traderId, entityName: 'Northeast Power Traders Pvt Ltd' },
      as['oa.injecting'],
    );
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const res = await submit('oa.injecting', {
      sellerRegistrationId: p.injecting,
      buyerRegistrationId: p.drawee,
      traderId,
      timeBlocks: [row(DELIVERY, 8, 12, 1)],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const detail = (await call(t, 'GET', `${A}/Get/${res.body.data.id}`, undefined, as['oa.injecting'])).body.data;
    expect(detail.trader).toMatchObject({ userId: traderId, name: 'Northeast Power Traders Pvt Ltd' });
    // Once submitted the trader cannot change: a second call afterwards was the web's bug.
    const late = await call(t, 'POST', `${A}/UpdateTrader/${res.body.data.id}/${traderId}`, {}, as['oa.injecting']);
    expect(late.status).toBe(422);
  });
});

describe('the three calls of §7.7', () => {
  it('GetApplicant: who applied, under which registration and validity, for which period', async () => {
    const res = await call(t, 'GET', `${A}/GetApplicant/${dayAhead}`, undefined, as['sldc']);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      applicationId: dayAhead,
      applicantName: 'Siang Hydro Power Ltd',
      applicantRole: 'OABusinessUser',
      entityType: 'InjectingEntity',
      registrationId: p.injecting,
      fromDate: DELIVERY,
      toDate: DELIVERY,
    });
    expect(res.body.data.registrationNo).toMatch(/^STOA\/INJ\//);
    expect(res.body.data.registrationValidUntil).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await call(t, 'GET', `${A}/GetApplicant/${dayAhead}`, undefined, as['oa.both'])).status).toBe(403);
    expect((await call(t, 'GET', `${A}/GetApplicant/999999`, undefined, as['sldc'])).status).toBe(404);
  });

  it('GetApplications: the applications of a type still current at a moment', async () => {
    const at = async (moment: string) =>
      (await call(t, 'GET', `${A}/GetApplications/DayAhead/${moment}`, undefined, as['oa.injecting'])).body.data.map(
        (r: { id: number }) => r.id,
      );
    expect(await at('2026-12-01T10:00:00')).toContain(dayAhead);
    expect(await at('2026-12-02')).toContain(dayAhead);
    expect(await at('2026-12-03T00:10:00%2B05:30')).not.toContain(dayAhead);
    const bad = await call(t, 'GET', `${A}/GetApplications/DayAhead/yesterday`, undefined, as['oa.injecting']);
    expect(bad.status).toBe(400);
    expect(errorsOf(bad.body)['loggedInDateTime']).toBe(
      'Logged In Date Time must be a date and time (YYYY-MM-DDTHH:mm:ss)',
    );
  });

  it("GetRegistrationDetail: a registration's details as a party, whichever side", async () => {
    const drawee = await call(t, 'GET', `${A}/GetRegistrationDetail/${p.drawee}`, undefined, as['oa.injecting']);
    expect(drawee.body.data).toMatchObject({ registrationId: p.drawee, contractDemand: 10, exBusCapacity: null });
    const both = await call(t, 'GET', `${A}/GetRegistrationDetail/${p.both}`, undefined, as['oa.injecting']);
    expect(both.body.data).toMatchObject({ exBusCapacity: 9, contractDemand: 8 });
    expect((await call(t, 'GET', `${A}/GetRegistrationDetail/999999`, undefined, as['oa.injecting'])).status).toBe(404);
  });
});
