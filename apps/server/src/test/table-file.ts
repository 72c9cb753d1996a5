/** A list's Export answer read back (issue 15 Excel out): the xlsx's sheet or the csv, as rows of cells. */
import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { parseCsv, type ExportColumn } from '@stoa/shared';
import { bearer, type TestApp } from './test-app.ts';

type User = Parameters<typeof bearer>[0];

/** GET an Export route as `user` (none: signed out). */
export function getFile(t: TestApp, url: string, user?: User) {
  return t.app.inject({ method: 'GET', url, headers: user ? bearer(user) : {} });
}

/** The sheet's rows, the header first; an empty cell reads as ''. */
async function xlsxRows(res: LightMyRequestResponse, sheetName: string): Promise<unknown[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const sheet = book.getWorksheet(sheetName);
  if (!sheet) throw new Error(`no sheet '${sheetName}'`);
  return Array.from({ length: sheet.rowCount }, (_, i) =>
    Array.from({ length: sheet.columnCount }, (_, c) => sheet.getRow(i + 1).getCell(c + 1).value ?? ''),
  );
}

/** An xlsx answer (200, saved as `fileName`, its sheet headed `header`): the rows under the header. */
export async function xlsxBody(
  res: LightMyRequestResponse,
  file: { fileName: string; sheetName: string; header: string[] },
): Promise<unknown[][]> {
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-disposition']).toContain(`filename="${file.fileName}"`);
  const [header, ...rows] = await xlsxRows(res, file.sheetName);
  expect(header).toEqual(file.header);
  return rows;
}

/** The csv's rows, the header first, without its BOM (null when it has none: Excel would misread UTF-8). */
export function csvRows(res: LightMyRequestResponse): string[][] | null {
  return res.body.startsWith('\uFEFF') ? parseCsv(res.body.slice(1)) : null;
}

/** What the file should hold for these rows: the export columns' cells ('' for none), as the xlsx reads back. */
export function cellsOf<R>(columns: readonly ExportColumn<R>[], rows: readonly R[]): unknown[][] {
  return rows.map((row) => columns.map((c) => c.cell(row) ?? ''));
}
