/**
 * A downloaded list (issue 15 Excel out) read back for the tests: the xlsx sheet's rows through exceljs, the csv's
 * rows after its BOM, and the rows a file should hold for a list call's rows.
 */
import ExcelJS from 'exceljs';
import { parseCsv, type ExportColumn, type SignedInUser } from '@stoa/shared';
import { bearer, type TestApp } from './test-app.ts';

export type Cell = string | number;

/** GET `url` (an Export route) as `user`. */
export function download(t: TestApp, url: string, user: SignedInUser) {
  return t.app.inject({ method: 'GET', url, headers: bearer(user) });
}

const plain = (value: ExcelJS.CellValue): Cell =>
  value === null || value === undefined ? '' : typeof value === 'number' ? value : String(value);

/** The sheet's rows, header first; an empty cell as ''. */
export async function xlsxRows(payload: Buffer, sheetName: string): Promise<Cell[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(payload as unknown as ArrayBuffer);
  const sheet = book.getWorksheet(sheetName);
  if (!sheet) throw new Error(`no sheet '${sheetName}'`);
  const width = sheet.columnCount;
  return Array.from({ length: sheet.rowCount }, (_, i) =>
    Array.from({ length: width }, (_, j) => plain(sheet.getRow(i + 1).getCell(j + 1).value)),
  );
}

/** The csv's rows, header first; refuses a file without the BOM Excel needs to read UTF-8. */
export function csvRows(body: string): string[][] {
  if (!body.startsWith('\uFEFF')) throw new Error('csv without its BOM');
  return parseCsv(body.slice(1));
}

/** What an xlsx of `rows` holds: the header, then each row's cells (null as ''). */
export function sheetOf<R>(columns: readonly ExportColumn<R>[], rows: readonly R[]): Cell[][] {
  return [columns.map((c) => c.header), ...rows.map((r) => columns.map((c) => c.cell(r) ?? ''))];
}
