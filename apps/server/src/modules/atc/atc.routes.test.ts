import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { ATC_FILE_HEADER, type SignedInUser } from '@stoa/shared';
import { atcDays, atcUploads, auditLog, corridors } from '../../db/schema/index.ts';
import { bearer, call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { errorsOf, recordOf, storedAs, upload, uploadId } from '../../test/upload.ts';
import { readMargins } from './atc.repository.ts';

let t: TestApp;
let sldc: SignedInUser;
let approver: SignedInUser;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp({}, { startAt: '2026-11-21T06:00:00Z' });
  sldc = await t.signIn('sldc');
  approver = await t.signIn('approver1');
  await t.database.db
    .insert(corridors)
    .values({ name: 'Retired Zone', kind: 'IntraState', zone: 'Old', isActive: false });
  for (const c of await t.database.db.select().from(corridors)) ids[c.name] = c.id;
});
afterAll(() => t.close());

const flat = (mw: string) => new Array<string>(96).fill(mw);
const line = (cells: string[]) => cells.map((c) => (/[",]/.test(c) ? `"${c}"` : c)).join(',');
const csvOf = (...rows: string[][]) => [line([...ATC_FILE_HEADER]), ...rows.map(line)].join('\r\n');
const hundredths = (mw: number) => new Array<number>(96).fill(Math.round(mw * 100));

async function uploadCsv(name: string, content: string | Buffer, user = sldc) {
  return uploadId(t, user, 'AtcUpload', name, typeof content === 'string' ? Buffer.from(content) : content);
}
const dayOf = async (corridorId: number, date: string, user = sldc) =>
  call(t, 'GET', `/api/Atc/Day/${corridorId}/${date}`, undefined, user);

describe('ATC template', () => {
  it('downloads a csv with a row per active corridor of the kind, dated tomorrow by default (0 where undeclared)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/Atc/Template/IntraState', headers: bearer(sldc) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="atc-IntraState-2026-11-22.csv"');
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe(ATC_FILE_HEADER.join(','));
    expect(lines.slice(1).map((l) => l.split(',').slice(0, 3).join(','))).toEqual([
      'Dirang Zone,2026-11-22,0.00',
      'Itanagar Zone,2026-11-22,0.00',
      'Pasighat Zone,2026-11-22,0.00',
    ]);
    const inter = await t.app.inject({
      method: 'GET',
      url: '/api/Atc/Template/InterState?from=2027-01-05',
      headers: bearer(sldc),
    });
    expect(inter.body.split('\r\n').slice(1, 3)).toEqual([
      `State Export,2027-01-05,${flat('0.00').join(',')}`,
      `State Import,2027-01-05,${flat('0.00').join(',')}`,
    ]);
    const badKind = await call(t, 'GET', '/api/Atc/Template/Regional', undefined, sldc);
    expect(badKind.status).toBe(400);
    expect(errorsOf(badKind.body)).toEqual({ kind: 'Kind must be IntraState or InterState' });
  });
});

describe('ATC upload', () => {
  let fileId: string;
  const good = flat('100');
  good[11] = '40.5';

  it('previews each row with per-cell errors', async () => {
    const bad = flat('10');
    bad[0] = 'abc';
    bad[1] = '-5';
    bad[2] = '1.234';
    const csv = csvOf(
      ['Itanagar Zone', '2027-01-05', ...good],
      ['pasighat zone', '05-01-2027', ...flat('80')],
      ['Dirang Zone', '2027-01-05', ...bad],
      ['Nowhere', '2027-01-05', ...flat('1')],
      ['State Import', '2027-01-05', ...flat('1')],
      ['Retired Zone', '2027-01-05', ...flat('1')],
      ['Dirang Zone', '2027-02-30', ...flat('1')],
      ['Itanagar Zone', '2027-01-06', ...flat('5')],
      ['Itanagar Zone', '06-01-2027', ...flat('6')],
    );
    fileId = await uploadCsv('atc-jan.csv', csv);
    const res = await call(t, 'POST', '/api/Atc/Preview/IntraState', { fileId }, sldc);
    expect(res.status).toBe(200);
    const { rows, ...summary } = res.body.data;
    expect(summary).toEqual({
      fileId,
      fileName: 'atc-jan.csv',
      kind: 'IntraState',
      validCount: 2,
      errorCount: 7,
      fallCount: 0,
    });
    const errorsByLine = Object.fromEntries(rows.map((r: { line: number; errors: unknown[] }) => [r.line, r.errors]));
    expect(rows[0]).toMatchObject({
      line: 2,
      corridorId: ids['Itanagar Zone'],
      corridorName: 'Itanagar Zone',
      date: '2027-01-05',
      errors: [],
    });
    expect(rows[0].cells[11]).toBe('40.5');
    expect(rows[1]).toMatchObject({ corridorName: 'Pasighat Zone', date: '2027-01-05', errors: [] });
    expect(errorsByLine[4]).toEqual([
      { column: '00:00-00:15', message: 'ATC must be a number' },
      { column: '00:15-00:30', message: 'ATC must be at least 0.00 MW' },
      { column: '00:30-00:45', message: 'ATC can have at most 2 decimal places' },
    ]);
    expect(errorsByLine[5]).toEqual([{ column: 'Corridor', message: "'Nowhere' is not an intra-state corridor" }]);
    expect(errorsByLine[6]).toEqual([
      {
        column: 'Corridor',
        message: "'State Import' is an inter-state corridor: upload it on the Inter-state STOA page",
      },
    ]);
    expect(errorsByLine[7]).toEqual([{ column: 'Corridor', message: "Corridor 'Retired Zone' is not active" }]);
    expect(errorsByLine[8]).toEqual([{ column: 'Date', message: 'Date must be YYYY-MM-DD or DD-MM-YYYY' }]);
    const duplicate = 'Itanagar Zone on Jan 06, 2027 appears more than once in the file (lines 9, 10)';
    expect(errorsByLine[9]).toEqual([{ column: 'Date', message: duplicate }]);
    expect(errorsByLine[10]).toEqual([{ column: 'Date', message: duplicate }]);
    // A preview writes nothing.
    expect(await t.database.db.select().from(atcDays)).toEqual([]);
  });

  it('imports the valid rows in one go and records the upload', async () => {
    const res = await call(t, 'POST', '/api/Atc/Import/IntraState', { fileId }, sldc);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ imported: 2, unchanged: 0, skipped: 7 });
    // The file now belongs to the upload record, so the SLDC (not only its uploader) may read it.
    expect(await recordOf(t, fileId)).toMatch(/^AtcUpload:\d+$/);

    const day = (await dayOf(ids['Itanagar Zone']!, '2027-01-05')).body.data;
    expect(day).toMatchObject({ declared: true, version: 1, updatedBy: 'Tage Tana', date: '2027-01-05' });
    expect(day.corridor).toEqual({
      id: ids['Itanagar Zone'],
      name: 'Itanagar Zone',
      kind: 'IntraState',
      isActive: true,
    });
    expect(day.blocks).toHaveLength(96);
    expect(day.blocks[11]).toEqual({ block: 12, label: '02:45-03:00', atc: 40.5, allocated: 0, remaining: 40.5 });
    expect(day.blocks[95]).toEqual({ block: 96, label: '23:45-24:00', atc: 100, allocated: 0, remaining: 100 });
    const [stored] = await t.database.db
      .select()
      .from(atcDays)
      .where(and(eq(atcDays.corridorId, ids['Pasighat Zone']!), eq(atcDays.date, '2027-01-05')));
    expect(stored).toMatchObject({ atc: hundredths(80), allocated: hundredths(0), version: 1 });

    const history = await call(t, 'GET', '/api/Atc/Uploads/IntraState?pageNumber=1&pageSize=10', undefined, sldc);
    expect(history.body.data).toEqual({
      uploadList: [
        {
          id: expect.any(Number),
          fileId,
          fileName: 'atc-jan.csv',
          uploadedBy: 'Tage Tana',
          uploadedAt: '2026-11-21T06:00:00.000Z',
          rowCount: 2,
          fromDate: '2027-01-05',
          toDate: '2027-01-05',
        },
      ],
      dataCount: 1,
    });
    expect((await call(t, 'GET', '/api/Atc/Uploads/InterState', undefined, sldc)).body.data.dataCount).toBe(0);
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'atc.import'));
    expect(audit).toMatchObject({ entityType: 'atcUpload', actorUserId: sldc.id });

    const again = await call(t, 'POST', '/api/Atc/Import/IntraState', { fileId }, sldc);
    expect(again.status).toBe(409);
    expect(errorsOf(again.body)).toEqual({ fileId: 'This file has already been imported.' });
  });

  it('replaces ATC on a new upload but keeps what is allocated, and refuses rows below the allocation', async () => {
    const itanagar = ids['Itanagar Zone']!;
    const allocated = hundredths(0);
    allocated[11] = 3000;
    allocated[20] = 5000;
    await t.database.db
      .update(atcDays)
      .set({ allocated })
      .where(and(eq(atcDays.corridorId, itanagar), eq(atcDays.date, '2027-01-05')));
    const below = flat('60');
    below[20] = '40';
    const id = await uploadCsv(
      'atc-again.xlsx',
      await xlsxOf([
        ['Itanagar Zone', '2027-01-05', ...below],
        ['Pasighat Zone', new Date(Date.UTC(2027, 0, 5)), ...flat('70')],
      ]),
    );
    const preview = (await call(t, 'POST', '/api/Atc/Preview/IntraState', { fileId: id }, sldc)).body.data;
    expect(preview.rows.map((r: { errors: unknown[] }) => r.errors)).toEqual([
      [
        {
          column: '05:00-05:15',
          message: 'ATC 40.00 MW in block 21 (05:00–05:15) is below the 50.00 MW already allocated',
        },
      ],
      [],
    ]);
    const confirmed = { fileId: id, confirmFalls: true };
    expect((await call(t, 'POST', '/api/Atc/Import/IntraState', confirmed, sldc)).body.data).toEqual({
      imported: 1,
      unchanged: 0,
      skipped: 1,
    });
    const margins = await readMargins(t.database.db, [itanagar, ids['Pasighat Zone']!], ['2027-01-05']);
    expect(margins.get(`${itanagar}|2027-01-05`)?.atc[20]).toBe(10_000);
    expect(margins.get(`${ids['Pasighat Zone']}|2027-01-05`)).toEqual({
      atc: hundredths(70),
      allocated: hundredths(0),
    });
    const pasighat = (await dayOf(ids['Pasighat Zone']!, '2027-01-05')).body.data;
    expect(pasighat.version).toBe(2);
  });

  it('refuses a file that is not the template, has no rows, or has no valid row', async () => {
    const wrong = await uploadCsv('wrong.csv', 'Date,Corridor,MW\n2027-01-05,Itanagar Zone,5\n');
    const res = await call(t, 'POST', '/api/Atc/Preview/IntraState', { fileId: wrong }, sldc);
    expect(res.status).toBe(400);
    expect(errorsOf(res.body).fileId).toMatch(/^The columns do not match the template/);
    const empty = await uploadCsv('empty.csv', csvOf());
    expect(errorsOf((await call(t, 'POST', '/api/Atc/Preview/IntraState', { fileId: empty }, sldc)).body)).toEqual({
      fileId: 'The file has no ATC rows. Download the template to see the expected columns.',
    });
    const allBad = await uploadCsv('bad.csv', csvOf(['Nowhere', '2027-01-05', ...flat('1')]));
    const imported = await call(t, 'POST', '/api/Atc/Import/IntraState', { fileId: allBad }, sldc);
    expect(imported.status).toBe(400);
    expect(errorsOf(imported.body)).toEqual({ fileId: 'The file has no valid rows to import.' });
    expect(await t.database.db.select().from(atcUploads).where(eq(atcUploads.fileId, allBad))).toEqual([]);
    // Another user's upload is not the caller's file.
    const someone = await t.signIn('admin');
    const theirs = await storedAs(t, someone, 'AtcUpload', 'theirs.csv', Buffer.from(csvOf(['Itanagar Zone'])));
    const notMine = await call(t, 'POST', '/api/Atc/Import/IntraState', { fileId: theirs }, sldc);
    expect(errorsOf(notMine.body)).toEqual({ fileId: 'Please choose a file to upload.' });
  });
});

