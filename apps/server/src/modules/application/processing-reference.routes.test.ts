/**
 * Processing gives exactly the allocations of the engine as it stood before issue 14 (the reference kept under
 * packages/shared/src/allocation/reference): a seeded random day-ahead batch of 36 applications over the demo's
 * parties — congested on the corridor and over the parties' limits — goes through ProcessApplications and
 * AllocateQuantumProRataBasis; every application's stored allocation is the reference's on the same inputs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { BLOCKS_PER_DAY, toHundredths, type SignedInUser } from '@stoa/shared';
import { allocateProRata as referenceProRata } from '../../../../../packages/shared/src/allocation/reference/reference-pro-rata.ts';
import { applicationDays, applications, registrations } from '../../db/schema/index.ts';
import { declareAtc, seedParties, type Parties } from '../../test/application-fixtures.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { readMargins } from '../atc/atc.service.ts';
import * as repo from './application.repository.ts';
import { remainingOf } from './capacity.ts';
import { batchOf } from './processing-batch.ts';

const A = '/api/Application';
const START = '2026-12-01T04:00:00Z';
const DELIVERY = '2026-12-02';
const COUNT = 36;

let t: TestApp;
let p: Parties;
let sldc: SignedInUser;

/** mulberry32: the same batch every run. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), a | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

beforeAll(async () => {
  t = await createTestApp({}, { startAt: START });
  p = await seedParties(t);
  sldc = await t.signIn('sldc');
  // 20 MW, 12 MW over the evening peak: congested where the batch crowds.
  await declareAtc(t, p.corridorId, DELIVERY, (b) => (b >= 69 && b <= 84 ? 12 : 20));
  const owners = await t.database.db
    .select({ id: registrations.id, userId: registrations.applicantUserId })
    .from(registrations)
    .where(inArray(registrations.id, [p.injecting, p.drawee, p.both]));
  const ownerOf = new Map(owners.map((o) => [o.id, o.userId]));
  const pairs = [
    [p.injecting, p.drawee],
    [p.injecting, p.both],
    [p.both, p.drawee],
  ] as const;
  const random = prng(20261202);
  const at = new Date(START);
  for (let i = 0; i < COUNT; i++) {
    const [seller, buyer] = pairs[i % pairs.length]!;
    const from = Math.floor(random() * 80);
    const to = from + 1 + Math.floor(random() * 16);
    const requested = new Array<number>(BLOCKS_PER_DAY).fill(0);
    const mw = toHundredths(1 + Math.floor(random() * 500) / 100);
    for (let b = from; b < to; b++) requested[b] = mw;
    const [row] = await t.database.db
      .insert(applications)
      .values({
        applicationNo: `STOA/DA/2026/R${String(i + 1).padStart(4, '0')}`,
        type: 'DayAhead',
        applicantUserId: ownerOf.get(i % 2 === 0 ? seller : buyer)!,
        sellerRegistrationId: seller,
        buyerRegistrationId: buyer,
        status: 'PendingSTOAApproval',
        details: { timeBlocks: [], remarks: null },
        corridorIds: [p.corridorId],
        fromDate: DELIVERY,
        toDate: DELIVERY,
        processingDate: DELIVERY,
        receivedAt: new Date(at.getTime() + i * 60_000),
        requestedMwh: Math.floor((requested.reduce((s, v) => s + v, 0) + 2) / 4),
        submittedAt: at,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: applications.id });
    await t.database.db.insert(applicationDays).values({ applicationId: row!.id, date: DELIVERY, requested });
  }
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('processing against the reference engine', () => {
  it('allocates every application exactly as the engine before issue 14 would on the same inputs', async () => {
    const db = t.database.db;
    // The inputs as processing reads them, before it runs.
    const records = await repo.batchApplications(db, 'DayAhead', DELIVERY, ['PendingSTOAApproval']);
    expect(records).toHaveLength(COUNT);
    const batch = await batchOf(db, 'DayAhead', DELIVERY, records);
    const margins = remainingOf(await readMargins(db, batch.corridorIds, batch.dates));
    const expected = referenceProRata(batch.engine, margins, batch.room);
    const outcomes = [...expected.outcomes.values()];
    // The batch is worth comparing: some applications cut, some capped by a party's limit.
    expect(outcomes).toContain('Partial');
    expect(expected.limitedBy.size).toBeGreaterThan(0);

    expect((await call(t, 'POST', `${A}/ProcessApplications/DayAhead/${DELIVERY}`, undefined, sldc)).status).toBe(200);
    const res = await call(t, 'POST', `${A}/AllocateQuantumProRataBasis/${DELIVERY}/DayAhead`, undefined, sldc);
    expect(res.status, JSON.stringify(res.body)).toBe(200);

    const stored = await db
      .select({ id: applicationDays.applicationId, allocated: applicationDays.allocated })
      .from(applicationDays)
      .where(inArray(applicationDays.applicationId, [...expected.allocations.keys()]));
    expect(stored).toHaveLength(COUNT);
    for (const { id, allocated } of stored) {
      const held = expected.outcomes.get(id) !== 'None';
      expect(allocated, `application ${id}`).toEqual(held ? expected.allocations.get(id)!.get(DELIVERY) : null);
    }
  });
});
