/**
 * The dashboard's shared figures (issue 35 item 5): an SLDC desk's role-wide figures are computed once and shared for
 * DASHBOARD_CACHE_MS (5 s), except that a reader always gets figures begun after their own last write through this
 * instance, after their newest unread notification and after a job's run; the user's own figures (unread
 * notifications) are read on every call. Other changes (here a record written straight to the database, as another
 * instance or another user would) show once the 5 s are up.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DashboardTile, SignedInUser } from '@stoa/shared';
import { notifications, registrations, users } from '../../db/schema/index.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let sldc: SignedInUser;
let applicant: SignedInUser;
let applicantUserId: number;

beforeAll(async () => {
  t = await createTestApp({}, { startAt: '2026-11-25T06:00:00Z' });
  sldc = await t.signIn('sldc');
  applicant = await t.signIn('oa.drawee');
  const [owner] = await t.database.db.select().from(users).where(eq(users.userName, 'oa.drawee'));
  applicantUserId = owner!.id;
});
afterAll(() => t.close());

/** A submitted registration written straight to the database: no request of this instance knows of it. */
async function submitBehindTheInstance(app: TestApp): Promise<void> {
  const at = app.clock.now;
  await app.database.db.insert(registrations).values({
    applicantUserId,
    status: 'Submitted',
    kind: 'Registration',
    entityType: 'DraweeEntity',
    details: {},
    submittedAt: at,
    createdAt: at,
    updatedAt: at,
  });
}

async function tilesOf(app: TestApp, user: SignedInUser): Promise<Map<string, number>> {
  const res = await call(app, 'GET', '/api/Dashboard/Summary', undefined, user);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return new Map((res.body.data.tiles as DashboardTile[]).map((x) => [x.key, x.value]));
}

const waiting = async (app: TestApp, user = sldc) => (await tilesOf(app, user)).get('registrationsSubmitted');

describe("the SLDC desk's shared figures", () => {
  it('serves the role-wide figures for 5 s; a new notification for the reader makes them fresh at once', async () => {
    const before = (await tilesOf(t, sldc)).get('registrationsSubmitted')!;
    await submitBehindTheInstance(t);
    const shared = await tilesOf(t, sldc);
    expect(shared.get('registrationsSubmitted')).toBe(before);
    // The desk is told of it (as a step that moves a record into its queue tells it): its figures are begun afresh.
    await t.database.db.insert(notifications).values({ userId: sldc.id, message: 'A registration is waiting' });
    const told = await tilesOf(t, sldc);
    expect(told.get('unreadNotifications')).toBe(shared.get('unreadNotifications')! + 1);
    expect(told.get('registrationsSubmitted')).toBe(before + 1);
    await submitBehindTheInstance(t);
    expect(await waiting(t)).toBe(before + 1);
    t.clock.advance(5000);
    expect(await waiting(t)).toBe(before + 2);
  });

  it("gives a writer figures begun after their own write through this instance; another's write leaves them shared", async () => {
    const before = (await waiting(t))!;
    await submitBehindTheInstance(t);
    expect((await call(t, 'POST', '/api/Notification/MarkAllRead', {}, applicant)).status).toBe(200);
    expect(await waiting(t)).toBe(before);
    expect((await call(t, 'POST', '/api/Notification/MarkAllRead', {}, sldc)).status).toBe(200);
    expect(await waiting(t)).toBe(before + 1);
  });

  it('computes afresh for everyone after a job has run', async () => {
    const before = (await waiting(t))!;
    await submitBehindTheInstance(t);
    expect(await waiting(t)).toBe(before);
    await t.app.jobs.runExpiry();
    expect(await waiting(t)).toBe(before + 1);
  });

  it('with DASHBOARD_CACHE_MS=0, computes every call', async () => {
    const uncached = await createTestApp({ DASHBOARD_CACHE_MS: '0' });
    try {
      const user = await uncached.signIn('sldc');
      const [owner] = await uncached.database.db.select().from(users).where(eq(users.userName, 'oa.drawee'));
      applicantUserId = owner!.id;
      const before = (await waiting(uncached, user))!;
      await submitBehindTheInstance(uncached);
      expect(await waiting(uncached, user)).toBe(before + 1);
    } finally {
      await uncached.close();
    }
  });
});
