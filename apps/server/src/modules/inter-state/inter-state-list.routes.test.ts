/**
 * The inter-state registration list after issue 14 (one prepared statement for a page and its count, the guard's
 * user reused) answers what it answered before: owners their own (drafts included), the others every submitted one,
 * latest change first then id, the page asked for and the count — checked against a plain reading of the table.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  INTER_STATE_EXPORT_COLUMNS,
  INTER_STATE_OWNER_ROLES,
  RECORD_STATUSES,
  REGISTERED_ENTITY_SECTORS,
  type InterStateRow,
  type SignedInUser,
} from '@stoa/shared';
import { interStateRegistrations, users, utilities } from '../../db/schema/index.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { csvRows, download, sheetOf, xlsxRows } from '../../test/table-file.ts';
import { createInterStateService } from './inter-state.service.ts';
import { createFileService } from '../file/file.service.ts';

const COUNT = 70;
const VIEWERS = ['sldc', 'transco', 'discom', 'oa.injecting', 'oa.drawee', 'trader'] as const;

type Row = typeof interStateRegistrations.$inferSelect;
type User = typeof users.$inferSelect;

let t: TestApp;
let all: Row[];
const byName = new Map<string, User>();
const nameOf = new Map<number, string>();
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
  t = await createTestApp();
  const db = t.database.db;
  const utilityNames = new Map((await db.select().from(utilities)).map((u) => [u.id, u.name]));
  for (const u of await db.select().from(users)) {
    byName.set(u.userName, u);
    // The row's name: the entity, else the user's utility, else the person.
    nameOf.set(
      u.id,
      u.entityName ??
        (u.utilityId !== null ? utilityNames.get(u.utilityId) : undefined) ??
        `${u.firstName} ${u.lastName}`,
    );
  }
  const applicants = ['oa.injecting', 'oa.drawee', 'oa.both', 'discom', 'trader'].map((n) => byName.get(n)!.id);
  const random = prng(11);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)]!;
  const base = Date.parse('2026-11-01T00:00:00Z');
  await db.insert(interStateRegistrations).values(
    Array.from({ length: COUNT }, (_, i) => {
      const at = new Date(base + Math.floor(random() * 25) * 3_600_000);
      return {
        applicantUserId: pick(applicants),
        sector: pick(REGISTERED_ENTITY_SECTORS),
        status: i % 6 === 0 ? 'Draft' : pick(RECORD_STATUSES),
        details: {},
        createdAt: at,
        updatedAt: at,
      };
    }),
  );
  all = await db.select().from(interStateRegistrations);
  for (const name of [...VIEWERS, 'admin']) sessions[name] = await t.signIn(name);
});
afterAll(() => t.close());

interface Query {
  pageNumber?: number;
  pageSize?: number;
  status?: string;
  sector?: string;
  entityName?: string;
}

function expected(viewer: string, q: Query) {
  const user = byName.get(viewer)!;
  const owner = (INTER_STATE_OWNER_ROLES as readonly string[]).includes(user.role);
  const rows = all
    .filter((r) => (owner ? r.applicantUserId === user.id : r.status !== 'Draft'))
    .filter((r) => !q.status || r.status === q.status)
    .filter((r) => !q.sector || r.sector === q.sector)
    .filter((r) => !q.entityName || nameOf.get(r.applicantUserId)!.toLowerCase().includes(q.entityName.toLowerCase()))
    .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime() || b.id - a.id);
  const page = q.pageNumber ?? 1;
  const size = q.pageSize ?? 10;
  return { ids: rows.slice((page - 1) * size, page * size).map((r) => r.id), count: rows.length };
}

async function listed(viewer: string, q: Query) {
  const search = new URLSearchParams(Object.entries(q).map(([k, v]): [string, string] => [k, String(v)])).toString();
  const res = await call(
    t,
    'GET',
    `/api/InterStateRegistration/GetAll${search ? `?${search}` : ''}`,
    undefined,
    sessions[viewer],
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return {
    ids: res.body.data.registrationList.map((r: { id: number }) => r.id) as number[],
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
  { status: 'Approved' },
  { status: 'Draft' },
  { sector: 'DISCOM' },
  { sector: 'C&I Consumer', pageSize: 100 },
  { entityName: 'a' },
  { entityName: 'nobody-at-all' },
];

describe('inter-state registration list: the same rows, order, pages and counts as before', () => {
  it.each(VIEWERS)('GetAll as %s', async (viewer) => {
    for (const q of QUERIES) expect(await listed(viewer, q), JSON.stringify(q)).toEqual(expected(viewer, q));
  });

  it('lists with the user the access guard read, not reading it again', async () => {
    const deps = {
      config: t.config,
      db: t.database.db,
      database: t.database,
      tokens: undefined as never,
      now: () => t.clock.now,
      mail: t.app.mail,
    };
    const service = createInterStateService(deps, createFileService(deps, {}));
    const [sldc] = await t.database.db.select().from(users).where(eq(users.userName, 'sldc'));
    const principal = { userId: 2_000_000_000, role: 'SLDCBusinessUser' as const, sessionId: 'none' };
    const query = { pageNumber: 1, pageSize: 10 };
    await expect(service.list(principal, query)).rejects.toThrow('User not found');
    const page = await service.list({ ...principal, user: sldc! }, query);
    expect({ ids: page.registrationList.map((r) => r.id), count: page.dataCount }).toEqual(expected('sldc', {}));
  });
});

describe('inter-state registration list as a file (issue 15 Excel out)', () => {
  const EXPORT = '/api/InterStateRegistration/GetAll/Export';
  const rowsOf = async (viewer: string, search: string) =>
    (await call(t, 'GET', `/api/InterStateRegistration/GetAll?pageSize=100&${search}`, undefined, sessions[viewer]))
      .body.data.registrationList as InterStateRow[];

  it("gives every row of the filters as xlsx, in the list's order, columns and formats", async () => {
    const res = await download(t, `${EXPORT}?sector=DISCOM`, sessions.sldc!);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('filename="Inter-State-Registrations.xlsx"');
    const sheet = await xlsxRows(res.rawPayload, 'Inter-State Registrations');
    const rows = await rowsOf('sldc', 'sector=DISCOM');
    expect(rows.length).toBeGreaterThan(3);
    expect(rows.length).toBeLessThan(expected('sldc', { pageSize: 100 }).count);
    expect(sheet).toEqual(sheetOf(INTER_STATE_EXPORT_COLUMNS, rows));
    expect(sheet[0]).toEqual([
      'Registration No',
      'Entity Name',
      'Sector',
      'Max Injection (MW)',
      'Max Drawl (MW)',
      'Zone',
      'Valid To',
      'Status',
      'Due',
    ]);
  });

  it('gives an owner only its own registrations, as csv with the BOM and the header', async () => {
    const res = await download(t, `${EXPORT}?format=csv`, sessions['oa.injecting']!);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const [header, ...rows] = csvRows(res.body);
    expect(header?.[0]).toBe('Registration No');
    const own = await rowsOf('oa.injecting', '');
    expect(own.length).toBe(expected('oa.injecting', { pageSize: 100 }).count);
    expect(rows.map((r) => r[1])).toEqual(own.map((r) => r.entityName));
    expect(new Set(rows.map((r) => r[1]))).toEqual(new Set([nameOf.get(byName.get('oa.injecting')!.id)]));
  });

  it('refuses a role that cannot read the list (403) and a bad filter or format (400)', async () => {
    expect((await download(t, EXPORT, sessions.admin!)).statusCode).toBe(403);
    for (const search of ['format=pdf', 'sector=Nonsense', 'status=Nonsense']) {
      const res = await download(t, `${EXPORT}?${search}`, sessions.sldc!);
      expect(res.statusCode, search).toBe(400);
      expect(res.json().isSuccessful).toBe(false);
    }
  });
});
