/**
 * The TDS challan reminders job (issue 20; DOMAIN §5 worked example) on a moved clock: a payer withholds ₹200.00 TDS
 * on 10 March; the March challan is due on 30 April, so (3 days) it is 'due soon' from 27 April and overdue from 1
 * May, reminded once in each month of interest with the interest if deposited that day: on 3 May 3 months (March,
 * April, May) × 1.5 % × ₹200.00 = ₹9.00; on 1 June 4 months = ₹12.00. A submitted challan stops them; a reverted one
 * does not (1 July: 5 months = ₹15.00). The ledger gets no interest from the job.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like, sql } from 'drizzle-orm';
import type { SignedInUser } from '@stoa/shared';
import { mailOutbox, notifications } from '../../db/schema/index.ts';
import { duesOf, makePayment } from '../../test/payment-fixtures.ts';
import { submit, validDetails } from '../../test/registration-fixtures.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { pdfBytes, upload } from '../../test/upload.ts';
import { TDS_CHALLAN_REMINDERS_JOB } from './payment-jobs.ts';

const P = '/api/Payment';
// 10 March 2026, 11:30 in Kolkata.
const START = '2026-03-10T06:00:00Z';

let t: TestApp;
let drawee: SignedInUser;
let sldc: SignedInUser;

beforeAll(async () => {
  t = await createTestApp({}, { startAt: START });
  drawee = await t.signIn('oa.drawee');
  sldc = await t.signIn('sldc');
  const tds = { chargeType: 'RegistrationFee', ratePercent: 2, section: '194C', effectiveFrom: '2026-03-10' };
  expect((await call(t, 'POST', '/api/Configuration/Tds/Add', tds, drawee)).status).toBe(200);
  const res = await submit(t, drawee, 'DraweeEntity', await validDetails(t, drawee, 'DraweeEntity'));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const paid = await makePayment(t, drawee, await duesOf(t, drawee), { paymentDate: '2026-03-10' });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  expect((await call(t, 'POST', `${P}/Approve/${paid.body.data.paymentId}`, {}, sldc)).status).toBe(200);
});
afterAll(() => t.close());

/** 11:30 in Kolkata on a date. */
const on = (date: string) => (t.clock.now = new Date(`${date}T06:00:00Z`));
const run = async () => {
  const outcome = await t.app.jobs.scheduler.runNow(TDS_CHALLAN_REMINDERS_JOB, null);
  expect(outcome?.status, outcome?.error ?? '').toBe('Succeeded');
  return outcome!.result;
};
const bells = async () =>
  (
    await t.database.db
      .select({ message: notifications.message, link: notifications.link })
      .from(notifications)
      .where(and(eq(notifications.userId, drawee.id), like(notifications.message, 'Your TDS challan for%')))
      .orderBy(notifications.id)
  ).map((n) => [n.message, n.link]);
const mails = () =>
  t.database.db
    .select({ subject: mailOutbox.subject, text: mailOutbox.text })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, 'oa-drawee@stoa-demo.in'), like(mailOutbox.subject, '%TDS challan%')))
    .orderBy(mailOutbox.id);

const WHAT = 'Your TDS challan for Mar 2026 (₹200.00 deducted)';
const overdue = (interest: string, months: number) =>
  `${WHAT} was due on Apr 30, 2026 and is overdue. Interest so far, if deposited today: ${interest} (${months} month(s) at 1.5 % per month); it grows each month and is charged when the SLDC approves the challan.`;

describe('TDS challan reminders', () => {
  it('says nothing before the 3 days ahead of the due date, then “due soon” once', async () => {
    on('2026-04-26');
    expect(await run()).toEqual({ reminded: 0 });
    on('2026-04-27');
    expect(await run()).toEqual({ reminded: 1 });
    expect(await run()).toEqual({ reminded: 0 });
    on('2026-04-30');
    expect(await run()).toEqual({ reminded: 0 });
    expect(await bells()).toEqual([
      [`${WHAT} is due on Apr 30, 2026. Please deposit it and upload it by then.`, '/payments/challan'],
    ]);
  });

  it('reminds it overdue with the interest so far (3 May: 3 months at 1.5 % = ₹9.00), once in the month', async () => {
    on('2026-05-03');
    expect(await run()).toEqual({ reminded: 1 });
    expect(await run()).toEqual({ reminded: 0 });
    on('2026-05-31');
    expect(await run()).toEqual({ reminded: 0 });
    expect((await bells())[1]).toEqual([overdue('₹9.00', 3), '/payments/challan']);
  });

  it('reminds again when a new month of interest starts (1 June: 4 months = ₹12.00)', async () => {
    on('2026-06-01');
    expect(await run()).toEqual({ reminded: 1 });
    expect(await run()).toEqual({ reminded: 0 });
    expect((await bells())[2]).toEqual([overdue('₹12.00', 4), '/payments/challan']);
    const sent = await mails();
    expect(sent.map((m) => m.subject)).toEqual([
      'STOA Portal: TDS challan due soon',
      'STOA Portal: TDS challan overdue',
      'STOA Portal: TDS challan overdue',
    ]);
    expect(sent[2]!.text).toContain(overdue('₹12.00', 4));
    expect(sent[2]!.text).toContain(`http://localhost:${t.config.PORT}/payments/challan`);
  });

  it('stops while a challan awaits reconciliation; a reverted one is reminded again (1 July: 5 months = ₹15.00)', async () => {
    on('2026-06-02');
    const proof = await upload(t, drawee, 'TdsChallan', 'challan.pdf', pdfBytes('challan'));
    const challan = {
      month: '2026-03',
      challanNumber: '12345',
      bsrCode: '0510002',
      depositDate: '2026-06-02',
      amount: 200,
      proofFileId: (proof.body.data as { id: string }).id,
    };
    const made = await call(t, 'POST', `${P}/MakeTDSPayment`, challan, drawee);
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    on('2026-07-01');
    expect(await run()).toEqual({ reminded: 0 });
    const reason = { reason: 'Challan copy unreadable' };
    expect((await call(t, 'POST', `${P}/RevertTDSPayment/${made.body.data.challanId}`, reason, sldc)).status).toBe(200);
    expect(await run()).toEqual({ reminded: 1 });
    expect((await bells()).at(-1)).toEqual([overdue('₹15.00', 5), '/payments/challan']);
  });

  it('posts no interest to the ledger (that waits for a late challan’s approval)', async () => {
    const result = await t.database.db.execute(sql`select count(*)::int as n from dues where due_type = 'TdsInterest'`);
    expect((result as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });
});
