// Reports at scale on PostgreSQL (issue 19 item 5): the largest report — Application Details, one row per submitted
// application — over 100,000 applications, exported as xlsx by the real portal (the built apps/server/dist/main.js,
// as `npm start` runs it, in a child process: NODE_ENV=production, JOBS off) to a signed-in SLDC business user. It
// prints
//   reports.xlsx.seconds — from the request to the file's last byte (median of 3 runs; target ≤ 5 s);
//   reports.xlsx.rssPeakMb — the portal's peak resident memory during the export (VmHWM, reset before each run by
//     /proc/<pid>/clear_refs; the largest of the runs; target ≤ 250 MB);
//   reports.xlsx.rows / reports.xlsx.mb — the rows read back from the file (exceljs) and its size;
//   reports.page.ms — GET a page of the same report with its totals (median of 10, after 3 warm-ups).
// A fresh database stoa_bench_reports_<random> on BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/
// postgres) is migrated, demo-seeded, filled set-based (seed-applications.ts) and dropped at the end.
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/db/client.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { seedDemoIfEmpty } from '../apps/server/src/seed/demo.ts';
import { median, scratchDatabase } from './bench-kit.ts';
import { freePort, sldcToken, startPortal, stopChildren, waitFor } from './portal-process.ts';
import { seedApplications } from './seed-applications.ts';

const APPLICATIONS = 100_000;
const RUNS = 3;
const PAGE_RUNS = 10;
const EXPORT_PATH = '/api/Report/Export/ApplicationDetails?format=xlsx';
const PAGE_PATH = '/api/Report/Get/ApplicationDetails?pageNumber=1&pageSize=10';

const kb = (line: string) => Number(/(\d+)\s*kB/.exec(line)?.[1] ?? 0);
function statusOf(pid: number, field: 'VmHWM' | 'VmRSS'): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${field}:`));
  return kb(line ?? '') / 1024;
}

/** The file's rows under its header, read with exceljs's streaming reader. */
async function rowsInXlsx(bytes: Buffer): Promise<number> {
  let rows = 0;
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(bytes), {});
  for await (const sheet of reader) for await (const _row of sheet) rows += 1;
  return rows - 1;
}

async function download(url: string, headers: Record<string, string>) {
  const start = performance.now();
  const res = await fetch(url, { headers });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  const bytes = Buffer.from(await res.arrayBuffer());
  return { ms: performance.now() - start, bytes };
}

let database: (DatabaseHandle & { kind: 'postgres' }) | undefined;
const scratch = await scratchDatabase('stoa_bench_reports', async () => {
  await stopChildren().catch(() => undefined);
  await database?.close().catch(() => undefined);
});

let failed = false;
try {
  const opened = await openDatabase({ databaseUrl: scratch.url });
  if (opened.kind !== 'postgres') throw new Error('expected a PostgreSQL handle');
  database = opened;
  const setupStart = performance.now();
  await runMigrations(opened);
  await seedDemoIfEmpty(opened.db, { registrations: true });
  const counts = await seedApplications(opened.pool, APPLICATIONS);
  const setupMs = performance.now() - setupStart;

  const secret = randomBytes(32).toString('hex');
  const headers = await sldcToken(opened.pool, secret);
  const port = await freePort();
  const portal = startPortal(scratch.url, port, secret, true);
  const base = `http://127.0.0.1:${port}`;
  const first = (await (await waitFor(`${base}${PAGE_PATH}`, headers)).json()) as { data: { dataCount: number } };

  const pageTimes: number[] = [];
  for (let i = 0; i < PAGE_RUNS + 3; i++) {
    const t0 = performance.now();
    await (await fetch(`${base}${PAGE_PATH}`, { headers })).arrayBuffer();
    if (i >= 3) pageTimes.push(performance.now() - t0);
  }

  const times: number[] = [];
  const peaks: number[] = [];
  let file = Buffer.alloc(0);
  for (let run = 0; run < RUNS; run++) {
    writeFileSync(`/proc/${portal.pid}/clear_refs`, '5');
    const before = statusOf(portal.pid!, 'VmRSS');
    const { ms, bytes } = await download(`${base}${EXPORT_PATH}`, headers);
    times.push(ms);
    peaks.push(statusOf(portal.pid!, 'VmHWM'));
    console.log(
      `  run ${run + 1}: ${(ms / 1000).toFixed(2)} s, RSS ${before.toFixed(0)} → peak ${peaks.at(-1)!.toFixed(0)} MB`,
    );
    file = bytes;
  }
  const rows = await rowsInXlsx(file);
  if (rows !== first.data.dataCount)
    throw new Error(`the file has ${rows} rows, the report counts ${first.data.dataCount}`);

  console.log(
    `reports at scale: ${counts.apps} applications (${first.data.dataCount} submitted), PostgreSQL ${scratch.version}; ` +
      `setup ${(setupMs / 1000).toFixed(1)} s`,
  );
  console.log(`reports.xlsx.seconds: ${(median(times) / 1000).toFixed(2)} s`);
  console.log(`reports.xlsx.rssPeakMb: ${Math.max(...peaks).toFixed(0)} MB`);
  console.log(`reports.xlsx.rows: ${rows}`);
  console.log(`reports.xlsx.mb: ${(file.length / 1024 / 1024).toFixed(1)} MB`);
  console.log(`reports.page.ms: ${median(pageTimes).toFixed(1)} ms`);
} catch (err) {
  failed = true;
  console.error(`reports benchmark failed: ${(err as Error).stack ?? String(err)}`);
} finally {
  await scratch.drop();
}
process.exit(failed ? 1 : 0);
