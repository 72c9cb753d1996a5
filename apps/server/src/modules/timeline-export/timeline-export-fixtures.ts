/**
 * Timeline export calls for the server tests: both downloads of a record, read back (the PDF's text, the xlsx's
 * cells), and the refusals compared with the record's own detail route.
 */
import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import {
  TIMELINE_EXPORT_FORMATS,
  TIMELINE_SHEET_COLUMNS,
  timelineExportCells,
  timelineExportPath,
  type SignedInUser,
  type TimelineEntry,
  type TimelineExportFormat,
} from '@stoa/shared';
import { pdfText } from '../../test/pdf-text.ts';
import { expectRealExcel } from '../../test/real-excel.ts';
import { fileCell, xlsxRows, type Cell } from '../../test/table-file.ts';
import { bearer, call, type TestApp } from '../../test/test-app.ts';
import { TIMELINE_SHEET } from './timeline-xlsx.ts';

export function download(
  t: TestApp,
  user: SignedInUser | null,
  recordType: string,
  id: number,
  format: TimelineExportFormat,
) {
  return t.app.inject({
    method: 'GET',
    url: timelineExportPath(recordType, id, format),
    headers: user ? bearer(user) : {},
  });
}

/** The Timeline sheet read back (real Excel checked: test/real-excel.ts), its header's look and rows. */
export async function sheetOf(content: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(content as unknown as ExcelJS.Buffer);
  const sheet = workbook.getWorksheet(TIMELINE_SHEET);
  expect(sheet, 'a sheet named Timeline').toBeDefined();
  const kinds = new Map(TIMELINE_SHEET_COLUMNS.map((c) => [c.header, c.kind ?? 'text']));
  expect(expectRealExcel(sheet!, kinds)[0]).toBe(sheet!.rowCount > 1 ? 'date' : null);
  const [header, ...steps] = await xlsxRows(content, TIMELINE_SHEET);
  return {
    sheetNames: workbook.worksheets.map((s) => s.name),
    header,
    steps,
    isHeaderBold: sheet!.getRow(1).getCell(1).font?.bold === true,
    view: sheet!.views[0],
  };
}

/** Without white space: cells wrap inside their columns, a long status name even inside a word. */
const squeezed = (text: string) => text.replace(/\s+/g, '');

/**
 * `user` downloads both documents of a record whose detail route shows `timeline`: the PDF names the reference and
 * every step's words, the xlsx has one row per step in order; `fileName` is the name both carry (without extension).
 */
export async function expectBothDocuments(
  t: TestApp,
  user: SignedInUser,
  recordType: string,
  id: number,
  expected: { timeline: TimelineEntry[]; reference: string; fileName: string },
): Promise<{ text: string; steps: Cell[][] }> {
  const pdf = await download(t, user, recordType, id, 'Pdf');
  expect(pdf.statusCode, pdf.body).toBe(200);
  expect(pdf.headers['content-type']).toBe('application/pdf');
  expect(pdf.headers['content-disposition']).toContain(`filename="${expected.fileName}.pdf"`);
  expect(pdf.headers['cache-control']).toBe('private, no-store');
  const text = pdfText(pdf.rawPayload);
  expect(text).toContain(expected.reference);
  for (const words of expected.timeline.flatMap(timelineExportCells).filter((w) => w !== '')) {
    expect(squeezed(text)).toContain(squeezed(words));
  }

  const xlsx = await download(t, user, recordType, id, 'Xlsx');
  expect(xlsx.statusCode, xlsx.body).toBe(200);
  expect(xlsx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  expect(xlsx.headers['content-disposition']).toContain(`filename="${expected.fileName}.xlsx"`);
  const sheet = await sheetOf(xlsx.rawPayload);
  expect(sheet.sheetNames).toEqual(['Timeline']);
  expect(sheet.header).toEqual([
    'Time (IST)',
    'Who',
    'Role',
    'Action',
    'From status',
    'To status',
    'Reasons',
    'Comments',
  ]);
  expect(sheet.isHeaderBold).toBe(true);
  expect(sheet.view).toMatchObject({ state: 'frozen', ySplit: 1 });
  expect(sheet.steps).toEqual(expected.timeline.map((entry) => TIMELINE_SHEET_COLUMNS.map((c) => fileCell(c, entry))));
  return { text, steps: sheet.steps };
}

/** Both downloads answer `user` exactly as the record's detail route does (status, code, message). */
export async function expectSameRefusal(
  t: TestApp,
  user: SignedInUser,
  detailUrl: string,
  recordType: string,
  id: number,
  status: 403 | 404,
) {
  const detail = await call(t, 'GET', detailUrl, undefined, user);
  expect(detail.status).toBe(status);
  for (const format of TIMELINE_EXPORT_FORMATS) {
    const res = await download(t, user, recordType, id, format);
    expect(res.statusCode, `${format} ${res.body}`).toBe(status);
    expect(res.json()).toEqual(detail.body);
  }
}
