/**
 * Fee timing (DOMAIN §5, issue 34 item 9) through the routes on a moved clock, worked by hand on December 2026
 * (Tuesday 1, Friday 4, Saturday 5, Sunday 6 off, Monday 7, Tuesday 8, Wednesday 9; IST = UTC+05:30):
 * - a day-ahead application submitted Tuesday 10:00 for Wednesday owes its ₹5,000.00 fee by Tuesday 15:00 IST, and
 *   is overdue from 15:01; a contingency same-day one at once; an FCFS one submitted Saturday by Wednesday;
 * - the applicant's record says what it owes, with the Pay link to its dues; the SLDC's says what is missing, and
 *   refuses Accept in the one wording of a STOA check not met;
 * - the SLDC's 2-working-day clock on the submitted record waits while the fee is owed (record, list, overdue
 *   filter, dashboard) and runs from the day the applicant paid: paid Friday 4 → due Monday 7, overdue Tuesday 8.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardTile, DueRow, SignedInUser } from '@stoa/shared';
import { row, seedParties, type Parties } from '../../test/application-fixtures.ts';
import { duesOf, makePayment } from '../../test/payment-fixtures.ts';
import { bearer, call, createTestApp, type TestApp } from '../../test/test-app.ts';

const A = '/api/Application';
/** Tuesday 1 December 2026, 10:00 IST. */
const TUESDAY_10 = '2026-12-01T04:30:00Z';
const WAITING = {
  dueOn: null,
  isOverdue: false,
  workingDaysLeft: 0,
  workingDaysOverdue: 0,
  isWaitingForFee: true,
  text: "Waiting for the applicant's fee",
};

let t: TestApp;
let p: Parties;
let sldc: SignedInUser;
let injecting: SignedInUser;
let drawee: SignedInUser;
const dayAhead = { id: 0, applicationNo: '' };

beforeAll(async () => {
  t = await createTestApp({}, { startAt: TUESDAY_10 });
  p = await seedParties(t);
  sldc = await t.signIn('sldc');
  injecting = await t.signIn('oa.injecting');
  drawee = await t.signIn('oa.drawee');
});
afterAll(() => t.close());

const at = (iso: string) => {
  t.clock.now = new Date(iso);
};

async function submit(user: SignedInUser, type: string, timeBlocks: unknown[]) {
  const body = { isDraft: false, sellerRegistrationId: p.injecting, buyerRegistrationId: p.drawee, timeBlocks };
  const res = await call(t, 'POST', `${A}/Submit/${type}`, body, user);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { id: number; applicationNo: string };
}

const feeDueOf = async (user: SignedInUser, applicationNo: string): Promise<DueRow> =>
  (await duesOf(t, user, `&dueType=ApplicationFee&search=${encodeURIComponent(applicationNo)}`))[0]!;

const detailOf = async (user: SignedInUser, id: number) =>
  (await call(t, 'GET', `${A}/Get/${id}`, undefined, user)).body.data;

async function sldcListClock(id: number, overdue = false) {
  const res = await call(
    t,
    'GET',
    `${A}/GetAll/DayAhead?pageSize=100${overdue ? '&overdue=true' : ''}`,
    undefined,
    sldc,
  );
  expect(res.status).toBe(200);
  const rows = res.body.data.items as { id: number; clock: unknown }[];
  return { listed: rows.some((r) => r.id === id), clock: rows.find((r) => r.id === id)?.clock };
}

async function overdueTile(): Promise<number> {
  const tiles = (await call(t, 'GET', '/api/Dashboard/Summary', undefined, sldc)).body.data.tiles as DashboardTile[];
  return tiles.find((tile) => tile.key === 'overdueApplications')?.value ?? 0;
}

describe('an application fee falls due by its type', () => {
  it('day-ahead submitted Tuesday 10:00 for Wednesday: due Tuesday 15:00 IST, overdue from 15:01', async () => {
    Object.assign(dayAhead, await submit(injecting, 'DayAhead', [row('2026-12-02', 40, 48, 2)]));
    const due = await feeDueOf(injecting, dayAhead.applicationNo);
    expect(due).toMatchObject({ charged: 5000, dueOn: '2026-12-01', dueAt: '2026-12-01T09:30:00.000Z', status: 'Due' });
    at('2026-12-01T09:30:00Z');
    expect((await feeDueOf(injecting, dayAhead.applicationNo)).status).toBe('Due');
    at('2026-12-01T09:31:00Z');
    expect((await feeDueOf(injecting, dayAhead.applicationNo)).status).toBe('Overdue');
    const file = await t.app.inject({
      method: 'GET',
      url: '/api/Payment/DownloadPayments?view=dues&format=csv',
      headers: bearer(injecting),
    });
    // Due By its date, Due At its time (ISO, IST): a due with a time of day.
    expect(file.body).toContain('2026-12-01,2026-12-01T15:00:00+05:30');
  });

  it('contingency same-day: due at once, the day it is submitted', async () => {
    // 15:01: the same day's blocks from 16:15 on (4 blocks after the next boundary).
    const sameDay = await submit(injecting, 'ContingencySameDay', [row('2026-12-01', 68, 72, 2)]);
    expect(await feeDueOf(injecting, sameDay.applicationNo)).toMatchObject({ dueOn: '2026-12-01', dueAt: null });
  });
});

