/**
 * A processed batch's applications as a file (issue 15 Excel out): every application of the batch's latest run — all
 * pages, in order of receipt, no other batch's — with the result grid's columns and formats, as xlsx or csv.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROCESSED_APPLICATION_EXPORT_COLUMNS, toHundredths, type SignedInUser } from '@stoa/shared';
import { applicationDays, applications } from '../../db/schema/index.ts';
import { declareAtc, seedParties, type Parties } from '../../test/application-fixtures.ts';
import { cellsOf, csvRows, getFile, xlsxBody } from '../../test/export-file.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';

const A = '/api/Application';
const START = '2026-12-01T04:00:00Z';
const DELIVERY = '2026-12-02';
const OTHER_DAY = '2026-12-03';
const RESULT = `${A}/GetApplicationProcessingResult/DayAhead/${DELIVERY}`;
const HEADER = [
  ...['Application', 'Applicant', 'Seller', 'Buyer', 'Corridors', 'Received At', 'MWh'],
  ...['Assessment', 'Outcome', 'Allocated MWh', 'Status'],
];

let t: TestApp;
let p: Parties;
let sldc: SignedInUser;

/** A day-ahead application of `mw` over blocks 40–47, received `i` minutes after the start. */
async function insertApplication(i: number, date: string, mw: number) {
  const requested = Array.from({ length: 96 }, (_, b) => (b >= 40 && b < 48 ? toHundredths(mw) : 0));
  const at = new Date(Date.parse(START) + i * 60_000 + 7_000);
  const [row] = await t.database.db
    .insert(applications)
    .values({
      ...{
        applicationNo: `STOA/DA/2026/X${String(i).padStart(3, '0')}`,
        type: 'DayAhead',
        status: 'PendingSTOAApproval',
      },
      ...{ applicantUserId: sldc.id, sellerRegistrationId: p.injecting, buyerRegistrationId: p.drawee },
      ...{ details: { timeBlocks: [], remarks: null }, corridorIds: [p.corridorId] },
      ...{ fromDate: date, toDate: date, processingDate: date, receivedAt: at, submittedAt: at },
      requestedMwh: toHundredths(mw * 2),
    })
    .returning({ id: applications.id });
  await t.database.db.insert(applicationDays).values({ applicationId: row!.id, date, requested });
}

beforeAll(async () => {
  t = await createTestApp({}, { startAt: START });
  p = await seedParties(t);
  sldc = await t.signIn('sldc');
  await declareAtc(t, p.corridorId, DELIVERY, 3);
  for (let i = 0; i < 13; i++) await insertApplication(i, DELIVERY, 0.25 + i / 100);
  await insertApplication(20, OTHER_DAY, 1);
  expect((await call(t, 'POST', `${A}/ProcessApplications/DayAhead/${DELIVERY}`, undefined, sldc)).status).toBe(200);
}, 60_000);
afterAll(() => t.close());

describe('processed applications as a file (issue 15 Excel out)', () => {
  it("gives every application of the batch as xlsx, in order of receipt as the result, in the grid's words", async () => {
    const res = await getFile(t, `${RESULT}/Export`, sldc);
    const rows = await xlsxBody(res, {
      fileName: `Processed-DayAhead-${DELIVERY}.xlsx`,
      sheetName: 'Processed applications',
      header: HEADER,
    });
    const result = (await call(t, 'GET', `${RESULT}?pageNumber=1&pageSize=100`, undefined, sldc)).body.data;
    expect(result.applications).toHaveLength(13);
    expect(rows).toEqual(cellsOf(PROCESSED_APPLICATION_EXPORT_COLUMNS, result.applications));
    expect(rows[0]?.slice(4, 8)).toEqual([
      'Itanagar Zone',
      '2026-12-01T09:30:07+05:30',
      0.5,
      'Congested: 8 blocks, short 1.03 MW',
    ]);
    expect(rows.map((r) => r[0])).not.toContain('STOA/DA/2026/X020');
  });

  it('gives a csv with its BOM and header, MWh with two decimals', async () => {
    const res = await getFile(t, `${RESULT}/Export?format=csv`, sldc);
    expect(res.headers['content-type']).toContain('text/csv');
    const [header, first] = csvRows(res)!;
    expect(header).toEqual(HEADER);
    expect(first?.slice(0, 1)).toEqual(['STOA/DA/2026/X000']);
    expect(first?.[6]).toBe('0.50');
  });

  it('refuses roles without processing (403), a batch without a run (404), a bad date or format (400)', async () => {
    for (const userName of ['oa.injecting', 'admin']) {
      expect((await getFile(t, `${RESULT}/Export`, await t.signIn(userName))).statusCode, userName).toBe(403);
    }
    const unrun = `${A}/GetApplicationProcessingResult/DayAhead/${OTHER_DAY}/Export`;
    expect((await getFile(t, unrun, sldc)).statusCode).toBe(404);
    for (const url of [
      `${A}/GetApplicationProcessingResult/DayAhead/03-12-2026/Export`,
      `${RESULT}/Export?format=pdf`,
    ]) {
      expect((await getFile(t, url, sldc)).statusCode, url).toBe(400);
    }
  });
});
