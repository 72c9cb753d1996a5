/**
 * A real server process (main.ts from source through tsx: the server suites run before any build), on PostgreSQL,
 * for the tests that restart one: start it on a port, wait until /api/health answers, stop it with SIGTERM and read
 * its exit code. Its log is kept in memory (printed by a failing test).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../../..');
const mainFile = path.resolve(here, '../main.ts');
const START_MS = 120_000;

export interface ServerProcess {
  port: number;
  /** Resolves with the exit code (null: killed by a signal). */
  exited: Promise<number | null>;
  /** SIGTERM, then the exit code. */
  stop(): Promise<number | null>;
  /** SIGKILL (a test's cleanup after a failure). */
  kill(): void;
  log(): string;
}

/** A port nothing listens on now. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function isHealthy(port: number): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/api/health`)).status === 200;
  } catch {
    return false;
  }
}

/** Starts main.ts with `env` on `port`; resolves when its health check answers 200. */
export async function startServer(port: number, env: Record<string, string>): Promise<ServerProcess> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', mainFile], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  // 'close', not 'exit': the output is all read by then.
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  let hasExited = false;
  void exited.then(() => (hasExited = true));
  const deadline = Date.now() + START_MS;
  while (!(await isHealthy(port))) {
    if (hasExited) throw new Error(`the server on port ${port} exited at start:\n${log}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server on port ${port} was not healthy within ${START_MS} ms:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    port,
    exited,
    stop: () => {
      child.kill('SIGTERM');
      return exited;
    },
    kill: () => void (hasExited || child.kill('SIGKILL')),
    log: () => log,
  };
}
