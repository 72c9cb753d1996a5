/**
 * GET /api/Dashboard/Summary per role (issue 20 item 4): the week's charts and the money tiles, on the worked example
 * of issues 18 and 19 (schedule-fixtures twoApprovedFcfs; the clock on Tue 1 Dec 2026, 09:30 IST). Both FCFS
 * applications were submitted, approved and paid on 1 Dec: A (oa.drawee) 5 MW all day 10–12 Dec, C (oa.both) 3 MW
 * on 10 Dec, both sold by oa.injecting; ATC 20 MW on 10–12 Dec. The charges raised on 1 Dec, each settled the same
 * day: A ₹5,000.00 fee + ₹28,800.00 STU (360 MWh × ₹0.08/kWh) + ₹6,000.00 operating (3 days × ₹2,000.00) =
 * ₹39,800.00; C ₹5,000.00 + ₹5,760.00 (72 MWh) + ₹2,000.00 = ₹12,760.00. Then oa.drawee submits a third
 * application (B, 1 MW all day 12 Dec), which raises ₹5,000.00 fee + ₹1,920.00 STU (24 MWh) + ₹2,000.00 operating =
 * ₹8,920.00 on submission, and pays none of it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DashboardSummary, DashboardTile, SignedInUser } from '@stoa/shared';
import { allDay, twoApprovedFcfs } from '../../test/schedule-fixtures.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';

const START = '2026-12-01T04:00:00Z';
const WEEK_OF_DEC_1 = [
  '2026-11-25',
  '2026-11-26',
  '2026-11-27',
  '2026-11-28',
  '2026-11-29',
  '2026-11-30',
  '2026-12-01',
];
const WEEK_OF_DEC_11 = [
  '2026-12-05',
  '2026-12-06',
  '2026-12-07',
  '2026-12-08',
  '2026-12-09',
  '2026-12-10',
  '2026-12-11',
];
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { startAt: START });
  const { p, drawee } = await twoApprovedFcfs(t);
  // settleDues dates its settlements by the database's own clock: move them to the test clock's day.
  await t.database.db.execute(
    sql`update ledger_entries set entry_date = '2026-12-01' where rule = 'Settled to arrange a test'`,
  );
  const body = {
    isDraft: false,
    sellerRegistrationId: p.injecting,
    buyerRegistrationId: p.drawee,
    timeBlocks: [allDay('2026-12-12', '2026-12-12', 1)],
  };
  const b = await call(t, 'POST', '/api/Application/Submit/FCFS', body, drawee);
  expect(b.status, JSON.stringify(b.body)).toBe(200);
});
afterAll(() => t.close());

async function summaryOf(userName: string): Promise<DashboardSummary> {
  const user: SignedInUser = await t.signIn(userName);
  const res = await call(t, 'GET', '/api/Dashboard/Summary', undefined, user);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as DashboardSummary;
}

const days = (week: readonly string[], last: Record<string, number>, zero: Record<string, number>) =>
  week.map((date, i) => ({ date, ...(i === week.length - 1 ? last : zero) }));
const tileOf = (s: DashboardSummary, key: string): DashboardTile | undefined => s.tiles.find((x) => x.key === key);
const fcfs = (count: number) => ({ key: 'FCFS', label: 'First Come First Serve', count });

describe('the dashboard on 1 Dec 2026 (the week 25 Nov – 1 Dec)', () => {
  it('SLDC: every submitted application by status and type, every party’s money per day', async () => {
    const week = (await summaryOf('sldc')).week;
    expect(week.days).toEqual(WEEK_OF_DEC_1);
    expect(week.applications).toEqual({
      byStatus: [
        { key: 'Submitted', label: 'Pending SLDC Verification', count: 1 },
        { key: 'Approved', label: 'Approved', count: 2 },
      ],
      byType: [fcfs(3)],
    });
    // ₹39,800.00 + ₹12,760.00 + B's ₹8,920.00 raised; ₹52,560.00 received.
    expect(week.money).toEqual(
      days(WEEK_OF_DEC_1, { duePaise: 6_148_000, receivedPaise: 5_256_000 }, { duePaise: 0, receivedPaise: 0 }),
    );
    // No ATC was declared for this week (the example's is 10–12 Dec).
    expect(week.allocation).toEqual(
      days(WEEK_OF_DEC_1, { atcMwh: 0, allocatedMwh: 0 }, { atcMwh: 0, allocatedMwh: 0 }),
    );
  });

  it('an applicant sees only its own applications (made, or naming its registration) and money; no ATC', async () => {
    const drawee = (await summaryOf('oa.drawee')).week;
    expect(drawee.applications?.byType).toEqual([fcfs(2)]);
    expect(drawee.allocation).toBeNull();
    expect(drawee.money?.at(-1)).toEqual({ date: '2026-12-01', duePaise: 4_872_000, receivedPaise: 3_980_000 });
    const both = (await summaryOf('oa.both')).week;
    expect(both.applications).toEqual({
      byStatus: [{ key: 'Approved', label: 'Approved', count: 1 }],
      byType: [fcfs(1)],
    });
    expect(both.money?.at(-1)).toEqual({ date: '2026-12-01', duePaise: 1_276_000, receivedPaise: 1_276_000 });
    // The seller is named on all three applications but owes none of their dues.
    const seller = (await summaryOf('oa.injecting')).week;
    expect(seller.applications?.byType).toEqual([fcfs(3)]);
    expect(seller.money?.every((d) => d.duePaise === 0 && d.receivedPaise === 0)).toBe(true);
  });

  it('money tiles: what is due, in paise, each leading to the dues filtered to its state', async () => {
    const s = await summaryOf('oa.drawee');
    expect(tileOf(s, 'duesDue')).toEqual({
      key: 'duesDue',
      label: 'Amount due',
      value: 892_000,
      unit: 'money',
      to: '/payments/dashboard?tab=dues&dueStatus=Due',
    });
    expect(tileOf(s, 'duesOverdue')).toMatchObject({ value: 0, unit: 'count', to: expect.stringContaining('Overdue') });
    expect(tileOf(s, 'tdsChallansDue')).toMatchObject({ value: 0, to: '/payments/challan?challanStatus=NotUploaded' });
    expect(tileOf(s, 'paymentsToReconcile')).toBeUndefined();
    expect(tileOf(await summaryOf('oa.both'), 'duesDue')?.value).toBe(0);
    const sldc = await summaryOf('approver1');
    expect(tileOf(sldc, 'duesDue')?.value).toBe(892_000);
    expect(tileOf(sldc, 'paymentsToReconcile')).toMatchObject({
      value: 0,
      to: '/payments/dashboard?tab=payments&paymentStatus=Submitted',
    });
  });

  it('the Admin and the utilities see no charts and no money tiles', async () => {
    for (const userName of ['admin', 'discom', 'transco']) {
      const s = await summaryOf(userName);
      expect(s.week).toEqual({ days: WEEK_OF_DEC_1, applications: null, allocation: null, money: null });
      expect(s.tiles.filter((x) => x.unit === 'money')).toEqual([]);
    }
  });
});

describe('the dashboard on 11 Dec 2026 (the week 5 – 11 Dec)', () => {
  beforeAll(() => t.clock.advance(10 * 86_400_000));

  it('SLDC: ATC vs allocated in MWh per day; no application submitted this week', async () => {
    const week = (await summaryOf('sldc')).week;
    expect(week.days).toEqual(WEEK_OF_DEC_11);
    expect(week.applications).toEqual({ byStatus: [], byType: [] });
    const zero = { atcMwh: 0, allocatedMwh: 0 };
    // 20 MW × 24 h = 480.00 MWh declared each day; allocated A + C = 8 MW × 24 h on 10 Dec, A's 5 MW on 11 Dec.
    expect(week.allocation).toEqual([
      ...WEEK_OF_DEC_11.slice(0, 5).map((date) => ({ date, ...zero })),
      { date: '2026-12-10', atcMwh: 48_000, allocatedMwh: 19_200 },
      { date: '2026-12-11', atcMwh: 48_000, allocatedMwh: 12_000 },
    ]);
    expect(week.money?.every((d) => d.duePaise === 0 && d.receivedPaise === 0)).toBe(true);
  });

  it('B’s unpaid fee is now past its pay-by date: one overdue due of ₹5,000.00; its charges are still due', async () => {
    const s = await summaryOf('oa.drawee');
    expect(tileOf(s, 'duesDue')?.value).toBe(392_000);
    expect(tileOf(s, 'duesOverdue')?.value).toBe(1);
    expect(tileOf(s, 'duesOverdueAmount')).toMatchObject({ value: 500_000, unit: 'money' });
    expect(tileOf(await summaryOf('oa.both'), 'duesOverdue')?.value).toBe(0);
  });
});
