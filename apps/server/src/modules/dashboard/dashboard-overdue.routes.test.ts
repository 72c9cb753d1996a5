/**
 * The overdue tiles open their lists filtered to what they count: `?overdue=true` on the registration requests, the
 * inter-state registrations and an SLDC application list keeps only the records waiting on the caller past their
 * clock. Per workflow two submitted records wait on the SLDC business user: one entered 'Submitted' on 2 Nov 2026
 * (long overdue on the test's clock, 25 Nov), one on 25 Nov itself (within its clock).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardTile, SignedInUser } from '@stoa/shared';
import { applications, interStateRegistrations, registrations, users, workflowEvents } from '../../db/schema/index.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { eq } from 'drizzle-orm';

const NOW = '2026-11-25T06:00:00Z';
const OLD = new Date('2026-11-02T06:00:00Z');
const FRESH = new Date('2026-11-25T05:00:00Z');

let t: TestApp;
let sldc: SignedInUser;
const ids = { registration: [0, 0], interState: [0, 0], application: [0, 0] };

/** A record's entry into 'Submitted' on its timeline (its clock starts there). */
const submittedOn = (recordType: string, recordId: number, occurredAt: Date, actorUserId: number) => ({
  recordType,
  recordId,
  action: 'Submit',
  fromStatus: 'Draft',
  toStatus: 'Submitted',
  actorUserId,
  actorRole: 'OABusinessUser',
  occurredAt,
});

beforeAll(async () => {
  t = await createTestApp({}, { startAt: NOW });
  const db = t.database.db;
  const [owner] = await db.select().from(users).where(eq(users.userName, 'oa.drawee'));
  const applicantUserId = owner!.id;
  for (const [i, at] of [OLD, FRESH].entries()) {
    const common = { applicantUserId, status: 'Submitted', details: {}, createdAt: at, updatedAt: at };
    const [r] = await db
      .insert(registrations)
      .values({ ...common, kind: 'Registration', entityType: 'DraweeEntity', submittedAt: at })
      .returning();
    const [s] = await db
      .insert(interStateRegistrations)
      .values({ ...common, sector: 'C&I Consumer' })
      .returning();
    const [a] = await db
      .insert(applications)
      .values({ ...common, type: 'FCFS', fromDate: '2026-12-10', toDate: '2026-12-10', submittedAt: at })
      .returning();
    Object.assign(ids.registration, { [i]: r!.id });
    Object.assign(ids.interState, { [i]: s!.id });
    Object.assign(ids.application, { [i]: a!.id });
    await db
      .insert(workflowEvents)
      .values([
        submittedOn('Registration', r!.id, at, applicantUserId),
        submittedOn('InterStateRegistration', s!.id, at, applicantUserId),
        submittedOn('Application', a!.id, at, applicantUserId),
      ]);
  }
  sldc = await t.signIn('sldc');
});
afterAll(() => t.close());

async function idsOf(path: string, list: string, user = sldc): Promise<number[]> {
  const res = await call(t, 'GET', path, undefined, user);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.data[list] as { id: number }[]).map((r) => r.id).sort((a, b) => a - b);
}

describe('the lists behind the overdue tiles', () => {
  it('registration requests: overdue=true keeps only the overdue one', async () => {
    const path = '/api/Registration/GetRegistrations';
    expect(await idsOf(`${path}?status=Submitted`, 'registrationList')).toEqual(ids.registration);
    expect(await idsOf(`${path}?overdue=true`, 'registrationList')).toEqual([ids.registration[0]]);
    expect(await idsOf(`${path}?overdue=false`, 'registrationList')).toEqual(ids.registration);
    // Approver I answers none of them: nothing of theirs is overdue.
    expect(await idsOf(`${path}?overdue=true`, 'registrationList', await t.signIn('approver1'))).toEqual([]);
  });

  it('inter-state registrations: overdue=true keeps only the overdue one', async () => {
    const path = '/api/InterStateRegistration/GetAll';
    expect(await idsOf(path, 'registrationList')).toEqual(ids.interState);
    expect(await idsOf(`${path}?overdue=true`, 'registrationList')).toEqual([ids.interState[0]]);
  });

  it('an SLDC application list: overdue=true keeps only the overdue one, of its type', async () => {
    const path = '/api/Application/GetAll';
    expect(await idsOf(`${path}/FCFS`, 'items')).toEqual(ids.application);
    expect(await idsOf(`${path}/FCFS?overdue=true`, 'items')).toEqual([ids.application[0]]);
    expect(await idsOf(`${path}/DayAhead?overdue=true`, 'items')).toEqual([]);
  });

  it('refuses an overdue flag that is neither true nor false (400)', async () => {
    const res = await call(t, 'GET', '/api/InterStateRegistration/GetAll?overdue=yes', undefined, sldc);
    expect(res.status).toBe(400);
  });
});

describe('the overdue tiles link to those lists', () => {
  it('gives the SLDC each count with its filtered list', async () => {
    const res = await call(t, 'GET', '/api/Dashboard/Summary', undefined, sldc);
    const tiles = new Map((res.body.data.tiles as DashboardTile[]).map((x) => [x.key, x]));
    expect(tiles.get('overdueRegistrations')).toMatchObject({ value: 1, to: '/registrations?overdue=true' });
    expect(tiles.get('overdueInterState')).toMatchObject({ value: 1, to: '/inter-state-registration?overdue=true' });
    // The SLDC application lists are per type: the first type holding an overdue one.
    expect(tiles.get('overdueApplications')).toMatchObject({ value: 1, to: '/applications/sldc/FCFS?overdue=true' });
  });

  it('links the Admin’s user tiles to the Users List filtered by state', async () => {
    const res = await call(t, 'GET', '/api/Dashboard/Summary', undefined, await t.signIn('admin'));
    const to = Object.fromEntries((res.body.data.tiles as DashboardTile[]).map((x) => [x.key, x.to]));
    expect(to).toMatchObject({
      users: '/admin/users',
      disabledUsers: '/admin/users?state=Disabled',
      pendingUsers: '/admin/users?state=Pending',
      defaulters: '/admin/users?state=Defaulter',
    });
  });
});
