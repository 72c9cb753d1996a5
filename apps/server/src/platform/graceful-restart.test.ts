/**
 * A rolling restart of two real server processes behind one address loses no request and no notification (issue 35,
 * item 4). Two instances of main.ts on one PostgreSQL database behind a reverse proxy that, like nginx, sends a
 * request refused, reset before its answer or answered 503 by a draining instance to the other instance. While a
 * desk user's requests flow and a live link is open: SIGTERM A, wait for its exit, start A again, wait until it is
 * healthy, then the same for B. Notifications are written while A is down, while B is down, and each time the link is
 * down (between its end and its reconnect: only the replay by Last-Event-ID brings those).
 * PostgreSQL only (TEST_DATABASE_URL): PGlite serves one process.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { md5Hex, type SignedInUser } from '@stoa/shared';
import { DEMO_PASSWORD } from '../seed/demo-data.ts';
import { insertNotifications } from './notifications/notifications.ts';
import { createTestApp, TEST_CAPTCHA, type TestApp } from '../test/test-app.ts';
import { freePort, startServer, type ServerProcess } from '../test/server-process.ts';
import { startRetryingProxy, type RetryingProxy } from '../test/retrying-proxy.ts';
import { openLiveLink, type LiveLink } from '../test/live-link.ts';
import { startSteadyLoad, type Answer } from '../test/steady-load.ts';

/** How long the link may take to show every notification written (a bound on a wait, not a measured figure). */
const DELIVERY_WAIT_MS = 20_000;

let t: TestApp;
let proxy: RetryingProxy;
const servers: ServerProcess[] = [];
let link: LiveLink;
let answers: Answer[] = [];
const exitCodes: (number | null)[] = [];
/** The logs of the instances stopped. */
const stoppedLogs: string[] = [];
/** Notifications written for the link's user, by when. */
const written: { id: number; when: string }[] = [];

async function signInThrough(baseUrl: string, userName: string): Promise<SignedInUser> {
  const captcha = (await (await fetch(`${baseUrl}/api/Account/Captcha`)).json()) as { data: { captchaId: string } };
  const res = await fetch(`${baseUrl}/api/Account/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      userName,
      password: md5Hex(DEMO_PASSWORD),
      captchaId: captcha.data.captchaId,
      captchaValue: TEST_CAPTCHA,
    }),
  });
  if (res.status !== 200) throw new Error(`sign-in of ${userName}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: SignedInUser }).data;
}

/** A notification for `userId`, written and announced as a workflow step writes it; answers its id. */
async function notify(userId: number, when: string): Promise<void> {
  const db = t.database.db;
  await insertNotifications(db, [{ userId, message: `Written ${when}` }]);
  const result = await db.execute(sql`select max(id)::int as id from notifications where user_id = ${userId}`);
  written.push({ id: (result as unknown as { rows: { id: number }[] }).rows[0]!.id, when });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(isDone: () => boolean, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!isDone() && Date.now() < deadline) await sleep(100);
}

