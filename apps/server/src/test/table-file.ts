/**
 * A downloaded list (issue 15 Excel out) read back for the tests: the xlsx sheet's rows through exceljs once it passed
 * the real-Excel checks (real-excel.ts; a date cell as the ISO text its format stands for, so xlsx and csv read the
 * same), the csv's rows after its BOM, and the rows a file should hold for a list call's rows.
 */
import ExcelJS from 'exceljs';
import { isTimeKind, isoCellText, parseCsv, type ExportColumn, type SignedInUser } from '@stoa/shared';
import { expectRealExcel } from './real-excel.ts';
import { bearer, type TestApp } from './test-app.ts';

export type Cell = string | number;

/** GET `url` (an Export route) as `user`. */
export function download(t: TestApp, url: string, user: SignedInUser) {
  return t.app.inject({ method: 'GET', url, headers: bearer(user) });
}

/** A date cell (its wall clock read in UTC) as ISO text by its format: a date, a month, a time of day, an IST time. */
export function isoOfDateCell(value: Date, numFmt: string): string {
  const iso = value.toISOString();
  if (!numFmt.includes('y')) return iso.slice(11, 16);
  if (numFmt.includes('h')) return `${iso.slice(0, 19)}+05:30`;
  return numFmt.includes('d') ? iso.slice(0, 10) : iso.slice(0, 7);
}

function plain(cell: ExcelJS.Cell): Cell {
  const value = cell.value;
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return isoOfDateCell(value, cell.numFmt);
  return typeof value === 'number' ? value : String(value);
}

export async function loadSheet(payload: Buffer, sheetName: string): Promise<ExcelJS.Worksheet> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(payload as unknown as ArrayBuffer);
  const sheet = book.getWorksheet(sheetName);
  if (!sheet) throw new Error(`no sheet '${sheetName}'`);
  return sheet;
}

/** The sheet's rows, header first; an empty cell as '', a date cell as ISO text. Checks it is real Excel first. */
export async function xlsxRows(payload: Buffer, sheetName: string): Promise<Cell[][]> {
  const sheet = await loadSheet(payload, sheetName);
  expectRealExcel(sheet);
  const width = sheet.columnCount;
  return Array.from({ length: sheet.rowCount }, (_, i) =>
    Array.from({ length: width }, (_, j) => plain(sheet.getRow(i + 1).getCell(j + 1))),
  );
}

/** The csv's rows, header first; refuses a file without the BOM Excel needs to read UTF-8. */
export function csvRows(body: string): string[][] {
  if (!body.startsWith('\uFEFF')) throw new Error('csv without its BOM');
  return parseCsv(body.slice(1));
}

/** What a file holds for a column's value ('' for none): a date or time as ISO text, a number as a number. */
export function fileCell<R>(column: ExportColumn<R>, row: R): Cell {
  const value = column.cell(row);
  if (value === null) return '';
  if (typeof value === 'number') return value;
  return column.kind && isTimeKind(column.kind) ? (isoCellText(column.kind, value) ?? value) : value;
}

/** What an xlsx of `rows` holds: the header, then each row's cells. */
export function sheetOf<R>(columns: readonly ExportColumn<R>[], rows: readonly R[]): Cell[][] {
  return [columns.map((c) => c.header), ...rows.map((r) => columns.map((c) => fileCell(c, r)))];
}
