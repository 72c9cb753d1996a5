// Lists at scale on PostgreSQL (issue 14, item 3): 100,000 applications. It prints
//   lists.portal.rps / lists.portal.p99 — GET /api/Application/GetAll/DayAhead?page=1&pageSize=10 on the real portal
//     (src/main.ts in a child process: NODE_ENV=production, its logging, JOBS off) as a signed-in SLDC business user;
//   lists.bare.rps / lists.bare.p99 — bare-server.ts (Fastify + a pg Pool, no auth) running exactly the statements
//     the portal's repository sends for that page, count included (recorded here off the real repository function);
//   lists.ratio — portal rps / bare rps;
//   lists.own.page / lists.own.count — an applicant's own list (GetAppliedApplications, page 1): the server's
//     execution time of the page and of the count, median of 20 EXPLAIN ANALYZE EXECUTE runs of the prepared
//     statement(s) after 6 warm-up runs (so PostgreSQL's plan cache has settled as it does in the portal);
//   lists.own.list — the repository function itself from Node (both parts, round trips included), median of 20.
// autocannon 9.0.0: 50 connections, 5 s a round, the portal and the bare server alternating, 3 rounds each, after a
// warm-up of each; rps and p99 are the medians of the rounds. A fresh database stoa_bench_lists_<random> is created on
// the server (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres), migrated, seeded (demo), filled
// set-based and analyzed, and dropped at the end, also on failure.
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/db/client.ts';
import { median, scratchDatabase } from './bench-kit.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { seedDemoIfEmpty } from '../apps/server/src/seed/demo.ts';
import { freePort, sldcToken, start, startPortal, stopChildren, waitFor } from './portal-process.ts';
import { seedApplications } from './seed-applications.ts';
import { listApplications, listParties } from '../apps/server/src/modules/application/application.repository.ts';

const APPLICATIONS = 100_000;
const CONNECTIONS = 50;
const ROUND_SECONDS = 5;
const WARMUP_SECONDS = 2;
const ROUNDS = 3;
const OWN_RUNS = 20;
const OWN_WARMUP = 6;
const LIST_PATH = '/api/Application/GetAll/DayAhead?page=1&pageSize=10';
const PAGE = { page: 1, pageSize: 10, processingDate: undefined, fromDate: undefined, toDate: undefined };

interface AutocannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  '2xx': number;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
}) => Promise<AutocannonResult>;
// autocannon ships no types: its one call is typed above.
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const fixed = (n: number, digits = 1) => n.toFixed(digits);

// --- What the repository sends ----------------------------------------------------------------------------------

interface Statement {
  name?: string;
  text: string;
  values: unknown[];
}

/** The statements a repository call sends, recorded off its pool (and still run, so the call completes). */
async function recorded<T>(databaseUrl: string, call: (handle: DatabaseHandle) => Promise<T>) {
  const handle = await openDatabase({ databaseUrl });
  if (handle.kind !== 'postgres') throw new Error('expected a PostgreSQL handle');
  const statements: Statement[] = [];
  const pool = handle.pool as pg.Pool & { query: (config: unknown, values?: unknown[]) => Promise<unknown> };
  const original = pool.query.bind(pool) as (config: unknown, values?: unknown[]) => Promise<unknown>;
  pool.query = ((config: unknown, values?: unknown[]) => {
    const c = (typeof config === 'string' ? { text: config } : config) as { name?: string; text: string };
    statements.push({
      ...(c.name ? { name: c.name } : {}),
      text: c.text,
      values: (values ?? (config as { values?: unknown[] }).values ?? []).map((v) =>
        v instanceof Date ? v.toISOString() : v,
      ),
    });
    return original(config, values);
  }) as typeof pool.query;
  try {
    const value = await call(handle);
    return { value, statements };
  } finally {
    await handle.close();
  }
}

/** A value as an SQL literal (for EXECUTE's arguments). */
function literal(client: pg.PoolClient, value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (Array.isArray(value)) return client.escapeLiteral(`{${value.map((v) => JSON.stringify(v)).join(',')}}`);
  return client.escapeLiteral(String(value));
}

interface PlanNode {
  'Parent Relationship'?: string;
  'Subplan Name'?: string;
  'Actual Total Time'?: number;
  'Actual Loops'?: number;
  Plans?: PlanNode[];
}

