/**
 * Two server processes on one PostgreSQL behave as one portal (ARCHITECTURE §9): a captcha issued by one is
 * accepted by the other, a session opened on one works on the other, and a logout on one ends it on both.
 * Runs when PostgreSQL answers at TEST_DATABASE_URL (default: this machine's 127.0.0.1:5432).
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { md5Hex } from '@stoa/shared';
import { CAPTCHA, PASSWORD, startPortal, type Portal } from './harness.ts';

const baseUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const database = `stoa_e2e_${randomBytes(4).toString('hex')}`;
const urlFor = (name: string) => Object.assign(new URL(baseUrl), { pathname: `/${name}` }).toString();

async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: urlFor('postgres'), connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

const available = await postgresAnswers();
let a: Portal;
let b: Portal;

beforeAll(async () => {
  if (!available) return;
  const admin = new pg.Client({ connectionString: urlFor('postgres') });
  await admin.connect();
  await admin.query(`create database ${database}`);
  await admin.end();
  const env = { DATABASE_URL: urlFor(database), JWT_SECRET: randomBytes(32).toString('hex') };
  // Started together: migrations and the demo seed must run once, queued on the start-up lock.
  [a, b] = await Promise.all([startPortal(env), startPortal(env)]);
});

afterAll(async () => {
  if (!available) return;
  await a?.stop();
  await b?.stop();
  const admin = new pg.Client({ connectionString: urlFor('postgres') });
  await admin.connect();
  await admin.query(`drop database if exists ${database} with (force)`);
  await admin.end();
});

async function call(
  portal: Portal,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const res = await fetch(`${portal.url}/api${path}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, json: (await res.json()) as { data: Record<string, string> } };
}

/** Signs in on `portal` with a captcha issued by `captchaFrom`. */
async function signInAcross(captchaFrom: Portal, portal: Portal, userName: string) {
  const captcha = await call(captchaFrom, 'GET', '/Account/Captcha');
  return call(portal, 'POST', '/Account/authenticate', {
    userName,
    password: md5Hex(PASSWORD),
    captchaId: captcha.json.data.captchaId,
    captchaValue: CAPTCHA,
  });
}

describe.skipIf(!available)('two instances on one PostgreSQL', () => {
  it('share captchas, sessions and logout', async () => {
    const signIn = await signInAcross(a, b, 'sldc');
    expect(signIn.status).toBe(200);
    const auth = { authorization: `Bearer ${signIn.json.data.jwtToken}` };
    expect((await call(a, 'GET', '/Notification/NotificationCount', undefined, auth)).status).toBe(200);

    const refreshed = await call(a, 'POST', '/Account/refresh-token', undefined, {
      'x-refresh-token': signIn.json.data.refreshToken!,
    });
    expect(refreshed.status).toBe(200);
    const reuse = await call(b, 'POST', '/Account/refresh-token', undefined, {
      'x-refresh-token': signIn.json.data.refreshToken!,
    });
    expect(reuse.status).toBe(401);
    const newAuth = { authorization: `Bearer ${refreshed.json.data.jwtToken}` };
    expect((await call(b, 'GET', '/Notification/NotificationCount', undefined, newAuth)).status).toBe(401);
  });

  it('a logout on one instance ends the session on the other', async () => {
    const signIn = await signInAcross(b, a, 'trader');
    const auth = { authorization: `Bearer ${signIn.json.data.jwtToken}` };
    expect((await call(b, 'POST', '/Account/logout', {}, auth)).status).toBe(200);
    expect((await call(a, 'GET', '/Dashboard/Summary', undefined, auth)).status).toBe(401);
  });
});
