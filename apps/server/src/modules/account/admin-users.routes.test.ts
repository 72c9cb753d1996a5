import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_MESSAGES,
  OUTBOX_EXPORT_COLUMNS,
  USER_EXPORT_COLUMNS,
  md5Hex,
  type OutboxItem,
  type SignedInUser,
  type User,
} from '@stoa/shared';
import { eq } from 'drizzle-orm';
import { users as usersTable } from '../../db/schema/index.ts';
import { call, createTestApp, latestCode, type TestApp } from '../../test/test-app.ts';
import { csvRows, download, sheetOf, xlsxRows } from '../../test/table-file.ts';

let t: TestApp;
let admin: SignedInUser;
let utilities: { id: number; name: string; type: string; zone: string }[];
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin');
  utilities = (await call(t, 'GET', '/api/Configuration/TranscoDiscom/GetAll', undefined, admin)).body.data
    .transcoDiscomList;
});
afterAll(() => t.close());

const errorsOf = (body: { errors?: { fieldName: string | null; errorMessages: string[] }[] }) =>
  Object.fromEntries((body.errors ?? []).map((e) => [e.fieldName, e.errorMessages[0]]));

const discom = () => utilities.find((u) => u.name === 'Western Power Distribution Company')!;

const newUser = (overrides: Record<string, unknown> = {}) => ({
  role: 'DISCOMBusinessUser',
  firstName: 'Yoman',
  lastName: 'Tana',
  email: 'yoman@west-discom.in',
  userName: 'west.discom',
  contactNumber: '9436055555',
  registeredAddress: 'Dirang, West Kameng',
  panCardNumber: 'YOMAN1234T',
  connectedToId: discom().id,
  zone: 'Dirang',
  acceptTerms: true,
  isEnabled: true,
  ...overrides,
});

describe('GET /api/Admin/GetUsers', () => {
  it('pages and filters (contains, case-insensitive)', async () => {
    const page = (await call(t, 'GET', '/api/Admin/GetUsers?pageNumber=1&pageSize=10', undefined, admin)).body.data;
    expect(page.dataCount).toBe(12);
    expect(page.userList).toHaveLength(10);
    const oa = (await call(t, 'GET', '/api/Admin/GetUsers?pageNumber=1&pageSize=10&userName=OA.', undefined, admin))
      .body.data;
    expect(oa.userList.map((u: { userName: string }) => u.userName).sort()).toEqual([
      'oa.both',
      'oa.consumer',
      'oa.drawee',
      'oa.injecting',
    ]);
    expect((await call(t, 'GET', '/api/Admin/GetUsers?pageSize=7', undefined, admin)).status).toBe(400);
    expect((await call(t, 'GET', '/api/Admin/GetUsers?firstName=%25', undefined, admin)).body.data.dataCount).toBe(0);
  });

  it("filters by state (the Admin's dashboard tiles): enabled, disabled, awaiting first password, defaulter", async () => {
    const db = t.database.db;
    const set = (values: Partial<typeof usersTable.$inferInsert>) =>
      db.update(usersTable).set(values).where(eq(usersTable.userName, 'oa.consumer'));
    await set({ isEnabled: false, isDefaulter: true, status: 'Pending' });
    try {
      const names = async (state: string) =>
        (await call(t, 'GET', `/api/Admin/GetUsers?pageSize=100&state=${state}`, undefined, admin)).body.data.userList
          .map((u: User) => u.userName)
          .sort();
      for (const state of ['Disabled', 'Pending', 'Defaulter'])
        expect(await names(state), state).toEqual(['oa.consumer']);
      const enabled = await names('Enabled');
      expect(enabled).toHaveLength(11);
      expect(enabled).not.toContain('oa.consumer');
      const res = await call(t, 'GET', '/api/Admin/GetUsers?state=Nonsense', undefined, admin);
      expect(res.status).toBe(400);
    } finally {
      await set({ isEnabled: true, isDefaulter: false, status: 'Active' });
    }
  });
});

