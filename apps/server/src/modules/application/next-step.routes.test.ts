/**
 * The next step on an application's record (issue 36 item 1), through the routes on a moved clock (Tuesday
 * 1 December 2026, 10:00 IST): a day-ahead application for Wednesday 2 first waits for its fee — the applicant is
 * told to pay it, with the Pay link —; once the SLDC accepts it ('Pending STOA Check') the SLDC business user is
 * sent to the Processing tab on its batch, due Tuesday (its processing opens at the 15:00 cut-off), and the
 * applicant is told when the SLDC processes it; an approver reads who acts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NextStep, SignedInUser } from '@stoa/shared';
import { row, seedParties, type Parties } from '../../test/application-fixtures.ts';
import { settleDues } from '../../test/payment-fixtures.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';

const A = '/api/Application';

let t: TestApp;
let p: Parties;
let sldc: SignedInUser;
let injecting: SignedInUser;
let approver: SignedInUser;
const app = { id: 0, applicationNo: '' };

beforeAll(async () => {
  t = await createTestApp({}, { startAt: '2026-12-01T04:30:00Z' });
  p = await seedParties(t);
  sldc = await t.signIn('sldc');
  injecting = await t.signIn('oa.injecting');
  approver = await t.signIn('approver1');
});
afterAll(() => t.close());

const nextStepOf = async (user: SignedInUser): Promise<NextStep | null> => {
  const res = await call(t, 'GET', `${A}/Get/${app.id}`, undefined, user);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.nextStep as NextStep | null;
};

describe('a day-ahead application’s next step', () => {
  it('submitted, fee owed: the applicant pays it (Pay link); the SLDC reads that the check waits for it', async () => {
    const body = { isDraft: false, sellerRegistrationId: p.injecting, buyerRegistrationId: p.drawee };
    const res = await call(
      t,
      'POST',
      `${A}/Submit/DayAhead`,
      { ...body, timeBlocks: [row('2026-12-02', 40, 48, 2)] },
      injecting,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    Object.assign(app, res.body.data);
    expect(await nextStepOf(injecting)).toMatchObject({
      actor: 'You',
      text: "Pay the fee: the SLDC's check starts once it is paid.",
      link: {
        label: 'Pay the fee',
        path: `/payments/dashboard?tab=dues&search=${encodeURIComponent(app.applicationNo)}`,
      },
    });
    expect(await nextStepOf(sldc)).toMatchObject({ actor: 'The applicant', isYours: false, link: null });
  });

  it('paid: the SLDC verifies it, on its clock', async () => {
    await settleDues(t, 'Application', app.id);
    const step = await nextStepOf(sldc);
    expect(step).toMatchObject({ actor: 'You', isYours: true, link: null });
    expect(step?.dueText).toMatch(/^Due by /);
  });

  it('accepted (Pending STOA Check): the SLDC processes it on the Processing tab; the applicant is told when', async () => {
    expect((await call(t, 'POST', `${A}/Approve/DayAhead/${app.id}`, {}, sldc)).status).toBe(200);
    expect(await nextStepOf(sldc)).toEqual({
      text: 'Process the batch of day-ahead applications for Dec 02, 2026 on the Processing tab (from Dec 01, 2026 3:00 PM).',
      actor: 'You',
      isYours: true,
      due: '2026-12-01',
      dueText: 'By Dec 01, 2026',
      link: {
        label: 'Open the Processing tab',
        path: '/applications/sldc/DayAhead?tab=processing&batch=DayAhead:2026-12-02',
      },
    });
    expect(await nextStepOf(injecting)).toMatchObject({
      text: 'The SLDC processes day-ahead applications for Dec 02, 2026 from Dec 01, 2026 3:00 PM; you will be told the outcome.',
      actor: 'SLDC Business User',
      isYours: false,
      due: '2026-12-01',
      link: null,
    });
    expect(await nextStepOf(approver)).toMatchObject({
      text: 'The SLDC processes day-ahead applications for Dec 02, 2026 from Dec 01, 2026 3:00 PM.',
      link: null,
    });
  });
});
