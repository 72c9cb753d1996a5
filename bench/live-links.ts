// Capacity of the live link (issue 35 item 6): one built portal (apps/server/dist/main.js, NODE_ENV=production, JOBS
// off, on PostgreSQL) holds LIVE_LINKS (2,000) open GET /api/Notification/Stream links — LIVE_USERS (200) bench users,
// each link its own session and bearer token (a browser each), opened LIVE_BATCH at a time until each has its Ready
// frame. It prints the server's RSS (/proc/<pid>/status) with 0 links, half, all, and after holding them
// LIVE_HOLD_SECONDS (60: two of the server's 25 s sweeps, which ping every link and check its session). Then
// LIVE_NOTES (20) notifications, one at a time to a different user, are written straight to the database through the
// server's own SQL (insertNotifications: the insert and its NOTIFY in one statement); for each, the time from the
// write until every one of that user's links has its BroadcastMessage (its id). Figures: p50 / p99 / max of those,
// links lost on the way, and a closing line. A fresh database stoa_bench_live_<random> on BENCH_DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/postgres), dropped at the end. Sessions are made as the other benchmarks make
// them (a sessions row and a token signed with the portal's secret): production refuses CAPTCHA_FIXED.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import type { Role } from '@stoa/shared';
import { insertNotifications } from '../apps/server/src/platform/notifications/notifications.repository.ts';
import { TokenService } from '../apps/server/src/platform/tokens.ts';
import { median } from './bench-kit.ts';
import { freePort, runOnSeededScratch, startPortal, waitFor } from './portal-process.ts';

const num = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const LINKS = num('LIVE_LINKS', 2000);
const USERS = num('LIVE_USERS', 200);
const BATCH = num('LIVE_BATCH', 100);
const HOLD_SECONDS = num('LIVE_HOLD_SECONDS', 60);
const NOTES = num('LIVE_NOTES', 20);
const NOTE_TIMEOUT_MS = 10_000;
const STREAM_PATH = '/api/Notification/Stream';

/** One open link: its user, when each notification id reached it, and whether it is still open. */
interface Link {
  userId: number;
  arrived: Map<number, number>;
  isOpen: boolean;
  request: http.ClientRequest;
}

/** Every open link as one socket of its own (no pooling limit), as 2,000 browsers would hold them. */
const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });

/** Opens a link and resolves once its Ready frame arrived; BroadcastMessage ids are timed as they come. */
function openLink(base: string, token: string, userId: number, onNote: () => void): Promise<Link> {
  return new Promise((resolve, reject) => {
    let buffer = '';
    const request = http.get(`${base}${STREAM_PATH}`, { agent, headers: { authorization: `Bearer ${token}` } });
    const link: Link = { userId, arrived: new Map(), isOpen: true, request };
    request.on('response', (res) => {
      if (res.statusCode !== 200) {
        reject(new Error(`stream answered ${res.statusCode}`));
        res.resume();
        return;
      }
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (frame.includes('event: Ready')) resolve(link);
          const id = /^id: (\d+)$/m.exec(frame)?.[1];
          if (id && frame.includes('event: BroadcastMessage')) {
            link.arrived.set(Number(id), performance.now());
            onNote();
          }
        }
      });
      res.on('close', () => {
        link.isOpen = false;
      });
    });
    request.on('error', reject);
  });
}

/** The server's resident set, in MB. */
function rssMb(pid: number): number {
  const line = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Math.round(Number(line?.[1] ?? 0) / 1024);
}

/** USERS bench applicants and LINKS sessions spread over them, each with an access token signed with `secret`. */
async function sessions(pool: pg.Pool, secret: string) {
  await pool.query(
    `insert into users (user_name, email, role, first_name, last_name, entity_name, entity_type, accept_terms)
     select 'live.' || g, 'live.' || g || '@stoa-bench.in', 'OABusinessUser', 'Live', 'User ' || g,
            'Live Bench ' || g, 'DraweeEntity', true
       from generate_series(1, $1::int) g`,
    [USERS],
  );
  const { rows } = await pool.query(
    `with u as (select id, row_number() over (order by id) - 1 as n from users where user_name like 'live.%')
     insert into sessions (user_id) select u.id from generate_series(0, $1::int - 1) g join u on u.n = g % $2
     returning id, user_id`,
    [LINKS, USERS],
  );
  const tokens = new TokenService(secret, 3 * 3600);
  const role: Role = 'OABusinessUser';
  return Promise.all(
    (rows as { id: string; user_id: number }[]).map(async (s) => ({
      userId: s.user_id,
      token: await tokens.signAccess({ userId: s.user_id, role, sessionId: s.id }),
    })),
  );
}

