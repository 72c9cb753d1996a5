// Day-ahead processing at scale on PostgreSQL: 2,000 applications × 96 blocks over 6 intra-state corridors. In one
// run it prints, one `name: value unit` per line: (1) the pure engine (assess + allocateProRata from @stoa/shared as
// the server runs it — no per-block explanation — in memory, on the inputs read back from the database), (2) the real
// server path through the Fastify app (ProcessApplications, then AllocateQuantumProRataBasis, as a signed-in SLDC
// business user; 3 rounds, the batch put back between them) with its round trips and answer sizes, (3) the time to
// merely read those inputs (the batch's applications, their application_days, the atc_days margins, the parties'
// room) and the end-to-end time as a multiple of it, whether the server's allocation is the engine's, the RSS peak.
// A fresh database stoa_bench_<random> is created on the server (BENCH_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/postgres), migrated and seeded, and dropped at the end, also on failure.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import {
  BLOCKS_PER_DAY,
  allocateProRata,
  assess,
  md5Hex,
  partyKey,
  type Assessment,
  type Allocation,
  type EngineApplication,
} from '@stoa/shared';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/db/client.ts';
import { intOf, median, prng, repeated, scratchDatabase, timed } from './bench-kit.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { seedDemoIfEmpty } from '../apps/server/src/seed/demo.ts';
import { DEMO_PASSWORD } from '../apps/server/src/seed/demo-data.ts';
import { TokenService } from '../apps/server/src/platform/tokens.ts';
import { batchApplications, daysOfMany } from '../apps/server/src/modules/application/application.repository.ts';
import { readMargins } from '../apps/server/src/modules/atc/atc.repository.ts';
import { remainingOf } from '../apps/server/src/modules/application/capacity.ts';
import { registrationOwners, roomOf } from '../apps/server/src/modules/application/party-limits.ts';

const APPLICATIONS = 2000;
const SELLERS_PER_ZONE = 10;
const BUYERS_PER_ZONE = 10;
/** The demo seed's TRANSCO zones plus three more: one intra-state corridor each. */
const EXTRA_ZONES = ['Ziro', 'Tezu', 'Bomdila'];
const DELIVERY = '2026-12-02';
/** ATC per corridor, flat over the day: this percentile of the corridor's own block loads (so ~35 % congested). */
const ATC_PERCENTILE = 0.65;
const ENGINE_RUNS = 5;
const READ_RUNS = 5;
const E2E_ROUNDS = 3;
const INSERT_BATCH = 500;
const SEED = 20261202;
const CAPTCHA = 'BENCH42';

const random = prng(SEED);
const int = intOf(random);

interface Registration {
  id: number;
  userId: number;
  zone: string;
}