async function xlsxOf(rows: (string | Date)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('ATC');
  sheet.addRow([...ATC_FILE_HEADER]);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('ATC view and edit', () => {
  const export_ = () => ids['State Export']!;

  it('shows zeros, not declared, for a corridor-day without ATC; 404 for an unknown corridor', async () => {
    const res = await dayOf(export_(), '2027-02-01', sldc);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ declared: false, version: 0, updatedBy: null, updatedAt: null });
    expect(res.body.data.blocks[0]).toEqual({ block: 1, label: '00:00-00:15', atc: 0, allocated: 0, remaining: 0 });
    expect((await dayOf(9999, '2027-02-01')).status).toBe(404);
    expect(errorsOf((await dayOf(export_(), '2027-02-30')).body)).toEqual({ date: 'Date is not a valid date' });
  });

  it('declares, edits with the version, and answers 409 to a stale version', async () => {
    const url = `/api/Atc/Day/${export_()}/2027-02-01`;
    const values = new Array<number>(96).fill(25.25);
    const created = await call(t, 'PUT', url, { values, version: 0 }, sldc);
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ declared: true, version: 1, updatedBy: 'Tage Tana' });
    expect(created.body.data.blocks[0]).toMatchObject({ atc: 25.25, remaining: 25.25 });

    values[0] = 30;
    const edited = await call(t, 'PUT', url, { values, version: 1 }, sldc);
    expect(edited.body.data.version).toBe(2);
    expect(edited.body.data.blocks[0].atc).toBe(30);

    const stale = await call(t, 'PUT', url, { values, version: 1 }, sldc);
    expect(stale.status).toBe(409);
    expect(errorsOf(stale.body)).toEqual({ version: 'This record was changed by someone else. Reload and try again.' });
    const raced = await call(t, 'PUT', `/api/Atc/Day/${export_()}/2027-02-02`, { values, version: 3 }, sldc);
    expect(raced.status).toBe(409);

    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, `${export_()}|2027-02-01`));
    expect(audits.map((a) => a.action)).toEqual(['atc.create', 'atc.update']);
    expect(audits[1]).toMatchObject({ oldValues: { blocks: { 1: 25.25 } }, newValues: { blocks: { 1: 30 } } });
  });

  it('refuses an ATC below the allocation, block by block, and writes nothing', async () => {
    const url = `/api/Atc/Day/${export_()}/2027-02-01`;
    const allocated = hundredths(0);
    allocated[11] = 5000;
    await t.database.db
      .update(atcDays)
      .set({ allocated })
      .where(and(eq(atcDays.corridorId, export_()), eq(atcDays.date, '2027-02-01')));
    const values = new Array<number>(96).fill(40);
    const res = await call(t, 'PUT', url, { values, version: 2 }, sldc);
    expect(res.status).toBe(422);
    expect(errorsOf(res.body)).toEqual({
      'values.11': 'ATC 40.00 MW in block 12 (02:45–03:00) is below the 50.00 MW already allocated',
    });
    const day = (await dayOf(export_(), '2027-02-01')).body.data;
    expect(day.version).toBe(2);
    // Allocated above ATC (written here behind the service's back): the margin left reads 0, never negative.
    expect(day.blocks[11]).toMatchObject({ atc: 25.25, allocated: 50, remaining: 0 });
  });

  it('validates the values and refuses inactive corridors', async () => {
    const url = `/api/Atc/Day/${export_()}/2027-02-03`;
    const values = new Array<number>(96).fill(1);
    values[5] = 1.005;
    values[6] = -1;
    const res = await call(t, 'PUT', url, { values, version: 0 }, sldc);
    expect(res.status).toBe(400);
    expect(errorsOf(res.body)).toEqual({
      'values.5': 'ATC can have at most 2 decimal places',
      'values.6': 'ATC must be at least 0.00 MW',
    });
    expect(errorsOf((await call(t, 'PUT', url, { values: [1], version: 0 }, sldc)).body)).toEqual({
      values: 'ATC must have 96 blocks',
    });
    const retired = await call(
      t,
      'PUT',
      `/api/Atc/Day/${ids['Retired Zone']}/2027-02-03`,
      { values: new Array<number>(96).fill(1), version: 0 },
      sldc,
    );
    expect(retired.status).toBe(422);
    expect(errorsOf(retired.body)).toEqual({ corridorId: "Corridor 'Retired Zone' is not active" });
  });

  it('lists the declared dates per corridor of a kind for the picker', async () => {
    const res = await call(t, 'GET', '/api/Atc/Dates/InterState?from=2027-02-01&to=2027-02-28', undefined, sldc);
    expect(res.body.data).toEqual({
      corridors: [
        { id: export_(), name: 'State Export', isActive: true, dates: ['2027-02-01'] },
        { id: ids['State Import'], name: 'State Import', isActive: true, dates: [] },
      ],
    });
    const reversed = await call(t, 'GET', '/api/Atc/Dates/InterState?from=2027-02-28&to=2027-02-01', undefined, sldc);
    expect(errorsOf(reversed.body)).toEqual({ to: 'To Date must not be before From Date' });
  });

  it('locks the rows it reads for processing when asked', async () => {
    const key = `${export_()}|2027-02-01`;
    const margins = await t.database.db.transaction((tx) =>
      readMargins(tx, [export_(), export_()], ['2027-02-01', '2027-02-09'], { forUpdate: true }),
    );
    expect([...margins.keys()]).toEqual([key]);
    expect(margins.get(key)?.allocated[11]).toBe(5000);
    expect((await readMargins(t.database.db, [], ['2027-02-01'])).size).toBe(0);
  });
});

