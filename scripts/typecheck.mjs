/**
 * `npm run typecheck`: every workspace's `tsc --noEmit`, as many at a time as the machine has cores (one after the
 * other they took two minutes in CI). Each workspace's output is printed whole when it ends; any failure fails the run.
 */
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { readFileSync } from 'node:fs';

const root = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const queue = [...root.workspaces];
const failed = [];

function check(workspace) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npx', ['tsc', '--noEmit', '-p', `${workspace}/tsconfig.json`], { stdio: 'pipe' });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`${code === 0 ? 'ok' : 'FAILED'} ${workspace} (${seconds} s)\n${output}`);
      if (code !== 0) failed.push(workspace);
      resolve();
    });
  });
}

async function worker() {
  for (let next = queue.shift(); next; next = queue.shift()) await check(next);
}

await Promise.all(Array.from({ length: Math.max(1, availableParallelism()) }, worker));
if (failed.length > 0) {
  console.error(`typecheck failed: ${failed.join(', ')}`);
  process.exit(1);
}
