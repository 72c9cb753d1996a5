// A benchmark's child servers (the real portal, the bare server): free ports, starting and stopping them, waiting
// for an answer; and a signed-in SLDC business user's token for the portal.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { TokenService } from '../apps/server/src/platform/tokens.ts';

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
  // A built bundle (.js) runs as it is; a TypeScript entry through tsx.
  const args = script.endsWith('.js') ? [script] : ['--import', 'tsx', script];
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
export async function stopChildren() {
  stopping = true;
  await Promise.all(
    children.map(async (child) => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await once(child, 'exit');
      clearTimeout(timer);
    }),
  );
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

/** A live session of the demo 'sldc' user and an access token for it, signed with `secret` (the portal's). */
export async function sldcToken(pool: pg.Pool, secret: string): Promise<Record<string, string>> {
  const { rows } = await pool.query(
    `insert into sessions (user_id) select id from users where user_name = 'sldc' returning id, user_id`,
  );
  const session = rows[0] as { id: string; user_id: number };
  const token = await new TokenService(secret, 3600).signAccess({
    userId: session.user_id,
    role: 'SLDCBusinessUser',
    sessionId: session.id,
  });
  return { authorization: `Bearer ${token}` };
}

/**
 * The portal in production mode on PostgreSQL, jobs off, no SPA: from its sources (tsx), or `built` — the bundle
 * `npm start` runs (apps/server/dist/main.js, built first when older than its sources).
 */
export function startPortal(databaseUrl: string, port: number, secret: string, built = false): ChildProcess {
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
    },
    'the portal',
  );
}
