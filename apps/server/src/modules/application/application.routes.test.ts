import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { APPLICATION_MESSAGES, TIME_BLOCK_MESSAGES, congestedBlocksOf, type SignedInUser } from '@stoa/shared';
import { mailOutbox, notifications, processingRuns, users } from '../../db/schema/index.ts';
import { settleDues } from '../../test/payment-fixtures.ts';
import { allocatedOn, declareAtc, row, seedParties, type Parties } from '../../test/application-fixtures.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { bearer, call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { errorsOf } from '../../test/upload.ts';

const A = '/api/Application';
// 1 December 2026, 09:30 in Kolkata: day-ahead for 2 December is open until 15:00.
const START = '2026-12-01T04:00:00Z';
const DELIVERY = '2026-12-02';

let t: TestApp;
let p: Parties;
let sldc: SignedInUser;
let approver1: SignedInUser;
let approver2: SignedInUser;
let injecting: SignedInUser;
let drawee: SignedInUser;
let both: SignedInUser;

beforeAll(async () => {
  t = await createTestApp({}, { startAt: START });
  p = await seedParties(t);
  sldc = await t.signIn('sldc');
  approver1 = await t.signIn('approver1');
  approver2 = await t.signIn('approver2');
  injecting = await t.signIn('oa.injecting');
  drawee = await t.signIn('oa.drawee');
  both = await t.signIn('oa.both');
  // 10 MW all day, 6 MW from 10:00 to 12:00 (blocks 41–48).
  await declareAtc(t, p.corridorId, DELIVERY, (b) => (b >= 41 && b <= 48 ? 6 : 10));
});
afterAll(() => t.close());

const submit = (user: SignedInUser, body: Record<string, unknown>, type = 'DayAhead') =>
  call(t, 'POST', `${A}/Submit/${type}`, { isDraft: false, ...body }, user);

