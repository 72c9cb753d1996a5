/**
 * Every xlsx the server writes is real Excel (issue 36 item 4), found rather than listed: each GET route of the
 * OpenAPI document that answers an xlsx (a `format` query offering xlsx, or a path ending in /Xlsx) is downloaded on a
 * worked example — two approved FCFS applications with their dues, a revision, a curtailment, a day-ahead run and a
 * congestion — by whichever demo user may, for every value of its enumerated path parameters, and read back: a bold
 * frozen header, filters over every row, fitted widths, dates as Date cells in the spec's formats, numbers with
 * theirs, no date or amount written as text (test/real-excel.ts). A new download is checked here without being named;
 * one with a path parameter this test cannot fill fails until PATH_VALUES gives one.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toHundredths, type SignedInUser } from '@stoa/shared';
import { applicationDays, applications } from '../db/schema/index.ts';
import { declareAtc, type Parties } from '../test/application-fixtures.ts';
import { seedCongestion } from '../test/ebidding-fixtures.ts';
import { expectRealExcel, type SheetCellType } from '../test/real-excel.ts';
import { EXAMPLE_DAYS, allDay, twoApprovedFcfs } from '../test/schedule-fixtures.ts';
import { bearer, call, createTestApp, type TestApp } from '../test/test-app.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const USERS = ['sldc', 'oa.drawee', 'oa.both', 'admin', 'trader', 'discom', 'transco', 'approver1'] as const;

interface OpenApiParameter {
  name: string;
  in: 'path' | 'query';
  required?: boolean;
  schema?: { enum?: string[]; anyOf?: { enum?: string[] }[] };
}
type OpenApiPaths = Record<string, { get?: { parameters?: OpenApiParameter[] } }>;

const DAY_AHEAD = '2026-12-02';
let t: TestApp;
const users: Record<string, SignedInUser> = {};
/** Values of the path parameters that are not enumerated, from the worked example. */
const PATH_VALUES: Record<string, string[]> = {};

beforeAll(async () => {
  t = await createTestApp({}, { startAt: '2026-12-01T04:00:00Z' });
  const { p, desk, drawee, appA } = await twoApprovedFcfs(t);
  const revision = { applicationId: appA, rows: [allDay(EXAMPLE_DAYS[2], EXAMPLE_DAYS[2], 0)], reason: 'Outage' };
  const added = await call(t, 'POST', '/api/Revision/Add', revision, drawee);
  expect((await call(t, 'POST', `/api/Revision/Approve/${added.body.data.id}`, {}, desk.sldc)).status).toBe(200);
  await dayAheadWaiting(p, desk.sldc.id, DAY_AHEAD);
  const processed = await call(t, 'POST', `/api/Application/ProcessApplications/DayAhead/${DAY_AHEAD}`, {}, desk.sldc);
  expect(processed.status, JSON.stringify(processed.body)).toBe(200);
  const { congestionId } = await seedCongestion(t, p, {
    date: '2027-01-05',
    fromTimeBlock: 40,
    toTimeBlock: 48,
    marginMw: 5,
    applications: [{ userName: 'oa.drawee', mw: 8, seller: 'injecting', buyer: 'drawee' }],
  });
  for (const name of USERS) users[name] = await t.signIn(name);
  Object.assign(PATH_VALUES, { recordId: [String(appA)], date: [DAY_AHEAD], id: [String(congestionId)] });
}, 120_000);
afterAll(() => t.close());

/** A day-ahead application waiting for its batch to be processed (written as processing finds it). */
async function dayAheadWaiting(p: Parties, applicantUserId: number, date: string) {
  await declareAtc(t, p.corridorId, date, 3);
  const at = new Date('2026-12-01T04:30:07Z');
  const [row] = await t.database.db
    .insert(applications)
    .values({
      ...{ applicationNo: 'STOA/DA/2026/X001', type: 'DayAhead', status: 'PendingSTOAApproval' },
      ...{ applicantUserId, sellerRegistrationId: p.injecting, buyerRegistrationId: p.drawee },
      ...{ details: { timeBlocks: [], remarks: null }, corridorIds: [p.corridorId] },
      ...{ fromDate: date, toDate: date, processingDate: date, receivedAt: at, submittedAt: at },
      requestedMwh: toHundredths(2),
    })
    .returning({ id: applications.id });
  const requested = Array.from({ length: 96 }, (_, b) => (b >= 40 && b < 48 ? toHundredths(1) : 0));
  await t.database.db.insert(applicationDays).values({ applicationId: row!.id, date, requested });
}

