import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, ACCEPT_TERMS_MESSAGE, md5Hex } from '@stoa/shared';
import { call, createTestApp, latestCode, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const form = (overrides: Record<string, unknown> = {}) => ({
  isTrader: false,
  entityName: 'Kameng Solar Pvt Ltd',
  entityType: 'InjectingEntity',
  registeredAddress: 'Bomdila, West Kameng',
  dateOfIncorporation: '2015-04-01',
  panCardNumber: 'abcde1234f',
  firstName: 'Tashi',
  lastName: 'Dorjee',
  email: 'tashi@kameng-solar.in',
  userName: 'kameng.solar',
  contactNumber: '+91 9436012345',
  acceptContractDemandTerms: true,
  acceptDedicatedFeederTerms: true,
  acceptTerms: true,
  ...overrides,
});

const fieldErrors = (body: { errors?: { fieldName: string | null; errorMessages: string[] }[] }) =>
  Object.fromEntries((body.errors ?? []).map((e) => [e.fieldName, e.errorMessages[0]]));

const signIn = (userName: string, password: string) => t.signIn(userName, password);

describe('POST /api/Account/Preregister', () => {
  it('refuses every missing field with the spec wording, and unticked terms', async () => {
    const res = await call(t, 'POST', '/api/Account/Preregister', {
      ...form({ entityName: '', firstName: ' ', acceptTerms: false, acceptDedicatedFeederTerms: false }),
      email: undefined,
    });
    expect(res.status).toBe(400);
    expect(fieldErrors(res.body)).toMatchObject({
      entityName: 'Entity Name is required',
      firstName: 'First Name is required',
      email: 'Email is required',
      acceptTerms: ACCEPT_TERMS_MESSAGE,
      acceptDedicatedFeederTerms: ACCEPT_TERMS_MESSAGE,
    });
  });

  it('applies the shared PAN, mobile and e-mail rules, and the trader entity rule', async () => {
    const res = await call(
      t,
      'POST',
      '/api/Account/Preregister',
      form({ panCardNumber: 'ABC123', contactNumber: '12345', email: 'x@', isTrader: true }),
    );
    expect(fieldErrors(res.body)).toMatchObject({
      panCardNumber: 'PAN is invalid.',
      contactNumber: 'Mobile number is invalid.',
      email: 'Please enter a valid email.',
      entityType: 'A trader registers with entity type Trader',
    });
  });

  it('creates a pending account that cannot sign in, and mails a code that sets the password', async () => {
    expect((await call(t, 'POST', '/api/Account/Preregister', form())).status).toBe(200);
    await expect(signIn('kameng.solar', 'Solar@2026')).rejects.toThrow(/401/);

    const code = await latestCode(t, 'tashi@kameng-solar.in');
    const set = await call(t, 'POST', '/api/Account/ChangeTemporaryPassword', {
      emailAddress: 'TASHI@kameng-solar.in',
      oldPassword: md5Hex(code),
      newPassword: md5Hex('Solar@2026'),
    });
    expect(set).toEqual({ status: 200, body: { isSuccessful: true, data: null } });
    const user = await signIn('kameng.solar', 'Solar@2026');
    expect(user).toMatchObject({ role: 'OABusinessUser', entityType: 'InjectingEntity' });
  });

  it('refuses a duplicate user name, e-mail and PAN with one field error each', async () => {
    const res = await call(
      t,
      'POST',
      '/api/Account/Preregister',
      form({ userName: 'KAMENG.SOLAR', email: 'tashi@kameng-solar.in', panCardNumber: 'ABCDE1234F' }),
    );
    expect(res.status).toBe(409);
    expect(fieldErrors(res.body)).toEqual({
      userName: ACCOUNT_MESSAGES.userNameTaken,
      email: ACCOUNT_MESSAGES.emailTaken,
      panCardNumber: ACCOUNT_MESSAGES.panTaken,
    });
  });

  it('registers a trader with entity type Trader', async () => {
    const res = await call(
      t,
      'POST',
      '/api/Account/Preregister',
      form({
        isTrader: true,
        entityType: 'Trader',
        userName: 'siang.traders',
        email: 'desk@siang-traders.in',
        panCardNumber: 'SIANG1234T',
      }),
    );
    expect(res.status).toBe(200);
  });
});

describe('codes', () => {
  const setWith = (code: string, password = 'Fresh@2026', email = 'desk@siang-traders.in') =>
    call(t, 'POST', '/api/Account/ChangeTemporaryPassword', {
      emailAddress: email,
      oldPassword: md5Hex(code),
      newPassword: md5Hex(password),
    });

  it('locks the code after 5 wrong tries, even for the right code', async () => {
    const code = await latestCode(t, 'desk@siang-traders.in');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++)
      expect((await setWith(wrong)).body.errors?.[0]?.errorMessages[0]).toBe(ACCOUNT_MESSAGES.invalidCode);
    expect((await setWith(wrong)).body.errors?.[0]).toEqual({
      fieldName: 'oldPassword',
      errorMessages: [ACCOUNT_MESSAGES.codeLocked],
      code: 'INVALID',
    });
    expect((await setWith(code)).body.errors?.[0]?.errorMessages[0]).toBe(ACCOUNT_MESSAGES.codeLocked);
  });

  it('expires codes after 30 minutes and uses each once', async () => {
    t.clock.advance(61_000);
    await call(t, 'POST', '/api/Account/ForgotPassword', { emailAddress: 'desk@siang-traders.in' });
    const code = await latestCode(t, 'desk@siang-traders.in');
    t.clock.advance(30 * 60_000 + 1000);
    expect((await setWith(code)).status).toBe(400);

    t.clock.advance(61_000);
    await call(t, 'POST', '/api/Account/ForgotPassword', { emailAddress: 'desk@siang-traders.in' });
    const fresh = await latestCode(t, 'desk@siang-traders.in');
    expect((await setWith(fresh)).status).toBe(200);
    expect((await setWith(fresh, 'Other@2026')).status).toBe(400);
  });

  it('answers an unknown address like a known one', async () => {
    const res = await call(t, 'POST', '/api/Account/ChangeTemporaryPassword', {
      emailAddress: 'nobody@nowhere.in',
      oldPassword: md5Hex('123456'),
      newPassword: md5Hex('A@1aaaaa'),
    });
    expect(res.body.errors?.[0]?.errorMessages[0]).toBe(ACCOUNT_MESSAGES.invalidCode);
  });
});