/** Bench users, approved registrations, corridors, ATC and the day-ahead batch, straight into the tables. */
async function seedBatch(handle: DatabaseHandle & { kind: 'postgres' }) {
  const q = (text: string, values: unknown[] = []) => handle.pool.query(text, values);
  const at = new Date();

  // Corridors: the demo's one per TRANSCO zone plus three zones more.
  const { rows: existing } = await q(
    `select zone from corridors where kind = 'IntraState' and is_active and zone is not null order by id`,
  );
  const missing = EXTRA_ZONES.filter((z) => !existing.some((r: { zone: string }) => r.zone === z));
  if (missing.length > 0) {
    await q(
      `insert into corridors (name, kind, zone) select z || ' Zone', 'IntraState', z from unnest($1::text[]) as z`,
      [missing],
    );
  }
  const { rows: corridorRows } = await q(
    `select id, zone from corridors where kind = 'IntraState' and is_active and zone is not null order by id`,
  );
  const corridorOfZone = new Map<string, number>(corridorRows.map((r: { id: number; zone: string }) => [r.zone, r.id]));
  const zones = [...corridorOfZone.keys()];
  if (zones.length !== 6) throw new Error(`expected 6 intra-state corridors, found ${zones.length}`);

  // One OA user and one approved registration per seller and buyer.
  type Party = { zone: string; side: 'S' | 'B'; n: number };
  const parties: Party[] = zones.flatMap((zone, z) => [
    ...Array.from({ length: SELLERS_PER_ZONE }, (_, i) => ({ zone, side: 'S' as const, n: z * 100 + i })),
    ...Array.from({ length: BUYERS_PER_ZONE }, (_, i) => ({ zone, side: 'B' as const, n: z * 100 + i })),
  ]);
  const userValues: unknown[] = [];
  const userRows = parties.map((p, i) => {
    const name = `bench.${p.side === 'S' ? 'seller' : 'buyer'}.${p.n}`;
    const entityType = p.side === 'S' ? 'InjectingEntity' : 'DraweeEntity';
    userValues.push(
      name,
      `${name}@stoa-bench.in`,
      `${p.zone} ${p.side === 'S' ? 'Power' : 'Industries'} ${p.n}`,
      entityType,
      p.zone,
    );
    const o = i * 5;
    return `($${o + 1}, $${o + 2}, 'OABusinessUser', 'Bench', 'User', $${o + 3}, $${o + 4}, $${o + 5}, true)`;
  });
  const { rows: users } = await q(
    `insert into users (user_name, email, role, first_name, last_name, entity_name, entity_type, zone, accept_terms)
     values ${userRows.join(', ')} returning id, user_name`,
    userValues,
  );
  const userIdOf = new Map<string, number>(users.map((u: { id: number; user_name: string }) => [u.user_name, u.id]));

  const connection = (zone: string) => ({
    transcoId: null,
    discomId: null,
    voltageLevel: 33,
    dateOfOpenAccessStart: '2026-01-01',
    substationName: `${zone} 132/33 kV`,
    feederName: 'Feeder 1',
    transmissionZone: zone,
    distributionZone: zone,
  });
  const regValues: unknown[] = [];
  const regRows = parties.map((p, i) => {
    const name = `bench.${p.side === 'S' ? 'seller' : 'buyer'}.${p.n}`;
    const details =
      p.side === 'S'
        ? {
            connection: connection(p.zone),
            generator: { installedCapacity: 500, auxiliaryConsumption: 5, stoaInjectionQuantum: 400 },
          }
        : {
            connection: connection(p.zone),
            consumer: { consumerNumber: `C-${p.n}`, contractDemand: 400, sanctionedLoad: 450, stoaDrawlQuantum: 400 },
          };
    regValues.push(
      p.side === 'S' ? 'InjectingEntity' : 'DraweeEntity',
      userIdOf.get(name)!,
      `STOA/BENCH/${p.side}${p.n}`,
      JSON.stringify(details),
      at,
    );
    const o = i * 5;
    return `('Registration', $${o + 1}, $${o + 2}, 'Approved', $${o + 3}, $${o + 4}::jsonb, $${o + 5}, current_date, current_date, current_date + 365)`;
  });
  const { rows: regs } = await q(
    `insert into registrations (kind, entity_type, applicant_user_id, status, registration_no, details, submitted_at,
       approved_on, valid_from, expired_on)
     values ${regRows.join(', ')} returning id, applicant_user_id, entity_type, registration_no`,
    regValues,
  );
  const zoneOfNo = new Map(parties.map((p) => [`STOA/BENCH/${p.side}${p.n}`, p.zone]));
  const asReg = (r: { id: number; applicant_user_id: number; registration_no: string }): Registration => ({
    id: r.id,
    userId: r.applicant_user_id,
    zone: zoneOfNo.get(r.registration_no)!,
  });
  const sellers = regs.filter((r: { entity_type: string }) => r.entity_type === 'InjectingEntity').map(asReg);
  const buyers = regs.filter((r: { entity_type: string }) => r.entity_type === 'DraweeEntity').map(asReg);

  // The applications: 1–3 non-overlapping rows of 1–10 MW each; half of them lean on the evening peak.
  type App = {
    no: string;
    seller: Registration;
    buyer: Registration;
    corridorIds: number[];
    rows: { from: number; to: number; mw: number }[];
    requested: number[];
    receivedAt: Date;
  };
  const apps: App[] = [];
  const base = new Date(`${DELIVERY}T00:00:00+05:30`).getTime() - 24 * 3600_000; // the day before, IST midnight
  for (let i = 0; i < APPLICATIONS; i++) {
    const seller = sellers[int(0, sellers.length - 1)]!;
    const buyer = buyers[int(0, buyers.length - 1)]!;
    const corridorIds = [...new Set([corridorOfZone.get(seller.zone)!, corridorOfZone.get(buyer.zone)!])].sort(
      (a, b) => a - b,
    );
    const count = int(1, 3);
    const [lo, hi] = random() < 0.5 ? [64, 92] : [0, 96];
    const points = new Set<number>();
    while (points.size < count * 2) points.add(int(lo, hi));
    const sorted = [...points].sort((a, b) => a - b);
    const rows = Array.from({ length: count }, (_, r) => ({
      from: sorted[2 * r]!,
      to: sorted[2 * r + 1]!,
      mw: int(100, 1000),
    }));
    const requested = new Array<number>(BLOCKS_PER_DAY).fill(0);
    for (const row of rows) for (let b = row.from; b < row.to; b++) requested[b] = row.mw;
    // Received between 10:00 and 15:00 IST the day before, in order of i.
    const receivedAt = new Date(base + 10 * 3600_000 + Math.floor((i * 5 * 3600_000) / APPLICATIONS));
    apps.push({
      no: `STOA/DA/2026/B${String(i + 1).padStart(5, '0')}`,
      seller,
      buyer,
      corridorIds,
      rows,
      requested,
      receivedAt,
    });
  }

  const idOfNo = new Map<string, number>();
  for (let start = 0; start < apps.length; start += INSERT_BATCH) {
    const chunk = apps.slice(start, start + INSERT_BATCH);
    const values: unknown[] = [];
    const rows = chunk.map((a, i) => {
      const applicant = (start + i) % 2 === 0 ? a.seller.userId : a.buyer.userId;
      const details = {
        timeBlocks: a.rows.map((r) => ({
          oaFromDate: DELIVERY,
          oaToDate: DELIVERY,
          fromTimeBlock: r.from,
          toTimeBlock: r.to,
          oaRequirement: r.mw / 100,
        })),
        remarks: null,
      };
      const units = a.requested.reduce((s, v) => s + v, 0);
      values.push(
        a.no,
        applicant,
        a.seller.id,
        a.buyer.id,
        JSON.stringify(details),
        a.corridorIds,
        Math.floor((units + 2) / 4),
        a.receivedAt,
      );
      const o = i * 8;
      return (
        `($${o + 1}, 'DayAhead', $${o + 2}, $${o + 3}, $${o + 4}, 'PendingSTOAApproval', $${o + 5}::jsonb, $${o + 6}::integer[], ` +
        `'${DELIVERY}', '${DELIVERY}', '${DELIVERY}', $${o + 8}, $${o + 7}, $${o + 8}, $${o + 8}, $${o + 8})`
      );
    });
    const { rows: inserted } = await q(
      `insert into applications (application_no, type, applicant_user_id, seller_registration_id, buyer_registration_id,
         status, details, corridor_ids, from_date, to_date, processing_date, received_at, requested_mwh, submitted_at,
         created_at, updated_at)
       values ${rows.join(', ')} returning id, application_no`,
      values,
    );
    for (const r of inserted as { id: number; application_no: string }[]) idOfNo.set(r.application_no, r.id);
    const dayValues: unknown[] = [];
    const dayRows = chunk.map((a, i) => {
      dayValues.push(idOfNo.get(a.no)!, a.requested);
      return `($${i * 2 + 1}, '${DELIVERY}', $${i * 2 + 2}::integer[])`;
    });
    await q(`insert into application_days (application_id, date, requested) values ${dayRows.join(', ')}`, dayValues);
  }

  // ATC: per corridor a flat level at a percentile of its block loads, so the peak blocks are congested.
  const atcOf = new Map<number, number>();
  for (const corridorId of corridorOfZone.values()) {
    const load = new Array<number>(BLOCKS_PER_DAY).fill(0);
    for (const a of apps) if (a.corridorIds.includes(corridorId)) a.requested.forEach((v, b) => (load[b]! += v));
    const level = [...load].sort((x, y) => x - y)[Math.floor(ATC_PERCENTILE * BLOCKS_PER_DAY)]!;
    atcOf.set(corridorId, Math.round(level / 100) * 100);
  }
  const atcValues: unknown[] = [];
  const atcRows = [...atcOf].map(([corridorId, atc], i) => {
    atcValues.push(corridorId, new Array<number>(BLOCKS_PER_DAY).fill(atc));
    return `($${i * 2 + 1}, '${DELIVERY}', $${i * 2 + 2}::integer[], array_fill(0, array[96]))`;
  });
  // The demo seed may have declared ATC on the delivery date already: ours replaces it.
  await q(
    `insert into atc_days (corridor_id, date, atc, allocated) values ${atcRows.join(', ')}
     on conflict (corridor_id, date) do update set atc = excluded.atc, allocated = excluded.allocated`,
    atcValues,
  );
  await q('analyze');
  return { corridors: zones.length, atcMw: [...atcOf.values()].map((v) => v / 100), users: users.length };
}

