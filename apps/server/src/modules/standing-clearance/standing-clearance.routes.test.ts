import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { STANDING_CLEARANCE_MESSAGES, REASON_MESSAGES, type SignedInUser } from '@stoa/shared';
import { atcDays, corridors, mailOutbox, notifications, users } from '../../db/schema/index.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { errorsOf } from '../../test/upload.ts';
import {
  BASE,
  actOn,
  approveRegistration,
  getClearance,
  listClearances,
  sale,
  submitClearance,
} from './standing-clearance-fixtures.ts';

let t: TestApp;
const as: Record<string, SignedInUser> = {};
const NAMES = ['oa.injecting', 'oa.drawee', 'oa.both', 'trader', 'sldc', 'approver1', 'approver2', 'admin'];

beforeAll(async () => {
  // Saturday 21-11-2026, 11:30 in Asia/Kolkata.
  t = await createTestApp({}, { startAt: '2026-11-21T06:00:00Z' });
  for (const name of NAMES) as[name] = await t.signIn(name);
  const dates = { approvedOn: '2026-01-10', expiredOn: '2027-11-20' };
  await approveRegistration(t, as['oa.injecting']!, 'InjectingEntity', {
    registrationNo: 'STOA/INJ/2026/0001',
    ...dates,
  });
  await approveRegistration(t, as['oa.drawee']!, 'DraweeEntity', {
    registrationNo: 'STOA/DRW/2026/0002',
    approvedOn: '2026-04-01',
    expiredOn: '2027-03-31',
  });
  await approveRegistration(t, as['trader']!, 'Trader', { registrationNo: 'STOA/TRD/2026/0003', ...dates });
});
afterAll(() => t.close());

async function inboxOf(userName: string): Promise<{ bell: string[]; mail: string[] }> {
  const [user] = await t.database.db.select().from(users).where(eq(users.userName, userName));
  const bell = await t.database.db.select().from(notifications).where(eq(notifications.userId, user!.id));
  const mail = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, user!.email));
  return { bell: bell.map((n) => n.message), mail: mail.map((m) => m.subject) };
}

async function download(user: SignedInUser, id: number) {
  return t.app.inject({
    method: 'GET',
    url: `${BASE}/Download/${id}`,
    headers: { authorization: `Bearer ${user.jwtToken}` },
  });
}

/** The landing's standing clearance queue tile of a user (issue 15), if it has one. */
async function queueOf(user: SignedInUser) {
  const tiles = (await call(t, 'GET', '/api/Dashboard/Summary', undefined, user)).body.data.tiles;
  return tiles.find((x: { key: string }) => x.key === 'clearancesToActOn');
}

let first: number;
let second: number;

