/**
 * A table held in the browser as a file (issue 15 Excel out, client grids; issue 36 "Real Excel"): its columns, by
 * kind, as a CSV (UTF-8 with BOM, RFC 4180, formula-inert, ISO dates — shared csvLines, as the server writes) or an
 * xlsx of the same parts the server streams (shared xlsx-parts: dates as Excel dates, numbers in their formats, a
 * frozen bold header with filters, widths fitted to every row), stored in a zip in memory.
 */
import {
  XLSX_SHEET_PART,
  columnOfKind,
  csvLines,
  inertText,
  sheetXmlWriter,
  storedZip,
  xlsxFrameParts,
  type CellValue,
} from '@stoa/shared';
import type { FileTable } from '../components/data-table/grid-table.ts';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const CSV_TYPE = 'text/csv;charset=utf-8';

export function csvBlobOf(table: FileTable): Blob {
  const columns = table.columns.map((c, i) =>
    columnOfKind<readonly CellValue[]>(c.header, c.kind, (row) => row[i] ?? null),
  );
  // Excel reads UTF-8 (₹, names) only with the BOM.
  return new Blob(['\uFEFF', csvLines(columns, table.rows, true)], { type: CSV_TYPE });
}

export function xlsxBlobOf(table: FileTable, sheetName: string, at = new Date()): Blob {
  const rows = table.rows.map((row) => row.map((value) => (typeof value === 'string' ? inertText(value) : value)));
  const sheet = sheetXmlWriter(table.columns);
  const xml = sheet.start(rows) + sheet.rows(rows) + sheet.end();
  return new Blob([storedZip([...xlsxFrameParts(sheetName), [XLSX_SHEET_PART, xml]], at)], { type: XLSX_TYPE });
}