const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.ceil((p / 100) * xs.length) - 1]!;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

await runOnSeededScratch('stoa_bench_live', async (opened, scratch) => {
  const secret = randomBytes(32).toString('hex');
  const people = await sessions(opened.pool, secret);
  const port = await freePort();
  const portal = startPortal(scratch.url, port, secret, true, { LOG_LEVEL: 'warn' });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/api/health`);
  await sleep(2000);

  let notify: () => void = () => undefined;
  const links: Link[] = [];
  const rss: [string, number][] = [['0 links', rssMb(portal.pid!)]];
  const openStart = performance.now();
  for (let i = 0; i < people.length; i += BATCH) {
    const batch = people.slice(i, i + BATCH);
    links.push(...(await Promise.all(batch.map((p) => openLink(base, p.token, p.userId, () => notify())))));
    if (links.length === Math.floor(LINKS / 2)) rss.push([`${links.length} links`, rssMb(portal.pid!)]);
  }
  const openSeconds = (performance.now() - openStart) / 1000;
  rss.push([`${links.length} links`, rssMb(portal.pid!)]);
  await sleep(HOLD_SECONDS * 1000);
  rss.push([`${links.length} links after ${HOLD_SECONDS} s`, rssMb(portal.pid!)]);
  const heldAfterHold = links.filter((l) => l.isOpen).length;

  // One notification at a time, each to another user: the time until all that user's links have it.
  const userIds = [...new Set(people.map((p) => p.userId))];
  const latencies: number[] = [];
  let missed = 0;
  for (let n = 0; n < NOTES; n++) {
    const userId = userIds[(n * 7) % userIds.length]!;
    const mine = links.filter((l) => l.userId === userId && l.isOpen);
    const before = new Set(mine.flatMap((l) => [...l.arrived.keys()]));
    const everyone = new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, NOTE_TIMEOUT_MS);
      notify = () => {
        const fresh = (l: Link) => [...l.arrived.keys()].some((id) => !before.has(id));
        if (mine.every(fresh)) {
          clearTimeout(timer);
          resolve();
        }
      };
    });
    const t0 = performance.now();
    await insertNotifications(opened.db, [{ userId, message: `Live bench note ${n + 1}`, link: null }]);
    await everyone;
    const times = mine.map((l) => [...l.arrived].find(([id]) => !before.has(id))?.[1]);
    if (times.some((t) => t === undefined)) missed += 1;
    else latencies.push(Math.max(...times.map((t) => t! - t0)));
    await sleep(200);
  }
  notify = () => undefined;
  const heldAtEnd = links.filter((l) => l.isOpen).length;
  for (const l of links) l.request.destroy();

  const perUser = Math.round(LINKS / USERS);
  console.log(
    `live links: ${links.length} links of ${USERS} users (${perUser} each, a session each) on one built portal, ` +
      `PostgreSQL ${scratch.version}; opened in ${openSeconds.toFixed(1)} s, ${BATCH} at a time`,
  );
  for (const [label, mb] of rss) console.log(`live.rss ${label}: ${mb} MB`);
  console.log(`live.held: ${heldAfterHold} after the hold, ${heldAtEnd} at the end`);
  const fixed = (ms: number) => ms.toFixed(1);
  const [p50, p99, max] = latencies.length
    ? [median(latencies), percentile(latencies, 99), Math.max(...latencies)]
    : [NaN, NaN, NaN];
  console.log(
    `live.announce: ${latencies.length} of ${NOTES} notifications reached all ${perUser} links of their user; ` +
      `p50 ${fixed(p50)} ms, p99 ${fixed(p99)} ms, max ${fixed(max)} ms; ${missed} missed`,
  );
  const growth = ((rss.at(-1)![1] - rss.at(-2)![1]) / rss.at(-2)![1]) * 100;
  console.log(
    `live-links: links ${heldAtEnd}, rss ${rss[0]![1]} → ${rss.at(-2)![1]} → ${rss.at(-1)![1]} MB ` +
      `(hold ${growth >= 0 ? '+' : ''}${growth.toFixed(1)}%), announce p50 ${fixed(p50)} ms p99 ${fixed(p99)} ms ` +
      `max ${fixed(max)} ms, missed ${missed}`,
  );
  agent.destroy();
});
