/**
 * Words that match what happened (issue 36 item 2): after Approve All on an Advance batch with one fitting and one
 * congested application, each application's timeline step and its applicant's bell and mail name that
 * application's own outcome — approved in full, or sent to e-bidding — never the batch's, never 'approved' for the
 * congested one. Margin 5 MW on 10:00–12:00 of Mar 02, 2027 (ATC 50 MW elsewhere):
 *   F (oa.injecting) 3 MW at 05:00–07:00: fits.   C (oa.drawee) 4 MW and C2 (oa.both) 2 MW at 10:00–12:00: Σ 6 > 5.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { SignedInUser, TimelineEntry } from '@stoa/shared';
import { mailOutbox, notifications, users } from '../../db/schema/index.ts';
import { declareAtc, row, seedParties, submitAccepted, type Parties } from '../../test/application-fixtures.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';

const A = '/api/Application';
// Dec 01, 2026 09:30 IST: Advance for March 2027 is open until Dec 31.
const START = '2026-12-01T04:00:00Z';
const DAY = '2027-03-02';
const BATCH = '2027-03-01';

let t: TestApp;
let p: Parties;
let sldc: SignedInUser;
const u: Record<string, SignedInUser> = {};
const ids = { fitting: 0, congested: 0, other: 0 };

async function submit(user: string, seller: number, buyer: number, mw: number, fromBlock: number) {
  const timeBlocks = [row(DAY, fromBlock, fromBlock + 8, mw)];
  return submitAccepted(
    t,
    'Advance',
    { sellerRegistrationId: seller, buyerRegistrationId: buyer, timeBlocks },
    u[user]!,
    sldc,
  );
}

const recordOf = async (id: number, user: string) => {
  const res = await call(t, 'GET', `${A}/Get/${id}`, undefined, u[user]);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { applicationNo: string; timeline: TimelineEntry[] };
};

async function inboxOf(userName: string) {
  const [user] = await t.database.db.select().from(users).where(eq(users.userName, userName));
  const bells = await t.database.db.select().from(notifications).where(eq(notifications.userId, user!.id));
  const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, user!.email));
  return { bells: bells.map((b) => b.message), subjects: mails.map((m) => m.subject) };
}

beforeAll(async () => {
  t = await createTestApp({}, { startAt: START });
  p = await seedParties(t);
  await declareAtc(t, p.corridorId, DAY, (b) => (b >= 41 && b <= 48 ? 5 : 50));
  sldc = await t.signIn('sldc');
  for (const name of ['oa.injecting', 'oa.drawee', 'oa.both']) u[name] = await t.signIn(name);
  ids.fitting = await submit('oa.injecting', p.injecting, p.drawee, 3, 20);
  ids.congested = await submit('oa.drawee', p.both, p.drawee, 4, 40);
  ids.other = await submit('oa.both', p.injecting, p.both, 2, 40);
  expect((await call(t, 'POST', `${A}/ProcessApplications/Advance/${BATCH}`, undefined, sldc)).status).toBe(200);
  const res = await call(t, 'POST', `${A}/ApproveAll/Advance/${BATCH}/2027-03`, undefined, sldc);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
});
afterAll(() => t.close());

describe('Approve All on a batch with a fitting and a congested application (issue 36 item 2)', () => {
  it("names each application's own outcome on its timeline", async () => {
    const fitting = await recordOf(ids.fitting, 'oa.injecting');
    expect(fitting.timeline.at(-1)).toMatchObject({
      action: 'ApproveAll',
      actionLabel: 'Approved in full (Approve All)',
      toStatusLabel: 'Pending SLDC Approval',
      comments: 'Allocated 6.00 MWh',
    });
    const congested = await recordOf(ids.congested, 'oa.drawee');
    expect(congested.timeline.at(-1)).toMatchObject({
      action: 'ApproveAll',
      actionLabel: 'Sent to e-bidding (Approve All)',
      toStatusLabel: 'Congested (E-Bidding)',
      comments: 'Congested blocks sent to e-bidding',
    });
  });

  it('tells the fitting application its approval, and what comes next', async () => {
    const { applicationNo: no } = await recordOf(ids.fitting, 'oa.injecting');
    const inbox = await inboxOf('oa.injecting');
    expect(inbox.bells).toContain(
      `Application ${no} (Advance) was approved in full (Approve All, processing date Mar 01, 2027). ` +
        'It is now Pending SLDC Approval. The SLDC approvers confirm it next.',
    );
    expect(inbox.subjects).toContain(`STOA Portal: Application ${no} (Advance): Approved in full`);
  });

  it('tells the congested application it went to e-bidding, never that it (or its batch) was approved', async () => {
    const { applicationNo: no } = await recordOf(ids.congested, 'oa.drawee');
    const inbox = await inboxOf('oa.drawee');
    const processed = inbox.bells.filter((b) => b.includes('processing date'));
    expect(processed).toEqual([
      `Application ${no} (Advance) was sent to e-bidding for its congested blocks (Approve All, processing date ` +
        'Mar 01, 2027). It is now Congested (E-Bidding). You will be invited to bid for those blocks; its other ' +
        'blocks are allocated.',
    ]);
    expect(processed.join('\n')).not.toMatch(/approved/i);
    expect(inbox.subjects).toContain(`STOA Portal: Application ${no} (Advance): Sent to e-bidding`);
  });
});
