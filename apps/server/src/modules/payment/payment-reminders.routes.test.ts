/**
 * The payment reminders job (issue 20) on a moved clock: a registration fee raised on 20 November is due on 27
 * November (7 days); with the default 3 days its payer is reminded 'due soon' from 24 November and 'overdue' from 28
 * November — once each, a bell and a mail, however often the job runs. A paid due and a due whose payment awaits
 * reconciliation draw none.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import type { SignedInUser } from '@stoa/shared';
import { mailOutbox, notifications } from '../../db/schema/index.ts';
import { duesOf, makePayment, settleDues } from '../../test/payment-fixtures.ts';
import { submit, validDetails } from '../../test/registration-fixtures.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { PAYMENT_REMINDERS_JOB } from './payment-jobs.ts';

// 20 November 2026, 11:30 in Kolkata.
const START = '2026-11-20T06:00:00Z';

let t: TestApp;
let drawee: SignedInUser;
let paid: SignedInUser;
let paying: SignedInUser;
let registrationId: number;

const register = async (user: SignedInUser, entityType: 'DraweeEntity' | 'InjectingEntity' | 'BothEntity') => {
  const res = await submit(t, user, entityType, await validDetails(t, user, entityType));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.id as number;
};

beforeAll(async () => {
  t = await createTestApp({}, { startAt: START });
  drawee = await t.signIn('oa.drawee');
  paid = await t.signIn('oa.injecting');
  paying = await t.signIn('oa.both');
  registrationId = await register(drawee, 'DraweeEntity');
  // Paid (arranged: settled over the ledger) and paid but not yet reconciled.
  await settleDues(t, 'Registration', await register(paid, 'InjectingEntity'));
  await register(paying, 'BothEntity');
  const pending = await makePayment(t, paying, await duesOf(t, paying));
  expect(pending.status, JSON.stringify(pending.body)).toBe(200);
});
afterAll(() => t.close());

const at = (iso: string) => (t.clock.now = new Date(iso));
const run = async () => {
  const outcome = await t.app.jobs.scheduler.runNow(PAYMENT_REMINDERS_JOB, null);
  expect(outcome?.status, outcome?.error ?? '').toBe('Succeeded');
  return outcome!.result;
};
const bellsOf = async (user: SignedInUser) =>
  (
    await t.database.db
      .select({ message: notifications.message, link: notifications.link })
      .from(notifications)
      .where(and(eq(notifications.userId, user.id), like(notifications.message, 'Your Registration Fee%')))
      .orderBy(notifications.id)
  ).map((n) => [n.message, n.link]);
const mailsTo = async (userName: string) =>
  (
    await t.database.db
      .select({ subject: mailOutbox.subject, text: mailOutbox.text })
      .from(mailOutbox)
      .where(
        and(eq(mailOutbox.to, `${userName.replace('.', '-')}@stoa-demo.in`), like(mailOutbox.subject, '%Payment%')),
      )
      .orderBy(mailOutbox.id)
  ).map((m) => m.subject);

describe('payment-due reminders', () => {
  const what = () => `Your Registration Fee of ₹10,000.00 for Registration ${registrationId}`;
  const link = () => `/payments/dashboard?tab=dues&search=Registration%20${registrationId}`;

  it('sends nothing while the due is more than 3 days away', async () => {
    at('2026-11-23T18:00:00Z'); // 23:30 on 23 November in Kolkata
    expect(await run()).toEqual({ reminded: 0 });
    expect(await bellsOf(drawee)).toEqual([]);
  });

  it('reminds the payer once that the due is soon (3 days before), bell and mail', async () => {
    at('2026-11-24T00:30:00Z'); // 06:00 on 24 November
    expect(await run()).toEqual({ reminded: 1 });
    expect(await run()).toEqual({ reminded: 0 });
    at('2026-11-27T12:00:00Z');
    expect(await run()).toEqual({ reminded: 0 });
    expect(await bellsOf(drawee)).toEqual([[`${what()} is due on Nov 27, 2026. Please pay it by then.`, link()]]);
    expect(await mailsTo('oa.drawee')).toEqual(['STOA Portal: Payment due soon']);
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, 'STOA Portal: Payment due soon'));
    expect(mail!.text).toContain(`http://localhost:${t.config.PORT}${link()}`);
  });

  it('reminds it once more the day after its date (overdue)', async () => {
    at('2026-11-27T18:31:00Z'); // 00:01 on 28 November
    expect(await run()).toEqual({ reminded: 1 });
    at('2026-12-05T06:00:00Z');
    expect(await run()).toEqual({ reminded: 0 });
    expect((await bellsOf(drawee))[1]).toEqual([
      `${what()} was due on Nov 27, 2026 and is overdue. Please pay it now.`,
      link(),
    ]);
    expect(await mailsTo('oa.drawee')).toEqual(['STOA Portal: Payment due soon', 'STOA Portal: Payment overdue']);
  });

  it('never reminds of a paid due, nor of one whose payment awaits reconciliation', async () => {
    expect(await bellsOf(paid)).toEqual([]);
    expect(await bellsOf(paying)).toEqual([]);
    expect(await mailsTo('oa.injecting')).toEqual([]);
    expect(await mailsTo('oa.both')).toEqual([]);
  });

  it('logs each run on the jobs page', async () => {
    const admin = await t.signIn('admin');
    const runs = await call(t, 'GET', `/api/Jobs/GetRuns?job=${PAYMENT_REMINDERS_JOB}&pageSize=50`, undefined, admin);
    expect(runs.body.data.runs.map((r: { result: string }) => r.result)).toEqual([
      'reminded: 0',
      'reminded: 1',
      'reminded: 0',
      'reminded: 0',
      'reminded: 1',
      'reminded: 0',
    ]);
  });
});