const enumOf = (p: OpenApiParameter) => p.schema?.enum ?? p.schema?.anyOf?.find((s) => s.enum)?.enum;

/** The GET routes that answer an xlsx, each with the URLs to try (every value of its path parameters). */
function xlsxRoutes(paths: OpenApiPaths): Map<string, string[]> {
  const routes = new Map<string, string[]>();
  for (const [path, item] of Object.entries(paths)) {
    const parameters = item.get?.parameters ?? [];
    const format = parameters.find((p) => p.in === 'query' && p.name === 'format');
    if (!path.endsWith('/Xlsx') && !enumOf(format ?? { name: '', in: 'query' })?.includes('xlsx')) continue;
    let urls = [path];
    for (const param of parameters.filter((p) => p.in === 'path')) {
      const values = enumOf(param) ?? PATH_VALUES[param.name];
      expect(values, `${path}: a value for {${param.name}}`).toBeDefined();
      urls = urls.flatMap((url) => values!.map((v) => url.replace(`{${param.name}}`, encodeURIComponent(v))));
    }
    const query = parameters.filter((p) => p.in === 'query' && p.required && p.name !== 'format');
    const search = [...(format ? ['format=xlsx'] : []), ...query.map((p) => `${p.name}=${enumOf(p)?.[0] ?? ''}`)];
    routes.set(path, search.length ? urls.map((url) => `${url}?${search.join('&')}`) : urls);
  }
  return routes;
}

/**
 * The file at `url` for the first user who may read it; null when none may (or it has no such record); 'json' for a
 * list whose query merely shares the downloads' `format` (a report's page).
 */
async function firstFile(url: string): Promise<Buffer | 'json' | null> {
  for (const name of USERS) {
    const res = await t.app.inject({ method: 'GET', url, headers: bearer(users[name]!) });
    if (res.statusCode === 200) {
      if (String(res.headers['content-type']).startsWith('application/json')) return 'json';
      expect(res.headers['content-type'], url).toBe(XLSX_TYPE);
      return res.rawPayload;
    }
    expect([403, 404], `${url} as ${name}: ${res.body}`).toContain(res.statusCode);
  }
  return null;
}

describe('every xlsx download of the API (issue 36 "Real Excel")', () => {
  it('writes dates as Excel dates and numbers as numbers, header frozen, filters on, on each route', async () => {
    const paths = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths as OpenApiPaths;
    const seen = new Set<SheetCellType>();
    const downloaded: string[] = [];
    let rows = 0;
    for (const [path, urls] of xlsxRoutes(paths)) {
      const files = [];
      for (const url of urls) files.push(await firstFile(url));
      if (files.includes('json')) continue;
      for (const file of files) {
        if (file === null || file === 'json') continue;
        const workbook = new ExcelJS.Workbook();
        await workbook.xlsx.load(file as unknown as ArrayBuffer);
        expect(workbook.worksheets, path).toHaveLength(1);
        const sheet = workbook.worksheets[0]!;
        for (const type of expectRealExcel(sheet)) if (type) seen.add(type);
        rows += sheet.rowCount - 1;
      }
      expect(files.filter(Boolean).length, `${path}: downloaded by some user`).toBeGreaterThan(0);
      downloaded.push(path);
    }
    expect(downloaded.length, downloaded.join('\n')).toBeGreaterThan(20);
    expect(rows).toBeGreaterThan(50);
    expect([...seen].sort()).toEqual(['date', 'number', 'text']);
  });
});
