// Start-up time of the built portal (issue #14 item 5): `node apps/server/dist/main.js` on a fresh temporary
// DATA_DIR (embedded PGlite, demo seed) and a free port, spawn → first 200 from GET /api/health (polled every
// 25 ms): `start.fresh`; stopped with SIGTERM, then started again on the same DATA_DIR: `start.warm`. Three rounds,
// each on its own DATA_DIR; the median and the minimum of each (figures, not promises).
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const ROUNDS = 3;
const POLL_MS = 25;
const TIMEOUT_MS = 120_000;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const main = path.join(root, 'apps/server/dist/main.js');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Spawns the server, waits for a healthy answer, stops it with SIGTERM and waits for its exit; spawn → healthy. */
async function startOnce(dataDir: string): Promise<number> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED: 'demo',
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL; // always the embedded database
  const output: string[] = [];
  const started = performance.now();
  const child = spawn(process.execPath, [main], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
      const healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (res) => res.ok,
        () => false,
      );
      if (healthy) return Math.round(performance.now() - started);
      if (performance.now() - started > TIMEOUT_MS) throw new Error(`not healthy within ${TIMEOUT_MS} ms`);
      await sleep(POLL_MS);
    }
  } catch (err) {
    process.stderr.write(output.join(''));
    throw err;
  } finally {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
}

execFileSync(process.execPath, [path.join(root, 'scripts/ensure-built.mjs')], { cwd: root, stdio: 'inherit' });

const fresh: number[] = [];
const warm: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'stoa-bench-start-'));
  try {
    const freshMs = await startOnce(dataDir);
    fresh.push(freshMs);
    console.log(`start.fresh: ${freshMs} ms`);
    const warmMs = await startOnce(dataDir);
    warm.push(warmMs);
    console.log(`start.warm: ${warmMs} ms`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
console.log(`start.fresh.median: ${median(fresh)} ms`);
console.log(`start.fresh.min: ${Math.min(...fresh)} ms`);
console.log(`start.warm.median: ${median(warm)} ms`);
console.log(`start.warm.min: ${Math.min(...warm)} ms`);