describe('POST /api/Admin/AddUser', () => {
  it("requires the spec's fields with '{label} is required', entity fields for OA/Trader, utility fields for DISCOM/TRANSCO", async () => {
    const empty = await call(t, 'POST', '/api/Admin/AddUser', { role: 'OABusinessUser' }, admin);
    expect(errorsOf(empty.body)).toMatchObject({
      firstName: 'First Name is required',
      lastName: 'Last Name is required',
      email: 'Email is required',
      userName: 'User Name is required',
      contactNumber: 'Contact Number is required',
      registeredAddress: 'Registered Address is required',
      panCardNumber: 'PAN Card Number is required',
    });
    const oa = await call(
      t,
      'POST',
      '/api/Admin/AddUser',
      newUser({ role: 'OABusinessUser', connectedToId: null, zone: null }),
      admin,
    );
    expect(errorsOf(oa.body)).toEqual({
      entityType: 'Entity Type is required',
      entityName: 'Entity Name is required',
      dateOfIncorporation: 'Date of Incorporation is required',
    });
    const util = await call(t, 'POST', '/api/Admin/AddUser', newUser({ connectedToId: null, zone: null }), admin);
    expect(errorsOf(util.body)).toEqual({ connectedToId: 'Connected To is required', zone: 'Zone is required' });
    const spaces = await call(t, 'POST', '/api/Admin/AddUser', newUser({ userName: 'west discom' }), admin);
    expect(errorsOf(spaces.body)).toEqual({ userName: 'User Name cannot contain spaces' });
  });

  it('checks that the utility matches the role and the zone is one of its zones', async () => {
    const transco = utilities.find((u) => u.type === 'TRANSCO')!;
    expect(
      errorsOf((await call(t, 'POST', '/api/Admin/AddUser', newUser({ connectedToId: transco.id }), admin)).body),
    ).toEqual({ connectedToId: 'Choose a DISCOM' });
    expect(errorsOf((await call(t, 'POST', '/api/Admin/AddUser', newUser({ zone: 'Itanagar' }), admin)).body)).toEqual({
      zone: 'Zone is not a zone of Western Power Distribution Company',
    });
  });

  it('creates a pending user who sets a password from the mailed code', async () => {
    const res = await call(t, 'POST', '/api/Admin/AddUser', newUser(), admin);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      userName: 'west.discom',
      status: 'Pending',
      connectedTo: 'Western Power Distribution Company',
      zone: 'Dirang',
      entityType: null,
    });
    const code = await latestCode(t, 'yoman@west-discom.in');
    const set = await call(t, 'POST', '/api/Account/ChangeTemporaryPassword', {
      emailAddress: 'yoman@west-discom.in',
      oldPassword: md5Hex(code),
      newPassword: md5Hex('West@2026'),
    });
    expect(set.status).toBe(200);
    expect((await t.signIn('west.discom', 'West@2026')).role).toBe('DISCOMBusinessUser');
  });

  it('refuses a taken user name, e-mail or PAN', async () => {
    const res = await call(
      t,
      'POST',
      '/api/Admin/AddUser',
      newUser({ userName: 'SLDC', email: 'other@x.in', panCardNumber: 'OTHER1234X' }),
      admin,
    );
    expect(res.status).toBe(409);
    expect(errorsOf(res.body)).toEqual({ userName: ACCOUNT_MESSAGES.userNameTaken });
  });
});

describe('editing and toggles', () => {
  async function byName(userName: string) {
    const list = (await call(t, 'GET', `/api/Admin/GetUsers?userName=${userName}`, undefined, admin)).body.data
      .userList;
    return list.find((u: { userName: string }) => u.userName === userName);
  }

  it('locks user name, e-mail, role, entity and utility fields on edit (spec §6)', async () => {
    const user = await byName('oa.both');
    const res = await call(
      t,
      'PATCH',
      `/api/Admin/User/${user.id}`,
      { ...user, userName: 'renamed', email: 'x@y.in', entityName: 'Other Ltd' },
      admin,
    );
    expect(errorsOf(res.body)).toEqual({
      userName: 'User Name cannot be changed',
      email: 'Email cannot be changed',
      entityName: 'Entity Name cannot be changed',
    });
  });

  it('saves an edit and refuses a stale version with 409', async () => {
    const user = await byName('oa.both');
    const saved = await call(t, 'PATCH', `/api/Admin/User/${user.id}`, { ...user, firstName: 'Karanveer' }, admin);
    expect(saved.body.data).toMatchObject({ firstName: 'Karanveer', version: user.version + 1 });
    const stale = await call(t, 'PATCH', `/api/Admin/User/${user.id}`, { ...user, firstName: 'Late' }, admin);
    expect(stale.status).toBe(409);
    expect(stale.body.errors?.[0]?.errorMessages[0]).toBe(ACCOUNT_MESSAGES.staleUser);
    expect(stale.body.errors?.[0]?.code).toBe('STALE_VERSION');
  });

  it('disables a user, who is refused on the next request, and enables again', async () => {
    const session = await t.signIn('transco');
    const user = await byName('transco');
    const off = await call(t, 'POST', `/api/Admin/EnableDisableUser/${user.id}`, {}, admin);
    expect(off.body.data.isEnabled).toBe(false);
    expect((await call(t, 'GET', '/api/Account/Profile', undefined, session)).status).toBe(401);
    const on = await call(t, 'POST', `/api/Admin/EnableDisableUser/${user.id}`, {}, admin);
    expect(on.body.data.isEnabled).toBe(true);
    expect((await t.signIn('transco')).userName).toBe('transco');
  });

  it("refuses to disable the Admin's own account", async () => {
    const res = await call(t, 'POST', `/api/Admin/EnableDisableUser/${admin.id}`, {}, admin);
    expect(res.status).toBe(422);
    expect(res.body.errors?.[0]?.errorMessages[0]).toBe(ACCOUNT_MESSAGES.cannotDisableSelf);
  });

  it('marks and unmarks a defaulter', async () => {
    const user = await byName('trader');
    expect(
      (await call(t, 'POST', `/api/Admin/EnableDisableUserDefaulter/${user.id}`, {}, admin)).body.data.isDefaulter,
    ).toBe(true);
    expect(
      (await call(t, 'POST', `/api/Admin/EnableDisableUserDefaulter/${user.id}`, {}, admin)).body.data.isDefaulter,
    ).toBe(false);
  });

  it('resets a password: the old one stops working, sessions end, a code sets a new one', async () => {
    const session = await t.signIn('oa.drawee');
    const user = await byName('oa.drawee');
    expect((await call(t, 'POST', `/api/Admin/ResetPassword/${user.id}`, {}, admin)).status).toBe(200);
    expect((await call(t, 'GET', '/api/Account/Profile', undefined, session)).status).toBe(401);
    await expect(t.signIn('oa.drawee')).rejects.toThrow(/401/);
    const code = await latestCode(t, user.email);
    await call(t, 'POST', '/api/Account/ChangeTemporaryPassword', {
      emailAddress: user.email,
      oldPassword: md5Hex(code),
      newPassword: md5Hex('Reset@2026'),
    });
    expect((await t.signIn('oa.drawee', 'Reset@2026')).userName).toBe('oa.drawee');
  });

  it('answers 404 for an unknown user', async () => {
    expect((await call(t, 'GET', '/api/Admin/User/4242', undefined, admin)).status).toBe(404);
  });

  it('lists the outbox for the Admin, newest first, filtered by recipient', async () => {
    const res = await call(t, 'GET', '/api/Admin/Outbox?pageNumber=1&pageSize=10&to=west-discom', undefined, admin);
    expect(res.body.data.dataCount).toBe(1);
    expect(res.body.data.outboxList[0]).toMatchObject({ to: 'yoman@west-discom.in', status: 'logged' });
    expect(res.body.data.outboxList[0].text).toMatch(/Verification code: \d{6}/);
  });
});

