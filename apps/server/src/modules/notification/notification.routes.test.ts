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

describe('dashboard', () => {
  it('gives the Admin user figures and everyone their own figures', async () => {
    const adminTiles = (await get('/api/Dashboard/Summary', admin)).json().data.tiles;
    expect(adminTiles.find((tile: { key: string }) => tile.key === 'users').value).toBe(11);
    const sldcSummary = (await get('/api/Dashboard/Summary', sldc)).json().data;
    expect(sldcSummary.role).toBe('SLDCBusinessUser');
    expect(sldcSummary.tiles.map((tile: { key: string }) => tile.key)).not.toContain('users');
    expect(sldcSummary.lastSignInAt).toBeNull();
    const again = await t.signIn('sldc');
    expect((await get('/api/Dashboard/Summary', again)).json().data.lastSignInAt).not.toBeNull();
  });
});
