/**
 * The application lists after issue 14 (one prepared statement for a page and its count, the guard's user reused)
 * answer exactly what the lists answered before: the rows a caller may see, newest submission first (a draft by its
 * creation), then id, the page asked for, and the count of them all — checked against a plain reading of the table
 * over many applications, every filter, several pages and a page past the end.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import {
  APPLICATION_STATUSES,
  APPLICATION_WORKFLOW,
  applicationExportColumns,
  parseCsv,
  type ApplicationStatus,
  type ApplicationType,
  type SignedInUser,
} from '@stoa/shared';
import { applications, registrations, users, workflowEvents } from '../../db/schema/index.ts';
import { clocksOf } from '../../platform/workflow/clocks.ts';
import { workflowCalendar } from '../configuration/calendar.service.ts';
import { seedParties } from '../../test/application-fixtures.ts';
import { expectRealExcel, kindsOf } from '../../test/real-excel.ts';
import { loadSheet, xlsxRows } from '../../test/table-file.ts';
import { bearer, call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { createApplicationService } from './application.service.ts';
import { applicationFeeGates } from './application-workflow.ts';

const A = '/api/Application';
const TYPES: ApplicationType[] = ['DayAhead', 'FCFS', 'Advance', 'ContingencyDayAhead', 'ContingencySameDay'];
const COUNT = 90;

interface Row {
  id: number;
  applicationNo: string | null;
  type: string;
  status: string;
  applicantUserId: number;
  traderUserId: number | null;
  sellerRegistrationId: number | null;
  buyerRegistrationId: number | null;
  fromDate: string | null;
  toDate: string | null;
  processingDate: string | null;
  submittedAt: Date | null;
  createdAt: Date;
}

let t: TestApp;
let all: Row[];
/** Each registration's owner and its name as lists show it. */
const owners = new Map<number, { userId: number; name: string }>();
const userIds = new Map<string, number>();
const sessions: Record<string, SignedInUser> = {};

/** A small seeded generator: the same applications every run. */
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
  t = await createTestApp({}, { startAt: '2026-12-01T04:00:00Z' });
  const parties = await seedParties(t);
  const db = t.database.db;
  for (const u of await db.select().from(users)) userIds.set(u.userName, u.id);
  const regs = await db
    .select({ id: registrations.id, userId: registrations.applicantUserId })
    .from(registrations)
    .where(inArray(registrations.id, [parties.injecting, parties.drawee, parties.both]));
  for (const r of regs) {
    const [u] = await db.select().from(users).where(eq(users.id, r.userId));
    owners.set(r.id, { userId: r.userId, name: u!.entityName ?? `${u!.firstName} ${u!.lastName}` });
  }
  const regIds = [parties.injecting, parties.drawee, parties.both];
  const applicants = ['oa.injecting', 'oa.drawee', 'oa.both', 'trader'].map((n) => userIds.get(n)!);
  const random = prng(14);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)]!;
  const base = Date.parse('2026-11-01T00:00:00Z');
  const values = Array.from({ length: COUNT }, (_, i) => {
    const status = i % 9 === 0 ? 'Draft' : pick(APPLICATION_STATUSES.filter((s) => s !== 'Draft'));
    const applicant = pick(applicants);
    const byTrader = applicant === userIds.get('trader');
    // Whole hours, so several applications share an instant and the id decides their order.
    const createdAt = new Date(base + Math.floor(random() * 40) * 3_600_000);
    const submittedAt = status === 'Draft' || random() < 0.1 ? null : new Date(createdAt.getTime() + 3_600_000);
    const day = `2026-12-${String(1 + Math.floor(random() * 20)).padStart(2, '0')}`;
    return {
      applicationNo: status === 'Draft' ? null : i % 13 === 0 ? `STOA/DA/2026/5%_${i}` : `STOA/DA/2026/${1000 + i}`,
      type: pick(TYPES),
      applicantUserId: applicant,
      traderUserId: byTrader ? applicant : null,
      sellerRegistrationId: random() < 0.1 ? null : pick(regIds),
      buyerRegistrationId: random() < 0.1 ? null : pick(regIds),
      status: status as ApplicationStatus,
      details: { timeBlocks: [], remarks: null },
      fromDate: day,
      toDate: day,
      processingDate: random() < 0.5 ? '2026-12-02' : day,
      submittedAt,
      createdAt,
      updatedAt: createdAt,
    };
  });
  await db.insert(applications).values(values);
  all = (await db.select().from(applications)) as Row[];
  // Timelines: most submitted applications entered their status once or twice (the clock starts at the latest), some
  // only passed through other statuses, some have none.
  const events = all.flatMap((r, i) => {
    if (r.status === 'Draft' || i % 5 === 4) return [];
    const at = (hours: number) => new Date(Date.parse('2026-11-20T00:00:00Z') + hours * 3_600_000);
    const step = (toStatus: string, hours: number) => ({
      recordType: 'Application',
      recordId: r.id,
      action: 'Forward',
      fromStatus: 'Submitted',
      toStatus,
      actorUserId: r.applicantUserId,
      actorRole: 'OABusinessUser',
      occurredAt: at(hours),
    });
    if (i % 5 === 3) return [step('Returned', i * 5)];
    return i % 2 === 0 ? [step(r.status, i * 3)] : [step(r.status, i * 2), step(r.status, i * 7)];
  });
  await db.insert(workflowEvents).values(events);
  for (const name of ['sldc', 'oa.injecting', 'oa.drawee', 'oa.both', 'trader', 'oa.consumer']) {
    sessions[name] = await t.signIn(name);
  }
});
afterAll(() => t.close());

