/**
 * A list's Export answer read back with its checks (issue 15 Excel out): the status, file name and header asserted,
 * the rows returned. Reads through table-file.ts.
 */
import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { ExportColumn } from '@stoa/shared';
import { bearer, type TestApp } from './test-app.ts';
import { csvRows as csvRowsOf, fileCell, xlsxRows } from './table-file.ts';

type User = Parameters<typeof bearer>[0];

/** GET an Export route as `user` (none: signed out). */
export function getFile(t: TestApp, url: string, user?: User) {
  return t.app.inject({ method: 'GET', url, headers: user ? bearer(user) : {} });
}

/** An xlsx answer (200, saved as `fileName`, its sheet headed `header`): the rows under the header. */
export async function xlsxBody(
  res: LightMyRequestResponse,
  file: { fileName: string; sheetName: string; header: string[] },
): Promise<unknown[][]> {
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-disposition']).toContain(`filename="${file.fileName}"`);
  const [header, ...rows] = await xlsxRows(res.rawPayload, file.sheetName);
  expect(header).toEqual(file.header);
  return rows;
}

/** The csv's rows, the header first, without its BOM (null when it has none: Excel would misread UTF-8). */
export function csvRows(res: LightMyRequestResponse): string[][] | null {
  return res.body.startsWith('\uFEFF') ? csvRowsOf(res.body) : null;
}

/** What the file should hold for these rows: the export columns' cells ('' for none, dates ISO), as xlsxRows reads. */
export function cellsOf<R>(columns: readonly ExportColumn<R>[], rows: readonly R[]): unknown[][] {
  return rows.map((row) => columns.map((c) => fileCell(c, row)));
}
