/**
 * A registration whose fee gates the STOA check's mandatory checks (DOMAIN §5, issue 34 item 9): while its applicant
 * owes the ₹10,000.00 registration fee the SLDC's 3-working-day clock on 'Pending STOA check' waits (record, list,
 * overdue filter); the applicant's record says what it owes with the Pay link; the SLDC's Verify and Forward is
 * refused in the one wording the application's Accept uses. Paid on Tuesday 24 November 2026, the clock runs from
 * then: Wednesday 25 (1), Thursday 26 (2), Friday 27 (3) → due Friday 27, overdue on Saturday 28.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordStatus, SignedInUser } from '@stoa/shared';
import { duesOf, makePayment } from '../../test/payment-fixtures.ts';
import { act, submit, validDetails, verifyAll } from '../../test/registration-fixtures.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';

/** Friday 20 November 2026, 11:30 IST. */
const START = '2026-11-20T06:00:00Z';
const R = '/api/Registration';

let t: TestApp;
let drawee: SignedInUser;
let sldc: SignedInUser;
let id: number;

/** Who forwards a registration in each status on its way to the STOA check. */
const FORWARDER: Partial<Record<RecordStatus, string>> = {
  Submitted: 'sldc',
  PendingDISCOMApproval: 'discom',
  PendingTRANSCOApproval: 'transco',
};

const recordAs = async (user: SignedInUser) =>
  (await call(t, 'GET', `${R}/GetDraweeEntityRegistration/${id}`, undefined, user)).body.data;

async function listed(overdue: boolean) {
  const res = await call(
    t,
    'GET',
    `${R}/GetRegistrations?pageSize=100${overdue ? '&overdue=true' : ''}`,
    undefined,
    sldc,
  );
  expect(res.status).toBe(200);
  return (res.body.data.registrationList as { id: number; clock: unknown }[]).find((r) => r.id === id);
}

beforeAll(async () => {
  t = await createTestApp({}, { startAt: START });
  drawee = await t.signIn('oa.drawee');
  sldc = await t.signIn('sldc');
  const res = await submit(t, drawee, 'DraweeEntity', await validDetails(t, drawee, 'DraweeEntity'));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  id = res.body.data.id;
  await verifyAll(t, sldc, id, 'DraweeEntity');
  for (let status = (await recordAs(sldc)).status.status as RecordStatus; FORWARDER[status];) {
    const done = await act(t, await t.signIn(FORWARDER[status]!), 'ApproveAndForward', id, 'DraweeEntity');
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    status = (await recordAs(sldc)).status.status;
  }
  expect((await recordAs(sldc)).status.status).toBe('PendingSTOACheck');
});
afterAll(() => t.close());

describe('a registration’s STOA check waits for its fee', () => {
  it('the applicant reads what it owes, with the Pay link; the SLDC what is missing', async () => {
    const own = (await recordAs(drawee)).fee;
    expect(own).toMatchObject({ label: 'Registration Fee', amount: 10000, owed: 10000, state: 'Owed' });
    expect(own.payLink).toBe(`/payments/dashboard?tab=dues&search=Registration%20${id}`);
    expect((await recordAs(sldc)).fee).toMatchObject({ detail: '₹10,000.00 due; not paid yet.', payLink: null });
  });

  it('refuses Verify and Forward in the same words as an application’s Accept', async () => {
    const refusal = 'The STOA check is not met: Registration fee (₹10,000.00 due; not paid yet).';
    const bar = (await recordAs(sldc)).actionBar as { action: string; disabledReason: string | null }[];
    expect(bar.find((b) => b.action === 'Forward')?.disabledReason).toBe(refusal);
    const refused = await act(t, sldc, 'ApproveAndForward', id, 'DraweeEntity');
    expect(refused.status).toBe(422);
    expect(refused.body.errors?.[0]?.errorMessages[0]).toBe(refusal);
  });

  it('a week on, the clock still waits: no due date, not in the overdue filter', async () => {
    t.clock.now = new Date('2026-11-27T06:00:00Z');
    const waiting = { dueOn: null, isOverdue: false, isWaitingForFee: true, text: "Waiting for the applicant's fee" };
    expect((await recordAs(sldc)).clock).toMatchObject(waiting);
    expect((await listed(false))?.clock).toMatchObject(waiting);
    expect(await listed(true)).toBeUndefined();
  });

  it('paid Tuesday 24: the clock runs from then, due Friday 27, overdue Saturday 28', async () => {
    t.clock.now = new Date('2026-11-24T06:00:00Z');
    const due = (await duesOf(t, drawee)).find((d) => d.recordId === id)!;
    const paid = await makePayment(t, drawee, [due], { referenceNumber: 'UTR-REG-1' });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect((await recordAs(drawee)).fee).toMatchObject({ state: 'AwaitingReconciliation', payLink: null });
    expect((await recordAs(sldc)).clock).toMatchObject({ dueOn: '2026-11-27', isOverdue: false });
    t.clock.now = new Date('2026-11-28T06:00:00Z');
    expect((await recordAs(sldc)).clock).toMatchObject({ dueOn: '2026-11-27', isOverdue: true, workingDaysOverdue: 1 });
    expect((await listed(true))?.clock).toMatchObject({ dueOn: '2026-11-27', isOverdue: true });
  });
});
