/**
 * Parties and margins for application tests (issue #6): the demo registrations (trader, injecting applicant) plus
 * approved registrations for the drawee and 'Both' applicants, and ATC written straight into atc_days.
 */
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { BLOCKS_PER_DAY, businessDate, toHundredths, validityEnd, type SignedInUser } from '@stoa/shared';
import { atcDays, corridors, registrations, users } from '../db/schema/index.ts';
import { seedDemoRegistrations } from '../seed/demo-registrations.ts';
import { settleDues } from './payment-fixtures.ts';
import { call, type TestApp } from './test-app.ts';

export interface Parties {
  /** oa.injecting: seller, ex-bus 23.5 MW, Itanagar zone. */
  injecting: number;
  /** oa.drawee: buyer, contract demand 10 MW, Itanagar zone. */
  drawee: number;
  /** oa.both: seller (ex-bus 9 MW) or buyer (contract demand 8 MW), Itanagar zone. */
  both: number;
  corridorId: number;
}

async function userId(t: TestApp, userName: string): Promise<number> {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.userName, userName));
  return row!.id;
}

const connection = (zone: string) => ({
  transcoId: null,
  discomId: null,
  voltageLevel: 33,
  dateOfOpenAccessStart: '2026-01-01',
  substationName: 'Chimpu 132/33 kV',
  feederName: 'Feeder 4',
  transmissionZone: zone,
  distributionZone: zone,
});

async function approved(t: TestApp, userName: string, entityType: string, details: Record<string, unknown>, at: Date) {
  const today = businessDate(at);
  const [row] = await t.database.db
    .insert(registrations)
    .values({
      kind: 'Registration',
      entityType,
      applicantUserId: await userId(t, userName),
      status: 'Approved',
      registrationNo: `STOA/TEST/${userName}`,
      details,
      submittedAt: at,
      approvedOn: today,
      validFrom: today,
      expiredOn: validityEnd(today, 12),
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: registrations.id });
  return row!.id;
}

export async function seedParties(t: TestApp): Promise<Parties> {
  const at = t.clock.now;
  const db = t.database.db;
  await seedDemoRegistrations(db, at);
  // The demo's 'Both' registration awaits verification; these tests need it approved.
  const bothUser = await userId(t, 'oa.both');
  await db.execute(
    sql`delete from ledger_entries where due_id in (select id from dues where party_user_id = ${bothUser})`,
  );
  await db.execute(sql`delete from dues where party_user_id = ${bothUser}`);
  await db.delete(registrations).where(eq(registrations.applicantUserId, bothUser));
  const drawee = await approved(
    t,
    'oa.drawee',
    'DraweeEntity',
    {
      connection: connection('Itanagar'),
      consumer: {
        consumerNumber: 'C-1',
        consumerType: 'Full Open Access Consumer',
        contractDemand: 10,
        sanctionedLoad: 12,
        stoaDrawlQuantum: 10,
      },
    },
    at,
  );
  const both = await approved(
    t,
    'oa.both',
    'BothEntity',
    {
      connection: connection('Itanagar'),
      generator: { installedCapacity: 10, auxiliaryConsumption: 1, stoaInjectionQuantum: 9 },
      consumer: {
        consumerNumber: 'C-2',
        consumerType: 'Full Open Access Consumer',
        contractDemand: 8,
        sanctionedLoad: 9,
        stoaDrawlQuantum: 8,
      },
    },
    at,
  );
  const [injecting] = await db
    .select({ id: registrations.id })
    .from(registrations)
    .innerJoin(users, eq(users.id, registrations.applicantUserId))
    .where(eq(users.userName, 'oa.injecting'));
  const [corridor] = await db.select({ id: corridors.id }).from(corridors).where(eq(corridors.zone, 'Itanagar'));
  return { injecting: injecting!.id, drawee, both, corridorId: corridor!.id };
}

/** ATC in MW per block (a number for all 96, or a function of the block 1..96) on a corridor-day. */
export async function declareAtc(
  t: TestApp,
  corridorId: number,
  date: string,
  mw: number | ((block: number) => number),
) {
  const atc = Array.from({ length: BLOCKS_PER_DAY }, (_, i) => toHundredths(typeof mw === 'number' ? mw : mw(i + 1)));
  await t.database.db
    .insert(atcDays)
    .values({ corridorId, date, atc, allocated: new Array<number>(BLOCKS_PER_DAY).fill(0) })
    .onConflictDoUpdate({ target: [atcDays.corridorId, atcDays.date], set: { atc } });
}

export async function allocatedOn(t: TestApp, corridorId: number, date: string): Promise<number[]> {
  const rows = await t.database.db.select().from(atcDays).where(eq(atcDays.corridorId, corridorId));
  return rows.find((r) => r.date === date)?.allocated ?? [];
}

/** A day-ahead row: label indexes (0 = 00:00 … 96 = 24:00) and MW. */
export const row = (date: string, from: number, to: number, mw: number) => ({
  oaFromDate: date,
  oaToDate: date,
  fromTimeBlock: from,
  toTimeBlock: to,
  oaRequirement: mw,
});

/**
 * An application submitted by `applicant`, its dues settled and accepted by the SLDC (the STOA check passed): it waits
 * in its batch's processing queue. Answers its id.
 */
export async function submitAccepted(
  t: TestApp,
  type: string,
  body: Record<string, unknown>,
  applicant: SignedInUser,
  sldc: SignedInUser,
): Promise<number> {
  const res = await call(t, 'POST', `/api/Application/Submit/${type}`, { isDraft: false, ...body }, applicant);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const id = res.body.data.id as number;
  await settleDues(t, 'Application', id);
  expect((await call(t, 'POST', `/api/Application/Approve/${type}/${id}`, {}, sldc)).status).toBe(200);
  return id;
}