describe('applications: submission rules', () => {
  it('lists parties: own registrations, sellers and buyers', async () => {
    const own = await call(t, 'GET', `${A}/GetAvailableRegistrations`, undefined, injecting);
    expect(own.body.data.map((r: { registrationId: number }) => r.registrationId)).toEqual([p.injecting]);
    const sellers = await call(t, 'GET', `${A}/GetSellers`, undefined, drawee);
    expect(sellers.body.data.map((r: { registrationId: number }) => r.registrationId).sort()).toEqual(
      [p.injecting, p.both].sort(),
    );
    const buyer = await call(t, 'GET', `${A}/GetDraweeEntityDetails/${p.drawee}`, undefined, injecting);
    expect(buyer.body.data).toMatchObject({ contractDemand: 10, transmissionZone: 'Itanagar' });
    const seller = await call(t, 'GET', `${A}/GetInjectingEntityDetails/${p.injecting}`, undefined, drawee);
    expect(seller.body.data.exBusCapacity).toBe(23.5);
  });

  it('refuses rows with the §5 messages, field by field', async () => {
    const res = await submit(injecting, {
      sellerRegistrationId: p.injecting,
      buyerRegistrationId: p.drawee,
      timeBlocks: [row(DELIVERY, 0, 8, 2), row(DELIVERY, 4, 12, 2), row(DELIVERY, 20, 24, 0.5)],
    });
    expect(res.status).toBe(400);
    const errors = errorsOf(res.body);
    expect(errors['timeBlocks.1.fromTimeBlock']).toBe(TIME_BLOCK_MESSAGES.overlap);
    expect(errors['timeBlocks.2.oaRequirement']).toBe('Applied requirement : 0.5 can not be less than 1');
  });

  it('refuses a requirement above the buyer’s remaining quantum', async () => {
    const res = await submit(injecting, {
      sellerRegistrationId: p.injecting,
      buyerRegistrationId: p.drawee,
      timeBlocks: [row(DELIVERY, 0, 8, 12)],
    });
    expect(res.status).toBe(400);
    expect(errorsOf(res.body)['timeBlocks.0.oaRequirement']).toBe(
      'Applied requirement : 12 is more than approved : 10',
    );
    const remaining = await call(
      t,
      'GET',
      `${A}/GetRemainingQuatumDetails?SellerId=${p.injecting}&BuyerId=${p.drawee}&FromTimeBlock=0&ToTimeBlock=8&OAFromDate=${DELIVERY}&OAToDate=${DELIVERY}`,
      undefined,
      injecting,
    );
    expect(remaining.body.data).toEqual({ remainingQuatumSeller: 23.5, remainingQuatumBuyer: 10, remaining: 10 });
  });

  it('names the window when outside it', async () => {
    const res = await submit(injecting, {
      sellerRegistrationId: p.injecting,
      buyerRegistrationId: p.drawee,
      timeBlocks: [row('2026-12-09', 0, 8, 2)],
    });
    expect(res.status).toBe(422);
    expect(res.body.errors?.[0]?.errorMessages[0]).toMatch(/Day-ahead applications may be made/);
    expect(res.body.errors?.[0]?.code).toBe('WINDOW_CLOSED');
  });

  it('refuses parties that are not the caller’s and defaulters', async () => {
    const notMine = await submit(drawee, {
      sellerRegistrationId: p.injecting,
      buyerRegistrationId: p.both,
      timeBlocks: [row(DELIVERY, 0, 8, 2)],
    });
    expect(notMine.status).toBe(400);
    expect(errorsOf(notMine.body)['sellerRegistrationId']).toBe(APPLICATION_MESSAGES.notYourRegistration);
    await t.database.db.update(users).set({ isDefaulter: true }).where(eq(users.userName, 'oa.both'));
    const defaulter = await submit(both, {
      sellerRegistrationId: p.injecting,
      buyerRegistrationId: p.both,
      timeBlocks: [row(DELIVERY, 0, 8, 2)],
    });
    expect(defaulter.status).toBe(422);
    expect(defaulter.body.errors?.[0]?.errorMessages[0]).toBe(APPLICATION_MESSAGES.defaulter);
    expect((await call(t, 'GET', `${A}/IsDefaulter`, undefined, both)).body.data).toBe(true);
    await t.database.db.update(users).set({ isDefaulter: false }).where(eq(users.userName, 'oa.both'));
  });

  it('saves a draft unchecked and lists it only to its owner', async () => {
    const draft = await call(
      t,
      'POST',
      `${A}/Submit/DayAhead`,
      { isDraft: true, sellerRegistrationId: p.injecting, timeBlocks: [{ oaFromDate: DELIVERY }] },
      injecting,
    );
    expect(draft.status).toBe(200);
    expect(draft.body.data).toMatchObject({ status: 'Draft', applicationNo: null });
    const mine = await call(t, 'GET', `${A}/GetAppliedApplications`, undefined, injecting);
    expect(mine.body.data.items.some((r: { id: number }) => r.id === draft.body.data.id)).toBe(true);
    const theirs = await call(t, 'GET', `${A}/GetAll/DayAhead`, undefined, sldc);
    expect(theirs.body.data.items.some((r: { id: number }) => r.id === draft.body.data.id)).toBe(false);
    expect((await call(t, 'GET', `${A}/Get/${draft.body.data.id}`, undefined, drawee)).status).toBe(403);
  });
});

