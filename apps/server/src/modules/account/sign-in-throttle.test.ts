/**
 * Issue #12 item 9: failed sign-ins are counted per user name and per address + user name; the per-address count
 * is a ceiling that never locks a real user out; behind a trusted proxy the client's address is the one counted;
 * a disabled account answers any password — the right one too (issue 34) — like a wrong one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { MESSAGES, lockedOutMessage, md5Hex } from '@stoa/shared';
import { auditLog, loginThrottles, users } from '../../db/schema/index.ts';
import { hashPassword } from '../../platform/password.ts';
import { createTestApp, TEST_CAPTCHA, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A sign-in attempt from `ip` (the socket's address), optionally through a proxy naming `forwardedFor`. */
async function attempt(app: TestApp, userName: string, password: string, ip = '127.0.0.1', forwardedFor?: string) {
  const headers = forwardedFor ? { 'x-forwarded-for': forwardedFor } : {};
  const captcha = await app.app.inject({ method: 'GET', url: '/api/Account/Captcha', remoteAddress: ip, headers });
  const res = await app.app.inject({
    method: 'POST',
    url: '/api/Account/authenticate',
    remoteAddress: ip,
    headers,
    payload: {
      userName,
      password: md5Hex(password),
      captchaId: captcha.json().data.captchaId,
      captchaValue: TEST_CAPTCHA,
    },
  });
  return { status: res.statusCode, body: res.json(), message: res.json().errors?.[0]?.errorMessages[0] as string };
}

describe('sign-in throttling', () => {
  it('lets the real user in with the right password after 40 failures of unknown user names from one address', async () => {
    const answers = [];
    for (let i = 0; i < 40; i += 1) answers.push(await attempt(t, `ghost.${i}`, 'Wrong@1234', '192.0.2.10'));
    expect(answers.every((a) => a.status === 401)).toBe(true);
    expect(answers[29]!.message).toBe(MESSAGES.invalidCredentials);
    // Past the address's ceiling (30) the answer asks for care with the new captcha; it never locks.
    expect(answers[30]!.message).toBe(MESSAGES.invalidCredentialsNewCaptcha);
    expect(answers[39]!.message).toBe(MESSAGES.invalidCredentialsNewCaptcha);
    expect((await attempt(t, 'oa.both', 'Demo@1234', '192.0.2.10')).status).toBe(200);
  });

  it("never lets an unknown user name's failures lock an account created later under that name", async () => {
    for (let i = 0; i < 12; i += 1) await attempt(t, 'newcomer', 'Guess@1234', `198.51.100.${i}`);
    expect((await attempt(t, 'newcomer', 'Guess@1234', '198.51.100.99')).status).toBe(429);
    const [sldc] = await t.database.db.select().from(users).where(eq(users.userName, 'sldc'));
    await t.database.db.insert(users).values({
      ...sldc!,
      id: undefined,
      userName: 'newcomer',
      email: 'newcomer@stoa-demo.in',
      passwordHash: await hashPassword(md5Hex('Right@1234')),
    });
    expect((await attempt(t, 'newcomer', 'Right@1234', '198.51.100.99')).status).toBe(200);
  });

  it('locks one address out of one user name after 5 failures, without locking the user out elsewhere', async () => {
    for (let i = 0; i < 4; i += 1) expect((await attempt(t, 'discom', 'Nope@1234', '203.0.113.5')).status).toBe(401);
    const fifth = await attempt(t, 'discom', 'Nope@1234', '203.0.113.5');
    expect(fifth.status).toBe(429);
    expect(fifth.message).toBe(lockedOutMessage(15));
    expect((await attempt(t, 'discom', 'Demo@1234', '203.0.113.5')).status).toBe(429);
    expect((await attempt(t, 'discom', 'Demo@1234', '203.0.113.6')).status).toBe(200);
  });

  it('locks a user name after 10 failures from all addresses together, unknown names alike', async () => {
    for (const name of ['approver2', 'no.such.user']) {
      const answers = [];
      for (let i = 0; i < 10; i += 1) answers.push(await attempt(t, name, 'Nope@1234', `10.9.${name.length}.${i}`));
      expect(
        answers.slice(0, 9).every((a) => a.status === 401),
        name,
      ).toBe(true);
      expect(answers[9]!.status, name).toBe(429);
      expect((await attempt(t, name, 'Demo@1234', '10.10.10.10')).status, name).toBe(429);
    }
    t.clock.advance(15 * 60_000 + 1000);
    expect((await attempt(t, 'approver2', 'Demo@1234', '10.10.10.10')).status).toBe(200);
  });

  it('answers a disabled account, even with the right password, exactly as a wrong password, and counts it alike', async () => {
    await t.database.db.update(users).set({ isEnabled: false }).where(eq(users.userName, 'transco'));
    const [transco] = await t.database.db.select().from(users).where(eq(users.userName, 'transco'));
    const wrong = await attempt(t, 'transco', 'Wrong@1234', '192.0.2.77');
    const unknown = await attempt(t, 'nobody.at.all', 'Wrong@1234', '192.0.2.78');
    const right = await attempt(t, 'transco', 'Demo@1234', '192.0.2.79');
    expect([wrong.status, right.status]).toEqual([401, 401]);
    expect(wrong.body).toEqual(unknown.body);
    expect(right.body).toEqual(wrong.body);
    expect(right.body.errors[0]).toMatchObject({ errorMessages: [MESSAGES.invalidCredentials], fieldName: null });
    // The same work: a failure counted on the account and on the address + account, and the failure audited.
    const failures = async (key: string) =>
      (await t.database.db.select().from(loginThrottles).where(eq(loginThrottles.key, key)))[0]?.failures;
    expect(await failures(`account:${transco!.id}`)).toBe(2);
    expect(await failures(`ip-account:192.0.2.79|${transco!.id}`)).toBe(1);
    const [audit] = await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({ action: 'account.sign-in-failed', entityId: String(transco!.id) });
    // The right password from one address locks the account out as 5 wrong ones do, with the same message.
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push(await attempt(t, 'transco', 'Demo@1234', '192.0.2.79'));
    expect(answers.map((a) => a.status)).toEqual([401, 401, 401, 429]);
    expect(answers[3]!.message).toBe(lockedOutMessage(15));
    await t.database.db.update(users).set({ isEnabled: true }).where(eq(users.userName, 'transco'));
    expect((await attempt(t, 'transco', 'Demo@1234', '192.0.2.79')).status).toBe(429);
    t.clock.advance(15 * 60_000 + 1000);
    expect((await attempt(t, 'transco', 'Demo@1234', '192.0.2.79')).status).toBe(200);
  });
});