describe("the Admin's lists as files (issue 15 Excel out)", () => {
  const listed = async (path: string) => (await call(t, 'GET', `/api/Admin/${path}`, undefined, admin)).body.data;

  it('gives every user of the filters as xlsx with the columns of the Users List, and csv with the BOM', async () => {
    const res = await download(t, '/api/Admin/GetUsers/Export?userName=OA.', admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('filename="Users.xlsx"');
    const users = (await listed('GetUsers?pageSize=100&userName=OA.')).userList as User[];
    expect(users).toHaveLength(4);
    const sheet = await xlsxRows(res.rawPayload, 'Users');
    expect(sheet).toEqual(sheetOf(USER_EXPORT_COLUMNS, users));
    expect(sheet[0]).toEqual(['First Name', 'Last Name', 'User Name', 'Status', 'Email', 'Enabled', 'Defaulter']);
    expect(sheet[1]?.slice(5)).toEqual(['Yes', 'No']);

    const csv = await download(t, '/api/Admin/GetUsers/Export?format=csv', admin);
    const [header, ...rows] = csvRows(csv.body);
    expect(header?.[0]).toBe('First Name');
    expect(rows).toHaveLength((await listed('GetUsers?pageSize=10')).dataCount);
  });

  it('gives the outbox of the filter as xlsx (times in IST) and csv', async () => {
    const res = await download(t, '/api/Admin/Outbox/Export?to=west-discom', admin);
    expect(res.statusCode).toBe(200);
    const mails = (await listed('Outbox?pageSize=100&to=west-discom')).outboxList as OutboxItem[];
    expect(mails).toHaveLength(1);
    const sheet = await xlsxRows(res.rawPayload, 'Outbox');
    expect(sheet).toEqual(sheetOf(OUTBOX_EXPORT_COLUMNS, mails));
    expect(sheet[1]).toEqual([
      // An Excel date-time on the IST wall clock, read back as ISO.
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+05:30$/),
      'yoman@west-discom.in',
      mails[0]!.subject,
      'Logged',
      mails[0]!.attempts,
    ]);

    const csv = await download(t, '/api/Admin/Outbox/Export?format=csv', admin);
    expect(csv.headers['content-disposition']).toContain('filename="Outbox.csv"');
    const [header, ...rows] = csvRows(csv.body);
    expect(header).toEqual(['Created', 'To', 'Subject', 'Status', 'Attempts']);
    expect(rows).toHaveLength((await listed('Outbox?pageSize=10')).dataCount);
    expect(rows[0]?.[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+05:30$/);
  });

  it('refuses other roles (403) and a bad filter or format (400)', async () => {
    const sldc = await t.signIn('sldc');
    for (const path of ['GetUsers/Export', 'Outbox/Export']) {
      expect((await download(t, `/api/Admin/${path}`, sldc)).statusCode, path).toBe(403);
      expect((await download(t, `/api/Admin/${path}?format=pdf`, admin)).statusCode, path).toBe(400);
    }
    expect((await download(t, `/api/Admin/GetUsers/Export?email=${'a'.repeat(300)}`, admin)).statusCode).toBe(400);
  });
});
