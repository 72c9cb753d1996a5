/**
 * Congestion per block through the routes (issue 34, DOMAIN §4 worked example), from the Advance batch's processing
 * to the dues: margin 5 MW on 10:00–12:00 of days 1 and 3 (Mar 02 and Mar 04, 2027), day 2 free (ATC 50 MW).
 *   A (oa.injecting) 3 MW @ ₹3.00, B (oa.drawee) 2 MW @ ₹3.50, D (oa.both) 1 MW @ ₹2.00, F (oa.drawee) 1 MW, no bid:
 *   each asks 10:00–12:00 of days 1–3. Days 1 and 3: Σ 7 MW > 5 → congested; day 2: 7 MW ≤ 50 → allocated at once.
 * Every application of the batch is congested, so 'Approve All' must still record the congestion (item 3). Cleared
 * per block: B 2 and A 3 fill the 5 MW; National: both pay ₹3.00 (A's quote, the lowest full award); D and F get
 * nothing there and keep day 2. By hand (STU ₹0.08/kWh = ₹80/MWh, operating charge ₹2,000/day):
 *   A: e-bidding 3 MW × 2 h × 2 days = 12 MWh × ₹3.00/kWh × 1000 = ₹36,000.00; STU day 2: 6 MWh = ₹480.00.
 *   B: e-bidding 2 × 2 × 2 = 8 MWh × ₹3,000/MWh = ₹24,000.00; STU day 2: 4 MWh = ₹320.00.
 *   D: STU day 2 only: 2 MWh = ₹160.00; operating charges 1 day = ₹2,000.00.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { type DueRow, type SignedInUser } from '@stoa/shared';
import { applications, notifications, users as usersTable } from '../../db/schema/index.ts';
import { allocatedOn, declareAtc, seedParties, submitAccepted, type Parties } from '../../test/application-fixtures.ts';
import { duesOf } from '../../test/payment-fixtures.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';

const A = '/api/Application';
const E = '/api/EBidding';
// Dec 01, 2026 09:30 IST: Advance for March 2027 is open until Dec 31.
const START = '2026-12-01T04:00:00Z';
const [DAY1, DAY2, DAY3] = ['2027-03-02', '2027-03-03', '2027-03-04'];
const BATCH = '2027-03-01';
const HOUR = 3_600_000;

let t: TestApp;
let p: Parties;
let sldc: SignedInUser;
let u: Record<string, SignedInUser>;
const ids: Record<'A' | 'B' | 'D' | 'F', number> = { A: 0, B: 0, D: 0, F: 0 };
let invitationId = 0;

const SENT = {
  subStationDetails: 'Chimpu 132/33 kV',
  transmissionSystemDetails: 'Itanagar 132 kV ring',
  nameOfTransmissionSystem: 'Itanagar 132 kV ring',
  lastDateOfSubmission: '2026-12-03',
  deadLine: '17:00',
  bidOpeningDate: '2026-12-04',
  bidOpeningTime: '10:00',
  floorPrice: 0.08,
  place: 'Itanagar',
  date: '2026-12-01',
  authorizedPersonName: 'R. Tayeng',
  authorizedPersonDesignation: 'Chief Engineer (SLDC)',
};

async function signIn() {
  sldc = await t.signIn('sldc');
  u = {};
  for (const name of ['oa.injecting', 'oa.drawee', 'oa.both']) u[name] = await t.signIn(name);
}

async function submit(user: string, seller: number, buyer: number, mw: number, from = DAY1, to = DAY3) {
  const timeBlocks = [{ oaFromDate: from, oaToDate: to, fromTimeBlock: 40, toTimeBlock: 48, oaRequirement: mw }];
  const body = { sellerRegistrationId: seller, buyerRegistrationId: buyer, timeBlocks };
  return submitAccepted(t, 'Advance', body, u[user]!, sldc);
}

const statusOf = async (id: number) =>
  (await t.database.db.select().from(applications).where(eq(applications.id, id)))[0]!.status;
const dueOf = (dues: DueRow[], id: number, type: string) =>
  dues.find((d) => d.recordId === id && d.dueType === type)?.charged ?? 0;

beforeAll(async () => {
  t = await createTestApp({}, { startAt: START });
  p = await seedParties(t);
  for (const day of [DAY1, DAY2, DAY3]) {
    await declareAtc(t, p.corridorId, day, (b) => (day !== DAY2 && b >= 41 && b <= 48 ? 5 : 50));
  }
  await signIn();
  ids.A = await submit('oa.injecting', p.injecting, p.drawee, 3);
  ids.B = await submit('oa.drawee', p.both, p.drawee, 2);
  ids.D = await submit('oa.both', p.injecting, p.both, 1);
  ids.F = await submit('oa.drawee', p.injecting, p.drawee, 1);
});
afterAll(() => t.close());

describe('an Advance batch congested on days 1 and 3 only (DOMAIN §4)', () => {
  it('Approve All sends an all-congested batch to e-bidding and allocates day 2 at once', async () => {
    expect((await call(t, 'POST', `${A}/ProcessApplications/Advance/${BATCH}`, undefined, sldc)).status).toBe(200);
    const res = await call(t, 'POST', `${A}/ApproveAll/Advance/${BATCH}/2027-03`, undefined, sldc);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    for (const id of Object.values(ids)) expect(await statusOf(id)).toBe('PendingEBidding');
    // Day 2 held for all four (3 + 2 + 1 + 1 = 7 MW); the congested blocks of days 1 and 3 wait.
    expect((await allocatedOn(t, p.corridorId, DAY2)).slice(40, 48)).toEqual(new Array(8).fill(700));
    expect((await allocatedOn(t, p.corridorId, DAY1)).slice(40, 48)).toEqual(new Array(8).fill(0));
    const [record] = res.body.data.congestions;
    invitationId = record.id;
    const detail = await call(t, 'GET', `${E}/GetById?Id=${invitationId}`, undefined, sldc);
    expect(detail.body.data).toMatchObject({
      congestionFromDate: DAY1,
      congestionToDate: DAY3,
      congestionFromTime: '10:00',
      congestionToTime: '12:00',
      availableMargin: 5,
      allApplicationsAppliedQuantum: 7,
      congestedPeriods: [
        { fromDate: DAY1, toDate: DAY1, fromTime: '10:00', toTime: '12:00' },
        { fromDate: DAY3, toDate: DAY3, fromTime: '10:00', toTime: '12:00' },
      ],
    });
  });

  it('tells each applicant its application went to e-bidding, not that it was approved', async () => {
    const [a] = await t.database.db.select().from(usersTable).where(eq(usersTable.userName, 'oa.injecting'));
    const bells = await t.database.db.select().from(notifications).where(eq(notifications.userId, a!.id));
    const text = bells.map((b) => b.message).join('\n');
    expect(text).toContain(
      'was sent to e-bidding for its congested blocks (Approve All, processing date Mar 01, 2027)',
    );
    expect(text).toContain('It is now Congested (E-Bidding). You will be invited to bid for those blocks');
    expect(text).not.toMatch(/approved/i);
    // Its timeline says what its day 2 was given: 3 MW × 2 h.
    const record = await call(t, 'GET', `${A}/Get/${ids.A}`, undefined, u['oa.injecting']);
    expect(record.body.data.timeline.at(-1)).toMatchObject({
      actionLabel: 'Sent to e-bidding (Approve All)',
      comments: 'Congested blocks sent to e-bidding; 6.00 MWh allocated in its other blocks',
    });
    // oa.drawee applied twice (B and F): one message about its own two, each by number and outcome.
    const [d] = await t.database.db.select().from(usersTable).where(eq(usersTable.userName, 'oa.drawee'));
    const drawee = await t.database.db.select().from(notifications).where(eq(notifications.userId, d!.id));
    const each = 'STOA/ADV/\\d{4}/\\d{5} was sent to e-bidding for its congested blocks, now Congested \\(E-Bidding\\)';
    expect(drawee.map((b) => b.message)).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^Your Advance applications for processing date Mar 01, 2027 \\(Approve All\\): ${each}; ${each}\\.$`,
        ),
      ),
    );
  });

  it('bids stay sealed until the opening; then the clearing runs per congested block', async () => {
    const sent = await call(t, 'POST', `${E}/Submit`, { id: invitationId, isDraft: false, ...SENT }, sldc);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const bid = (user: string, applicationId: number, quotedBidPrice: number) =>
      call(
        t,
        'POST',
        `${E}/SubmitProposal`,
        {
          applicationId,
          eBiddingInvitationId: invitationId,
          quotedBidPrice,
          ...{ place: 'Itanagar', authorizedPersonName: 'A. Person', authorizedPersonDesignation: 'Director' },
          isDraft: false,
        },
        u[user],
      );
    expect((await bid('oa.injecting', ids.A, 3)).status).toBe(200);
    expect((await bid('oa.drawee', ids.B, 3.5)).status).toBe(200);
    expect((await bid('oa.both', ids.D, 2)).status).toBe(200);
    t.clock.advance(3 * 24 * HOUR); // Dec 04, 09:30 IST: the deadline passed, bids still sealed
    await signIn();
    const sealed = await call(t, 'POST', `${E}/ProcessEBiddingRequest`, { bidInvitationId: invitationId }, sldc);
    expect(sealed.status).toBe(422);
    t.clock.advance(HOUR / 2); // 10:00 IST: opened
    await signIn();
    const done = await call(t, 'POST', `${E}/ProcessEBiddingRequest`, { bidInvitationId: invitationId }, sldc);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const rows = done.body.data.proposals.map((r: Record<string, number | null>) => [
      r.applicationId,
      r.allocatedQuantum,
      r.applicablePrice,
      r.allocatedMwh,
      r.eBiddingCharge,
    ]);
    expect(rows).toEqual([
      [ids.B, 2, 3, 8, 24_000],
      [ids.A, 3, 3, 12, 36_000],
      [ids.D, 0, null, 0, 0],
    ]);
    // Capacity: the 5 MW of days 1 and 3 taken, day 2 as before.
    expect((await allocatedOn(t, p.corridorId, DAY1)).slice(40, 48)).toEqual(new Array(8).fill(500));
    expect((await allocatedOn(t, p.corridorId, DAY3)).slice(40, 48)).toEqual(new Array(8).fill(500));
    expect((await allocatedOn(t, p.corridorId, DAY2)).slice(40, 48)).toEqual(new Array(8).fill(700));
  });

  it('non-bidders and the unawarded keep their day 2; each notice says what was kept', async () => {
    expect([await statusOf(ids.A), await statusOf(ids.B)]).toEqual(['STOAApproved', 'STOAApproved']);
    expect([await statusOf(ids.D), await statusOf(ids.F)]).toEqual([
      'PendingApplicantApproval',
      'PendingApplicantApproval',
    ]);
    const [f] = await t.database.db.select().from(usersTable).where(eq(usersTable.userName, 'oa.drawee'));
    const bells = await t.database.db.select().from(notifications).where(eq(notifications.userId, f!.id));
    expect(bells.map((b) => b.message)).toContainEqual(
      expect.stringContaining(
        'no bid by the deadline: its 16 congested blocks are withdrawn; 2.00 MWh stand as allocated: accept or withdraw',
      ),
    );
  });

  it('raises the e-bidding dues at once, with STU only on day 2 (DOMAIN worked example)', async () => {
    const a = await duesOf(t, u['oa.injecting']!);
    expect(dueOf(a, ids.A, 'EBiddingCharges')).toBe(36_000);
    expect(dueOf(a, ids.A, 'STUCharges')).toBe(480);
    expect(dueOf(a, ids.A, 'SLDCOperatingCharges')).toBe(6_000);
    const b = await duesOf(t, u['oa.drawee']!);
    expect(dueOf(b, ids.B, 'EBiddingCharges')).toBe(24_000);
    expect(dueOf(b, ids.B, 'STUCharges')).toBe(320);
    const d = await duesOf(t, u['oa.both']!);
    expect(dueOf(d, ids.D, 'EBiddingCharges')).toBe(0);
    expect(dueOf(d, ids.D, 'STUCharges')).toBe(160);
    expect(dueOf(d, ids.D, 'SLDCOperatingCharges')).toBe(2_000);
  });

  it('the details grid covers exactly the congested blocks', async () => {
    const res = await call(t, 'GET', `/api/Payment/GetEbiddingDetails/${ids.A}`, undefined, u['oa.injecting']);
    expect(res.status).toBe(200);
    expect(
      res.body.data.ebiddingDetails.map((r: Record<string, unknown>) => [r.fromDate, r.toDate, r.totalPrice]),
    ).toEqual([
      [DAY1, DAY1, 18_000],
      [DAY3, DAY3, 18_000],
    ]);
    expect(res.body.data.totalPrice).toBe(36_000);
  });

  it('a corridor may have a second invitation in the same month', async () => {
    await declareAtc(t, p.corridorId, '2027-03-20', (b) => (b >= 41 && b <= 48 ? 2 : 50));
    const e = await submit('oa.injecting', p.injecting, p.drawee, 3, '2027-03-20', '2027-03-20');
    expect((await call(t, 'POST', `${A}/ProcessApplications/Advance/${BATCH}`, undefined, sldc)).status).toBe(200);
    const res = await call(t, 'POST', `${A}/ApproveAll/Advance/${BATCH}/2027-03`, undefined, sldc);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await statusOf(e)).toBe('PendingEBidding');
    const list = await call(t, 'GET', `${E}/GetAllInvitations?pageNumber=1&pageSize=10`, undefined, sldc);
    const rows = list.body.data.invitationList as {
      id: number;
      congestionFromDate: string;
      status: { status: string };
    }[];
    expect(rows.map((r) => [r.congestionFromDate, r.status.status])).toEqual([
      ['2027-03-20', 'None'],
      [DAY1, 'Completed'],
    ]);
    const second = await call(t, 'GET', `${E}/GetById?Id=${rows[0]!.id}`, undefined, sldc);
    expect(second.body.data.eBiddedApplications.map((a: { applicationId: number }) => a.applicationId)).toEqual([e]);
  });
});
