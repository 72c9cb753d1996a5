/**
 * The standing clearance list after issue 14 (one prepared statement for a page and its count, the guard's user
 * reused, the calendar read beside it) answers what it answered before: applicants their own (drafts included), the
 * SLDC every submitted one; latest change first (or undecided first by answer date), the page and the count —
 * checked against a plain reading of the table, with the overdue filter on the test's clock.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  CLEARANCE_DIRECTIONS,
  STANDING_CLEARANCE_STATUSES,
  STANDING_CLEARANCE_UNDECIDED,
  businessDate,
  standingClearanceExportColumns,
  type SignedInUser,
  type StandingClearanceRow,
} from '@stoa/shared';
import { standingClearances, users } from '../../db/schema/index.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { csvRows, download, sheetOf, xlsxRows } from '../../test/table-file.ts';
import { createStandingClearanceService } from './standing-clearance.service.ts';

const COUNT = 70;
const VIEWERS = ['sldc', 'approver1', 'oa.injecting', 'oa.drawee', 'trader'] as const;

type Row = typeof standingClearances.$inferSelect;
type User = typeof users.$inferSelect;

let t: TestApp;
let all: Row[];
const byName = new Map<string, User>();
const sessions: Record<string, SignedInUser> = {};

function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

beforeAll(async () => {
  t = await createTestApp({}, { startAt: '2026-12-10T06:00:00Z' });
  const db = t.database.db;
  for (const u of await db.select().from(users)) byName.set(u.userName, u);
  const applicants = ['oa.injecting', 'oa.drawee', 'oa.both', 'trader'].map((n) => byName.get(n)!.id);
  const random = prng(5);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)]!;
  const base = Date.parse('2026-11-20T00:00:00Z');
  await db.insert(standingClearances).values(
    Array.from({ length: COUNT }, (_, i) => {
      const at = new Date(base + Math.floor(random() * 25) * 3_600_000);
      const status = i % 6 === 0 ? 'Draft' : pick(STANDING_CLEARANCE_STATUSES);
      // Answer dates around the test's today; ties, and none at all for drafts and some others.
      const dueOn =
        status === 'Draft' || random() < 0.15
          ? null
          : `2026-12-${String(4 + Math.floor(random() * 12)).padStart(2, '0')}`;
      return {
        applicantUserId: pick(applicants),
        direction: pick(CLEARANCE_DIRECTIONS),
        status,
        quantum: 100 * (1 + (i % 9)),
        fromDate: '2026-12-20',
        toDate: '2026-12-31',
        details: {},
        submittedAt: status === 'Draft' ? null : at,
        dueOn,
        createdAt: at,
        updatedAt: at,
      };
    }),
  );
  all = await db.select().from(standingClearances);
  for (const name of [...VIEWERS, 'admin']) sessions[name] = await t.signIn(name);
});
afterAll(() => t.close());

interface Query {
  pageNumber?: number;
  pageSize?: number;
  status?: string;
  direction?: string;
  overdue?: 'true' | 'false';
  sort?: 'recent' | 'due';
}

const undecided = (r: Row) => (STANDING_CLEARANCE_UNDECIDED as readonly string[]).includes(r.status);

function expected(viewer: string, q: Query) {
  const user = byName.get(viewer)!;
  const owner = user.role === 'OABusinessUser' || user.role === 'Trader';
  const today = businessDate(t.clock.now);
  const rows = all
    .filter((r) => (owner ? r.applicantUserId === user.id : r.status !== 'Draft'))
    .filter((r) => !q.status || r.status === q.status)
    .filter((r) => !q.direction || r.direction === q.direction)
    .filter((r) => q.overdue !== 'true' || (undecided(r) && r.dueOn !== null && r.dueOn < today))
    .sort(
      q.sort === 'due'
        ? (a, b) =>
            Number(!undecided(a)) - Number(!undecided(b)) ||
            (a.dueOn === b.dueOn ? 0 : a.dueOn === null ? 1 : b.dueOn === null ? -1 : a.dueOn < b.dueOn ? -1 : 1) ||
            a.id - b.id
        : (a, b) => b.updatedAt.getTime() - a.updatedAt.getTime() || b.id - a.id,
    );
  const page = q.pageNumber ?? 1;
  const size = q.pageSize ?? 10;
  return { ids: rows.slice((page - 1) * size, page * size).map((r) => r.id), count: rows.length };
}

async function listed(viewer: string, q: Query) {
  const search = new URLSearchParams(Object.entries(q).map(([k, v]): [string, string] => [k, String(v)])).toString();
  const res = await call(
    t,
    'GET',
    `/api/StandingClearance/GetAll${search ? `?${search}` : ''}`,
    undefined,
    sessions[viewer],
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return {
    ids: res.body.data.standingClearanceList.map((r: { id: number }) => r.id) as number[],
    count: res.body.data.dataCount as number,
  };
}

const QUERIES: Query[] = [
  {},
  { pageNumber: 2 },
  { pageNumber: 4 },
  { pageSize: 50 },
  { pageNumber: 2, pageSize: 50 },
  { pageNumber: 20 },
  { status: 'Submitted' },
  { status: 'Draft' },
  { direction: 'Buy' },
  { overdue: 'true' },
  { overdue: 'false', direction: 'Sell' },
  { sort: 'due' },
  { sort: 'due', pageNumber: 2 },
  { sort: 'due', overdue: 'true', pageSize: 100 },
  { sort: 'recent', status: 'Approved' },
];

describe('standing clearance list: the same rows, order, pages and counts as before', () => {
  it.each(VIEWERS)('GetAll as %s', async (viewer) => {
    for (const q of QUERIES) expect(await listed(viewer, q), JSON.stringify(q)).toEqual(expected(viewer, q));
  });

  it('lists with the user the access guard read, not reading it again', async () => {
    const service = createStandingClearanceService({
      config: t.config,
      db: t.database.db,
      database: t.database,
      tokens: undefined as never,
      now: () => t.clock.now,
      mail: t.app.mail,
    });
    const [sldc] = await t.database.db.select().from(users).where(eq(users.userName, 'sldc'));
    const principal = { userId: 2_000_000_000, role: 'SLDCBusinessUser' as const, sessionId: 'none' };
    const query = { pageNumber: 1, pageSize: 10 };
    await expect(service.list(principal, query)).rejects.toThrow('User not found');
    const page = await service.list({ ...principal, user: sldc! }, query);
    expect({ ids: page.standingClearanceList.map((r) => r.id), count: page.dataCount }).toEqual(expected('sldc', {}));
  });
});

describe('standing clearance list as a file (issue 15 Excel out)', () => {
  const EXPORT = '/api/StandingClearance/GetAll/Export';
  const rowsOf = async (viewer: string, search: string) =>
    (await call(t, 'GET', `/api/StandingClearance/GetAll?pageSize=100&${search}`, undefined, sessions[viewer])).body
      .data.standingClearanceList as StandingClearanceRow[];

  it("gives the SLDC every row of the filters as xlsx, in the list's order, columns and formats", async () => {
    const res = await download(t, `${EXPORT}?direction=Buy`, sessions.sldc!);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('filename="Standing-Clearances.xlsx"');
    const sheet = await xlsxRows(res.rawPayload, 'Standing Clearances');
    const rows = await rowsOf('sldc', 'direction=Buy');
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.length).toBeLessThan(expected('sldc', { pageSize: 100 }).count);
    expect(sheet).toEqual(sheetOf(standingClearanceExportColumns(false), rows));
    expect(sheet[0]).toEqual(['No', 'Entity', 'Transaction', 'Kind', 'MW', 'From', 'To', 'Status', 'Due']);
    expect(sheet[1]).toEqual(expect.arrayContaining([rows[0]!.quantumMw, '2026-12-20', '2026-12-31']));
  });

  it("gives an applicant only its own requests, as csv with the BOM and the applicant's columns", async () => {
    const res = await download(t, `${EXPORT}?format=csv`, sessions['oa.injecting']!);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const [header, ...rows] = csvRows(res.body);
    expect(header).toEqual(['No', 'Direction', 'Kind', 'Counterparty', 'MW', 'From', 'To', 'Status', 'Due']);
    const own = expected('oa.injecting', { pageSize: 100 });
    expect(rows.map((r) => r[0])).toEqual(
      own.ids.map((id) => all.find((r) => r.id === id)!.clearanceNo ?? `Request #${id}`),
    );
  });

  it('refuses a role that cannot read the list (403) and a bad filter or format (400)', async () => {
    expect((await download(t, EXPORT, sessions.admin!)).statusCode).toBe(403);
    for (const search of ['format=pdf', 'status=Nonsense', 'overdue=maybe']) {
      const res = await download(t, `${EXPORT}?${search}`, sessions.sldc!);
      expect(res.statusCode, search).toBe(400);
      expect(res.json().isSuccessful).toBe(false);
    }
  });
});