/** The time of the count inside a one-statement page + count: its InitPlan (the uncorrelated scalar subquery). */
function initPlanMs(node: PlanNode): number {
  let total = 0;
  for (const child of node.Plans ?? []) {
    if (child['Parent Relationship'] === 'InitPlan') {
      total += (child['Actual Total Time'] ?? 0) * (child['Actual Loops'] ?? 1);
    } else total += initPlanMs(child);
  }
  return total;
}

/**
 * The server-side time of each recorded statement, as a prepared statement executes in the portal: PREPARE once,
 * warm-up EXECUTEs (PostgreSQL picks a custom or generic plan after five), then the median of `runs` EXPLAIN ANALYZE
 * EXECUTE. A single statement holding page and count is split at its count's InitPlan.
 */
async function ownTimes(pool: pg.Pool, statements: Statement[], runs: number) {
  const client = await pool.connect();
  try {
    const times = [];
    for (const [i, s] of statements.entries()) {
      const name = `bench_own_${i}`;
      await client.query(`prepare ${name} as ${s.text}`);
      const args = s.values.length > 0 ? `(${s.values.map((v) => literal(client, v)).join(', ')})` : '';
      for (let w = 0; w < OWN_WARMUP; w++) await client.query(`execute ${name}${args}`);
      const exec: number[] = [];
      const init: number[] = [];
      let plan: unknown;
      for (let r = 0; r < runs; r++) {
        const { rows } = await client.query(`explain (analyze, format json) execute ${name}${args}`);
        const doc = (rows[0] as { 'QUERY PLAN': [{ 'Execution Time': number; Plan: PlanNode }] })['QUERY PLAN'][0];
        exec.push(doc['Execution Time']);
        init.push(initPlanMs(doc.Plan));
        plan = doc.Plan;
      }
      times.push({ exec: median(exec), initPlan: median(init), plan });
      await client.query(`deallocate ${name}`);
    }
    if (times.length === 1) {
      const [one] = times;
      return { page: one!.exec - one!.initPlan, count: one!.initPlan, plans: times.map((t) => t.plan) };
    }
    return { page: times[0]!.exec, count: times[1]?.exec ?? 0, plans: times.map((t) => t.plan) };
  } finally {
    client.release();
  }
}

// --- Servers and load -------------------------------------------------------------------------------------------

async function load(url: string, headers: Record<string, string>, seconds: number) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
  if (result.errors > 0 || result.timeouts > 0 || result.non2xx > 0) {
    throw new Error(`${url}: ${result.errors} errors, ${result.timeouts} time-outs, ${result.non2xx} non-2xx answers`);
  }
  return { rps: result.requests.average, p99: result.latency.p99, p50: result.latency.p50 };
}

// --- The run ----------------------------------------------------------------------------------------------------

let database: (DatabaseHandle & { kind: 'postgres' }) | undefined;
const scratch = await scratchDatabase('stoa_bench_lists', async () => {
  await stopChildren().catch(() => undefined);
  await database?.close().catch(() => undefined);
});

