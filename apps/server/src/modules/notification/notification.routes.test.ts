import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedInUser } from '@stoa/shared';
import { notifications } from '../../db/schema/index.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let sldc: SignedInUser;
let admin: SignedInUser;
beforeAll(async () => {
  t = await createTestApp();
  sldc = await t.signIn('sldc');
  admin = await t.signIn('admin');
});
afterAll(() => t.close());

const get = (url: string, user: SignedInUser) => t.app.inject({ method: 'GET', url, headers: bearer(user) });

describe('notifications (spec §7.10)', () => {
  it("counts and lists only the signed-in user's unread notifications, newest first", async () => {
    t.clock.advance(1000);
    await t.database.db.insert(notifications).values([
      {
        userId: sldc.id,
        message: 'Registration REG-1 awaits your verification',
        createdAt: new Date(Date.now() + 1000),
      },
      { userId: admin.id, message: 'Not for sldc' },
    ]);
    const count = await get('/api/Notification/NotificationCount', sldc);
    expect(count.json()).toEqual({ isSuccessful: true, data: { count: 2 } });
    const list = (await get('/api/Notification/NotificationResult', sldc)).json().data;
    expect(list.map((n: { message: string }) => n.message)).toEqual([
      'Registration REG-1 awaits your verification',
      'Welcome to the STOA Portal, Tage. Your account is ready.',
    ]);
    expect(new Date(list[0].notificationTimeSpan).toString()).not.toBe('Invalid Date');
  });

  it('marks all read: the count drops to zero and the list empties, for that user only', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Notification/MarkAllRead',
      headers: bearer(sldc),
      payload: {},
    });
    expect(res.json().data).toEqual({ marked: 2 });
    expect((await get('/api/Notification/NotificationCount', sldc)).json().data.count).toBe(0);
    expect((await get('/api/Notification/NotificationResult', sldc)).json().data).toEqual([]);
    expect((await get('/api/Notification/NotificationCount', admin)).json().data.count).toBe(2);
  });
});

describe('notifications lead somewhere (issue #15)', () => {
  const post = (url: string, user: SignedInUser) =>
    t.app.inject({ method: 'POST', url, headers: bearer(user), payload: {} });

  it("lists each notification with its id, read state and the record's web path", async () => {
    const [row] = await t.database.db
      .insert(notifications)
      .values({
        userId: sldc.id,
        message: 'Registration REG-2 awaits your action',
        link: '/registrations/view/Drawee/2',
      })
      .returning();
    const list = (await get('/api/Notification/NotificationResult', sldc)).json().data;
    expect(list[0]).toMatchObject({ id: row!.id, isRead: false, link: '/registrations/view/Drawee/2' });
  });

  it('marks one notification read: it leaves the bell, the others stay; twice is harmless', async () => {
    const [a, b] = await t.database.db
      .insert(notifications)
      .values([
        { userId: sldc.id, message: 'A', link: null },
        { userId: sldc.id, message: 'B', link: null },
      ])
      .returning();
    expect((await post(`/api/Notification/MarkRead/${a!.id}`, sldc)).json().data).toEqual({ marked: 1 });
    expect((await post(`/api/Notification/MarkRead/${a!.id}`, sldc)).json().data).toEqual({ marked: 0 });
    const ids = (await get('/api/Notification/NotificationResult', sldc)).json().data.map((n: { id: number }) => n.id);
    expect(ids).toContain(b!.id);
    expect(ids).not.toContain(a!.id);
  });

  it("answers 404 NOT_FOUND for another user's notification and 400 for a bad id, never 500", async () => {
    const [theirs] = await t.database.db.insert(notifications).values({ userId: admin.id, message: 'X' }).returning();
    const other = await post(`/api/Notification/MarkRead/${theirs!.id}`, sldc);
    expect(other.statusCode).toBe(404);
    expect(other.json().errors[0].code).toBe('NOT_FOUND');
    expect((await get('/api/Notification/NotificationCount', admin)).json().data.count).toBe(3);
    for (const bad of ['abc', '0', '99999999999']) {
      expect((await post(`/api/Notification/MarkRead/${bad}`, sldc)).statusCode).toBe(400);
    }
  });

  it('pages every notification of the user, read or not, newest first (10/50/100 only)', async () => {
    const page = (await get('/api/Notification/GetAll?pageNumber=1&pageSize=10', sldc)).json().data;
    expect(page.dataCount).toBe(5);
    const messages: string[] = page.notificationList.map((n: { message: string }) => n.message);
    expect(messages.indexOf('B')).toBeLessThan(messages.indexOf('A'));
    const times: string[] = page.notificationList.map((n: { notificationTimeSpan: string }) => n.notificationTimeSpan);
    expect(times).toEqual([...times].sort().reverse());
    expect(page.notificationList.some((n: { isRead: boolean }) => n.isRead)).toBe(true);
    const none = (await get('/api/Notification/GetAll?pageNumber=2&pageSize=10', sldc)).json().data;
    expect(none).toEqual({ notificationList: [], dataCount: 5 });
    expect((await get('/api/Notification/GetAll?pageSize=7', sldc)).statusCode).toBe(400);
  });
});

describe('dashboard', () => {
  it('gives the Admin user figures and everyone their own figures', async () => {
    const adminTiles = (await get('/api/Dashboard/Summary', admin)).json().data.tiles;
    expect(adminTiles.find((tile: { key: string }) => tile.key === 'users').value).toBe(12);
    const sldcSummary = (await get('/api/Dashboard/Summary', sldc)).json().data;
    expect(sldcSummary.role).toBe('SLDCBusinessUser');
    expect(sldcSummary.tiles.map((tile: { key: string }) => tile.key)).not.toContain('users');
    // The unread figure leads to the notifications page (issue #15).
    expect(sldcSummary.tiles.find((tile: { key: string }) => tile.key === 'unreadNotifications').to).toBe(
      '/notifications',
    );
    expect(sldcSummary.lastSignInAt).toBeNull();
    const again = await t.signIn('sldc');
    expect((await get('/api/Dashboard/Summary', again)).json().data.lastSignInAt).not.toBeNull();
  });
});
