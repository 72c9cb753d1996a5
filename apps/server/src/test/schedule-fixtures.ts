/**
 * Approved applications to revise or curtail (issue 18), arranged through the real routes: submitted, dues settled,
 * the SLDC's STOA check, FCFS allocation in order of receipt, approvers I and II. The dues of the allocated schedule
 * are settled too, so what a change reverses becomes refundable.
 */
import { expect } from 'vitest';
import type { SignedInUser } from '@stoa/shared';
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