interface Query {
  page?: number;
  pageSize?: number;
  status?: string;
  applicationNo?: string;
  entityName?: string;
  processingDate?: string;
  fromDate?: string;
  toDate?: string;
}

/** The list as the old query read it: visibility, filters, newest first then id, the page, the count. */
function expected(viewer: string, types: readonly string[] | null, q: Query) {
  const userId = userIds.get(viewer)!;
  const sldc = viewer === 'sldc';
  const own = new Set([...owners].filter(([, o]) => o.userId === userId).map(([id]) => id));
  const named = (regId: number | null, text: string) =>
    regId !== null && (owners.get(regId)?.name.toLowerCase().includes(text.toLowerCase()) ?? false);
  const visible = all.filter((r) => {
    if (sldc) return r.status !== 'Draft';
    if (r.applicantUserId === userId || r.traderUserId === userId) return true;
    const party =
      (r.sellerRegistrationId !== null && own.has(r.sellerRegistrationId)) ||
      (r.buyerRegistrationId !== null && own.has(r.buyerRegistrationId));
    return r.status !== 'Draft' && party;
  });
  const rows = visible
    .filter((r) => !types || types.includes(r.type))
    .filter((r) => !q.status || r.status === q.status)
    .filter((r) => !q.applicationNo || (r.applicationNo ?? '').toLowerCase().includes(q.applicationNo.toLowerCase()))
    .filter((r) => !q.processingDate || r.processingDate === q.processingDate)
    .filter((r) => !q.fromDate || (r.toDate !== null && r.toDate >= q.fromDate))
    .filter((r) => !q.toDate || (r.fromDate !== null && r.fromDate <= q.toDate))
    .filter(
      (r) => !q.entityName || named(r.sellerRegistrationId, q.entityName) || named(r.buyerRegistrationId, q.entityName),
    )
    .sort((a, b) => {
      const at = (r: Row) => (r.submittedAt ?? r.createdAt).getTime();
      return at(b) - at(a) || b.id - a.id;
    });
  const page = q.page ?? 1;
  const size = q.pageSize ?? 10;
  return { ids: rows.slice((page - 1) * size, page * size).map((r) => r.id), total: rows.length };
}

async function listed(viewer: string, path: string, q: Query) {
  const search = new URLSearchParams(Object.entries(q).map(([k, v]): [string, string] => [k, String(v)])).toString();
  const res = await call(t, 'GET', `${A}/${path}${search ? `?${search}` : ''}`, undefined, sessions[viewer]);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return {
    ids: res.body.data.items.map((r: { id: number }) => r.id) as number[],
    total: res.body.data.total as number,
  };
}

const QUERIES: Query[] = [
  {},
  { page: 2 },
  { page: 3, pageSize: 10 },
  { pageSize: 50 },
  { page: 2, pageSize: 50 },
  { page: 40 },
  { status: 'Approved' },
  { status: 'Draft' },
  { applicationNo: '5%_' },
  { applicationNo: 'da/2026/10' },
  { processingDate: '2026-12-02' },
  { fromDate: '2026-12-10' },
  { toDate: '2026-12-05', page: 2 },
  { fromDate: '2026-12-03', toDate: '2026-12-12' },
  { entityName: 'a' },
  { entityName: 'zzz-nobody' },
  { status: 'Submitted', processingDate: '2026-12-02', pageSize: 100 },
];

describe('application lists: the same rows, order, pages and counts as before', () => {
  it('has a mix worth checking', () => {
    expect(all.length).toBe(COUNT);
    expect(new Set(all.map((r) => r.type)).size).toBe(TYPES.length);
    expect(all.some((r) => r.status === 'Draft')).toBe(true);
    expect(all.some((r) => r.submittedAt === null && r.status !== 'Draft')).toBe(true);
  });

  it.each(['DayAhead', 'FCFS', 'Advance', 'Contingency'])('GetAll/%s as the SLDC', async (listType) => {
    const types = listType === 'Contingency' ? ['ContingencyDayAhead', 'ContingencySameDay'] : [listType];
    for (const q of QUERIES) {
      expect(await listed('sldc', `GetAll/${listType}`, q), JSON.stringify(q)).toEqual(expected('sldc', types, q));
    }
  });

  it.each(['oa.injecting', 'oa.drawee', 'oa.both', 'trader', 'oa.consumer'])(
    'GetAppliedApplications as %s (own, as trader, as a named party)',
    async (viewer) => {
      for (const q of QUERIES) {
        expect(await listed(viewer, 'GetAppliedApplications', q), JSON.stringify(q)).toEqual(expected(viewer, null, q));
      }
    },
  );

  it('GetAll of a type as an applicant: its own of that type', async () => {
    for (const q of QUERIES.slice(0, 6)) {
      expect(await listed('oa.drawee', 'GetAll/DayAhead', q), JSON.stringify(q)).toEqual(
        expected('oa.drawee', ['DayAhead'], q),
      );
    }
  });
});

