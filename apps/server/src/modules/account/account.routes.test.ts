import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES, lockedOutMessage, md5Hex, signedInUserSchema } from '@stoa/shared';
import { users } from '../../db/schema/index.ts';
import { bearer, createTestApp, TEST_CAPTCHA, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function captchaId(): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: '/api/Account/Captcha' });
  return res.json().data.captchaId;
}

async function authenticate(userName: string, password: string, captchaValue = TEST_CAPTCHA, id?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/Account/authenticate',
    payload: { userName, password: md5Hex(password), captchaId: id ?? (await captchaId()), captchaValue },
  });
}

const firstMessage = (res: { json(): { errors: { errorMessages: string[] }[] } }) =>
  res.json().errors[0]?.errorMessages[0];

describe('GET /api/Account/Captcha', () => {
  it('answers an id and an SVG image, never cached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/Account/Captcha' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { data } = res.json();
    expect(data.captchaId).toMatch(/^[0-9a-f-]{36}$/);
    expect(data.image).toMatch(/^<svg[\s\S]*<\/svg>$/);
  });
});

describe('POST /api/Account/authenticate', () => {
  it('signs in with the MD5 of the password and answers the signed-in user of spec §3', async () => {
    const res = await authenticate('oa.injecting', 'Demo@1234');
    expect(res.statusCode).toBe(200);
    const user = signedInUserSchema.parse(res.json().data);
    expect(user).toMatchObject({ userName: 'oa.injecting', role: 'OABusinessUser', entityType: 'InjectingEntity' });
    expect(user.jwtToken.split('.')).toHaveLength(3);
  });

  it('matches the user name case-insensitively and the captcha answer case-insensitively', async () => {
    const res = await authenticate('SLDC', 'Demo@1234', TEST_CAPTCHA.toLowerCase());
    expect(res.statusCode).toBe(200);
    expect(res.json().data.role).toBe('SLDCBusinessUser');
  });

  it("refuses a wrong captcha with 'Incorrect Captcha' on the captcha field", async () => {
    const res = await authenticate('sldc', 'Demo@1234', 'WRONG1');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      isSuccessful: false,
      data: null,
      errors: [{ fieldName: 'captchaValue', errorMessages: [MESSAGES.incorrectCaptcha], code: 'INVALID' }],
    });
  });

  it('uses a captcha once, whatever the outcome', async () => {
    const id = await captchaId();
    expect((await authenticate('sldc', 'Demo@1234', TEST_CAPTCHA, id)).statusCode).toBe(200);
    const again = await authenticate('sldc', 'Demo@1234', TEST_CAPTCHA, id);
    expect(firstMessage(again)).toBe(MESSAGES.incorrectCaptcha);
  });

  it('refuses a captcha older than 5 minutes and an id that is not one', async () => {
    const id = await captchaId();
    t.clock.advance(5 * 60_000 + 1000);
    expect(firstMessage(await authenticate('sldc', 'Demo@1234', TEST_CAPTCHA, id))).toBe(MESSAGES.incorrectCaptcha);
    expect(firstMessage(await authenticate('sldc', 'Demo@1234', TEST_CAPTCHA, 'not-a-uuid'))).toBe(
      MESSAGES.incorrectCaptcha,
    );
  });

  it('gives one generic message for a wrong password and for an unknown user', async () => {
    const wrongPassword = await authenticate('approver1', 'Wrong@1234');
    const unknownUser = await authenticate('nobody.here', 'Demo@1234');
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownUser.statusCode).toBe(401);
    expect(firstMessage(wrongPassword)).toBe(MESSAGES.invalidCredentials);
    expect(wrongPassword.json()).toEqual(unknownUser.json());
  });

  it('answers field errors in the envelope for a malformed request, with the spec wording', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/Account/authenticate', payload: { userName: '  ' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        { fieldName: 'userName', errorMessages: ['User Name is required'], code: 'REQUIRED' },
        { fieldName: 'password', errorMessages: ['Password is required'], code: 'REQUIRED' },
        { fieldName: 'captchaValue', errorMessages: ['Captcha is required'], code: 'REQUIRED' },
      ]),
    );
  });

  it('locks a user name out after 5 failures, with a clear message, even for the right password', async () => {
    for (let i = 0; i < 4; i++) expect((await authenticate('approver2', 'Nope@1234')).statusCode).toBe(401);
    const fifth = await authenticate('approver2', 'Nope@1234');
    expect(fifth.statusCode).toBe(429);
    expect(firstMessage(fifth)).toBe(lockedOutMessage(15));
    const right = await authenticate('approver2', 'Demo@1234');
    expect(right.statusCode).toBe(429);
    t.clock.advance(15 * 60_000 + 1000);
    expect((await authenticate('approver2', 'Demo@1234')).statusCode).toBe(200);
  });

  it('refuses a disabled user with the right password exactly as a wrong password (nothing tells it is disabled)', async () => {
    const wrong = await authenticate('transco', 'Nope@1234');
    await t.database.db.update(users).set({ isEnabled: false }).where(eq(users.userName, 'transco'));
    const res = await authenticate('transco', 'Demo@1234');
    expect(res.statusCode).toBe(wrong.statusCode);
    expect(res.json()).toEqual(wrong.json());
    expect(firstMessage(res)).toBe(MESSAGES.invalidCredentials);
    await t.database.db.update(users).set({ isEnabled: true }).where(eq(users.userName, 'transco'));
  });
});