// --- The run ----------------------------------------------------------------------------------------------------

let database: DatabaseHandle | undefined;
let closeApp: (() => Promise<void>) | undefined;
const scratch = await scratchDatabase('stoa_bench', async () => {
  await closeApp?.().catch(() => undefined);
  await database?.close().catch(() => undefined);
});

let failed = false;
try {
  database = await openDatabase({ databaseUrl: scratch.url });
  if (database.kind !== 'postgres') throw new Error('expected a PostgreSQL handle');
  const handle = database;
  const { db } = handle;

  const setup = await timed(async () => {
    await runMigrations(handle);
    await seedDemoIfEmpty(db, { registrations: true });
    return seedBatch(handle);
  });

  // (3) Reading the inputs, as ProcessApplications reads them (no lock) and as the allocation does (FOR UPDATE).
  const readOnce = async (lock: boolean) => {
    return db.transaction(async (tx) => {
      const apps = await timed(() => batchApplications(tx, 'DayAhead', DELIVERY, ['PendingSTOAApproval'], lock));
      const ids = apps.value.map((r) => r.id);
      const corridorIds = [...new Set(apps.value.flatMap((r) => r.corridorIds))].sort((a, b) => a - b);
      const days = await timed(() => daysOfMany(tx, ids));
      const dates = [...new Set([...days.value.values()].flatMap((list) => list.map((d) => d.date)))].sort();
      const margins = await timed(() => readMargins(tx, corridorIds, dates, { forUpdate: lock }));
      // The parties' limits and what their live applications outside the batch hold (DOMAIN §3 party limits).
      const room = await timed(async () => {
        const owners = await registrationOwners(
          tx,
          apps.value.flatMap((r) => [r.sellerRegistrationId, r.buyerRegistrationId]),
        );
        const keysOf = (r: (typeof apps.value)[number]) => [
          partyKey('seller', owners.get(r.sellerRegistrationId!)!),
          partyKey('buyer', owners.get(r.buyerRegistrationId!)!),
        ];
        const keys = [...new Set(apps.value.flatMap(keysOf))].sort();
        return { keysOf, room: await roomOf(tx, keys, dates, ids) };
      });
      return { apps, days, margins, room, total: apps.ms + days.ms + margins.ms + room.ms };
    });
  };
  const reads: Record<'plain' | 'locked', Awaited<ReturnType<typeof readOnce>>[]> = { plain: [], locked: [] };
  for (let i = 0; i < READ_RUNS; i++) {
    reads.plain.push(await readOnce(false));
    reads.locked.push(await readOnce(true));
  }
  const last = reads.plain[reads.plain.length - 1]!;
  const records = last.apps.value;
  const daysById = last.days.value;
  const declared = last.margins.value;
  const { keysOf, room } = last.room.value;

  // (1) The pure engine on exactly those inputs (built as processing.service's engineOf and remainingOf do).
  const engineApps: EngineApplication[] = records.map((r) => ({
    id: r.id,
    receivedAt: (r.receivedAt ?? r.createdAt).toISOString(),
    corridorIds: r.corridorIds,
    requested: new Map((daysById.get(r.id) ?? []).map((d) => [d.date, d.requested])),
    partyKeys: keysOf(r),
  }));
  const margins = remainingOf(declared);
  // The pair first, so its first run is the engine's cold run in this process; then each alone.
  const engineBoth = await repeated(ENGINE_RUNS, () => {
    const a: Assessment = assess(engineApps, margins, room);
    const b: Allocation = allocateProRata(engineApps, margins, room, { explain: false });
    return { a, b };
  });
  const engineAssess = await repeated(ENGINE_RUNS, () => assess(engineApps, margins, room));
  const engineAllocate = await repeated(ENGINE_RUNS, () =>
    allocateProRata(engineApps, margins, room, { explain: false }),
  );
  // With every block's explanation built (what the result kept before issue 14; the server no longer asks for it).
  const engineExplained = await repeated(ENGINE_RUNS, () => allocateProRata(engineApps, margins, room));
  const engineCongested = engineBoth.value.a.blocks.filter((b) => b.congested).length;
  // MWh as the server stores it: per application, 1/400 MWh units rounded half up to hundredths of a MWh.
  let engineHundredths = 0;
  for (const days of engineBoth.value.b.allocations.values()) {
    let units = 0;
    for (const blocks of days.values()) units += blocks.reduce((s, v) => s + v, 0);
    engineHundredths += Math.floor((units + 2) / 4);
  }
  const engineMwh = engineHundredths / 100;

  // (2) The real server path: buildApp + inject, signed in as the SLDC business user, E2E_ROUNDS rounds (the batch
  // put back as it was between rounds). Round trips are counted on pg's Client (pool and transactions alike).
  const config = loadConfig({ NODE_ENV: 'test', CAPTCHA_FIXED: CAPTCHA, JOBS: 'off', DATABASE_URL: scratch.url });
  const tokens = new TokenService(randomBytes(32).toString('hex'), config.ACCESS_TOKEN_TTL_SECONDS);
  const app = await buildApp({ config, db, database: handle, tokens, now: () => new Date() });
  closeApp = () => app.close();
  await app.ready();
  const captcha = await app.inject({ method: 'GET', url: '/api/Account/Captcha' });
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/Account/authenticate',
    payload: {
      userName: 'sldc',
      password: md5Hex(DEMO_PASSWORD),
      captchaId: captcha.json().data.captchaId,
      captchaValue: CAPTCHA,
    },
  });
  if (signIn.statusCode !== 200) throw new Error(`sign-in of sldc failed: ${signIn.statusCode} ${signIn.body}`);
  const headers = { authorization: `Bearer ${signIn.json().data.jwtToken as string}` };
  let roundTrips = 0;
  const clientQuery = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    roundTrips++;
    return (clientQuery as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof clientQuery;
  const post = async (url: string) => {
    const before = roundTrips;
    const r = await timed(() => app.inject({ method: 'POST', url, headers }));
    if (r.value.statusCode !== 200) throw new Error(`POST ${url}: ${r.value.statusCode} ${r.value.body.slice(0, 500)}`);
    return { ms: r.ms, bytes: r.value.rawPayload.length, trips: roundTrips - before };
  };
  const putBack = () =>
    handle.pool.query(
      `with a as (update applications set status = 'PendingSTOAApproval', allocated_mwh = null, processing_run_id = null
                   where processing_date = $1 and type = 'DayAhead' returning id)
       , d as (update application_days set allocated = null where application_id in (select id from a))
       update atc_days set allocated = array_fill(0, array[96]) where date = $1`,
      [DELIVERY],
    );
  const rounds: { process: Awaited<ReturnType<typeof post>>; allocate: Awaited<ReturnType<typeof post>> }[] = [];
  const rssBeforeE2e = process.memoryUsage().rss;
  for (let round = 0; round < E2E_ROUNDS; round++) {
    if (round > 0) await putBack();
    const processed = await post(`/api/Application/ProcessApplications/DayAhead/${DELIVERY}`);
    const allocated = await post(`/api/Application/AllocateQuantumProRataBasis/${DELIVERY}/DayAhead`);
    rounds.push({ process: processed, allocate: allocated });
  }
  pg.Client.prototype.query = clientQuery;

  // The server's allocation, application by application, against the engine's on the same inputs.
  const { rows: stored } = await handle.pool.query(
    `select d.application_id as id, d.date::text as date, d.allocated from application_days d
       join applications a on a.id = d.application_id where a.processing_date = $1 and a.type = 'DayAhead'`,
    [DELIVERY],
  );
  const expected = engineBoth.value.b.allocations;
  const identical = stored.every((r: { id: number; date: string; allocated: number[] | null }) => {
    const want = expected.get(r.id)?.get(r.date) ?? [];
    const held = engineBoth.value.b.outcomes.get(r.id) !== 'None';
    return held ? JSON.stringify(r.allocated) === JSON.stringify(want) : r.allocated === null;
  });
  const { rows: runRows } = await handle.pool.query(
    `select octet_length(result::text) as bytes from processing_runs order by id desc limit 1`,
  );

  // --- Print: one figure per line, `name: value unit` -----------------------------------------------------------
  const readPlain = median(reads.plain.map((r) => r.total));
  const readLocked = median(reads.locked.map((r) => r.total));
  const processMs = median(rounds.map((r) => r.process.ms));
  const allocateMs = median(rounds.map((r) => r.allocate.ms));
  const endToEnd = median(rounds.map((r) => r.process.ms + r.allocate.ms));
  const figure = (name: string, value: string, unit: string) => console.log(`${name}: ${value} ${unit}`);
  console.log(
    `# day-ahead processing: ${records.length} applications × ${BLOCKS_PER_DAY} blocks, ${setup.value.corridors} ` +
      `corridors, PostgreSQL ${scratch.version}, delivery ${DELIVERY}, seed ${SEED}; ` +
      `medians of ${READ_RUNS} reads, ${ENGINE_RUNS} engine runs, ${E2E_ROUNDS} end-to-end rounds`,
  );
  figure('processing.read.plain', readPlain.toFixed(1), 'ms');
  figure('processing.read.locked', readLocked.toFixed(1), 'ms');
  figure('processing.engine.assess', engineAssess.median.toFixed(1), 'ms');
  figure('processing.engine.allocateProRata', engineAllocate.median.toFixed(1), 'ms');
  figure('processing.engine.total', engineBoth.median.toFixed(1), 'ms');
  figure('processing.engine.allocateProRata.explained', engineExplained.median.toFixed(1), 'ms');
  figure('processing.process', processMs.toFixed(1), 'ms');
  figure('processing.allocate', allocateMs.toFixed(1), 'ms');
  figure('processing.endToEnd', endToEnd.toFixed(1), 'ms');
  figure('processing.endToEnd.ratioToRead', (endToEnd / readPlain).toFixed(2), '×');
  figure('processing.roundTrips.process', String(rounds[0]!.process.trips), 'queries');
  figure('processing.roundTrips.allocate', String(rounds[0]!.allocate.trips), 'queries');
  figure('processing.answer.process', (rounds[0]!.process.bytes / 1024).toFixed(1), 'KB');
  figure('processing.answer.allocate', (rounds[0]!.allocate.bytes / 1024).toFixed(1), 'KB');
  figure('processing.stored.run', (Number(runRows[0]?.bytes ?? 0) / 1024).toFixed(1), 'KB');
  figure('processing.rss.peak', (process.resourceUsage().maxRSS / 1024).toFixed(0), 'MB');
  figure('processing.rss.beforeEndToEnd', (rssBeforeE2e / 1048576).toFixed(0), 'MB');
  figure('processing.congestedBlocks', String(engineCongested), 'blocks');
  figure('processing.allocated', engineMwh.toFixed(2), 'MWh');
  figure('processing.identicalToEngine', identical ? 'yes' : 'NO', '');
  if (!identical) failed = true;
} catch (err) {
  failed = true;
  console.error(`processing benchmark failed: ${(err as Error).stack ?? String(err)}`);
} finally {
  await scratch.drop();
}
process.exit(failed ? 1 : 0);