describe('application lists: the clocks are those the timeline gives', () => {
  it('shows each row the clock clocksOf reckons from the timeline (the latest entry into its status)', async () => {
    const items: { id: number; status: string; clock: unknown }[] = [];
    for (const listType of ['DayAhead', 'FCFS', 'Advance', 'Contingency']) {
      const res = await call(t, 'GET', `${A}/GetAll/${listType}?pageSize=100`, undefined, sessions['sldc']);
      items.push(...res.body.data.items);
    }
    const mine = await call(t, 'GET', `${A}/GetAppliedApplications?pageSize=100`, undefined, sessions['oa.drawee']);
    items.push(...mine.body.data.items);
    const calendar = await workflowCalendar(t.database.db, t.clock.now);
    const expectedClocks = await clocksOf(
      t.database.db,
      { workflow: APPLICATION_WORKFLOW, recordType: 'Application', feeGates: applicationFeeGates },
      items.map((r) => ({ id: r.id, status: r.status })),
      calendar,
    );
    expect(items.filter((r) => r.clock !== null).length).toBeGreaterThan(3);
    for (const r of items) expect(r.clock, `application ${r.id}`).toEqual(expectedClocks.get(r.id) ?? null);
  });
});

describe('application lists: the signed-in user is read once', () => {
  it('lists with the user the access guard read, not reading it again', async () => {
    const service = createApplicationService({
      config: t.config,
      db: t.database.db,
      database: t.database,
      tokens: undefined as never,
      now: () => t.clock.now,
      mail: t.app.mail,
    });
    const [sldc] = await t.database.db.select().from(users).where(eq(users.userName, 'sldc'));
    // An id no user has: a list that read the user again would answer 403 'User not found'.
    const principal = { userId: 2_000_000_000, role: 'SLDCBusinessUser' as const, sessionId: 'none' };
    const query = { page: 1, pageSize: 10, processingDate: undefined, fromDate: undefined, toDate: undefined };
    await expect(service.list(principal, 'DayAhead', query)).rejects.toThrow('User not found');
    const page = await service.list({ ...principal, user: sldc! }, 'DayAhead', query);
    expect({ ids: page.items.map((r) => r.id), total: page.total }).toEqual(expected('sldc', ['DayAhead'], {}));
  });
});

describe('application lists as files (issue 15 Excel out)', () => {
  const download = (viewer: string, path: string) =>
    t.app.inject({ method: 'GET', url: `${A}/${path}`, headers: bearer(sessions[viewer]!) });
  const numbersOf = (ids: number[]) =>
    ids.map((id) => {
      const row = all.find((r) => r.id === id)!;
      return row.applicationNo ?? `Draft #${row.id}`;
    });

  it("gives every page of the filters as csv, in the list's order and columns", async () => {
    const want = numbersOf(expected('sldc', ['DayAhead'], { fromDate: '2026-12-03', pageSize: 1000 }).ids);
    expect(want.length).toBeGreaterThan(10);
    const res = await download('sldc', 'GetAll/DayAhead/Export?format=csv&fromDate=2026-12-03');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('filename="Applications-DayAhead.csv"');
    const [header, ...rows] = parseCsv(res.body);
    expect(header?.slice(0, 2)).toEqual(['Application No', 'Applicant']);
    expect(rows.map((r) => r[0])).toEqual(want);
  });

  it("gives an applicant's own list as xlsx, drafts and type included", async () => {
    const want = numbersOf(expected('oa.drawee', null, { pageSize: 1000 }).ids);
    const res = await download('oa.drawee', 'GetAppliedApplications/Export');
    expect(res.statusCode).toBe(200);
    const sheet = await loadSheet(res.rawPayload, 'Applications');
    // Real Excel: From, To and Submitted On are Date cells, MW and MWh numbers (issue 36); nothing is allocated yet.
    const types = expectRealExcel(sheet, kindsOf(applicationExportColumns(true)));
    expect(types.slice(4, 10)).toEqual(['date', 'date', 'date', 'number', 'number', null]);
    const [header, ...rows] = await xlsxRows(res.rawPayload, 'Applications');
    expect(header?.slice(0, 2)).toEqual(['Application No', 'Type']);
    expect(rows.map((r) => r[0])).toEqual(want);
  });

  it('refuses an unknown format or a bad filter with 400, before any file starts', async () => {
    for (const path of ['GetAll/DayAhead/Export?format=pdf', 'GetAll/DayAhead/Export?fromDate=31-12-2026']) {
      const res = await download('sldc', path);
      expect(res.statusCode, path).toBe(400);
      expect(res.json().isSuccessful).toBe(false);
    }
  });
});
