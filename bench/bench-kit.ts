// What the benchmarks share: a seeded PRNG, timing and medians, and a scratch PostgreSQL database of their own
// (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres) that is dropped at the end, also on
// failure or a signal.
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/db/client.ts';

/** mulberry32: a small seeded PRNG, so every run works on the same data. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An integer in [lo, hi] from a PRNG. */
export const intOf = (random: () => number) => (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export async function timed<T>(work: () => Promise<T> | T): Promise<{ value: T; ms: number }> {
  const start = performance.now();
  const value = await work();
  return { value, ms: performance.now() - start };
}

/** First run and median of `runs` runs (the first included). */
export async function repeated<T>(
  runs: number,
  work: () => Promise<T> | T,
): Promise<{ first: number; median: number; value: T }> {
  const times: number[] = [];
  let value!: T;
  for (let i = 0; i < runs; i++) {
    const r = await timed(work);
    times.push(r.ms);
    value = r.value;
  }
  return { first: times[0]!, median: median(times), value };
}

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The server's URL for one of its databases. */
export const urlFor = (database: string) => {
  const u = new URL(serverUrl);
  u.pathname = `/${database}`;
  return u.toString();
};

async function openAdmin(): Promise<DatabaseHandle & { kind: 'postgres' }> {
  const admin = await openDatabase({ databaseUrl: serverUrl });
  if (admin.kind !== 'postgres') throw new Error('expected a PostgreSQL handle');
  try {
    await admin.pool.query('select 1');
  } catch (err) {
    await admin.close().catch(() => undefined);
    const shown = new URL(serverUrl);
    shown.password = shown.password ? '***' : '';
    console.error(
      `PostgreSQL is unreachable at ${shown.toString()} (${(err as Error).message}).\n` +
        'This benchmark needs a PostgreSQL server (set BENCH_DATABASE_URL, or start the local one, e.g. ' +
        '`pg_ctlcluster --skip-systemctl-redirect <version> main start`); it does not fall back to PGlite.',
    );
    process.exit(2);
  }
  return admin;
}

/**
 * A fresh database `<prefix>_<random>` on the server, its name, URL and server version, and `drop` (after
 * `beforeDrop`, e.g. closing what uses it), which also runs on SIGINT / SIGTERM.
 */
export async function scratchDatabase(prefix: string, beforeDrop: () => Promise<void>) {
  const admin = await openAdmin();
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  let dropped = false;
  const drop = async () => {
    if (dropped) return;
    dropped = true;
    await beforeDrop().catch(() => undefined);
    await admin.pool.query(`drop database if exists ${name} with (force)`).catch((err: Error) => {
      console.error(`could not drop ${name}: ${err.message}`);
    });
    await admin.close().catch(() => undefined);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.error(`${signal}: dropping ${name}`);
      void drop().finally(() => process.exit(130));
    });
  }
  const { rows } = await admin.pool.query('show server_version');
  await admin.pool.query(`create database ${name}`);
  return { name, url: urlFor(name), version: String(rows[0].server_version), drop };
}
