// The pure allocation engine alone, in memory (issue 14): the dense engine exported by @stoa/shared against the
// reference (the engine before the dense rewrite, kept in packages/shared/src/allocation/reference/) on a batch like
// bench/processing.ts builds: 2,000 day-ahead applications × 96 blocks over 6 corridors on one date, 60 sellers and
// 60 buyers as party keys with room, ATC flat at the 65th percentile of each corridor's own block loads (so ~35 % of
// the corridor-blocks are congested). Seeded, so every run times the same batch. Prints the median of 5 runs after
// one warm-up, and whether both engines give identical results (assessment, pro-rata and in-order allocation).
// Run from the repository root: npx tsx bench/engine.ts
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { isDeepStrictEqual } from 'node:util';
import { intOf, median, prng } from './bench-kit.ts';
import {
  BLOCKS_PER_DAY,
  allocateInOrder,
  allocateProRata,
  assess,
  marginKey,
  partyKey,
  partyRoomKey,
  type EngineApplication,
  type Margins,
  type PartyRoom,
} from '@stoa/shared';
import { assess as referenceAssess } from '../packages/shared/src/allocation/reference/reference-assess.ts';
import { allocateProRata as referenceProRata } from '../packages/shared/src/allocation/reference/reference-pro-rata.ts';
import { allocateInOrder as referenceInOrder } from '../packages/shared/src/allocation/reference/reference-in-order.ts';

const APPLICATIONS = 2000;
const CORRIDORS = 6;
const PARTIES_PER_ZONE = 10;
const DELIVERY = '2026-12-02';
const ATC_PERCENTILE = 0.65;
/** A seller's ex-bus capacity and a buyer's contract demand as the bench registrations declare them, in hundredths. */
const SELLER_ROOM = 475_00;
const BUYER_ROOM = 400_00;
/** Every tenth party has a tight limit, so that party rooms bind somewhere too. */
const TIGHT_ROOM = 40_00;
const RUNS = 5;
const SEED = 20261202;

const random = prng(SEED);
const int = intOf(random);

/** 1–3 non-overlapping rows of 1–10 MW each; half of the applications lean on the evening peak. */
function requestedBlocks(): number[] {
  const count = int(1, 3);
  const [lo, hi] = random() < 0.5 ? [64, 92] : [0, 96];
  const points = new Set<number>();
  while (points.size < count * 2) points.add(int(lo, hi));
  const sorted = [...points].sort((a, b) => a - b);
  const requested = new Array<number>(BLOCKS_PER_DAY).fill(0);
  for (let r = 0; r < count; r++) {
    const mw = int(100, 1000);
    for (let b = sorted[2 * r]!; b < sorted[2 * r + 1]!; b++) requested[b] = mw;
  }
  return requested;
}

/** Party n (0-based) of a side sits in zone ⌊n / 10⌋; corridor z + 1 is zone z's. */
function applications(): EngineApplication[] {
  const base = new Date(`${DELIVERY}T00:00:00+05:30`).getTime() - 24 * 3600_000;
  const parties = CORRIDORS * PARTIES_PER_ZONE;
  return Array.from({ length: APPLICATIONS }, (_, i) => {
    const seller = int(0, parties - 1);
    const buyer = int(0, parties - 1);
    const zones = [Math.floor(seller / PARTIES_PER_ZONE), Math.floor(buyer / PARTIES_PER_ZONE)];
    const corridorIds = [...new Set(zones.map((z) => z + 1))].sort((a, b) => a - b);
    const requested = requestedBlocks();
    return {
      id: i + 1,
      receivedAt: new Date(base + 10 * 3600_000 + Math.floor((i * 5 * 3600_000) / APPLICATIONS)).toISOString(),
      corridorIds,
      requested: new Map([[DELIVERY, requested]]),
      partyKeys: [partyKey('seller', 1000 + seller), partyKey('buyer', 2000 + buyer)],
    };
  });
}