describe('An injecting applicant asks for standing clearance of a bilateral sale', () => {
  it("reads its registration's capacities for the form; an applicant without one reads none", async () => {
    const mine = await call(t, 'GET', `${BASE}/GetMyRegistration`, undefined, as['oa.injecting']);
    expect(mine.status).toBe(200);
    expect(mine.body.data).toMatchObject({
      entityName: 'Siang Hydro Power Ltd',
      registration: {
        registrationNo: 'STOA/INJ/2026/0001',
        entityType: 'InjectingEntity',
        expiredOn: '2027-11-20',
        exBusCapacityMw: 23.5,
        contractDemandMw: null,
        stoaInjectionQuantumMw: 20,
        directions: ['Sell'],
      },
    });
    const none = await call(t, 'GET', `${BASE}/GetMyRegistration`, undefined, as['oa.both']);
    expect(none.body.data.registration).toBeNull();
    expect((await call(t, 'GET', `${BASE}/GetMyRegistration`, undefined, as['sldc'])).status).toBe(403);
  });

  it("refuses a submission with missing fields, naming each with '{label} is required'", async () => {
    const res = await submitClearance(t, as['oa.injecting']!, { transactionKind: 'Bilateral', quantumMw: '' });
    expect(res.status).toBe(400);
    expect(errorsOf(res.body)).toEqual({
      direction: 'Direction is required',
      counterpartyName: 'Counterparty Name is required',
      counterpartyState: 'Counterparty State is required',
      quantumMw: 'Quantum (MW) is required',
      fromDate: 'From Date is required',
      toDate: 'To Date is required',
    });
    const exchange = await submitClearance(t, as['oa.injecting']!, sale({ transactionKind: 'PowerExchange' }));
    expect(errorsOf(exchange.body)).toEqual({ exchange: 'Power Exchange is required' });
  });

  it('refuses a start in the past, MW above ex-bus capacity, a direction the registration lacks, no registration', async () => {
    const res = await submitClearance(
      t,
      as['oa.injecting']!,
      sale({ quantumMw: 23.51, fromDate: '2026-11-20', toDate: '2026-11-19' }),
    );
    expect(res.status).toBe(400);
    expect(errorsOf(res.body)).toEqual({ toDate: STANDING_CLEARANCE_MESSAGES.toBeforeFrom });
    const late = await submitClearance(t, as['oa.injecting']!, sale({ quantumMw: 23.51, fromDate: '2026-11-20' }));
    expect(errorsOf(late.body)).toEqual({
      fromDate: STANDING_CLEARANCE_MESSAGES.fromInPast,
      quantumMw: 'Quantum (MW) cannot exceed your ex-bus capacity of 23.50 MW',
    });
    const buy = await submitClearance(t, as['oa.injecting']!, sale({ direction: 'Buy' }));
    expect(errorsOf(buy.body)).toEqual({ direction: STANDING_CLEARANCE_MESSAGES.buyNeedsDrawee });
    const trader = await submitClearance(t, as['trader']!, sale());
    expect(errorsOf(trader.body)).toEqual({ direction: STANDING_CLEARANCE_MESSAGES.sellNeedsInjecting });
    const none = await submitClearance(t, as['oa.both']!, sale());
    expect(none.status).toBe(400);
    expect(errorsOf(none.body)).toEqual({ null: STANDING_CLEARANCE_MESSAGES.noRegistration });
    const drawee = await submitClearance(
      t,
      as['oa.drawee']!,
      sale({ direction: 'Buy', quantumMw: 5.01, toDate: '2027-04-30' }),
    );
    expect(errorsOf(drawee.body)).toEqual({
      quantumMw: 'Quantum (MW) cannot exceed your contract demand of 5.00 MW',
      toDate: "To Date cannot be after your registration's validity ends (Mar 31, 2027)",
    });
  });

  it('saves a draft with only direction, MW and period, seen by its owner only', async () => {
    const draft = await call(
      t,
      'POST',
      `${BASE}/Submit`,
      { isDraft: true, details: { direction: 'Sell', quantumMw: '12', fromDate: '2026-12-01', toDate: '2026-12-31' } },
      as['oa.injecting'],
    );
    expect(draft.status).toBe(200);
    expect(draft.body.data).toMatchObject({ status: 'Draft', version: 1, dueOn: null });
    first = draft.body.data.id;
    const incomplete = await call(t, 'POST', `${BASE}/Submit`, { isDraft: true, details: {} }, as['oa.injecting']);
    expect(errorsOf(incomplete.body)).toMatchObject({ direction: 'Direction is required' });

    expect((await getClearance(t, as['sldc']!, first)).status).toBe(403);
    expect((await listClearances(t, as['sldc']!)).body.data.dataCount).toBe(0);
    const own = (await getClearance(t, as['oa.injecting']!, first)).body.data;
    expect(own).toMatchObject({ formActions: ['Write'], actions: ['Submit'], checks: null, due: null });
  });

  it('submits the draft: the answer is due in 3 working days and the SLDC business user is asked', async () => {
    const stale = await submitClearance(t, as['oa.injecting']!, sale(), { id: first, version: 99 });
    expect(stale.status).toBe(409);
    const res = await submitClearance(t, as['oa.injecting']!, sale(), { id: first, version: 1 });
    expect(res.status).toBe(200);
    // Saturday 21-11 + 3 working days: Monday, Tuesday, Wednesday.
    expect(res.body.data).toMatchObject({ id: first, status: 'Submitted', dueOn: '2026-11-25' });
    const sldc = await inboxOf('sldc');
    // Named by entity and terms before it has a number; dates as 'MMM DD, YYYY' (issue #15).
    expect(sldc.bell).toContainEqual(
      expect.stringMatching(
        /^Standing clearance request of .+ \(Sell, 12\.00 MW, Dec 01, 2026 to Dec 31, 2026\) awaits your action \(Pending SLDC verification\)\. Answer due by Nov 25, 2026\.$/,
      ),
    );
    expect(sldc.mail).toContainEqual(
      expect.stringMatching(
        /^STOA Portal: Standing clearance request of .+ \(Sell, .+\) is Pending SLDC verification$/,
      ),
    );
    // The runner never tells the actor of its own step (issue #13): the owner is told of the SLDC's answers.
    expect((await inboxOf('oa.injecting')).bell.some((m) => m.includes('Pending SLDC verification'))).toBe(false);

    const row = (await listClearances(t, as['oa.injecting']!)).body.data.standingClearanceList[0];
    expect(row).toMatchObject({
      id: first,
      clearanceNo: null,
      entityName: 'Siang Hydro Power Ltd',
      direction: 'Sell',
      transactionKind: 'Bilateral',
      counterparty: 'Assam Power Distribution Company (Assam)',
      quantumMw: 12,
      fromDate: '2026-12-01',
      toDate: '2026-12-31',
      dueOn: '2026-11-25',
      due: { isOverdue: false, workingDaysLeft: 3, text: 'Answer due by Nov 25, 2026 (3 working days left)' },
      status: { status: 'Submitted', statusDescription: 'Pending SLDC verification' },
    });
  });

  it('refuses an overlapping request that would exceed the capacity, naming the clearance and the MW left', async () => {
    const over = await submitClearance(
      t,
      as['oa.injecting']!,
      sale({ quantumMw: 12, fromDate: '2026-12-15', toDate: '2027-01-15' }),
    );
    expect(over.status).toBe(400);
    expect(errorsOf(over.body)['quantumMw']).toBe(
      `The period overlaps your standing clearances request #${first} in the same direction: together they would ` +
        'exceed your ex-bus capacity of 23.50 MW. Only 11.50 MW is left on Dec 15, 2026.',
    );
    const fits = await submitClearance(
      t,
      as['oa.injecting']!,
      sale({
        transactionKind: 'PowerExchange',
        exchange: 'IEX',
        quantumMw: 11.5,
        fromDate: '2026-12-15',
        toDate: '2027-01-15',
      }),
    );
    expect(fits.status).toBe(200);
    second = fits.body.data.id;
    const row = (await getClearance(t, as['oa.injecting']!, second)).body.data;
    expect(row).toMatchObject({ counterparty: 'Indian Energy Exchange (IEX)', details: { counterpartyName: null } });
  });

  it('shows the SLDC its checks; Reject and Seek Clarification need comments; approvers wait their turn', async () => {
    const seen = (await getClearance(t, as['sldc']!, first)).body.data;
    expect(seen.actions).toEqual(['Forward', 'Reject', 'Return']);
    expect(seen.checks.map((c: { key: string; outcome: string }) => [c.key, c.outcome])).toEqual([
      ['registration', 'Pass'],
      ['capacity', 'Pass'],
      ['overlap', 'Pass'],
      ['dues', 'Pass'],
      ['corridor', 'Warning'],
    ]);
    expect(seen.checks[0].detail).toBe('STOA/INJ/2026/0001 (Injecting Entity), valid to Nov 20, 2027');
    expect(seen.checks[1].detail).toBe('12.00 MW asked; ex-bus capacity 23.50 MW');
    expect(seen.checks[2].detail).toBe(
      `Overlaps request #${second}: 12.00 MW left on Dec 15, 2026, enough for this request`,
    );
    expect(seen.checks[4].detail).toBe('No ATC declared for the period');

    for (const path of ['Reject', 'SeekClarification'] as const) {
      const res = await actOn(t, as['sldc']!, path, first);
      expect(res.status).toBe(400);
      expect(errorsOf(res.body)['comments']).toBe(REASON_MESSAGES.reasonOrComments);
    }
    expect((await actOn(t, as['approver1']!, 'Approve', first)).status).toBe(422);
    expect((await actOn(t, as['oa.injecting']!, 'ApproveAndForward', first)).status).toBe(403);
    expect((await getClearance(t, as['admin']!, first)).status).toBe(403);
  });

  it('is verified by the SLDC, approved by an approver and gets its number, with mail and bell at each step', async () => {
    const forwarded = await actOn(t, as['sldc']!, 'ApproveAndForward', first);
    expect(forwarded.body.data).toMatchObject({ status: 'SLDCVerified', clearanceNo: null });
    expect(await queueOf(as['approver2']!)).toMatchObject({
      value: 1,
      overdue: 0,
      to: '/standing-clearance-power?status=SLDCVerified',
    });
    for (const name of ['approver1', 'approver2']) {
      expect(
        (await inboxOf(name)).bell.some(
          (m) =>
            m.startsWith('Standing clearance request of ') && m.includes('awaits your action (Pending SLDC approval)'),
        ),
      ).toBe(true);
    }
    expect((await getClearance(t, as['approver2']!, first)).body.data.actions).toEqual(['Approve', 'Reject']);
    const approved = await actOn(t, as['approver2']!, 'Approve', first, 'Cleared');
    expect(approved.body.data).toMatchObject({ status: 'Approved', clearanceNo: 'SC/2026/0001' });

    const seen = (await getClearance(t, as['oa.injecting']!, first)).body.data;
    expect(seen).toMatchObject({
      clearanceNo: 'SC/2026/0001',
      registrationNo: 'STOA/INJ/2026/0001',
      formActions: ['ReadOnly'],
      actions: [],
      canDownload: true,
      due: null,
      status: { status: 'Approved' },
    });
    expect(seen.decidedOn).toBe('2026-11-21T06:00:00.000Z');
    expect(seen.timeline.map((e: { action: string }) => e.action)).toEqual(['Submit', 'Forward', 'Approve']);
    expect(seen.timeline[2]).toMatchObject({
      actorName: 'Pema Khandu',
      actorRole: 'SLDC Approver II',
      comments: 'Cleared',
    });
    expect((await inboxOf('oa.injecting')).mail).toContain('STOA Portal: Standing clearance SC/2026/0001 is Approved');
  });

  it('serves the certificate of an approved clearance to its owner and the SLDC, not before approval', async () => {
    for (const name of ['oa.injecting', 'sldc', 'approver1']) {
      const res = await download(as[name]!, first);
      expect(res.statusCode, name).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toContain('Standing-Clearance-SC-2026-0001.pdf');
    }
    const text = pdfText((await download(as['oa.injecting']!, first)).rawPayload);
    for (const line of [
      'Standing Clearance for Inter-State Short-Term Open Access',
      'SC/2026/0001',
      'Siang Hydro Power Ltd',
      'STOA/INJ/2026/0001',
      'Sell (export out of the state)',
      'Bilateral',
      'Assam Power Distribution Company (Assam)',
      '12.00 MW',
      'Dec 01, 2026 to Dec 31, 2026 (both days inclusive)',
      'Nov 21, 2026',
      'Pema Khandu (SLDC Approver II)',
    ]) {
      expect(text, line).toContain(line);
    }
    const early = await call(t, 'GET', `${BASE}/Download/${second}`, undefined, as['oa.injecting']);
    expect(early.status).toBe(422);
    expect(errorsOf(early.body)['null']).toBe(STANDING_CLEARANCE_MESSAGES.certificateNotIssued);
    expect((await call(t, 'GET', `${BASE}/Download/${first}`, undefined, as['oa.drawee'])).status).toBe(403);
  });

  it('is returned for clarification, edited and submitted again (the clock restarts), then rejected', async () => {
    const returned = await actOn(t, as['sldc']!, 'SeekClarification', second, 'Which exchange segment?');
    expect(returned.body.data.status).toBe('Returned');
    const seen = (await getClearance(t, as['oa.injecting']!, second)).body.data;
    expect(seen).toMatchObject({ formActions: ['Write'], actions: ['Submit'], due: null });
    expect((await inboxOf('oa.injecting')).bell.some((m) => m.includes('Returned for clarification'))).toBe(true);

    t.clock.advance(2 * 86_400_000); // Monday 23-11
    const again = await submitClearance(t, as['oa.injecting']!, { ...seen.details, quantumMw: 10 }, { id: second });
    expect(again.body.data).toMatchObject({ status: 'Submitted', dueOn: '2026-11-26' });
    await actOn(t, as['sldc']!, 'ApproveAndForward', second);
    const rejected = await actOn(t, as['approver1']!, 'Reject', second, 'Exchange clearance already given');
    expect(rejected.body.data).toMatchObject({ status: 'Rejected', clearanceNo: null });
    const after = (await getClearance(t, as['oa.injecting']!, second)).body.data;
    expect(after.timeline.map((e: { action: string }) => e.action)).toEqual([
      'Submit',
      'Return',
      'Submit',
      'Forward',
      'Reject',
    ]);
    // Rejected: its MW no longer count against the capacity.
    const fresh = await submitClearance(
      t,
      as['oa.injecting']!,
      sale({ quantumMw: 11.5, fromDate: '2026-12-20', toDate: '2026-12-22' }),
    );
    expect(fresh.status).toBe(200);
    await actOn(t, as['sldc']!, 'Reject', fresh.body.data.id, 'Duplicate');
  });

  it('keeps it from other applicants: 403 on the record, absent from their list; 404 for an unknown id', async () => {
    expect((await getClearance(t, as['oa.drawee']!, first)).status).toBe(403);
    expect((await listClearances(t, as['oa.drawee']!)).body.data.dataCount).toBe(0);
    expect((await getClearance(t, as['oa.drawee']!, 999_999)).status).toBe(404);
    expect((await listClearances(t, as['sldc']!, '&status=Approved&direction=Sell')).body.data.dataCount).toBe(1);
    expect((await listClearances(t, as['sldc']!, '&direction=Buy')).body.data.dataCount).toBe(0);
  });
});

