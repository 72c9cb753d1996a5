// A benchmark's child servers (the real portal, the bare server): free ports, starting and stopping them, waiting
// for an answer; a signed-in user's token for the portal; a benchmark run on a seeded scratch database.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import type { Role } from '@stoa/shared';
import { TokenService } from '../apps/server/src/platform/tokens.ts';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/db/client.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { seedDemoIfEmpty } from '../apps/server/src/seed/demo.ts';
import { scratchDatabase } from './bench-kit.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');

export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  server.close();
  await once(server, 'close');
  return port;
}

const children: ChildProcess[] = [];
export function start(script: string, env: Record<string, string>, label: string): ChildProcess {
  // A built bundle (.js) runs as it is; a TypeScript entry through tsx. BENCH_NODE_ARGS profiles the portals
  // (`--cpu-prof --cpu-prof-dir=/tmp/prof`, `--heapsnapshot-signal=SIGUSR2`), which NODE_OPTIONS may not carry.
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(/\s+/).filter((arg) => arg !== '');
  const args = [...nodeArgs, ...(script.endsWith('.js') ? [script] : ['--import', 'tsx', script])];
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let tail = '';
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-4000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  child.once('exit', (code, signal) => {
    if (!stopping) console.error(`${label} exited (${code ?? signal}); its last output:\n${tail}`);
  });
  return child;
}
let stopping = false;
/** Stops one child (SIGTERM, SIGKILL after 5 s) and waits for its exit; its exit is expected, so not reported. */
export async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.removeAllListeners('exit');
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}
export async function stopChildren() {
  stopping = true;
  await Promise.all(children.map(stopChild));
}

export async function waitFor(url: string, headers: Record<string, string> = {}, seconds = 60): Promise<Response> {
  const until = Date.now() + seconds * 1000;
  for (;;) {
    try {
      const res = await fetch(url, { headers });
      if (res.ok) return res;
      if (Date.now() > until) throw new Error(`${url}: ${res.status} ${await res.text()}`);
    } catch (err) {
      if (Date.now() > until) throw err;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * A live session of a user and an access token for it, signed with `secret` (the portal's): what a sign-in gives,
 * without the captcha (production mode refuses CAPTCHA_FIXED).
 */
export async function tokenOf(pool: pg.Pool, secret: string, userName: string, ttlSeconds = 3600): Promise<string> {
  const { rows } = await pool.query(
    `with u as (select id, role from users where user_name = $1),
          s as (insert into sessions (user_id) select id from u returning id, user_id)
     select s.id, s.user_id, u.role from s join u on u.id = s.user_id`,
    [userName],
  );
  const session = rows[0] as { id: string; user_id: number; role: Role } | undefined;
  if (!session) throw new Error(`no user ${userName}`);
  return new TokenService(secret, ttlSeconds).signAccess({
    userId: session.user_id,
    role: session.role,
    sessionId: session.id,
  });
}

/** A live session of the demo 'sldc' user and an access token for it, signed with `secret` (the portal's). */
export async function sldcToken(pool: pg.Pool, secret: string): Promise<Record<string, string>> {
  return { authorization: `Bearer ${await tokenOf(pool, secret, 'sldc')}` };
}

/**
 * The portal in production mode on PostgreSQL, jobs off, no SPA: from its sources (tsx), or `built` — the bundle
 * `npm start` runs (apps/server/dist/main.js, built first when older than its sources).
 */
export function startPortal(
  databaseUrl: string,
  port: number,
  secret: string,
  built = false,
  env: Record<string, string> = {},
): ChildProcess {
  if (built)
    execFileSync(process.execPath, [path.join(root, 'scripts/ensure-built.mjs')], { cwd: root, stdio: 'inherit' });
  return start(
    built ? 'apps/server/dist/main.js' : 'apps/server/src/main.ts',
    {
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      JWT_SECRET: secret,
      JOBS: 'off',
      SEED: 'none',
      LOG_LEVEL: 'info',
      API_DOCS: 'off',
      WEB_DIST_DIR: path.join(here, 'no-spa'),
      ...env,
    },
    'the portal',
  );
}

type Scratch = Awaited<ReturnType<typeof scratchDatabase>>;

/**
 * Runs `body` on a fresh scratch database `<prefix>_<random>` (bench-kit's), migrated and demo-seeded (registrations
 * included); then stops the children, closes the handle and drops the database, also on failure or a signal; exits
 * 0, or 1 after printing what failed.
 */
export async function runOnSeededScratch(
  prefix: string,
  body: (database: DatabaseHandle & { kind: 'postgres' }, scratch: Scratch) => Promise<void>,
): Promise<never> {
  let database: (DatabaseHandle & { kind: 'postgres' }) | undefined;
  const scratch = await scratchDatabase(prefix, async () => {
    await stopChildren().catch(() => undefined);
    await database?.close().catch(() => undefined);
  });
  let failed = false;
  try {
    const opened = await openDatabase({ databaseUrl: scratch.url });
    if (opened.kind !== 'postgres') throw new Error('expected a PostgreSQL handle');
    database = opened;
    await runMigrations(opened);
    await seedDemoIfEmpty(opened.db, { registrations: true });
    await body(opened, scratch);
  } catch (err) {
    failed = true;
    console.error(`${prefix} failed: ${(err as Error).stack ?? String(err)}`);
  } finally {
    await scratch.drop();
  }
  process.exit(failed ? 1 : 0);
}
