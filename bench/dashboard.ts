// Dashboard/Summary against a list under concurrency (issue 35 item 5: the soak measured Summary at p50 842 ms, p99
// 1.7 s while lists took ~320 ms p99). It prints, on one portal (src/main.ts in a child process: NODE_ENV=production,
// JOBS off) on PostgreSQL, autocannon 9.0.0 with CONNECTIONS connections, ROUNDS × ROUND_SECONDS s alternating, after
// a warm-up of each (figures are the medians of the rounds):
//   dashboard.list.*        GET /api/Application/GetAll/DayAhead?page=1&pageSize=10 as the SLDC business user;
//   dashboard.summary.*     GET /api/Dashboard/Summary, each connection one of the SLDC desk's users (sldc,
//                           approver1, approver2: three roles) — the dashboard's shared cache on (the default);
//   dashboard.writes.*      the same Summary while sldc (one of the readers) marks a notification read every
//                           WRITE_EVERY_MS: a writer's next Summary is computed after its write, so sldc's figures
//                           are computed afresh up to 10 times a second;
//   dashboard.uncached.*    the same Summary on a second portal with DASHBOARD_CACHE_MS=0 (what every call cost
//                           before the cache).
// Data: the demo seed (with registrations) and DASHBOARD_APPLICATIONS (default 10,000) applications of every type and
// status (bench/seed-applications.ts), in a fresh database stoa_bench_dashboard_<random> on BENCH_DATABASE_URL
// (default postgres://postgres@127.0.0.1:5432/postgres), dropped at the end, also on failure.
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { randomBytes } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import { median } from './bench-kit.ts';
import { freePort, runOnSeededScratch, startPortal, stopChild, tokenOf, waitFor } from './portal-process.ts';
import { seedApplications } from './seed-applications.ts';

const APPLICATIONS = Number(process.env.DASHBOARD_APPLICATIONS ?? 10_000);
const CONNECTIONS = 10;
const ROUND_SECONDS = 5;
const WARMUP_SECONDS = 2;
const ROUNDS = 3;
const WRITE_EVERY_MS = 100;
const DESK = ['sldc', 'approver1', 'approver2'];
const LIST_PATH = '/api/Application/GetAll/DayAhead?page=1&pageSize=10';
const SUMMARY_PATH = '/api/Dashboard/Summary';

interface AutocannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
  requests?: { setupRequest?: (request: { headers?: Record<string, string> }) => unknown }[];
}) => Promise<AutocannonResult>;
// autocannon ships no types: its one call is typed above.
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

interface Figure {
  rps: number;
  p50: number;
  p99: number;
}

/** One round: `tokens` are handed to the requests in turn, so the connections speak for several users. */
async function load(url: string, tokens: string[], seconds: number): Promise<Figure> {
  let next = 0;
  const setupRequest = (request: { headers?: Record<string, string> }) => {
    const token = tokens[next++ % tokens.length]!;
    return { ...request, headers: { ...(request.headers ?? {}), authorization: `Bearer ${token}` } };
  };
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, requests: [{ setupRequest }] });
  if (result.errors > 0 || result.timeouts > 0 || result.non2xx > 0) {
    throw new Error(`${url}: ${result.errors} errors, ${result.timeouts} time-outs, ${result.non2xx} non-2xx answers`);
  }
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