describe('sessions', () => {
  const count = (user: { jwtToken: string }) =>
    t.app.inject({
      method: 'GET',
      url: '/api/Notification/NotificationCount',
      headers: { authorization: `Bearer ${user.jwtToken}` },
    });
  const refresh = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/Account/refresh-token', headers: { 'x-refresh-token': token } });

  it('rotates the refresh token: the new pair works, the old refresh token is spent', async () => {
    const user = await t.signIn('discom');
    const res = await refresh(user.refreshToken);
    expect(res.statusCode).toBe(200);
    const next = signedInUserSchema.parse(res.json().data);
    expect(next.refreshToken).not.toBe(user.refreshToken);
    expect((await count(next)).statusCode).toBe(200);
  });

  it('revokes the whole family when a rotated refresh token is presented again', async () => {
    const user = await t.signIn('discom');
    const next = (await refresh(user.refreshToken)).json().data;
    const reuse = await refresh(user.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect((await count(next)).statusCode).toBe(401);
    expect((await refresh(next.refreshToken)).statusCode).toBe(401);
  });

  it('answers 401 to a missing or unknown refresh token', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/Account/refresh-token' })).statusCode).toBe(401);
    expect((await refresh('made-up')).statusCode).toBe(401);
  });

  it('logout ends the session: its access and refresh tokens stop working', async () => {
    const user = await t.signIn('oa.both');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Account/logout',
      headers: { ...bearer(user), 'x-refresh-token': user.refreshToken },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ isSuccessful: true, data: null });
    const after = await count(user);
    expect(after.statusCode).toBe(401);
    expect(firstMessage(after)).toBe(MESSAGES.sessionExpired);
    expect((await refresh(user.refreshToken)).statusCode).toBe(401);
  });

  it('logout with only the refresh token (access token expired) still ends the session', async () => {
    const user = await t.signIn('oa.drawee');
    await t.app.inject({
      method: 'POST',
      url: '/api/Account/logout',
      headers: { 'x-refresh-token': user.refreshToken },
    });
    expect((await count(user)).statusCode).toBe(401);
  });

  it('refuses a disabled user on the next request, and their refresh', async () => {
    const user = await t.signIn('trader');
    expect((await count(user)).statusCode).toBe(200);
    await t.database.db.update(users).set({ isEnabled: false }).where(eq(users.userName, 'trader'));
    const res = await count(user);
    expect(res.statusCode).toBe(401);
    expect(firstMessage(res)).toBe(MESSAGES.accountDisabled);
    expect((await refresh(user.refreshToken)).statusCode).toBe(401);
    await t.database.db.update(users).set({ isEnabled: true }).where(eq(users.userName, 'trader'));
  });

  it('refuses an access token that has expired', async () => {
    const short = await createTestApp({ ACCESS_TOKEN_TTL_SECONDS: '1' });
    try {
      const user = await short.signIn('admin');
      await new Promise((r) => setTimeout(r, 2100));
      const res = await short.app.inject({
        method: 'GET',
        url: '/api/Notification/NotificationCount',
        headers: bearer(user),
      });
      expect(res.statusCode).toBe(401);
    } finally {
      await short.close();
    }
  });
});