describe('The checks gate the SLDC', () => {
  it('refuses to forward while a check fails (defaulter, corridor margin), and lets warnings pass', async () => {
    const injecting = as['oa.injecting']!;
    const res = await submitClearance(
      t,
      injecting,
      sale({ quantumMw: 1, fromDate: '2027-02-01', toDate: '2027-02-10' }),
    );
    const id = res.body.data.id as number;
    const [exportCorridor] = await t.database.db
      .select()
      .from(corridors)
      .where(and(eq(corridors.kind, 'InterState'), eq(corridors.direction, 'Export')));
    const allocated = Array<number>(96).fill(0);
    allocated[40] = 4950;
    await t.database.db.insert(atcDays).values(
      ['2027-02-01', '2027-02-02', '2027-02-03'].map((date) => ({
        corridorId: exportCorridor!.id,
        date,
        atc: Array<number>(96).fill(5000),
        allocated: date === '2027-02-02' ? allocated : Array<number>(96).fill(0),
      })),
    );
    await t.database.db.update(users).set({ isDefaulter: true }).where(eq(users.userName, 'oa.injecting'));

    const checks = (await getClearance(t, as['sldc']!, id)).body.data.checks as {
      key: string;
      outcome: string;
      detail: string;
    }[];
    expect(checks.find((c) => c.key === 'dues')).toMatchObject({ outcome: 'Fail' });
    expect(checks.find((c) => c.key === 'corridor')).toMatchObject({
      outcome: 'Fail',
      detail: 'State Export: least margin 0.50 MW on Feb 02, 2027, below the 1.00 MW asked',
    });
    const refused = await actOn(t, as['sldc']!, 'ApproveAndForward', id);
    expect(refused.status).toBe(422);
    expect(errorsOf(refused.body)['null']).toBe(
      `${STANDING_CLEARANCE_MESSAGES.checksFailed} (No dues (not a defaulter), Margin on the inter-state corridor)`,
    );

    await t.database.db.update(users).set({ isDefaulter: false }).where(eq(users.userName, 'oa.injecting'));
    await t.database.db
      .update(atcDays)
      .set({ allocated: Array<number>(96).fill(0) })
      .where(eq(atcDays.date, '2027-02-02'));
    const warned = (await getClearance(t, as['sldc']!, id)).body.data.checks as {
      key: string;
      outcome: string;
      detail: string;
    }[];
    expect(warned.find((c) => c.key === 'corridor')).toMatchObject({
      outcome: 'Warning',
      detail: 'State Export: ATC declared for 3 of 10 days; least margin 50.00 MW on Feb 01, 2027',
    });
    expect((await actOn(t, as['sldc']!, 'ApproveAndForward', id)).body.data.status).toBe('SLDCVerified');
    await actOn(t, as['approver1']!, 'Reject', id, 'Withdrawn by the applicant');
  });
});

