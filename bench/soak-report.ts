// What the soak prints (bench/soak.ts): per window, the requests, errors by request kind and cause, p50/p95/p99 per
// kind, the live links held, each instance's RSS (VmRSS of /proc/<pid>/status) and the database's connections.
import { readdirSync, readFileSync } from 'node:fs';
import type pg from 'pg';
import type { Kind } from './soak-pipeline.ts';
import type { Window } from './soak-load.ts';

const KINDS: readonly Kind[] = [
  'lists',
  'records',
  'dashboard',
  'reports',
  'downloads',
  'submit',
  'upload',
  'pay',
  'process',
];

/** The q-quantile of sorted values (nearest rank). */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
}

export function percentiles(values: readonly number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return { n: sorted.length, p50: quantile(sorted, 0.5), p95: quantile(sorted, 0.95), p99: quantile(sorted, 0.99) };
}

/** Resident memory of a process, in MB (null once it has gone). */
export function rssMb(pid: number): number | null {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('VmRSS:'));
    return Number(/(\d+)\s*kB/.exec(line ?? '')?.[1] ?? 0) / 1024;
  } catch {
    return null;
  }
}

/** Connections to the database, this client's own left out. */
export async function dbConnections(client: pg.Client, database: string): Promise<number> {
  const { rows } = await client.query(
    'select count(*)::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [database],
  );
  return (rows[0] as { n: number }).n;
}

export interface Gauges {
  links: number;
  users: number;
  drops: number;
  rss: (number | null)[];
  db: number;
  dbMax: number;
}

export const mb = (v: number | null) => (v === null ? 'gone' : `${v.toFixed(0)} MB`);
const errorCount = (w: Window) => [...w.errors.values()].reduce((s, n) => s + n, 0);

export function gaugeLine(g: Gauges): string {
  return (
    `live links held ${g.links}/${g.users} (drops ${g.drops}); RSS ${g.rss.map(mb).join(' / ')}; ` +
    `DB connections ${g.db} (max ${g.dbMax})`
  );
}

/** A window's figures: a heading line, then one line per kind and one for the errors. */
export function windowLines(title: string, w: Window, seconds: number, g: Gauges): string[] {
  const lines = [
    `${title}: requests ${w.requests} (${(w.requests / seconds).toFixed(1)}/s), errors ${errorCount(w)}; ${gaugeLine(g)}`,
  ];
  for (const kind of KINDS) {
    const values = w.latencies.get(kind);
    if (!values || values.length === 0) continue;
    const p = percentiles(values);
    lines.push(
      `  ${kind.padEnd(9)} n ${String(p.n).padStart(6)}  p50 ${p.p50.toFixed(0).padStart(5)} ms  ` +
        `p95 ${p.p95.toFixed(0).padStart(5)} ms  p99 ${p.p99.toFixed(0).padStart(5)} ms`,
    );
  }
  const errors = [...w.errors].sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k} ×${n}`);
  lines.push(`  errors: ${errors.length > 0 ? errors.join(', ') : 'none'}`);
  return lines;
}

export const errorsOf = errorCount;
export const p99Of = (w: Window, kind: Kind) => percentiles(w.latencies.get(kind) ?? []).p99;

/** CPU seconds a process has used (user + system; /proc/<pid>/stat at 100 ticks a second), null once it has gone. */
export function cpuSeconds(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

interface Ticks {
  busy: number;
  steal: number;
  total: number;
  /** CPU seconds of PostgreSQL's processes: the live ones, and the children the postmaster reaped. */
  postgres: number;
}

/** The machine's CPU ticks since boot (/proc/stat's first line) and PostgreSQL's CPU seconds, now. */
export function cpuTicks(): Ticks {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const [user, nice, system, idle, iowait, irq, softirq, steal] = fields.map(Number) as number[];
  const busy = user! + nice! + system! + irq! + softirq!;
  return { busy, steal: steal!, total: busy + idle! + iowait! + steal!, postgres: postgresCpuSeconds() };
}

function postgresCpuSeconds(): number {
  let seconds = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') continue;
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // utime, stime; the postmaster (its parent is not postgres) adds its reaped children's (cutime, cstime).
      seconds += Number(fields[11]) + Number(fields[12]);
      if (!isPostgres(Number(fields[1]))) seconds += Number(fields[13]) + Number(fields[14]);
    } catch {
      // gone meanwhile
    }
  }
  return seconds / 100;
}

const isPostgres = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
  } catch {
    return false;
  }
};

/** Between two readings over `seconds`: how busy the machine was, how much was stolen, PostgreSQL's share. */
export function cpuLine(from: Ticks, to: Ticks, seconds: number): string {
  const total = to.total - from.total || 1;
  const pct = (n: number) => `${((n / total) * 100).toFixed(0)}%`;
  return (
    `  cpu: machine busy ${pct(to.busy - from.busy)} (stolen ${pct(to.steal - from.steal)}), ` +
    `PostgreSQL ${(((to.postgres - from.postgres) / seconds) * 100).toFixed(0)}% of a core`
  );
}
