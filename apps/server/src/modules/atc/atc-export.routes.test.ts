/**
 * The ATC upload history as a file (issue 15 Excel out): every upload of the kind — all pages, the other kind's left
 * out — with the history's columns and formats, as xlsx or csv; the SLDC business user's alone, as the history.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATC_UPLOAD_EXPORT_COLUMNS, type AtcUpload, type SignedInUser } from '@stoa/shared';
import { atcUploads } from '../../db/schema/index.ts';
import { cellsOf, csvRows, getFile, xlsxBody } from '../../test/export-file.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';

const EXPORT = (kind: string) => `/api/Atc/Uploads/${kind}/Export`;
const HEADER = ['File', 'Uploaded by', 'Uploaded at', 'Rows', 'Period From', 'Period To'];

let t: TestApp;
let sldc: SignedInUser;

beforeAll(async () => {
  t = await createTestApp({}, { startAt: '2026-11-21T06:00:00Z' });
  sldc = await t.signIn('sldc');
  const at = (hours: number) => new Date(Date.parse('2026-11-20T04:30:00Z') + hours * 3_600_000);
  await t.database.db.insert(atcUploads).values([
    ...Array.from({ length: 13 }, (_, i) => ({
      kind: 'IntraState',
      fileName: `atc-intra-${i}.csv`,
      rowCount: 10 + i,
      fromDate: '2027-01-05',
      toDate: i % 2 === 0 ? '2027-01-31' : '2027-01-05',
      uploadedBy: i % 4 === 0 ? null : sldc.id,
      uploadedAt: at(i),
    })),
    { kind: 'InterState', fileName: 'atc-inter.csv', rowCount: 4, fromDate: '2027-02-01', toDate: '2027-02-02' },
  ]);
});
afterAll(() => t.close());

async function listed(kind: string): Promise<AtcUpload[]> {
  const page = await call(t, 'GET', `/api/Atc/Uploads/${kind}?pageNumber=1&pageSize=100`, undefined, sldc);
  return page.body.data.uploadList;
}

describe('ATC upload history as a file (issue 15 Excel out)', () => {
  it("gives every upload of the kind as xlsx, newest first as the history, in the history's words", async () => {
    const res = await getFile(t, EXPORT('IntraState'), sldc);
    const rows = await xlsxBody(res, {
      fileName: 'ATC-Uploads-IntraState.xlsx',
      sheetName: 'ATC uploads',
      header: HEADER,
    });
    const list = await listed('IntraState');
    expect(list).toHaveLength(13);
    expect(rows).toEqual(cellsOf(ATC_UPLOAD_EXPORT_COLUMNS, list));
    expect(rows[0]).toEqual(['atc-intra-12.csv', '', '2026-11-20T22:00:00+05:30', 22, '2027-01-05', '2027-01-31']);
    expect(rows[1]?.slice(1)).toEqual(['Tage Tana', '2026-11-20T21:00:00+05:30', 21, '2027-01-05', '2027-01-05']);
    expect(rows.map((r) => r[0])).not.toContain('atc-inter.csv');
  });

  it('gives the other kind as a csv with its BOM and header', async () => {
    const res = await getFile(t, `${EXPORT('InterState')}?format=csv`, sldc);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(csvRows(res)).toEqual([HEADER, ['atc-inter.csv', '', expect.any(String), '4', '2027-02-01', '2027-02-02']]);
  });

  it('refuses roles without the history (403), an unknown kind or format (400)', async () => {
    for (const userName of ['approver1', 'oa.injecting']) {
      expect((await getFile(t, EXPORT('IntraState'), await t.signIn(userName))).statusCode, userName).toBe(403);
    }
    for (const url of [EXPORT('Nowhere'), `${EXPORT('IntraState')}?format=pdf`]) {
      const res = await getFile(t, url, sldc);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().isSuccessful).toBe(false);
    }
  });
});