/** A writer on the side: marks one of the SLDC's notifications read every WRITE_EVERY_MS until stopped. */
function writer(base: string, token: string, notificationId: number) {
  let writes = 0;
  let failures = 0;
  const timer = setInterval(() => {
    void fetch(`${base}/api/Notification/MarkRead/${notificationId}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    }).then(
      (res) => {
        if (res.ok) writes += 1;
        else failures += 1;
      },
      () => {
        failures += 1;
      },
    );
  }, WRITE_EVERY_MS);
  return {
    stop: () => {
      clearInterval(timer);
      return { writes, failures };
    },
  };
}

const medianOf = (figures: Figure[]): Figure => ({
  rps: median(figures.map((f) => f.rps)),
  p50: median(figures.map((f) => f.p50)),
  p99: median(figures.map((f) => f.p99)),
});

/** Waits until a portal has worked off what the last round left in flight: two quick health answers in a row. */
async function settle(base: string) {
  for (let quick = 0; quick < 2;) {
    const t0 = performance.now();
    await fetch(`${base}/api/health`).catch(() => undefined);
    quick = performance.now() - t0 < 50 ? quick + 1 : 0;
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function portal(databaseUrl: string, secret: string, env: Record<string, string>, token: string) {
  const port = await freePort();
  const child: ChildProcess = startPortal(databaseUrl, port, secret, false, env);
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}${SUMMARY_PATH}`, { authorization: `Bearer ${token}` });
  return { base, child };
}

await runOnSeededScratch('stoa_bench_dashboard', async (opened, scratch) => {
  const counts = await seedApplications(opened.pool, APPLICATIONS);
  const { rows } = await opened.pool.query(
    `insert into notifications (user_id, message) select id, 'bench' from users where user_name = 'sldc' returning id`,
  );
  const notificationId = (rows[0] as { id: number }).id;
  const secret = randomBytes(32).toString('hex');
  const desk = await Promise.all(DESK.map((name) => tokenOf(opened.pool, secret, name)));
  const sldc = desk.slice(0, 1);

  const cached = await portal(scratch.url, secret, {}, sldc[0]!);
  const uncached = await portal(scratch.url, secret, { DASHBOARD_CACHE_MS: '0' }, sldc[0]!);
  const rounds = {
    list: [] as Figure[],
    summary: [] as Figure[],
    writes: [] as Figure[],
    uncached: [] as Figure[],
  };
  let writes = 0;
  let writeFailures = 0;
  const listUrl = `${cached.base}${LIST_PATH}`;
  await load(listUrl, sldc, WARMUP_SECONDS);
  await load(`${cached.base}${SUMMARY_PATH}`, desk, WARMUP_SECONDS);
  await load(`${uncached.base}${SUMMARY_PATH}`, desk, WARMUP_SECONDS);
  await settle(uncached.base);
  const summaryUrl = `${cached.base}${SUMMARY_PATH}`;
  const round = async (url: string, tokens: string[]) => {
    const figure = await load(url, tokens, ROUND_SECONDS);
    await settle(cached.base);
    await settle(uncached.base);
    return figure;
  };
  for (let r = 0; r < ROUNDS; r++) {
    rounds.list.push(await round(listUrl, sldc));
    rounds.summary.push(await round(summaryUrl, desk));
    const w = writer(cached.base, sldc[0]!, notificationId);
    rounds.writes.push(await round(summaryUrl, desk));
    const done = w.stop();
    writes += done.writes;
    writeFailures += done.failures;
    rounds.uncached.push(await round(`${uncached.base}${SUMMARY_PATH}`, desk));
  }
  await stopChild(uncached.child);

  console.log(
    `dashboard under concurrency: ${counts.apps} applications, ${counts.users} users; PostgreSQL ${scratch.version}; ` +
      `autocannon ${CONNECTIONS} connections, ${ROUNDS} × ${ROUND_SECONDS} s per figure; Summary as ${DESK.join(', ')}`,
  );
  const figures = Object.entries(rounds).map(([name, list]) => [name, medianOf(list)] as const);
  for (const [name, f] of figures) {
    console.log(`dashboard.${name}: ${f.rps.toFixed(0)} req/s, p50 ${f.p50} ms, p99 ${f.p99} ms`);
  }
  console.log(`  beside dashboard.writes: ${writes} writes (${writeFailures} failed) in ${ROUNDS * ROUND_SECONDS} s`);
  const f = Object.fromEntries(figures);
  console.log(
    `dashboard: summary p50 ${f.summary!.p50} ms p99 ${f.summary!.p99} ms (with writes p99 ${f.writes!.p99} ms, ` +
      `uncached p99 ${f.uncached!.p99} ms), list p99 ${f.list!.p99} ms`,
  );
});
