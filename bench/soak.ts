// The soak (issue 35 item 5): two instances of the built portal (apps/server/dist/main.js, JOBS on) on one fresh
// PostgreSQL database soak_<random> (BENCH_DATABASE_URL's server, dropped at the end) with the demo seed; SOAK_USERS
// (200) simulated users over the 12 demo logins (soak-users.ts), alternately on the two instances, each signed in
// through the captcha (CAPTCHA_FIXED) and holding its live link open for the whole run (soak-links.ts). First an
// idle phase (SOAK_IDLE_SECONDS, 20: lists only, 0.05 requests/s a user, 10/s at least) measures the lists' idle p99; then
// SOAK_MINUTES (10, fractions allowed) of the realistic mix (soak-actions.ts, soak-pipeline.ts) at SOAK_RATE (0.5)
// requests/s a user, driven by autocannon (soak-load.ts). Figures at the start, the middle and the end (soak-report.ts);
// then the lost notifications (a few seconds after the load: every notification written during the run for a soak
// user that one of its user's links missed), RSS growth (end against the warm-up mark: min(1 min, half the run)),
// and as the last line:
//   soak: users U, minutes M, requests R, errors E, lost notifications L, rss growth G%, lists p99 P ms (idle I ms)
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { prng, scratchDatabase } from './bench-kit.ts';
import { freePort, start, stopChildren, waitFor } from './portal-process.ts';
import { scriptFor, type Script, type Visible } from './soak-actions.ts';
import { openLinks, lostNotifications, type LinkSet } from './soak-links.ts';
import { Recorder, runLoad } from './soak-load.ts';
import { Pipeline } from './soak-pipeline.ts';
import {
  cpuLine,
  cpuSeconds,
  cpuTicks,
  dbConnections,
  errorsOf,
  mb,
  p99Of,
  rssMb,
  windowLines,
  type Gauges,
} from './soak-report.ts';
import { LOGINS, signInAll, type SimUser } from './soak-users.ts';

const num = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
};
const MINUTES = num('SOAK_MINUTES', 10);
const USERS = Math.round(num('SOAK_USERS', 200));
const RATE = num('SOAK_RATE', 0.5);
const IDLE_SECONDS = num('SOAK_IDLE_SECONDS', 20);
/** The idle phase's light load: 0.05 requests/s a user, 10/s at least (so its p99 rests on a few hundred lists). */
const IDLE_RATE = Math.max(0.05, 10 / USERS);
const SETTLE_MS = 5000;
const CAPTCHA = 'SOAK42';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function instanceEnv(databaseUrl: string, port: number, secret: string): Record<string, string> {
  return {
    // CAPTCHA_FIXED is refused in production: the soak runs as `test`, logging warnings only.
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    JWT_SECRET: secret,
    SEED: 'demo',
    CAPTCHA_FIXED: CAPTCHA,
    JOBS: 'on',
    LOG_LEVEL: 'warn',
    API_DOCS: 'off',
    // Behind the offices' proxies: X-Forwarded-For names the client (soak-users.ts).
    TRUST_PROXY: '1',
    // As the README's deployment runs it: two glibc malloc arenas (per-thread arenas made RSS climb, not the heap).
    MALLOC_ARENA_MAX: '2',
    // One sign-in for the whole run (the refresh path is not what the soak measures).
    ACCESS_TOKEN_TTL_SECONDS: String(Math.ceil(MINUTES * 60 + IDLE_SECONDS + 900)),
  };
}

/** The registrations each login's users may open (its registrations list) and, for the admin, the users. */
async function visibleTo(base: string, user: SimUser, client: pg.Client): Promise<Visible> {
  if (user.login.role === 'Admin') {
    const { rows } = await client.query('select id from users order by id');
    return { registrations: [], userIds: rows.map((r: { id: number }) => r.id) };
  }
  const res = await fetch(`${base}/api/Registration/GetRegistrations?pageNumber=1&pageSize=10`, {
    headers: user.headers,
  });
  const body = (await res.json()) as { data: { registrationList: { id: number; entityType: string }[] } };
  if (!res.ok) throw new Error(`${user.login.userName}: registrations list answered ${res.status}`);
  return {
    registrations: body.data.registrationList.map((r) => ({ id: r.id, entityType: r.entityType })),
    userIds: [],
  };
}

