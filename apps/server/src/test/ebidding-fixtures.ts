/**
 * A congestion record as Advance processing leaves it (issue #16): Advance applications waiting in PendingEBidding on
 * one corridor and period, the processing run and the congestion record naming them — written straight into the
 * database, so e-bidding tests start where ApproveAll ends (processing's own tests cover how it gets there).
 */
import { eq, inArray } from 'drizzle-orm';
import { BLOCKS_PER_DAY, boxRuns, toHundredths } from '@stoa/shared';
import { applicationDays, applications, congestions, processingRuns, users } from '../db/schema/index.ts';
import type { Parties } from './application-fixtures.ts';
import type { TestApp } from './test-app.ts';

export interface CongestedApplication {
  /** The applicant (demo user name): the one who bids. */
  userName: string;
  /** MW asked for in every block of the period. */
  mw: number;
  seller: keyof Omit<Parties, 'corridorId'>;
  buyer: keyof Omit<Parties, 'corridorId'>;
}

export interface CongestionSpec {
  date: string;
  /** Label indexes of the period (0 = 00:00 … 96 = 24:00). */
  fromTimeBlock: number;
  toTimeBlock: number;
  /** The least margin of the period, MW. */
  marginMw: number;
  applications: CongestedApplication[];
}

let serial = 0;

async function userIdOf(t: TestApp, userName: string) {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.userName, userName));
  return row!.id;
}

/** Inserts the applications and their congestion record; answers the record's id and the applications' ids. */
export async function seedCongestion(t: TestApp, p: Parties, spec: CongestionSpec) {
  const db = t.database.db;
  const at = t.clock.now;
  const requested = Array.from({ length: BLOCKS_PER_DAY }, (_, i) =>
    i >= spec.fromTimeBlock && i < spec.toTimeBlock ? 1 : 0,
  );
  const ids: number[] = [];
  for (const a of spec.applications) {
    serial += 1;
    const userId = await userIdOf(t, a.userName);
    const row = {
      oaFromDate: spec.date,
      oaToDate: spec.date,
      fromTimeBlock: spec.fromTimeBlock,
      toTimeBlock: spec.toTimeBlock,
      oaRequirement: a.mw,
    };
    const [inserted] = await db
      .insert(applications)
      .values({
        applicationNo: `STOA/ADV/2026/${String(900 + serial).padStart(4, '0')}`,
        type: 'Advance',
        applicantUserId: userId,
        traderUserId: a.userName === 'trader' ? userId : null,
        sellerRegistrationId: p[a.seller],
        buyerRegistrationId: p[a.buyer],
        status: 'PendingEBidding',
        details: { timeBlocks: [row] },
        corridorIds: [p.corridorId],
        fromDate: spec.date,
        toDate: spec.date,
        processingDate: `${spec.date.slice(0, 7)}-01`,
        receivedAt: at,
        submittedAt: at,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: applications.id });
    ids.push(inserted!.id);
    await db.insert(applicationDays).values({
      applicationId: inserted!.id,
      date: spec.date,
      requested: requested.map((on) => on * toHundredths(a.mw)),
    });
  }
  const [run] = await db
    .insert(processingRuns)
    .values({
      type: 'Advance',
      processingDate: `${spec.date.slice(0, 7)}-01`,
      status: 'Allocated',
      method: 'ApproveAll',
      applicationIds: ids,
      result: {},
    })
    .returning({ id: processingRuns.id });
  const [congestion] = await db
    .insert(congestions)
    .values({
      processingRunId: run!.id,
      corridorId: p.corridorId,
      fromDate: spec.date,
      toDate: spec.date,
      fromTimeBlock: spec.fromTimeBlock,
      toTimeBlock: spec.toTimeBlock,
      cells: boxRuns({ fromDate: spec.date, toDate: spec.date, ...spec }),
      availableMargin: toHundredths(spec.marginMw),
      appliedQuantum: toHundredths(spec.applications.reduce((s, a) => s + a.mw, 0)),
      applicationIds: ids,
      status: 'Open',
      createdAt: at,
    })
    .returning({ id: congestions.id });
  await db.update(applications).set({ congestionId: congestion!.id }).where(inArray(applications.id, ids));
  return { congestionId: congestion!.id, applicationIds: ids };
}
