/**
 * A list as a file (issue 15 Excel out): the columns of a screen's grid as header, kind and cell function, and the
 * csv writing of them. The server streams the same columns to xlsx. Each column names its cells' kind (issue 36
 * "Real Excel", file/sheet-cells.ts): a date column's cells are the API's ISO dates, written as Excel dates in the
 * xlsx and as ISO text in the csv — never the screen's 'MMM DD, YYYY' text; numbers stay numbers.
 */
import { z } from 'zod';
import {
  csvCellText,
  type CellKind,
  type CellValue,
  type NumberKind,
  type TextKind,
  type TimeKind,
} from './sheet-cells.ts';

/** Text: the screen's words. `kind` defaults to 'text'. */
interface TextColumn<R> {
  header: string;
  kind?: TextKind;
  cell: (row: R) => string | null;
}
/** A number in its unit (MW, MWh, rupees, Rs/kWh, %, a count), kept a number in the file. */
interface NumberColumn<R> {
  header: string;
  kind: NumberKind;
  cell: (row: R) => number | null;
}
/** A date, month, time of day or instant as the API gives it ('2026-03-10', '2026-03', '10:30', ISO 8601). */
interface TimeColumn<R> {
  header: string;
  kind: TimeKind;
  cell: (row: R) => string | null;
}
export type ExportColumn<R> = TextColumn<R> | NumberColumn<R> | TimeColumn<R>;

/** A column whose kind is known only at run time (a report catalog's column, a grid's): the caller's cells. */
export function columnOfKind<R>(header: string, kind: CellKind, cell: (row: R) => CellValue): ExportColumn<R> {
  return { header, kind, cell } as ExportColumn<R>;
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

/** A text a spreadsheet would run as a formula is written with a leading apostrophe (CSV injection). */
export function inertText(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

function csvCell(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One cell of a column as csv: ISO dates, numbers with two decimals, text formula-inert. */
function csvValue(kind: ExportColumn<unknown>['kind'], value: CellValue): string {
  const text = csvCellText(kind ?? 'text', value);
  return csvCell(typeof value === 'string' ? inertText(text) : text);
}

/** Rows as csv lines (RFC 4180, CRLF), the header first when asked. */
export function csvLines<R>(columns: readonly ExportColumn<R>[], rows: readonly R[], withHeader: boolean): string {
  const lines = rows.map((row) => columns.map((c) => csvValue(c.kind, c.cell(row))).join(','));
  if (withHeader) lines.unshift(columns.map((c) => csvCell(inertText(c.header))).join(','));
  return lines.map((line) => `${line}\r\n`).join('');
}
