/**
 * A fresh app on a fresh database for one test file: the real migrations, the real demo seed, a movable clock.
 * `signIn(userName)` goes through the real captcha and sign-in calls.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { md5Hex, type ApiError, type SignedInUser } from '@stoa/shared';
import { buildApp, type BuildOptions } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { seedDemoIfEmpty } from '../seed/demo.ts';
import { DEMO_PASSWORD } from '../seed/demo-data.ts';
import { TokenService } from '../platform/tokens.ts';
import { adminUrl, databaseUrlFor } from './pg-url.ts';

export const TEST_CAPTCHA = 'TEST42';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  clock: { now: Date; advance(ms: number): void };
  signIn(userName: string, password?: string): Promise<SignedInUser>;
  close(): Promise<void>;
}

async function openTestDatabase(): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  const template = inject('pgTemplateDatabase');
  const url = process.env.TEST_DATABASE_URL;
  if (template && url) {
    const name = `stoa_t_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl(url) });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    const handle = await openDatabase({ databaseUrl: databaseUrlFor(url, name) });
    return {
      handle,
      drop: async () => {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const file = inject('pgliteTemplateFile');
  if (!file) throw new Error('no test database template: is the global setup configured?');
  const handle = await openDatabase({ loadDataDir: new Blob([readFileSync(file)]) });
  return { handle, drop: async () => undefined };
}

/** An app on a database handle, with its own token secret, and sign-in through its real captcha and sign-in calls. */
async function appOn(handle: DatabaseHandle, config: Config, clock: { now: Date }, buildOptions: BuildOptions = {}) {
  const tokens = new TokenService(randomBytes(32).toString('hex'), config.ACCESS_TOKEN_TTL_SECONDS);
  const app = await buildApp({ config, db: handle.db, database: handle, tokens, now: () => clock.now }, buildOptions);
  await app.ready();

  async function signIn(userName: string, password = DEMO_PASSWORD): Promise<SignedInUser> {
    const captcha = await app.inject({ method: 'GET', url: '/api/Account/Captcha' });
    const res = await app.inject({
      method: 'POST',
      url: '/api/Account/authenticate',
      payload: {
        userName,
        password: md5Hex(password),
        captchaId: captcha.json().data.captchaId,
        captchaValue: TEST_CAPTCHA,
      },
    });
    if (res.statusCode !== 200) throw new Error(`sign-in of ${userName} failed: ${res.statusCode} ${res.body}`);
    return res.json().data as SignedInUser;
  }
  return { app, signIn };
}

/**
 * A second instance on the same PostgreSQL database as `t` (null on PGlite: one process per data directory): its own
 * pool, its own token secret, the same clock.
 */
export async function secondInstance(
  t: TestApp,
): Promise<(Pick<TestApp, 'app' | 'signIn' | 'database'> & { close(): Promise<void> }) | null> {
  if (t.database.kind !== 'postgres') return null;
  const handle = await openDatabase({ databaseUrl: String(t.database.pool.options.connectionString) });
  const { app, signIn } = await appOn(handle, t.config, t.clock);
  return {
    app,
    signIn,
    database: handle,
    async close() {
      await app.close();
      await handle.close();
    },
  };
}

export async function createTestApp(
  env: Record<string, string> = {},
  options: BuildOptions & {
    seed?: boolean;
    /** The clock's first reading (ISO instant); default: now. */
    startAt?: string;
  } = {},
): Promise<TestApp> {
  const config = loadConfig({ NODE_ENV: 'test', CAPTCHA_FIXED: TEST_CAPTCHA, JOBS: 'off', ...env });
  const { handle, drop } = await openTestDatabase();
  if (options.seed !== false) await seedDemoIfEmpty(handle.db, { registrations: false });
  const clock = {
    now: options.startAt ? new Date(options.startAt) : new Date(),
    advance(ms: number) {
      this.now = new Date(this.now.getTime() + ms);
    },
  };
  const { seed: _seed, startAt: _startAt, ...buildOptions } = options;
  const { app, signIn } = await appOn(handle, config, clock, buildOptions);

  return {
    app,
    database: handle,
    config,
    clock,
    signIn,
    async close() {
      await app.close();
      await handle.close();
      await drop();
    },
  };
}

/**
 * An app whose database is a PostgreSQL address where nothing listens (every connection is refused at once): for
 * what must work without a database, or must fail well without one.
 */
export async function createAppWithoutDatabase(env: Record<string, string> = {}) {
  const database = await openDatabase({
    databaseUrl: 'postgres://postgres@127.0.0.1:1/stoa',
    pool: { connectMs: 2000 },
  });
  const tokens = new TokenService(randomBytes(32).toString('hex'), 900);
  const config = loadConfig({ NODE_ENV: 'test', JOBS: 'off', ...env });
  const app = await buildApp({ config, db: database.db, database, tokens, now: () => new Date() });
  await app.ready();
  return {
    app,
    tokens,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export function bearer(user: SignedInUser): Record<string, string> {
  return { authorization: `Bearer ${user.jwtToken}` };
}

/** The code in the newest mail to `email` (read from the outbox, as a demo user would on the Outbox page). */
export async function latestCode(t: TestApp, email: string): Promise<string> {
  const { mailOutbox } = await import('../db/schema/index.ts');
  const { desc, eq } = await import('drizzle-orm');
  const [row] = await t.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const code = /Verification code: (\d{6})/.exec(row?.text ?? '')?.[1];
  if (!code) throw new Error(`no verification code mailed to ${email}`);
  return code;
}

/** A call as `user` (or anonymous), JSON in and out. */
export async function call(
  t: TestApp,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  user?: SignedInUser,
) {
  const res = await t.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: user ? bearer(user) : {},
  });
  return {
    status: res.statusCode,
    body: res.json() as {
      isSuccessful: boolean;
      // Tests read answers of every shape; each asserts the fields it cares about.
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      data: any;
      errors?: ApiError[];
    },
  };
}

/** Signs in each demo user once: name → signed-in user. */
export async function signInAll(t: TestApp, userNames: readonly string[]): Promise<Record<string, SignedInUser>> {
  const users: Record<string, SignedInUser> = {};
  for (const name of userNames) users[name] = await t.signIn(name);
  return users;
}
