/**
 * The notifications page as a file (issue 15 Excel out): every notification of the signed-in user — all pages, never
 * another user's — with the page's columns and formats, as xlsx or csv.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_EXPORT_COLUMNS, type Notification, type SignedInUser } from '@stoa/shared';
import { notifications } from '../../db/schema/index.ts';
import { cellsOf, csvRows, getFile, xlsxBody } from '../../test/export-file.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';

const EXPORT = '/api/Notification/GetAll/Export';
const HEADER = ['Notification', 'Received', 'Status'];

let t: TestApp;
let sldc: SignedInUser;
let admin: SignedInUser;

beforeAll(async () => {
  t = await createTestApp({}, { startAt: '2026-11-24T08:00:00Z' });
  [sldc, admin] = await Promise.all([t.signIn('sldc'), t.signIn('admin')]);
  const at = (minutes: number) => new Date(Date.parse('2026-11-24T08:45:00Z') - minutes * 60_000);
  await t.database.db.insert(notifications).values([
    ...Array.from({ length: 14 }, (_, i) => ({
      userId: sldc.id,
      message: `Registration REG-${i} awaits your action`,
      createdAt: at(i),
      readAt: i % 3 === 0 ? at(0) : null,
    })),
    { userId: admin.id, message: 'For the admin only', createdAt: at(1) },
  ]);
});
afterAll(() => t.close());

/** Every notification of the user as the list call gives them (newest first). */
async function listed(user: SignedInUser): Promise<Notification[]> {
  const page = await call(t, 'GET', '/api/Notification/GetAll?pageNumber=1&pageSize=100', undefined, user);
  return page.body.data.notificationList;
}

describe('notifications as a file (issue 15 Excel out)', () => {
  it("gives the user's every notification as xlsx, a row each as the list gives them, in the page's words", async () => {
    const res = await getFile(t, EXPORT, sldc);
    const rows = await xlsxBody(res, { fileName: 'Notifications.xlsx', sheetName: 'Notifications', header: HEADER });
    const list = await listed(sldc);
    expect(list.length).toBeGreaterThan(10);
    expect(rows).toEqual(cellsOf(NOTIFICATION_EXPORT_COLUMNS, list));
    const rowOf = (message: string) => rows.find((r) => r[0] === message);
    expect(rowOf('Registration REG-0 awaits your action')).toEqual([
      'Registration REG-0 awaits your action',
      '2026-11-24T14:15:00+05:30',
      'Read',
    ]);
    expect(rowOf('Registration REG-1 awaits your action')?.slice(1)).toEqual(['2026-11-24T14:14:00+05:30', 'Unread']);
  });

  it("gives a csv with its BOM and header; never another user's notifications", async () => {
    const res = await getFile(t, `${EXPORT}?format=csv`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const [header, ...rows] = csvRows(res)!;
    expect(header).toEqual(HEADER);
    expect(rows.map((r) => r[0])).toEqual((await listed(admin)).map((n) => n.message));
    expect(rows.map((r) => r[0])).toContain('For the admin only');
    expect(rows.map((r) => r[0])).not.toContain('Registration REG-0 awaits your action');
  });

  it('refuses the signed-out (401) and an unknown format (400); the route is in the OpenAPI document', async () => {
    expect((await getFile(t, EXPORT)).statusCode).toBe(401);
    const bad = await getFile(t, `${EXPORT}?format=pdf`, sldc);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().isSuccessful).toBe(false);
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.paths[EXPORT].get.parameters.map((p: { name: string }) => p.name)).toContain('format');
  });
});