describe('ATC access', () => {
  it("is the SLDC business user's alone (spec §2.2): approvers and applicants can neither read nor write it", async () => {
    const oa = await t.signIn('oa.injecting');
    const itanagar = ids['Itanagar Zone']!;
    const values = new Array<number>(96).fill(100);
    const csv = Buffer.from(csvOf(['Itanagar Zone', '2027-01-09', ...flat('1')]));
    const fileId = await uploadCsv('mine.csv', csv);
    for (const user of [approver, await t.signIn('approver2'), oa]) {
      const role = user.role;
      expect((await dayOf(itanagar, '2027-01-05', user)).status, role).toBe(403);
      expect((await call(t, 'GET', '/api/Atc/Uploads/IntraState', undefined, user)).status, role).toBe(403);
      expect((await call(t, 'GET', '/api/Atc/Template/IntraState', undefined, user)).status, role).toBe(403);
      const put = await call(t, 'PUT', `/api/Atc/Day/${itanagar}/2027-01-05`, { values, version: 9 }, user);
      expect(put.status, role).toBe(403);
      expect((await upload(t, user, 'AtcUpload', 'mine.csv', csv)).status, role).toBe(403);
      expect((await call(t, 'POST', '/api/Atc/Preview/IntraState', { fileId }, user)).status, role).toBe(403);
      expect((await call(t, 'POST', '/api/Atc/Import/IntraState', { fileId }, user)).status, role).toBe(403);
    }
    expect((await call(t, 'GET', '/api/Atc/Template/IntraState', undefined)).status).toBe(401);
  });
});