describe('applications: day-ahead pro-rata through the chain', () => {
  const ids: Record<string, number> = {};

  it('three applicants submit; the SLDC accepts each after the STOA check', async () => {
    const a = await submit(injecting, {
      sellerRegistrationId: p.injecting,
      buyerRegistrationId: p.drawee,
      timeBlocks: [row(DELIVERY, 0, 96, 4)],
    });
    t.clock.advance(60_000);
    const b = await submit(drawee, {
      sellerRegistrationId: p.injecting,
      buyerRegistrationId: p.drawee,
      timeBlocks: [row(DELIVERY, 32, 64, 3)],
    });
    t.clock.advance(60_000);
    const c = await submit(both, {
      sellerRegistrationId: p.injecting,
      buyerRegistrationId: p.both,
      timeBlocks: [row(DELIVERY, 40, 48, 5)],
    });
    for (const res of [a, b, c]) expect(res.status, JSON.stringify(res.body)).toBe(200);
    Object.assign(ids, { a: a.body.data.id, b: b.body.data.id, c: c.body.data.id });
    expect(a.body.data.applicationNo).toMatch(/^STOA\/DA\/2026\/\d{5}$/);
    expect(a.body.data.status).toBe('Submitted');
    // The SLDC's landing: its Day Ahead queue holds the three, linked to the list filtered to them (issue 15).
    const tiles = (await call(t, 'GET', '/api/Dashboard/Summary', undefined, sldc)).body.data.tiles;
    expect(tiles).toContainEqual({
      key: 'applicationsDayAhead',
      label: 'Day Ahead applications to act on',
      value: 3,
      overdue: 0,
      to: '/applications/sldc/DayAhead?status=Submitted',
    });

    // The fee raised on submission gates the SLDC's acceptance until it is paid (issue 17).
    const unpaid = await call(t, 'GET', `${A}/StoaCheck/${ids.a}`, undefined, sldc);
    expect(unpaid.body.data.passed).toBe(false);
    expect(unpaid.body.data.checks.find((c: { name: string }) => c.name === 'Application fee').detail).toBe(
      '₹5,000.00 due; not paid yet.',
    );
    const refused = await call(t, 'POST', `${A}/Approve/DayAhead/${ids.a}`, {}, sldc);
    expect(refused.status).toBe(422);
    expect(refused.body.errors?.[0]?.errorMessages[0]).toMatch(/Application fee/);
    await settleDues(t, 'Application', ids.a!);
    const check = await call(t, 'GET', `${A}/StoaCheck/${ids.a}`, undefined, sldc);
    expect(check.body.data.passed).toBe(true);
    expect(check.body.data.checks.find((c: { name: string }) => c.name === 'Application fee').detail).toBe(
      '₹5,000.00 paid and reconciled.',
    );
    for (const id of Object.values(ids)) {
      await settleDues(t, 'Application', id);
      const res = await call(t, 'POST', `${A}/Approve/DayAhead/${id}`, {}, sldc);
      expect(res.body.data.status).toBe('PendingSTOAApproval');
    }
    const dates = await call(t, 'GET', `${A}/GetApplicationProcessingDates?type=DayAhead`, undefined, sldc);
    expect(dates.body.data).toContainEqual(expect.objectContaining({ processingDate: DELIVERY, pending: 3 }));
  });

  it('processing shows the congested blocks with the shortfall', async () => {
    const res = await call(t, 'POST', `${A}/ProcessApplications/DayAhead/${DELIVERY}`, undefined, sldc);
    expect(res.status).toBe(200);
    const result = res.body.data;
    expect(result.summary).toEqual({
      applications: 3,
      fitting: 0,
      congested: 3,
      corridorCongested: 3,
      congestedBlocks: 8,
      limitedBlocks: 0,
    });
    const [day] = result.corridorDays;
    expect([day.margin[40], day.requested[40]]).toEqual([6, 12]);
    expect([day.margin[32], day.requested[32]]).toEqual([10, 7]);
    expect(day).toMatchObject({ congestedBlocks: 8, maxShortfall: 6, applications: 3 });
    expect(congestedBlocksOf(result.corridorDays).find((b) => b.block === 41)).toMatchObject({ shortfall: 6 });
    expect(congestedBlocksOf(result.corridorDays).some((b) => b.block === 33)).toBe(false);
    // Before the allocation a block has its requests but no shares yet.
    const before = await call(
      t,
      'GET',
      `${A}/GetProcessingBlockShares/DayAhead/${DELIVERY}?corridorId=${p.corridorId}&date=${DELIVERY}&block=41`,
      undefined,
      sldc,
    );
    expect(before.body.data).toEqual({ date: DELIVERY, block: 41, capacity: 6, totalRequested: 12, shares: null });
    const again = await call(
      t,
      'GET',
      `${A}/GetApplicationProcessingResult/DayAhead/${DELIVERY}`,
      undefined,
      approver1,
    );
    expect(again.body.data.run.status).toBe('Assessed');
  });

  it('ApproveAll has nothing fitting; pro-rata shares the congested blocks exactly', async () => {
    const none = await call(t, 'POST', `${A}/ApproveAll/DayAhead/${DELIVERY}/2026-12`, undefined, sldc);
    expect(none.status).toBe(409);
    expect(none.body.errors?.[0]?.code).toBe('MARGIN_EXHAUSTED');
    const res = await call(t, 'POST', `${A}/AllocateQuantumProRataBasis/${DELIVERY}/DayAhead`, undefined, sldc);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const block41 = await call(
      t,
      'GET',
      `${A}/GetProcessingBlockShares/DayAhead/${DELIVERY}?corridorId=${p.corridorId}&date=${DELIVERY}&block=41`,
      undefined,
      approver1,
    );
    // floor(6 × 4 / 12) = 2, floor(6 × 3 / 12) = 1.5, floor(6 × 5 / 12) = 2.5
    expect(block41.body.data.shares.map((s: { share: number }) => s.share)).toEqual([2, 1.5, 2.5]);
    expect(JSON.stringify(res.body.data)).not.toContain('shares');
    // Nothing changed since ProcessApplications: the allocation reused its assessment (the same stamp of inputs).
    const stamps = await t.database.db
      .select({ status: processingRuns.status, result: processingRuns.result })
      .from(processingRuns)
      .orderBy(processingRuns.id);
    const [assessedStamp, allocatedStamp] = stamps.slice(-2).map((r) => (r.result as { stamp: string }).stamp);
    expect(assessedStamp).toMatch(/^[0-9a-f]{64}$/);
    expect(allocatedStamp).toBe(assessedStamp);
    const shares = (query: string) =>
      call(t, 'GET', `${A}/GetProcessingBlockShares/DayAhead/${DELIVERY}?${query}`, undefined, sldc);
    const twoKeys = await shares(`corridorId=${p.corridorId}&partyKey=seller:1&date=${DELIVERY}&block=41`);
    expect([twoKeys.status, twoKeys.body.errors?.[0]?.errorMessages]).toEqual([
      400,
      ['Give either Corridor Id or Party Key'],
    ]);
    expect((await shares(`corridorId=${p.corridorId}&date=${DELIVERY}&block=97`)).status).toBe(400);
    const outside = await shares(`corridorId=${p.corridorId}&date=2026-12-09&block=41`);
    expect([outside.status, outside.body.errors?.[0]?.errorMessages]).toEqual([
      404,
      ['This block is not part of the batch.'],
    ]);
    const page2 = await call(
      t,
      'GET',
      `${A}/GetApplicationProcessingResult/DayAhead/${DELIVERY}?pageNumber=2&pageSize=10`,
      undefined,
      sldc,
    );
    expect([page2.body.data.applications, page2.body.data.applicationsPage]).toEqual([
      [],
      { pageNumber: 2, pageSize: 10, total: 3 },
    ]);
    const statuses = res.body.data.applications.map((a: { status: string }) => a.status);
    expect(statuses).toEqual(['PendingApplicantApproval', 'PendingApplicantApproval', 'PendingApplicantApproval']);
    const allocated = await allocatedOn(t, p.corridorId, DELIVERY);
    expect(allocated[40]).toBe(600);
    expect(allocated[32]).toBe(700);
    expect(allocated[0]).toBe(400);
    const again = await call(t, 'POST', `${A}/AllocateQuantumProRataBasis/${DELIVERY}/DayAhead`, undefined, sldc);
    expect(again.status).toBe(409);
    const detail = await call(t, 'GET', `${A}/Get/${ids.c}`, undefined, both);
    expect(detail.status, JSON.stringify(detail.body)).toBe(200);
    expect(detail.body.data.schedule).toEqual([
      expect.objectContaining({
        fromTimeBlock: 40,
        toTimeBlock: 48,
        requested: 5,
        allocated: 2.5,
        requestedMwh: 10,
        allocatedMwh: 5,
      }),
    ]);
    expect(detail.body.data.actions).toEqual(['Approve', 'Reject']);
  });

  it('the applicant accepts; approvers I and II approve; the schedule PDF has MWh and charges', async () => {
    expect((await call(t, 'POST', `${A}/Approve/DayAhead/${ids.c}`, {}, drawee)).status).toBe(403);
    const accept = await call(t, 'POST', `${A}/Approve/DayAhead/${ids.c}`, {}, both);
    expect(accept.body.data.status).toBe('PartiallyApproved');
    const forward = await call(t, 'POST', `${A}/Approve/DayAhead/${ids.c}`, {}, approver1);
    expect(forward.body.data.status).toBe('SLDCApproverIApproved');
    const approve = await call(t, 'POST', `${A}/Approve/DayAhead/${ids.c}`, {}, approver2);
    expect(approve.body.data.status).toBe('Approved');
    const details = await call(t, 'GET', `${A}/GetOpenAccessDetails/${ids.c}`, undefined, both);
    // 5 MWh at 0.08 Rs/kWh = ₹400.00
    expect(details.body.data.charges).toContainEqual(expect.objectContaining({ label: 'STU Charge', amount: 400 }));
    const pdf = await t.app.inject({
      method: 'GET',
      url: `${A}/DownloadOpenAccessDetails/${ids.c}`,
      headers: bearer(both),
    });
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('10:00');
    expect(text).toContain('2.50');
    expect(text).toContain('₹400.00');
    expect(text).toContain('₹0.08/kWh');
    // When it was approved: the date and time in IST, never the UTC date.
    expect(text).toMatch(/Approved\n[A-Z][a-z]{2} \d{2}, \d{4} \d{1,2}:\d{2} [AP]M by /);
    const [bell] = await t.database.db.select().from(notifications).where(eq(notifications.userId, both.id));
    expect(bell).toBeDefined();
  });

  it('tells the applicant in words, with its record page; the SLDC who ran the batch hears nothing (#15)', async () => {
    const bells = await t.database.db.select().from(notifications).where(eq(notifications.userId, both.id));
    const no: string = (await call(t, 'GET', `${A}/Get/${ids.c}`, undefined, both)).body.data.applicationNo;
    expect(no).toMatch(/^STOA\/DA\/2026\/\d{5}$/);
    const link = `/applications/oa/DayAhead/${ids.c}`;
    expect(bells.map((b) => [b.message, b.link])).toEqual(
      expect.arrayContaining([
        [
          `Application ${no} (Day-ahead) was approved in part (pro-rata, processing date Dec 02, 2026). It is now ` +
            'Pending Applicant Approval. Accept the allocated quantum or withdraw the application.',
          link,
        ],
        [`Application ${no} (Day-ahead) is Approved.`, link],
      ]),
    );
    const [mine] = await t.database.db.select().from(users).where(eq(users.id, both.id));
    const subjects = (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, mine!.email))).map(
      (m) => m.subject,
    );
    expect(subjects).toContain(`STOA Portal: Application ${no} (Day-ahead) is Approved`);
    expect(subjects).toContain(`STOA Portal: Application ${no} (Day-ahead): Approved in part`);
    const sldcBells = await t.database.db.select().from(notifications).where(eq(notifications.userId, sldc.id));
    expect(sldcBells.filter((b) => b.message.includes('processing date'))).toEqual([]);
  });

  it('withdrawing gives the capacity back; a comment is required', async () => {
    const noComment = await call(t, 'POST', `${A}/Reject/DayAhead/${ids.b}`, {}, drawee);
    expect(noComment.status).toBe(400);
    const withdraw = await call(t, 'POST', `${A}/Reject/DayAhead/${ids.b}`, { comments: 'Not enough' }, drawee);
    expect(withdraw.body.data.status).toBe('Withdrawn');
    const allocated = await allocatedOn(t, p.corridorId, DELIVERY);
    expect(allocated[40]).toBe(450);
    expect(allocated[32]).toBe(400);
  });
});