/** Every static GET of every script, once, as one of its users: the soak refuses to start on a wrong page. */
async function probe(bases: readonly string[], users: readonly SimUser[], scripts: ReadonlyMap<string, Script>) {
  const wrong: string[] = [];
  for (const [userName, script] of scripts) {
    const user = users.find((u) => u.login.userName === userName)!;
    for (const p of script.staticPaths) {
      const res = await fetch(`${bases[user.instance]}${p}`, { headers: user.headers });
      await res.arrayBuffer();
      if (!res.ok) wrong.push(`${userName} GET ${p} → ${res.status}`);
    }
  }
  if (wrong.length > 0) throw new Error(`pages the soak would request wrongly:\n  ${wrong.join('\n  ')}`);
}

execFileSync(process.execPath, [path.join(root, 'scripts/ensure-built.mjs')], { cwd: root, stdio: 'inherit' });

let client: pg.Client | undefined;
let links: LinkSet | undefined;
const scratch = await scratchDatabase('soak', async () => {
  links?.close();
  await stopChildren();
  await client?.end().catch(() => undefined);
});

let failed = false;
try {
  const secret = randomBytes(32).toString('hex');
  const ports = [await freePort(), await freePort()];
  const bases = ports.map((p) => `http://127.0.0.1:${p}`);
  const pids: number[] = [];
  for (const [i, port] of ports.entries()) {
    // The first instance migrates and seeds; the second starts once it is healthy, so they never race.
    const child = start('apps/server/dist/main.js', instanceEnv(scratch.url, port, secret), `instance ${'AB'[i]}`);
    pids.push(child.pid!);
    await waitFor(`${bases[i]}/api/health`, {}, 180);
  }
  client = new pg.Client({ connectionString: scratch.url });
  await client.connect();
  const db = client;
  const { rows: regs } = await db.query(`select r.id, u.user_name from registrations r
    join users u on u.id = r.applicant_user_id where r.status = 'Approved'`);
  const regOf = (name: string) => (regs as { id: number; user_name: string }[]).find((r) => r.user_name === name)!.id;

  const signIn = await signInAll(bases, USERS, CAPTCHA);
  const users = signIn.users;
  const pipeline = new Pipeline({ seller: regOf('oa.injecting'), buyer: regOf('oa.consumer') });
  const random = prng(35);
  const scripts = new Map<string, Script>();
  for (const login of LOGINS) {
    const first = users.find((u) => u.login === login);
    if (!first) continue;
    scripts.set(login.userName, scriptFor(login, await visibleTo(bases[first.instance]!, first, db), pipeline, random));
  }
  await probe(bases, users, scripts);
  links = await openLinks(users, bases);
  const linkSet = links;
  const { rows: maxRows } = await db.query('select coalesce(max(id), 0)::int as id from notifications');
  const startId = (maxRows[0] as { id: number }).id;
  // As a page that has read its notifications would: a link that comes back before its first event replays from here.
  for (const link of linkSet.links) link.lastId ??= startId;

  let dbMax = 0;
  const gauges = async (): Promise<Gauges> => {
    const conns = await dbConnections(db, scratch.name);
    dbMax = Math.max(dbMax, conns);
    return { links: linkSet.held(), users: USERS, drops: linkSet.drops(), rss: pids.map(rssMb), db: conns, dbMax };
  };
  const sampler = setInterval(() => void gauges().catch(() => undefined), 2000);
  const loop = monitorEventLoopDelay();
  loop.enable();
  const print = (lines: string[]) => console.log(lines.join('\n'));
  const perLogin = LOGINS.map((l) => `${l.userName} ${users.filter((u) => u.login === l).length}`).join(', ');
  console.log(
    `soak: ${USERS} users (${perLogin}) on two instances, PostgreSQL ${scratch.version} (${scratch.name}); ` +
      `${MINUTES} min at ${RATE} requests/s a user after ${IDLE_SECONDS} s idle; ${os.cpus().length} cores`,
  );
  console.log(
    `signed in ${users.length} in ${(signIn.stats.ms / 1000).toFixed(1)} s (throttled and retried: ` +
      `${signIn.stats.throttled}); ${linkSet.held()} live links open`,
  );

  // Start: the idle phase, lists only, a light load.
  const idleRecorder = new Recorder();
  const plan = { bases, users, scripts, recorder: idleRecorder };
  await runLoad({ ...plan, phase: 'idle', seconds: IDLE_SECONDS, ratePerUser: IDLE_RATE });
  const idle = idleRecorder.rotate();
  print(windowLines(`soak start (idle, ${IDLE_SECONDS} s, lists only)`, idle, IDLE_SECONDS, await gauges()));

  // The run, with the middle's figures and the warm-up mark's RSS.
  const seconds = MINUTES * 60;
  const recorder = new Recorder();
  const cpu0 = pids.map(cpuSeconds);
  const bench0 = process.cpuUsage();
  const ticks0 = cpuTicks();
  let ticksMiddle = ticks0;
  let warmRss: (number | null)[] = [];
  const warmTimer = setTimeout(() => (warmRss = pids.map(rssMb)), Math.min(60, seconds / 2) * 1000);
  const middleTimer = setTimeout(
    () =>
      void gauges().then((g) => {
        ticksMiddle = cpuTicks();
        const lines = windowLines(`soak middle (${(seconds / 120).toFixed(1)} min)`, recorder.rotate(), seconds / 2, g);
        print([...lines, cpuLine(ticks0, ticksMiddle, seconds / 2)]);
      }),
    (seconds / 2) * 1000,
  );
  await runLoad({ ...plan, recorder, phase: 'load', seconds, ratePerUser: RATE });
  clearTimeout(warmTimer);
  clearTimeout(middleTimer);
  const cpu = pids.map((pid, i) => (cpuSeconds(pid) ?? 0) - (cpu0[i] ?? 0));
  const benchCpu = process.cpuUsage(bench0);
  const ticksEnd = cpuTicks();
  await sleep(SETTLE_MS);
  const end = await gauges();
  print([
    ...windowLines(`soak end (${MINUTES} min)`, recorder.rotate(), seconds / 2, end),
    cpuLine(ticksMiddle, ticksEnd, seconds / 2),
  ]);
  clearInterval(sampler);

  const userIds = [...new Set(users.map((u) => u.userId))];
  const { rows: written } = await db.query(
    'select id, user_id as "userId" from notifications where id > $1 and user_id = any($2::int[]) order by id',
    [startId, userIds],
  );
  const lost = lostNotifications(linkSet.links, written as { id: number; userId: number }[]);
  const total = recorder.total;
  const growth = end.rss.map((r, i) => (r !== null && warmRss[i] ? ((r - warmRss[i]!) / warmRss[i]!) * 100 : NaN));
  const worstGrowth = Math.max(...growth.map((g) => (Number.isNaN(g) ? 0 : g)));
  print([...windowLines(`soak total (${MINUTES} min)`, total, seconds, end), cpuLine(ticks0, ticksEnd, seconds)]);
  console.log(
    `notifications written for soak users during the run: ${written.length}, lost ${lost.lost} ` +
      `(counted by ${lost.counted}); live link drops ${end.drops}`,
  );
  console.log(
    `RSS after warm-up ${warmRss.map(mb).join(' / ')} → end ${end.rss.map(mb).join(' / ')} ` +
      `(${growth.map((g) => `${g.toFixed(1)}%`).join(' / ')}); DB connections max ${end.dbMax}`,
  );
  console.log(
    `CPU during the run: instances ${cpu.map((s) => `${((s / seconds) * 100).toFixed(0)}%`).join(' / ')}, ` +
      `the bench ${(((benchCpu.user + benchCpu.system) / 1e6 / seconds) * 100).toFixed(0)}% (of one core each); ` +
      `load average ${os.loadavg()[0]!.toFixed(1)}; bench event-loop delay p99 ${(loop.percentile(99) / 1e6).toFixed(0)} ms`,
  );
  console.log(
    `applications submitted ${pipeline.allApps.length}, payments ${pipeline.allPayments.length}, ` +
      `reconciled ${pipeline.allReceipts.length}${pipeline.submissionsLeft ? '' : ' (every delivery slot taken)'}`,
  );
  for (const s of [...idleRecorder.samples, ...recorder.samples].slice(0, 10)) console.log(`  error sample: ${s}`);
  const requests = idle.requests + total.requests;
  const errors = errorsOf(idle) + errorsOf(total);
  console.log(
    `soak: users ${USERS}, minutes ${MINUTES}, requests ${requests}, errors ${errors}, lost notifications ${lost.lost}, ` +
      `rss growth ${worstGrowth.toFixed(1)}%, lists p99 ${p99Of(total, 'lists').toFixed(0)} ms ` +
      `(idle ${p99Of(idle, 'lists').toFixed(0)} ms)`,
  );
} catch (err) {
  failed = true;
  console.error(`soak failed: ${(err as Error).stack ?? String(err)}`);
} finally {
  links?.close();
  await scratch.drop();
}
process.exit(failed ? 1 : 0);
