import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, PROFILE_MESSAGES, md5Hex, type SignedInUser } from '@stoa/shared';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let oa: SignedInUser;
let admin: SignedInUser;
beforeAll(async () => {
  t = await createTestApp();
  oa = await t.signIn('oa.injecting');
  admin = await t.signIn('admin');
});
afterAll(() => t.close());

const errorsOf = (body: { errors?: { fieldName: string | null; errorMessages: string[] }[] }) =>
  Object.fromEntries((body.errors ?? []).map((e) => [e.fieldName, e.errorMessages[0]]));

async function profileOf(user: SignedInUser) {
  return (await call(t, 'GET', '/api/Account/Profile', undefined, user)).body.data;
}

function editable(profile: Record<string, unknown>) {
  const {
    firstName,
    lastName,
    email,
    contactNumber,
    contactPersonName,
    panCardNumber,
    registeredAddress,
    dateOfIncorporation,
    connectedToId,
  } = profile;
  return {
    firstName,
    lastName,
    email,
    contactNumber,
    contactPersonName,
    panCardNumber,
    registeredAddress,
    dateOfIncorporation,
    connectedToId,
  };
}

describe('profile (spec §5 Profile)', () => {
  it('shows the profile with its read-only fields and the connected-to licence', async () => {
    const profile = await profileOf(oa);
    expect(profile).toMatchObject({
      userName: 'oa.injecting',
      entityName: 'Siang Hydro Power Ltd',
      entityType: 'InjectingEntity',
      connectedTo: 'Eastern Power Distribution Company',
      isEnabled: true,
    });
    expect(Date.parse(profile.dateOfRegistration)).not.toBeNaN();
  });

  it('gives the profile messages for PAN and contact number', async () => {
    const base = editable(await profileOf(oa));
    const cases: [Record<string, unknown>, string, string][] = [
      [{ panCardNumber: '' }, 'panCardNumber', PROFILE_MESSAGES.panRequired],
      [{ panCardNumber: 'ABCDE1234' }, 'panCardNumber', PROFILE_MESSAGES.panLength],
      [{ panCardNumber: '1BCDE1234F' }, 'panCardNumber', PROFILE_MESSAGES.panPattern],
      [{ contactNumber: '94360abcde' }, 'contactNumber', PROFILE_MESSAGES.contactDigits],
      [{ contactNumber: '' }, 'contactNumber', 'Contact Number is required'],
      [{ email: 'not-an-email' }, 'email', 'Please enter a valid email.'],
      [{ firstName: '' }, 'firstName', 'First Name is required'],
      [{ registeredAddress: '' }, 'registeredAddress', 'Registered Address is required'],
    ];
    for (const [change, field, message] of cases) {
      const res = await call(t, 'POST', '/api/Account/EditProfile', { ...base, ...change }, oa);
      expect(res.status, field).toBe(400);
      expect(errorsOf(res.body)[field], JSON.stringify(change)).toBe(message);
    }
  });

  it('saves the editable fields and keeps the read-only ones', async () => {
    const base = editable(await profileOf(oa));
    const res = await call(
      t,
      'POST',
      '/api/Account/EditProfile',
      {
        ...base,
        firstName: 'Ravindra',
        contactNumber: '94360-7777',
        panCardNumber: 'aaccs1007g',
        userName: 'hacker',
        entityName: 'Other',
      },
      oa,
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      firstName: 'Ravindra',
      contactNumber: '94360-7777',
      panCardNumber: 'AACCS1007G',
      userName: 'oa.injecting',
      entityName: 'Siang Hydro Power Ltd',
    });
  });

  it('lets only the Admin change the e-mail address', async () => {
    const base = editable(await profileOf(oa));
    const res = await call(t, 'POST', '/api/Account/EditProfile', { ...base, email: 'new@siang.in' }, oa);
    expect(errorsOf(res.body)).toEqual({ email: ACCOUNT_MESSAGES.emailAdminOnly });
    const adminBase = editable(await profileOf(admin));
    const ok = await call(t, 'POST', '/api/Account/EditProfile', { ...adminBase, email: 'anita.rao@sldc.in' }, admin);
    expect(ok.body.data.email).toBe('anita.rao@sldc.in');
  });

  it('lets only OA applicants choose the connected-to licence, and only a DISCOM', async () => {
    const utilities = (await call(t, 'GET', '/api/Configuration/TranscoDiscom/GetAll', undefined, oa)).body.data
      .transcoDiscomList;
    const western = utilities.find((u: { name: string }) => u.name === 'Western Power Distribution Company');
    const transco = utilities.find((u: { type: string }) => u.type === 'TRANSCO');
    const base = editable(await profileOf(oa));
    expect(
      (await call(t, 'POST', '/api/Account/EditProfile', { ...base, connectedToId: western.id }, oa)).body.data
        .connectedTo,
    ).toBe(western.name);
    expect(
      errorsOf((await call(t, 'POST', '/api/Account/EditProfile', { ...base, connectedToId: transco.id }, oa)).body),
    ).toEqual({ connectedToId: 'Choose a DISCOM licence' });
    const trader = await t.signIn('trader');
    const traderBase = editable(await profileOf(trader));
    expect(
      errorsOf(
        (await call(t, 'POST', '/api/Account/EditProfile', { ...traderBase, connectedToId: western.id }, trader)).body,
      ),
    ).toEqual({ connectedToId: ACCOUNT_MESSAGES.connectedToOaOnly });
  });
});

describe('POST /api/Account/ChangePassword', () => {
  it('refuses a wrong current password and another user id', async () => {
    const user = await t.signIn('approver1');
    const wrong = await call(
      t,
      'POST',
      '/api/Account/ChangePassword',
      { userId: user.id, oldPassword: md5Hex('Nope@1234'), newPassword: md5Hex('New@12345') },
      user,
    );
    expect(errorsOf(wrong.body)).toEqual({ oldPassword: ACCOUNT_MESSAGES.wrongCurrentPassword });
    const other = await call(
      t,
      'POST',
      '/api/Account/ChangePassword',
      { userId: admin.id, oldPassword: md5Hex('Demo@1234'), newPassword: md5Hex('New@12345') },
      user,
    );
    expect(other.status).toBe(403);
  });

  it('changes the password, keeps this session and ends every other one', async () => {
    const other = await t.signIn('approver2');
    const current = await t.signIn('approver2');
    const res = await call(
      t,
      'POST',
      '/api/Account/ChangePassword',
      { userId: current.id, oldPassword: md5Hex('Demo@1234'), newPassword: md5Hex('Changed@2026') },
      current,
    );
    expect(res).toEqual({ status: 200, body: { isSuccessful: true, data: null } });
    expect((await call(t, 'GET', '/api/Account/Profile', undefined, current)).status).toBe(200);
    expect((await call(t, 'GET', '/api/Account/Profile', undefined, other)).status).toBe(401);
    await expect(t.signIn('approver2')).rejects.toThrow(/401/);
    expect((await t.signIn('approver2', 'Changed@2026')).userName).toBe('approver2');
  });
});