describe('applications: FCFS in order of receipt', () => {
  it('serves earlier applications first; the exhausting one is partial, later ones rejected (no margin)', async () => {
    // FCFS on 1 Dec 2026 for 10–11 Dec: ≥ 4 days ahead.
    const date = '2026-12-10';
    await declareAtc(t, p.corridorId, date, 5);
    const body = (seller: number, buyer: number, mw: number) => ({
      sellerRegistrationId: seller,
      buyerRegistrationId: buyer,
      timeBlocks: [row(date, 0, 4, mw)],
    });
    const first = await submit(injecting, body(p.injecting, p.drawee, 3), 'FCFS');
    t.clock.advance(1000);
    const second = await submit(both, body(p.injecting, p.both, 3), 'FCFS');
    t.clock.advance(1000);
    const third = await submit(drawee, body(p.injecting, p.drawee, 2), 'FCFS');
    const ids = [first, second, third].map((r) => {
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return r.body.data.id as number;
    });
    for (const id of ids) {
      await settleDues(t, 'Application', id);
      await call(t, 'POST', `${A}/Approve/FCFS/${id}`, {}, sldc);
    }
    const processingDate = '2026-12-01';
    const res = await call(t, 'POST', `${A}/AllocateQuantumProRataBasis/${processingDate}/FCFS`, undefined, sldc);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const byId = new Map(res.body.data.applications.map((a: { id: number; status: string }) => [a.id, a.status]));
    expect(ids.map((id) => byId.get(id))).toEqual(['STOAApproved', 'PendingApplicantApproval', 'NoSTOARejected']);
    expect((await allocatedOn(t, p.corridorId, date))[0]).toBe(500);
  });
});