let failed = false;
try {
  const databaseUrl = scratch.url;
  const opened = await openDatabase({ databaseUrl });
  if (opened.kind !== 'postgres') throw new Error('expected a PostgreSQL handle');
  database = opened;
  const setupStart = performance.now();
  await runMigrations(opened);
  await seedDemoIfEmpty(opened.db, { registrations: true });
  const counts = await seedApplications(opened.pool, APPLICATIONS);
  const setupMs = performance.now() - setupStart;

  // The statements of page 1 of GetAll/DayAhead (the SLDC sees every submitted application), and of an applicant's
  // own list (the first bench applicant: its own, as a party of others' once submitted).
  const sldcPage = await recorded(databaseUrl, (h) => listApplications(h.db, { kind: 'all' }, ['DayAhead'], PAGE));
  const { rows: applicantRows } = await opened.pool.query(`select id from users where user_name = 'bench.oa.1'`);
  const applicantId = (applicantRows[0] as { id: number }).id;
  const ownPage = await recorded(databaseUrl, async (h) => {
    const registrationIds = (await listParties(h.db, null, { userIds: [applicantId] })).map((p) => p.registrationId);
    return listApplications(h.db, { kind: 'own', userId: applicantId, registrationIds }, null, PAGE);
  });
  const ownStatements = ownPage.statements.slice(1); // the first is listParties
  const own = await ownTimes(opened.pool, ownStatements, OWN_RUNS);
  const ownList: number[] = [];
  const registrationIds = (await listParties(opened.db, null, { userIds: [applicantId] })).map((p) => p.registrationId);
  for (let i = 0; i < OWN_WARMUP + OWN_RUNS; i++) {
    const t0 = performance.now();
    await listApplications(opened.db, { kind: 'own', userId: applicantId, registrationIds }, null, PAGE);
    if (i >= OWN_WARMUP) ownList.push(performance.now() - t0);
  }

  // A signed-in SLDC business user: a live session and an access token signed with the portal's secret.
  const secret = randomBytes(32).toString('hex');
  const headers = await sldcToken(opened.pool, secret);

  const portalPort = await freePort();
  startPortal(databaseUrl, portalPort, secret);
  const barePort = await freePort();
  start(
    'bench/bare-server.ts',
    {
      BARE_DATABASE_URL: databaseUrl,
      BARE_PORT: String(barePort),
      BARE_STATEMENTS: JSON.stringify(sldcPage.statements),
    },
    'the bare server',
  );
  const portalUrl = `http://127.0.0.1:${portalPort}${LIST_PATH}`;
  const bareUrl = `http://127.0.0.1:${barePort}/list`;
  const portalFirst = (await (await waitFor(portalUrl, headers)).json()) as { data: { total: number } };
  await waitFor(bareUrl);
  if (portalFirst.data.total !== sldcPage.value.total) {
    throw new Error(`the portal counts ${portalFirst.data.total}, the repository ${sldcPage.value.total}`);
  }

  await load(portalUrl, headers, WARMUP_SECONDS);
  await load(bareUrl, {}, WARMUP_SECONDS);
  const portal: Awaited<ReturnType<typeof load>>[] = [];
  const bare: Awaited<ReturnType<typeof load>>[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    portal.push(await load(portalUrl, headers, ROUND_SECONDS));
    bare.push(await load(bareUrl, {}, ROUND_SECONDS));
  }
  const portalRps = median(portal.map((r) => r.rps));
  const bareRps = median(bare.map((r) => r.rps));

  console.log(
    `lists at scale: ${counts.apps} applications (${counts.day_ahead} submitted DayAhead), ${counts.users} users, ` +
      `${counts.registrations} registrations; PostgreSQL ${scratch.version} (${scratch.name}); ` +
      `setup ${fixed(setupMs / 1000)} s`,
  );
  console.log(
    `  GET ${LIST_PATH}: autocannon ${CONNECTIONS} connections, ${ROUNDS} × ${ROUND_SECONDS} s alternating; ` +
      `rounds portal ${portal.map((r) => fixed(r.rps, 0)).join(' / ')} req/s, bare ${bare
        .map((r) => fixed(r.rps, 0))
        .join(' / ')} req/s; statements per page: ${sldcPage.statements.length}` +
      `${sldcPage.statements[0]?.name ? ' (named, prepared)' : ''}`,
  );
  console.log(
    `  own list of bench.oa.1: ${ownPage.value.total} applications; ${ownStatements.length} statement(s) for page + count`,
  );
  console.log(`lists.portal.rps: ${fixed(portalRps, 0)} req/s`);
  console.log(`lists.portal.p99: ${median(portal.map((r) => r.p99))} ms`);
  console.log(`lists.bare.rps: ${fixed(bareRps, 0)} req/s`);
  console.log(`lists.bare.p99: ${median(bare.map((r) => r.p99))} ms`);
  console.log(`lists.ratio: ${(portalRps / bareRps).toFixed(2)}`);
  console.log(`lists.own.page: ${fixed(own.page, 2)} ms`);
  console.log(`lists.own.count: ${fixed(own.count, 2)} ms`);
  console.log(`lists.own.list: ${fixed(median(ownList), 2)} ms`);
  if (process.env.BENCH_PLANS) console.log(JSON.stringify(own.plans, null, 1));
} catch (err) {
  failed = true;
  console.error(`lists benchmark failed: ${(err as Error).stack ?? String(err)}`);
} finally {
  await scratch.drop();
}
process.exit(failed ? 1 : 0);
