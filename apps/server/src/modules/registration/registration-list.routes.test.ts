/**
 * The registration lists after issue 14 (one prepared statement for a page and its count, the guard's user reused)
 * answer what they answered before: the rows the caller's role may see (own; its utility's submitted ones; every
 * submitted one), latest change first then id, the page asked for and the count of them all — checked against a
 * plain reading of the table over many registrations, every filter, several pages and a page past the end.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ENTITY_TYPES, RECORD_STATUSES, parseCsv, registrationExportColumns, type SignedInUser } from '@stoa/shared';
import { registrations, users, utilities } from '../../db/schema/index.ts';
import { expectRealExcel, kindsOf } from '../../test/real-excel.ts';
import { loadSheet, xlsxRows } from '../../test/table-file.ts';
import { bearer, call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { createRegistrationService } from './registration.service.ts';

const COUNT = 80;
const VIEWERS = ['sldc', 'discom', 'transco', 'oa.injecting', 'oa.drawee', 'trader'] as const;

type Row = typeof registrations.$inferSelect;
type User = typeof users.$inferSelect;

let t: TestApp;
let all: Row[];
const byName = new Map<string, User>();
const byId = new Map<number, User>();
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
  for (const u of await db.select().from(users)) {
    byName.set(u.userName, u);
    byId.set(u.id, u);
  }
  const utilityIds = (await db.select({ id: utilities.id }).from(utilities)).map((u) => u.id);
  const applicants = ['oa.injecting', 'oa.drawee', 'oa.both', 'oa.consumer', 'trader'].map((n) => byName.get(n)!.id);
  const random = prng(7);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)]!;
  const base = Date.parse('2026-11-01T00:00:00Z');
  await db.insert(registrations).values(
    Array.from({ length: COUNT }, (_, i) => {
      const at = new Date(base + Math.floor(random() * 30) * 3_600_000);
      const status = i % 7 === 0 ? 'Draft' : pick(RECORD_STATUSES);
      return {
        kind: random() < 0.7 ? 'Registration' : 'Renewal',
        entityType: pick(ENTITY_TYPES),
        applicantUserId: pick(applicants),
        status,
        registrationNo: status === 'Draft' ? null : i % 11 === 0 ? `STOA/R/5%_${i}` : `STOA/R/${2000 + i}`,
        details: {},
        discomId: random() < 0.2 ? null : pick(utilityIds),
        transcoId: random() < 0.2 ? null : pick(utilityIds),
        createdAt: at,
        updatedAt: at,
      };
    }),
  );
  all = await db.select().from(registrations);
  for (const name of VIEWERS) sessions[name] = await t.signIn(name);
});
afterAll(() => t.close());

interface Query {
  pageNumber?: number;
  pageSize?: number;
  status?: string;
  entityType?: string;
  registrationNo?: string;
  entityName?: string;
}

function expected(viewer: string, kind: string, entityType: string | undefined, q: Query) {
  const user = byName.get(viewer)!;
  const visible = (r: Row) => {
    switch (user.role) {
      case 'OABusinessUser':
      case 'Trader':
        return r.applicantUserId === user.id;
      case 'DISCOMBusinessUser':
        return user.utilityId !== null && r.status !== 'Draft' && r.discomId === user.utilityId;
      case 'TRANSCOBusinessUser':
        return user.utilityId !== null && r.status !== 'Draft' && r.transcoId === user.utilityId;
      default:
        return r.status !== 'Draft';
    }
  };
  const has = (value: string | null | undefined, text: string) =>
    (value ?? null) !== null && value!.toLowerCase().includes(text.toLowerCase());
  const type = entityType ?? q.entityType;
  const rows = all
    .filter(visible)
    .filter((r) => r.kind === kind)
    .filter((r) => !type || r.entityType === type)
    .filter((r) => !q.status || r.status === q.status)
    .filter((r) => !q.registrationNo || has(r.registrationNo, q.registrationNo))
    .filter((r) => !q.entityName || has(byId.get(r.applicantUserId)!.entityName, q.entityName))
    .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime() || b.id - a.id);
  const page = q.pageNumber ?? 1;
  const size = q.pageSize ?? 10;
  return { ids: rows.slice((page - 1) * size, page * size).map((r) => r.id), count: rows.length };
}

async function listed(viewer: string, path: string, q: Query) {
  const search = new URLSearchParams(Object.entries(q).map(([k, v]): [string, string] => [k, String(v)])).toString();
  const res = await call(
    t,
    'GET',
    `/api/Registration/${path}${search ? `?${search}` : ''}`,
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
  { pageNumber: 3 },
  { pageSize: 50 },
  { pageNumber: 2, pageSize: 50 },
  { pageNumber: 30 },
  { status: 'Approved' },
  { status: 'Draft' },
  { entityType: 'Trader' },
  { registrationNo: '5%_' },
  { registrationNo: 'stoa/r/20' },
  { entityName: 'a' },
  { entityName: 'nobody-at-all' },
];

describe('registration lists: the same rows, order, pages and counts as before', () => {
  it.each(VIEWERS)('GetRegistrations and GetRenewalRegistrations as %s', async (viewer) => {
    if (viewer === 'discom' || viewer === 'transco') return;
    for (const q of QUERIES) {
      expect(await listed(viewer, 'GetRegistrations', q), JSON.stringify(q)).toEqual(
        expected(viewer, 'Registration', undefined, q),
      );
      expect(await listed(viewer, 'GetRenewalRegistrations', q), JSON.stringify(q)).toEqual(
        expected(viewer, 'Renewal', undefined, q),
      );
    }
  });

  it.each(['discom', 'transco'])(
    'GetTranscoDiscomRegistrations as %s: its utility’s submitted ones',
    async (viewer) => {
      for (const q of QUERIES) {
        expect(await listed(viewer, 'GetTranscoDiscomRegistrations', q), JSON.stringify(q)).toEqual(
          expected(viewer, 'Registration', undefined, q),
        );
      }
    },
  );

  it('Get<EntityType>Registrations as the SLDC and as an applicant', async () => {
    for (const entityType of ENTITY_TYPES) {
      for (const viewer of ['sldc', 'oa.drawee']) {
        for (const q of QUERIES.slice(0, 7)) {
          expect(await listed(viewer, `Get${entityType}Registrations`, q), `${entityType} ${viewer}`).toEqual(
            expected(viewer, 'Registration', entityType, q),
          );
        }
      }
    }
  });
});

describe('registration lists: the signed-in user is read once', () => {
  it('lists with the user the access guard read, not reading it again', async () => {
    const service = createRegistrationService({
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
    await expect(service.list(principal, query, { kind: 'Registration' })).rejects.toThrow('User not found');
    const page = await service.list({ ...principal, user: sldc! }, query, { kind: 'Registration' });
    expect({ ids: page.registrationList.map((r) => r.id), count: page.dataCount }).toEqual(
      expected('sldc', 'Registration', undefined, {}),
    );
  });
});

describe('registration lists as files (issue 15 Excel out)', () => {
  const download = (viewer: string, path: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/Registration/${path}`,
      headers: bearer(sessions[viewer]!),
    });
  const numbersOf = (ids: number[]) => ids.map((id) => all.find((r) => r.id === id)!.registrationNo ?? '');

  it("gives every page of the filters as csv, in the list's order, with the list's columns", async () => {
    const want = numbersOf(expected('sldc', 'Registration', undefined, { pageSize: 1000 }).ids);
    expect(want.length).toBeGreaterThan(10);
    const res = await download('sldc', 'GetRegistrations/Export?format=csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('filename="Registrations.csv"');
    const [header, ...rows] = parseCsv(res.body.replace(/^\uFEFF/, ''));
    expect(header?.slice(0, 3)).toEqual(['Registration No', 'Entity Name', 'Entity Type']);
    expect(header?.slice(-2)).toEqual(['Status', 'Due']);
    expect(rows.map((r) => r[0])).toEqual(want);
  });

  it("leaves out the entity type's hidden columns, and gives an applicant only its own, as xlsx", async () => {
    const traders = await download('sldc', 'GetTraderRegistrations/Export?format=csv&status=Approved');
    const [header, ...rows] = parseCsv(traders.body.replace(/^\uFEFF/, ''));
    expect(header).not.toContain('Consumer No.');
    expect(header).toContain('Trading Licence No.');
    expect(rows.map((r) => r[0])).toEqual(
      numbersOf(expected('sldc', 'Registration', 'Trader', { status: 'Approved', pageSize: 1000 }).ids),
    );

    const own = await download('oa.injecting', 'GetRenewalRegistrations/Export');
    expect(own.statusCode).toBe(200);
    const sheet = await loadSheet(own.rawPayload, 'Renewals');
    const types = expectRealExcel(sheet, kindsOf(registrationExportColumns(null)));
    expect(types.filter((type) => type === 'date').length).toBeGreaterThan(0);
    const [, ...ownRows] = await xlsxRows(own.rawPayload, 'Renewals');
    expect(ownRows.map((r) => r[0])).toEqual(
      numbersOf(expected('oa.injecting', 'Renewal', undefined, { pageSize: 1000 }).ids),
    );
  });

  it('refuses an unknown format or a bad filter with 400, before any file starts', async () => {
    for (const path of ['GetRegistrations/Export?format=pdf', 'GetRegistrations/Export?status=Nonsense']) {
      const res = await download('sldc', path);
      expect(res.statusCode, path).toBe(400);
      expect(res.json().isSuccessful).toBe(false);
    }
  });
});