describe('TRUST_PROXY', () => {
  const lastFailure = async (app: TestApp) =>
    (await app.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]?.ip;
  const ipKeys = async (app: TestApp) =>
    (await app.database.db.select().from(loginThrottles)).map((r) => r.key).filter((k) => k.startsWith('ip:'));

  it('is off by default: a forwarded-for header is not believed', async () => {
    await attempt(t, 'trader', 'Nope@1234', '10.1.2.3', '203.0.113.77');
    expect(await lastFailure(t)).toBe('10.1.2.3');
    expect(await ipKeys(t)).not.toContain('ip:203.0.113.77');
  });

  it('with a list of proxies, counts and audits the client the trusted proxy names, and only then', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.1' });
    try {
      await attempt(proxied, 'trader', 'Nope@1234', '10.1.2.3', '203.0.113.77');
      expect(await lastFailure(proxied)).toBe('203.0.113.77');
      expect(await ipKeys(proxied)).toEqual(['ip:203.0.113.77']);
      // A peer that is not a listed proxy cannot claim another address.
      await attempt(proxied, 'trader', 'Nope@1234', '198.51.100.1', '203.0.113.88');
      expect(await lastFailure(proxied)).toBe('198.51.100.1');
    } finally {
      await proxied.close();
    }
  });

  it('with a hop count, takes the address the nearest proxy names', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: '1' });
    try {
      await attempt(proxied, 'trader', 'Nope@1234', '10.1.2.3', '198.51.100.200, 203.0.113.9');
      expect(await lastFailure(proxied)).toBe('203.0.113.9');
    } finally {
      await proxied.close();
    }
  });
});