/** ATC per corridor, flat over the day, at the given percentile of the corridor's own block loads. */
function marginsOf(apps: readonly EngineApplication[]): Margins {
  const margins = new Map<string, number[]>();
  for (let corridorId = 1; corridorId <= CORRIDORS; corridorId++) {
    const load = new Array<number>(BLOCKS_PER_DAY).fill(0);
    for (const a of apps) {
      if (a.corridorIds.includes(corridorId)) a.requested.get(DELIVERY)!.forEach((v, b) => (load[b]! += v));
    }
    const level = [...load].sort((x, y) => x - y)[Math.floor(ATC_PERCENTILE * BLOCKS_PER_DAY)]!;
    margins.set(marginKey(corridorId, DELIVERY), new Array<number>(BLOCKS_PER_DAY).fill(Math.round(level / 100) * 100));
  }
  return margins;
}

function roomOf(): PartyRoom {
  const room = new Map<string, number[]>();
  for (let n = 0; n < CORRIDORS * PARTIES_PER_ZONE; n++) {
    const tight = n % 10 === 3;
    const seller = new Array<number>(BLOCKS_PER_DAY).fill(tight ? TIGHT_ROOM : SELLER_ROOM);
    const buyer = new Array<number>(BLOCKS_PER_DAY).fill(tight ? TIGHT_ROOM : BUYER_ROOM);
    room.set(partyRoomKey(partyKey('seller', 1000 + n), DELIVERY), seller);
    room.set(partyRoomKey(partyKey('buyer', 2000 + n), DELIVERY), buyer);
  }
  return room;
}

/** Median of `RUNS` runs after one warm-up run. */
function medianMs(work: () => unknown): number {
  work();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    work();
    times.push(performance.now() - start);
  }
  return median(times);
}

/** Maps as their entry lists, so that equality also checks the order of the entries. */
function canonical(value: unknown): unknown {
  if (value instanceof Map) return [...value].map(([k, v]) => [k, canonical(v)]);
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, canonical(v)]));
  }
  return value;
}
const same = (a: unknown, b: unknown) => isDeepStrictEqual(canonical(a), canonical(b));

const apps = applications();
const margins = marginsOf(apps);
const room = roomOf();
const engines = {
  engine: { assess, allocateProRata, allocateInOrder },
  reference: { assess: referenceAssess, allocateProRata: referenceProRata, allocateInOrder: referenceInOrder },
};

for (const [name, e] of Object.entries(engines)) {
  const both = medianMs(() => [e.assess(apps, margins, room), e.allocateProRata(apps, margins, room)]);
  const alone = medianMs(() => e.assess(apps, margins, room));
  const proRata = medianMs(() => e.allocateProRata(apps, margins, room));
  const inOrder = medianMs(() => e.allocateInOrder(apps, margins, room));
  console.log(`${name}.assess: ${alone.toFixed(1)} ms`);
  console.log(`${name}.allocateProRata: ${proRata.toFixed(1)} ms`);
  console.log(`${name}.assess+allocateProRata: ${both.toFixed(1)} ms`);
  console.log(`${name}.allocateInOrder: ${inOrder.toFixed(1)} ms`);
}
// As the server runs it: the explanations left out (a block's shares are derived when opened).
const lean = medianMs(() => [assess(apps, margins, room), allocateProRata(apps, margins, room, { explain: false })]);
console.log(`engine.assess+allocateProRata(explain: false): ${lean.toFixed(1)} ms`);

const dense = engines.engine;
const ref = engines.reference;
const assessment = dense.assess(apps, margins, room);
const identical =
  same(assessment, ref.assess(apps, margins, room)) &&
  same(dense.allocateProRata(apps, margins, room), ref.allocateProRata(apps, margins, room)) &&
  same(dense.allocateInOrder(apps, margins, room), ref.allocateInOrder(apps, margins, room));
const congested = assessment.blocks.filter((b) => b.congested).length;
console.log(
  `batch: ${apps.length} applications, corridor-blocks asked ${assessment.blocks.length}, congested ${congested}, ` +
    `party blocks over room ${assessment.partyBlocks.length}`,
);
// Timings on a shared machine mean little without its load.
const load = loadavg().map((l) => l.toFixed(1));
console.log(`machine: ${cpus().length} cores, load average ${load.join(' ')}, node ${process.version}`);
console.log(`engine.identical: ${identical ? 'yes' : 'no'}`);