/** SIGTERM the instance in `slot`, keep its exit code, write a notification while it is down, start it again. */
async function restart(
  slot: 0 | 1,
  name: string,
  env: Record<string, string>,
  draweeId: number,
  phase: (p: string) => void,
) {
  const old = servers[slot]!;
  phase(`${name} draining`);
  exitCodes.push(await old.stop());
  stoppedLogs.push(old.log());
  phase(`${name} down`);
  await notify(draweeId, `while ${name} was down`);
  servers[slot] = await startServer(old.port, env);
  phase(`${name} back`);
  await sleep(1000); // requests through both instances before the next restart
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('a rolling restart of two instances (PostgreSQL)', () => {
  beforeAll(async () => {
    t = await createTestApp();
    if (t.database.kind !== 'postgres') throw new Error('expected PostgreSQL');
    const env = {
      NODE_ENV: 'test',
      DATABASE_URL: String(t.database.pool.options.connectionString),
      JWT_SECRET: randomBytes(32).toString('hex'),
      CAPTCHA_FIXED: TEST_CAPTCHA,
      SEED: 'none',
      LOG_LEVEL: 'info',
      WEB_DIST_DIR: '/nonexistent-stoa-web-dist',
    };
    const ports = [await freePort(), await freePort()];
    servers.push(...(await Promise.all(ports.map((port) => startServer(port, env)))));
    proxy = await startRetryingProxy(ports);

    const sldc = await signInThrough(proxy.url, 'sldc');
    const drawee = await signInThrough(proxy.url, 'oa.drawee');
    const profile = (await (
      await fetch(`${proxy.url}/api/Account/Profile`, { headers: { authorization: `Bearer ${drawee.jwtToken}` } })
    ).json()) as { data: { id: number } };
    const draweeId = profile.data.id;
    // The link on A: A's restart moves it to B, B's back to A (two reconnects, each with a notification missed).
    proxy.nextGoesTo(0);
    link = openLiveLink(proxy.url, drawee, () => notify(draweeId, 'while the link was down'));
    await link.ready;
    // The link has seen no notification yet: its Last-Event-ID at A's restart is Ready's baseline id.
    const load = startSteadyLoad(proxy.url, sldc);
    await sleep(500); // some answers before the first restart
    await restart(0, 'A', env, draweeId, load.setPhase);
    await restart(1, 'B', env, draweeId, load.setPhase);
    await sleep(500);
    answers = await load.stop();
    await waitFor(() => written.every((w) => link.ids().includes(w.id)), DELIVERY_WAIT_MS);
    link.close();
  }, 400_000);

  afterAll(async () => {
    link?.close();
    await Promise.all(servers.map((s) => Promise.race([s.stop(), sleep(30_000)])));
    for (const s of servers) s.kill();
    await proxy?.close();
    await t?.close();
  }, 60_000);

  it('answers every request through both restarts, in every phase', () => {
    const unexpected = answers.filter((a) => !a.isExpected);
    expect(unexpected, `proxy retries ${JSON.stringify(proxy.retries)}`).toEqual([]);
    const perPhase = new Map<string, number>();
    for (const a of answers) perPhase.set(a.phase, (perPhase.get(a.phase) ?? 0) + 1);
    const counts = [...perPhase].map(([phase, n]) => `${phase} ${n}`).join(', ');
    console.info(
      `rolling restart: ${answers.length} answers (${counts}); proxy retries ${JSON.stringify(proxy.retries)}; ` +
        `link ends ${link.ends().length}, Ready ${link.readyCount()}; notifications written ${written.length}, ` +
        `received ${new Set(link.ids()).size}`,
    );
    for (const phase of ['start', 'A draining', 'A down', 'A back', 'B draining', 'B down', 'B back'])
      expect([...perPhase.keys()], phase).toContain(phase);
  });

  it('each instance exits 0 on SIGTERM, having logged each phase of the drain', () => {
    expect(exitCodes, stoppedLogs.join('\n')).toEqual([0, 0]);
    for (const log of stoppedLogs) {
      const phases = [...log.matchAll(/"msg":"(shutdown: [a-z ]+)/g)].map((m) => m[1]);
      const lines = log.split('\n').filter((line) => line.includes('shutdown'));
      expect(phases, lines.join('\n')).toEqual([
        'shutdown: started',
        'shutdown: draining ',
        'shutdown: live links told to reconnect',
        'shutdown: requests in flight finished',
        'shutdown: jobs and mail stopped',
        'shutdown: app closed',
        'shutdown: database closed',
      ]);
    }
  });

  it('the live link is told when to reconnect, reconnects through the same address and is Ready again', () => {
    expect(link.failures()).toEqual([]);
    expect(link.ends()).toEqual([{ hadRetry: true }, { hadRetry: true }]);
    expect(link.readyCount()).toBe(3);
  });

  it('loses no notification: those written while an instance or the link was down arrive, by replay', () => {
    const received = link.ids();
    expect(written.filter((w) => !received.includes(w.id))).toEqual([]);
    expect(written.map((w) => w.when).sort()).toEqual([
      'while A was down',
      'while B was down',
      'while the link was down',
      'while the link was down',
    ]);
  });
});
