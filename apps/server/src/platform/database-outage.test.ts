/**
 * Issue #12 item 5: the server survives its database. A connection killed under a request in flight answers that
 * request 503 and the next request works (PostgreSQL only: PGlite has no connection to lose); a database that
 * does not answer at all gives 503s and a health answer naming it, never a crash.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, md5Hex } from '@stoa/shared';
import { createAppWithoutDatabase, createTestApp, TEST_CAPTCHA, type TestApp } from '../test/test-app.ts';
import { databaseUrlFor } from '../test/pg-url.ts';
import { DEMO_PASSWORD } from '../seed/demo-data.ts';
import { handleProcessError } from './process-guards.ts';

const UNAVAILABLE = {
  isSuccessful: false,
  data: null,
  errors: [{ fieldName: null, errorMessages: [MESSAGES.serviceUnavailable], code: 'SERVICE_UNAVAILABLE' }],
};

describe('a database that does not answer', () => {
  let bare: Awaited<ReturnType<typeof createAppWithoutDatabase>>;
  let app: typeof bare.app;
  let tokens: typeof bare.tokens;
  beforeAll(async () => {
    bare = await createAppWithoutDatabase();
    ({ app, tokens } = bare);
  });
  afterAll(() => bare.close());

  it('answers /api/health 503 naming the database', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      isSuccessful: false,
      data: null,
      errors: [
        { fieldName: 'database', errorMessages: ['The database does not answer.'], code: 'SERVICE_UNAVAILABLE' },
      ],
    });
  });

  it('answers every other call 503 in the envelope, public or signed in', async () => {
    const captcha = await app.inject({ method: 'GET', url: '/api/Account/Captcha' });
    expect(captcha.statusCode).toBe(503);
    expect(captcha.json()).toEqual(UNAVAILABLE);
    expect(captcha.headers['retry-after']).toBe('5');
    const token = await tokens.signAccess({ userId: 1, role: 'Admin', sessionId: randomBytes(16).toString('hex') });
    const signedIn = await app.inject({
      method: 'GET',
      url: '/api/Notification/NotificationCount',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(signedIn.statusCode).toBe(503);
    expect(signedIn.json()).toEqual(UNAVAILABLE);
  });
});

describe('the process guards', () => {
  const log = { warn: () => undefined, fatal: () => undefined };
  it('keep serving after a lost database connection, and exit on anything else', () => {
    const exits: number[] = [];
    const lost = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
    expect(handleProcessError(log, (c) => exits.push(c), 'uncaughtException', lost)).toBe('survived');
    const wrapped = new Error('Failed query: select 1', { cause: new Error('Connection terminated unexpectedly') });
    expect(handleProcessError(log, (c) => exits.push(c), 'unhandledRejection', wrapped)).toBe('survived');
    expect(exits).toEqual([]);
    expect(handleProcessError(log, (c) => exits.push(c), 'uncaughtException', new TypeError('x is undefined'))).toBe(
      'exited',
    );
    expect(exits).toEqual([1]);
  });
});

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('a connection killed under a request (PostgreSQL)', () => {
  let t: TestApp;
  let admin: pg.Client;
  beforeAll(async () => {
    t = await createTestApp();
    if (t.database.kind !== 'postgres') throw new Error('expected PostgreSQL');
    const { rows } = await t.database.pool.query<{ name: string }>('select current_database() as name');
    admin = new pg.Client({ connectionString: databaseUrlFor(url!, rows[0]!.name) });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await t?.close();
  });

  async function signInRequest(userName: string) {
    const captcha = await t.app.inject({ method: 'GET', url: '/api/Account/Captcha' });
    return t.app.inject({
      method: 'POST',
      url: '/api/Account/authenticate',
      payload: {
        userName,
        password: md5Hex(DEMO_PASSWORD),
        captchaId: captcha.json().data.captchaId,
        captchaValue: TEST_CAPTCHA,
      },
    });
  }

  /** The backend of the request waiting on our row lock (it runs inside its transaction by then). */
  async function waitingBackend(): Promise<number> {
    for (let i = 0; i < 200; i += 1) {
      const { rows } = await admin.query<{ pid: number }>(
        `select pid from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
      );
      if (rows[0]) return rows[0].pid;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error('the request never waited on the lock');
  }

  it('answers that request 503, keeps the process up, and serves the next request', async () => {
    // Without a listener on the checked-out client, pg's 'error' event would reach here and end a real server.
    const uncaught: unknown[] = [];
    const record = (err: unknown) => uncaught.push(err);
    process.prependListener('uncaughtException', record);
    // Hold the user's row: the sign-in's transaction (a client checked out of the pool) waits on it.
    await admin.query('begin');
    await admin.query(`select id from users where user_name = 'sldc' for update`);
    const pending = signInRequest('sldc');
    const pid = await waitingBackend();
    await admin.query('select pg_terminate_backend($1)', [pid]);
    const res = await pending;
    await admin.query('rollback');
    await new Promise((resolve) => setTimeout(resolve, 50));
    process.removeListener('uncaughtException', record);

    expect(uncaught).toEqual([]);

    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual(UNAVAILABLE);
    const next = await signInRequest('sldc');
    expect(next.statusCode).toBe(200);
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json().data.checks.database).toBe('up');
  });
});
