import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { HOLIDAY_TEMPLATE_CSV, type SignedInUser } from '@stoa/shared';
import { DEMO_HOLIDAYS } from '../../seed/demo-configuration.ts';
import { bearer, call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { errorsOf, pdfBytes, recordOf, storedAs, upload, uploadId } from '../../test/upload.ts';

let t: TestApp;
let admin: SignedInUser;
beforeAll(async () => {
  t = await createTestApp({}, { startAt: '2026-11-21T06:00:00Z' });
  admin = await t.signIn('admin');
});
afterAll(() => t.close());

interface Holiday {
  id: number;
  date: string;
  name: string;
  fileName: string | null;
}
const holidaysOf = async (year: number, user = admin): Promise<Holiday[]> =>
  (await call(t, 'GET', `/api/Configuration/Holiday/GetAll?year=${year}`, undefined, user)).body.data.holidays;

describe('Holidays one by one', () => {
  it("lists a year's holidays by date, to every role", async () => {
    const list = await holidaysOf(2026, await t.signIn('trader'));
    expect(list.map((h) => [h.date, h.name])).toEqual(DEMO_HOLIDAYS.filter(([date]) => date.startsWith('2026')));
    expect(list.every((h) => h.fileName === null)).toBe(true);
    expect((await call(t, 'GET', '/api/Configuration/Holiday/GetAll?year=1999', undefined, admin)).status).toBe(400);
  });

  it('adds, renames and deletes a holiday; a date can have one holiday only', async () => {
    const added = await call(
      t,
      'POST',
      '/api/Configuration/Holiday/Add',
      { date: '2026-12-31', name: "New Year's Eve" },
      admin,
    );
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({
      date: '2026-12-31',
      name: "New Year's Eve",
      fileName: null,
      updatedBy: 'Anita Rao',
    });
    const id = added.body.data.id as number;

    const duplicate = await call(
      t,
      'POST',
      '/api/Configuration/Holiday/Add',
      { date: '2026-12-25', name: 'Xmas' },
      admin,
    );
    expect(duplicate.status).toBe(409);
    expect(errorsOf(duplicate.body)).toEqual({ date: 'A holiday on Dec 25, 2026 already exists' });
    const moved = await call(
      t,
      'PATCH',
      `/api/Configuration/Holiday/Update/${id}`,
      { date: '2026-12-25', name: "New Year's Eve" },
      admin,
    );
    expect(moved.status).toBe(409);

    const renamed = await call(
      t,
      'PATCH',
      `/api/Configuration/Holiday/Update/${id}`,
      { date: '2026-12-31', name: 'Year End' },
      admin,
    );
    expect(renamed.status).toBe(200);
    expect((await holidaysOf(2026)).at(-1)).toMatchObject({ date: '2026-12-31', name: 'Year End' });

    expect((await call(t, 'DELETE', `/api/Configuration/Holiday/Delete/${id}`, undefined, admin)).status).toBe(200);
    expect((await holidaysOf(2026)).some((h) => h.id === id)).toBe(false);
    const history = (
      await call(t, 'GET', `/api/Configuration/History?entityType=holiday&entityId=${id}`, undefined, admin)
    ).body.data.history;
    expect(history.map((h: { action: string }) => h.action)).toEqual([
      'holiday.delete',
      'holiday.update',
      'holiday.create',
    ]);

    const invalid = await call(t, 'POST', '/api/Configuration/Holiday/Add', { date: '2027-02-29', name: '' }, admin);
    expect(errorsOf(invalid.body)).toEqual({ date: 'Date is not a valid date', name: 'Holiday Name is required' });
    expect(
      (
        await call(
          t,
          'POST',
          '/api/Configuration/Holiday/Add',
          { date: '2027-01-02', name: 'X' },
          await t.signIn('sldc'),
        )
      ).status,
    ).toBe(403);
  });
});

describe('Holidays from a file', () => {
  const csv = [
    'Date,Holiday Name',
    '07/06/2027,Losar',
    '31/02/2027,Bad Day',
    '10/06/2027,',
    '25/12/2027,Christmas Day',
  ].join('\r\n');
  let fileId: string;

  it('previews each row of an uploaded csv with its errors', async () => {
    fileId = await uploadId(t, admin, 'HolidayList', 'holidays-2027.csv', Buffer.from(csv));
    const res = await call(t, 'POST', '/api/Configuration/Holiday/Preview', { fileId }, admin);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      fileId,
      fileName: 'holidays-2027.csv',
      rows: [
        { rowNo: 2, date: '2027-06-07', name: 'Losar', errors: [] },
        { rowNo: 3, date: null, name: 'Bad Day', errors: ['Date must be DD/MM/YYYY or YYYY-MM-DD'] },
        { rowNo: 4, date: '2027-06-10', name: '', errors: ['Holiday Name is required'] },
        { rowNo: 5, date: '2027-12-25', name: 'Christmas Day', errors: ['A holiday on Dec 25, 2027 already exists'] },
      ],
      validCount: 1,
      errorCount: 3,
    });
  });

  it('imports the valid rows once, and records the file', async () => {
    expect(await recordOf(t, fileId)).toBeNull();
    const res = await call(t, 'POST', '/api/Configuration/Holiday/Import', { fileId }, admin);
    expect(res.status).toBe(200);
    expect(await recordOf(t, fileId)).toMatch(/^HolidayFile:\d+$/);
    expect(res.body.data).toMatchObject({
      saved: 1,
      rejected: 3,
      file: { fileId, fileName: 'holidays-2027.csv', uploadedBy: 'Anita Rao', rowsSaved: 1, rowsRejected: 3 },
    });
    expect((await holidaysOf(2027)).find((h) => h.date === '2027-06-07')).toMatchObject({
      name: 'Losar',
      fileName: 'holidays-2027.csv',
    });
    const files = (await call(t, 'GET', '/api/Configuration/Holiday/GetUploadedFiles', undefined, admin)).body.data
      .files;
    expect(files).toEqual([
      {
        id: expect.any(Number),
        fileId,
        fileName: 'holidays-2027.csv',
        uploadedBy: 'Anita Rao',
        uploadedAt: '2026-11-21T06:00:00.000Z',
        rowsSaved: 1,
        rowsRejected: 3,
      },
    ]);

    const again = await call(t, 'POST', '/api/Configuration/Holiday/Import', { fileId }, admin);
    expect(again.status).toBe(409);
    expect(errorsOf(again.body)).toEqual({ fileId: 'This file has already been imported.' });
    // The preview now finds the imported date taken.
    const preview = (await call(t, 'POST', '/api/Configuration/Holiday/Preview', { fileId }, admin)).body.data;
    expect(preview.rows[0].errors).toEqual(['A holiday on Jun 07, 2027 already exists']);
  });

  it('reads an xlsx: date cells and dates typed as text, duplicates within the file', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Holidays');
    sheet.addRow(['Date', 'Holiday Name']);
    sheet.addRow([new Date(Date.UTC(2027, 8, 6)), 'Solung']);
    sheet.addRow(['08/09/2027', 'Mopin']);
    sheet.addRow(['2027-11-15', 'Nyokum']);
    sheet.addRow(['15-11-2027', 'Nyokum again']);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const id = await uploadId(t, admin, 'HolidayList', 'holidays.xlsx', bytes);
    const res = await call(t, 'POST', '/api/Configuration/Holiday/Preview', { fileId: id }, admin);
    expect(res.status).toBe(200);
    expect(res.body.data.rows).toEqual([
      { rowNo: 2, date: '2027-09-06', name: 'Solung', errors: [] },
      { rowNo: 3, date: '2027-09-08', name: 'Mopin', errors: [] },
      {
        rowNo: 4,
        date: '2027-11-15',
        name: 'Nyokum',
        errors: ['Date Nov 15, 2027 appears more than once in the file'],
      },
      {
        rowNo: 5,
        date: '2027-11-15',
        name: 'Nyokum again',
        errors: ['Date Nov 15, 2027 appears more than once in the file'],
      },
    ]);
    expect(res.body.data).toMatchObject({ validCount: 2, errorCount: 2 });
    const imported = await call(t, 'POST', '/api/Configuration/Holiday/Import', { fileId: id }, admin);
    expect(imported.body.data).toMatchObject({ saved: 2, rejected: 2 });
    expect((await holidaysOf(2027)).filter((h) => h.fileName === 'holidays.xlsx').map((h) => h.date)).toEqual([
      '2027-09-06',
      '2027-09-08',
    ]);
  });

  it("refuses files that are not the caller's holiday upload, and files without rows", async () => {
    const trader = await t.signIn('trader');
    const theirs = await storedAs(t, trader, 'HolidayList', 'mine.csv', Buffer.from(csv));
    const notMine = await call(t, 'POST', '/api/Configuration/Holiday/Preview', { fileId: theirs }, admin);
    expect(notMine.status).toBe(400);
    expect(errorsOf(notMine.body)).toEqual({ fileId: 'Please choose a file to upload.' });
    const otherForm = await storedAs(t, admin, 'Registration', 'list.csv', Buffer.from(csv));
    expect((await call(t, 'POST', '/api/Configuration/Holiday/Import', { fileId: otherForm }, admin)).status).toBe(400);
    const headerOnly = await uploadId(t, admin, 'HolidayList', 'empty.csv', Buffer.from('Date,Holiday Name\n'));
    const empty = await call(t, 'POST', '/api/Configuration/Holiday/Preview', { fileId: headerOnly }, admin);
    expect(errorsOf(empty.body)).toEqual({
      fileId: 'The file has no holiday rows. Expected the columns Date and Holiday Name.',
    });
    expect(
      errorsOf((await call(t, 'POST', '/api/Configuration/Holiday/Preview', { fileId: 'x' }, admin)).body),
    ).toEqual({
      fileId: 'Please choose a file to upload.',
    });
    // A holiday list must be a spreadsheet.
    expect((await upload(t, admin, 'HolidayList', 'holidays.pdf', pdfBytes())).body.errors).toEqual([
      {
        fieldName: 'uploadedFile',
        errorMessages: ['Invalid file. Please upload xlsx, xls, xlsb, csv file'],
        code: 'INVALID',
      },
    ]);
  });

  it('gives the Admin a csv template, and the uploaded files to nobody else', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/Configuration/Holiday/Template',
      headers: bearer(admin),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="holiday-template.csv"');
    expect(res.body).toBe(HOLIDAY_TEMPLATE_CSV);
    const sldc = await t.signIn('sldc');
    expect((await call(t, 'GET', '/api/Configuration/Holiday/GetUploadedFiles', undefined, sldc)).status).toBe(403);
  });
});
