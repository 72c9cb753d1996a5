/**
 * A table held in the browser as a file (issue 15 Excel out, client grids): its header and text cells as a CSV
 * (UTF-8 with BOM, RFC 4180, formula-inert — shared csvLines, as the server writes) or an xlsx (bold frozen header,
 * write-excel-file loaded only when asked, so it never weighs on a page until its Download is used).
 */
import { csvLines, inertText, type ExportColumn } from '@stoa/shared';

/** A grid as the screen shows it: headers, then each row's cells as text. */
export interface TextTable {
  headers: readonly string[];
  rows: readonly (readonly string[])[];
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const CSV_TYPE = 'text/csv;charset=utf-8';

/** Column widths in characters: the longest text of the column, within bounds. */
const MIN_WIDTH = 10;
const MAX_WIDTH = 60;

function exportColumns(table: TextTable): ExportColumn<readonly string[]>[] {
  return table.headers.map((header, index) => ({ header, cell: (row) => row[index] ?? '' }));
}

export function csvBlobOf(table: TextTable): Blob {
  // Excel reads UTF-8 (₹, names) only with the BOM.
  return new Blob(['\uFEFF', csvLines(exportColumns(table), table.rows, true)], { type: CSV_TYPE });
}

function widthsOf(table: TextTable): { width: number }[] {
  return table.headers.map((header, index) => {
    const longest = Math.max(header.length, ...table.rows.map((row) => (row[index] ?? '').length));
    return { width: Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, longest + 2)) };
  });
}

/** An Excel sheet name: at most 31 characters, none of : \ / ? * [ ]. */
export function sheetNameOf(label: string): string {
  return (
    label
      .replace(/[:\\/?*[\]]/g, ' ')
      .trim()
      .slice(0, 31) || 'Sheet1'
  );
}

export async function xlsxBlobOf(table: TextTable, sheetName: string): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const header = table.headers.map((value) => ({ value, fontWeight: 'bold' as const }));
  const rows = table.rows.map((row) => row.map((value) => ({ value: inertText(value), type: String })));
  return writeXlsxFile([header, ...rows], {
    sheet: sheetNameOf(sheetName),
    columns: widthsOf(table),
    stickyRowsCount: 1,
  }).toBlob();
}