describe('the record says what the fee needs; the SLDC refuses Accept in the one wording', () => {
  it('the applicant reads what it owes with the Pay link to the dues, which list the fee ready to pay', async () => {
    const own = await detailOf(injecting, dayAhead.id);
    const link = `/payments/dashboard?tab=dues&search=${encodeURIComponent(dayAhead.applicationNo)}`;
    expect(own.fee).toEqual({
      label: 'Application Fee',
      amount: 5000,
      owed: 5000,
      state: 'Owed',
      dueOn: '2026-12-01',
      dueAt: '2026-12-01T09:30:00.000Z',
      detail: '₹5,000.00 due; not paid yet.',
      isPayer: true,
      payLink: link,
    });
    const search = new URLSearchParams(link.split('?')[1]).get('search')!;
    const listed = await duesOf(t, injecting, `&search=${encodeURIComponent(search)}`);
    expect(listed.find((d) => d.dueType === 'ApplicationFee')).toMatchObject({ balance: 5000, pendingPaymentId: null });
  });

  it('the SLDC reads what is missing, no Pay link; Accept is refused saying so', async () => {
    const theirs = await detailOf(sldc, dayAhead.id);
    expect(theirs.fee).toMatchObject({
      state: 'Owed',
      detail: '₹5,000.00 due; not paid yet.',
      isPayer: false,
      payLink: null,
    });
    const accept = theirs.actionBar.find((b: { action: string }) => b.action === 'Forward');
    const refusal = 'The STOA check is not met: Application fee (₹5,000.00 due; not paid yet).';
    expect(accept.disabledReason).toBe(refusal);
    const refused = await call(t, 'POST', `${A}/Approve/DayAhead/${dayAhead.id}`, {}, sldc);
    expect(refused.status).toBe(422);
    expect(refused.body.errors?.[0]?.errorMessages[0]).toBe(refusal);
  });
});

describe('the SLDC’s clock waits while the applicant owes the fee', () => {
  it('Friday 4: no due date on the record nor the list, not overdue anywhere (unpaused it was due Thursday 3)', async () => {
    at('2026-12-04T04:30:00Z');
    expect((await detailOf(sldc, dayAhead.id)).clock).toEqual(WAITING);
    expect(await sldcListClock(dayAhead.id)).toEqual({ listed: true, clock: WAITING });
    expect((await sldcListClock(dayAhead.id, true)).listed).toBe(false);
    expect(await overdueTile()).toBe(0);
  });

  it('paid Friday 4 (awaiting reconciliation): the applicant is told; the clock runs, due Monday 7', async () => {
    const due = await feeDueOf(injecting, dayAhead.applicationNo);
    const paid = await makePayment(t, injecting, [due], { referenceNumber: 'UTR-FEE-1' });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect((await detailOf(injecting, dayAhead.id)).fee).toMatchObject({
      state: 'AwaitingReconciliation',
      owed: 5000,
      detail: '₹5,000.00 due; a payment awaits reconciliation.',
      payLink: null,
    });
    expect((await detailOf(sldc, dayAhead.id)).clock).toMatchObject({
      dueOn: '2026-12-07',
      isOverdue: false,
      text: 'Due by Dec 07, 2026 (2 working days left)',
    });
  });

  it('Tuesday 8: overdue by 1 working day on the record, the list, its overdue filter and the dashboard', async () => {
    at('2026-12-08T04:30:00Z');
    const overdue = { dueOn: '2026-12-07', isOverdue: true, workingDaysOverdue: 1 };
    expect((await detailOf(sldc, dayAhead.id)).clock).toMatchObject(overdue);
    expect((await sldcListClock(dayAhead.id, true)).clock).toMatchObject(overdue);
    expect(await overdueTile()).toBe(1);
  });
});

describe('FCFS', () => {
  it('submitted Saturday 5 with Sunday off: due the following Wednesday 9', async () => {
    at('2026-12-05T05:30:00Z');
    const fcfs = await submit(drawee, 'FCFS', [row('2026-12-12', 40, 48, 2)]);
    expect(await feeDueOf(drawee, fcfs.applicationNo)).toMatchObject({ dueOn: '2026-12-09', dueAt: null });
  });
});