describe('The statutory clock on a moved clock', () => {
  let id: number;

  it('skips the Christmas holiday and Sunday: submitted Thursday Dec 24, 2026, due Tuesday Dec 29, 2026', async () => {
    t.clock.now = new Date('2026-12-24T04:30:00Z');
    const res = await submitClearance(
      t,
      as['oa.drawee']!,
      sale({
        direction: 'Buy',
        transactionKind: 'PowerExchange',
        exchange: 'PXIL',
        quantumMw: 4,
        fromDate: '2027-01-01',
        toDate: '2027-01-31',
      }),
    );
    expect(res.status).toBe(200);
    id = res.body.data.id;
    expect(res.body.data.dueOn).toBe('2026-12-29');
    const seen = (await getClearance(t, as['sldc']!, id)).body.data;
    expect(seen.due).toMatchObject({ isOverdue: false, text: 'Answer due by Dec 29, 2026 (3 working days left)' });
  });

  it('turns overdue once the date has passed, and the SLDC list filters and sorts by it', async () => {
    t.clock.now = new Date('2026-12-30T06:00:00Z');
    const seen = (await getClearance(t, as['sldc']!, id)).body.data;
    expect(seen.due).toMatchObject({ isOverdue: true, workingDaysOverdue: 1, text: 'Overdue by 1 working day' });
    const overdue = (await listClearances(t, as['sldc']!, '&overdue=true')).body.data;
    expect(overdue.standingClearanceList.map((r: { id: number }) => r.id)).toEqual([id]);
    const byDue = (await listClearances(t, as['sldc']!, '&sort=due')).body.data.standingClearanceList;
    expect(byDue[0].id).toBe(id);
    expect(byDue.length).toBeGreaterThan(1);
  });

  it('puts the requests on the landing of the role that acts on them: count, overdue and the filtered list', async () => {
    // The tile's list holds what it counts.
    expect((await listClearances(t, as['sldc']!, '&status=Submitted')).body.data.dataCount).toBe(1);
    expect(await queueOf(as['sldc']!)).toEqual({
      key: 'clearancesToActOn',
      label: 'Standing clearances to act on',
      value: 1,
      overdue: 1,
      to: '/standing-clearance-power?status=Submitted',
    });
    // The approvers' queue is the verified ones: none wait now, and the tile still leads to their status.
    expect(await queueOf(as['approver1']!)).toEqual({
      key: 'clearancesToActOn',
      label: 'Standing clearances to act on',
      value: 0,
      overdue: 0,
      to: '/standing-clearance-power?status=SLDCVerified',
    });
    expect(await queueOf(as['oa.drawee']!)).toBeUndefined();
  });

  it('is deemed approved by the clock job once overdue: a System step issues the number and tells the owner', async () => {
    const seen = (await getClearance(t, as['sldc']!, id)).body.data;
    expect(seen.clock).toMatchObject({ dueOn: '2026-12-29', isOverdue: true, text: 'Overdue by 1 working day' });
    expect(seen.actionBar.map((b: { label: string }) => b.label)).toEqual([
      'Verify and Forward',
      'Reject',
      'Seek Clarification',
    ]);
    const tilesOf = async (user: SignedInUser) =>
      new Map<string, number>(
        (await call(t, 'GET', '/api/Dashboard/Summary', undefined, user)).body.data.tiles.map(
          (x: { key: string; value: number }) => [x.key, x.value],
        ),
      );
    const before = await tilesOf(as['sldc']!);
    expect(before.get('overdueClearances')).toBeGreaterThanOrEqual(1);
    expect(before.has('overdueRegistrations')).toBe(true);
    expect((await tilesOf(as['oa.drawee']!)).has('overdueClearances')).toBe(false);
    expect(await t.app.jobs.runDeemed()).toBeGreaterThanOrEqual(1);
    expect((await tilesOf(as['sldc']!)).get('overdueClearances')).toBe(0);
    const after = (await getClearance(t, as['oa.drawee']!, id)).body.data;
    expect(after.status.status).toBe('Approved');
    expect(after.clearanceNo).toMatch(/2026/);
    expect(after.clock).toBeNull();
    expect(after.timeline.at(-1)).toMatchObject({
      action: 'DeemedApproved',
      actorName: 'System',
      actionLabel: 'Deemed approved',
      fromStatusLabel: 'Pending SLDC verification',
      toStatusLabel: 'Approved',
      comments: 'No answer by Dec 29, 2026: concurrence deemed granted',
    });
    expect((await inboxOf('oa.drawee')).bell.some((m) => m.includes(after.clearanceNo) && m.includes('Approved'))).toBe(
      true,
    );
    expect(await t.app.jobs.runDeemed()).toBe(0);
  });
});
