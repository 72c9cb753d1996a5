/**
 * A list as a file (issue 15 Excel out): the columns of a screen's grid as header + cell function, and the csv
 * writing of them. The server streams the same columns to xlsx; text cells are the screen's text (dates 'MMM DD,
 * YYYY'), quantities numbers with two decimals.
 */
import { z } from 'zod';

export interface ExportColumn<R> {
  header: string;
  /** The cell's value: text as the screen shows it, or a number (MW, MWh) kept as a number. */
  cell: (row: R) => string | number | null;
  /** Numbers shown with two decimals (MW, MWh). */
  isQuantity?: boolean;
  /** Rupees: a number with two decimals, shown '₹1,23,456.78' in xlsx (Indian grouping), plain in csv. */
  isMoney?: boolean;
  /** Width in characters (xlsx). */
  width?: number;
}

export const TABLE_EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type TableExportFormat = (typeof TABLE_EXPORT_FORMATS)[number];

type PagedShape = z.ZodRawShape & { pageNumber: z.ZodType; pageSize: z.ZodType };

/** GET …/Export of a list: the list's query without the paging (every page of the filters) and the file's format. */
export function exportQueryOf<Shape extends PagedShape>(listQuery: z.ZodObject<Shape>) {
  const { pageNumber: _pageNumber, pageSize: _pageSize, ...filters } = listQuery.shape;
  return z.object({ ...filters, format: z.enum(TABLE_EXPORT_FORMATS).default('xlsx') });
}

/** GET …/Export of a list whose only query is its paging: the file's format. */
export const tableExportQuerySchema = z.object({ format: z.enum(TABLE_EXPORT_FORMATS).default('xlsx') });

/** The xlsx number format of rupees in Indian grouping (₹1,23,45,678.90), negative amounts with a minus. */
export const INR_XLSX_FORMAT = '[>=10000000]"₹"##\\,##\\,##\\,##0.00;[>=100000]"₹"##\\,##\\,##0.00;"₹"#,##0.00';

/** A text a spreadsheet would run as a formula is written with a leading apostrophe (CSV injection). */
export function inertText(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

function csvCell(value: string | number | null, isQuantity: boolean): string {
  if (value === null) return '';
  const text = typeof value === 'number' ? (isQuantity ? value.toFixed(2) : String(value)) : inertText(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows as csv lines (RFC 4180, CRLF), the header first when asked. */
export function csvLines<R>(columns: readonly ExportColumn<R>[], rows: readonly R[], withHeader: boolean): string {
  const lines = rows.map((row) =>
    columns.map((c) => csvCell(c.cell(row), (c.isQuantity ?? false) || (c.isMoney ?? false))).join(','),
  );
  if (withHeader) lines.unshift(columns.map((c) => csvCell(c.header, false)).join(','));
  return lines.map((line) => `${line}\r\n`).join('');
}