describe('applications: two SLDC users allocate the same batch at once', () => {
  it('produces one allocation, never two, and no block above its margin', async () => {
    const date = '2026-12-03';
    t.clock.advance(24 * 3600_000); // 2 December, 09:32: day-ahead for 3 December
    await declareAtc(t, p.corridorId, date, 5);
    const ids: number[] = [];
    for (const [user, seller, buyer] of [
      [injecting, p.injecting, p.drawee],
      [both, p.injecting, p.both],
    ] as const) {
      const res = await submit(user, {
        sellerRegistrationId: seller,
        buyerRegistrationId: buyer,
        timeBlocks: [row(date, 0, 96, 4)],
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      ids.push(res.body.data.id);
      await settleDues(t, 'Application', res.body.data.id);
      await call(t, 'POST', `${A}/Approve/DayAhead/${res.body.data.id}`, {}, sldc);
    }
    const other = await t.signIn('sldc');
    const [one, two] = await Promise.all([
      call(t, 'POST', `${A}/AllocateQuantumProRataBasis/${date}/DayAhead`, undefined, sldc),
      call(t, 'POST', `${A}/AllocateQuantumProRataBasis/${date}/DayAhead`, undefined, other),
    ]);
    expect([one.status, two.status].sort()).toEqual([200, 409]);
    const allocated = await allocatedOn(t, p.corridorId, date);
    expect(Math.max(...allocated)).toBe(500);
    expect(allocated.every((v) => v <= 500)).toBe(true);
  });
});
