/**
 * Approved applications to revise or curtail (issue 18), arranged through the real routes: submitted, dues settled,
 * the SLDC's STOA check, FCFS allocation in order of receipt, approvers I and II. The dues of the allocated schedule
 * are settled too, so what a change reverses becomes refundable.
 */
import { expect } from 'vitest';
import type { SignedInUser } from '@stoa/shared';
import { declareAtc, seedParties } from './application-fixtures.ts';
import { settleDues } from './payment-fixtures.ts';
import { call, type TestApp } from './test-app.ts';

const A = '/api/Application';

export interface Desk {
  sldc: SignedInUser;
  approver1: SignedInUser;
  approver2: SignedInUser;
}

export async function signInDesk(t: TestApp): Promise<Desk> {
  return {
    sldc: await t.signIn('sldc'),
    approver1: await t.signIn('approver1'),
    approver2: await t.signIn('approver2'),
  };
}

/** FCFS applications (submitted in this order) taken to Approved; answers their ids. */
export async function approvedFcfs(
  t: TestApp,
  desk: Desk,
  requests: readonly { user: SignedInUser; body: Record<string, unknown> }[],
  processingDate: string,
): Promise<number[]> {
  const ids: number[] = [];
  for (const { user, body } of requests) {
    const res = await call(t, 'POST', `${A}/Submit/FCFS`, { isDraft: false, ...body }, user);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    ids.push(res.body.data.id);
    t.clock.advance(1000);
  }
  for (const id of ids) {
    await settleDues(t, 'Application', id);
    expect((await call(t, 'POST', `${A}/Approve/FCFS/${id}`, {}, desk.sldc)).status).toBe(200);
  }
  const res = await call(t, 'POST', `${A}/AllocateQuantumProRataBasis/${processingDate}/FCFS`, undefined, desk.sldc);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  for (const id of ids) {
    for (const approver of [desk.approver1, desk.approver2]) {
      const step = await call(t, 'POST', `${A}/Approve/FCFS/${id}`, {}, approver);
      expect(step.status, JSON.stringify(step.body)).toBe(200);
    }
    await settleDues(t, 'Application', id);
  }
  return ids;
}

/** The dates of the worked example below. */
export const EXAMPLE_DAYS = ['2026-12-10', '2026-12-11', '2026-12-12'] as const;

/** A row of 96 blocks (all day) from `from` to `to` at `mw`. */
export const allDay = (from: string, to: string, mw: number) => ({
  oaFromDate: from,
  oaToDate: to,
  fromTimeBlock: 0,
  toTimeBlock: 96,
  oaRequirement: mw,
});

/**
 * The worked example of issues 18 and 19 (the clock on 1 Dec 2026, 09:30 IST): two FCFS applications approved and
 * paid, ATC 20 MW on each example day — A (oa.drawee buys from oa.injecting) 5 MW all day 10–12 Dec; C (oa.both buys)
 * 3 MW all day 10 Dec.
 */
export async function twoApprovedFcfs(t: TestApp) {
  const p = await seedParties(t);
  const desk = await signInDesk(t);
  const drawee = await t.signIn('oa.drawee');
  const both = await t.signIn('oa.both');
  for (const d of EXAMPLE_DAYS) await declareAtc(t, p.corridorId, d, 20);
  const body = (buyer: number, rows: unknown[]) => ({
    sellerRegistrationId: p.injecting,
    buyerRegistrationId: buyer,
    timeBlocks: rows,
  });
  const [appA, appC] = (await approvedFcfs(
    t,
    desk,
    [
      { user: drawee, body: body(p.drawee, [allDay(EXAMPLE_DAYS[0], EXAMPLE_DAYS[2], 5)]) },
      { user: both, body: body(p.both, [allDay(EXAMPLE_DAYS[0], EXAMPLE_DAYS[0], 3)]) },
    ],
    '2026-12-01',
  )) as [number, number];
  return { p, desk, drawee, both, appA, appC };
}