describe('POST /api/Account/ForgotPassword', () => {
  it('answers the same for a known and an unknown address, and mails only the known one', async () => {
    const { mailOutbox } = await import('../../db/schema/index.ts');
    const before = (await t.database.db.select().from(mailOutbox)).length;
    t.clock.advance(61_000);
    const known = await call(t, 'POST', '/api/Account/ForgotPassword', { emailAddress: 'sldc@stoa-demo.in' });
    const unknown = await call(t, 'POST', '/api/Account/ForgotPassword', { emailAddress: 'ghost@stoa-demo.in' });
    expect(known).toEqual(unknown);
    expect(known.status).toBe(200);
    expect((await t.database.db.select().from(mailOutbox)).length).toBe(before + 1);
  });

  it('sets a new password with the mailed code and ends every session of the user', async () => {
    const session = await t.signIn('oa.drawee');
    t.clock.advance(61_000);
    await call(t, 'POST', '/api/Account/ForgotPassword', { emailAddress: 'oa-drawee@stoa-demo.in' });
    const code = await latestCode(t, 'oa-drawee@stoa-demo.in');
    expect((await setWith2(code)).status).toBe(200);
    expect((await call(t, 'GET', '/api/Account/Profile', undefined, session)).status).toBe(401);
    await expect(t.signIn('oa.drawee')).rejects.toThrow(/401/);
    expect((await t.signIn('oa.drawee', 'Drawee@2026')).userName).toBe('oa.drawee');
  });

  it('requires a valid e-mail', async () => {
    const res = await call(t, 'POST', '/api/Account/ForgotPassword', { emailAddress: '' });
    expect(fieldErrors(res.body)).toEqual({ emailAddress: 'Email is required' });
  });
});

function setWith2(code: string) {
  return call(t, 'POST', '/api/Account/ChangeTemporaryPassword', {
    emailAddress: 'oa-drawee@stoa-demo.in',
    oldPassword: md5Hex(code),
    newPassword: md5Hex('Drawee@2026'),
  });
}
