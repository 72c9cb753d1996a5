/**
 * The rules every xlsx of the portal keeps (issue 36 item 4 "Real Excel"), checked on a sheet read back with exceljs:
 * the header row bold and frozen, filters over the header and every row, widths that fit the header, dates and times
 * as Date cells in the spec's formats, numbers as numbers with a format, and no date, time or amount written as text.
 * test/table-file.ts's reader applies them to every file a server test reads.
 */
import type ExcelJS from 'exceljs';
import { expect } from 'vitest';
import {
  NUMBER_KINDS,
  TIME_KINDS,
  XLSX_NUMBER_FORMATS,
  columnLetters,
  type CellKind,
  type ExportColumn,
} from '@stoa/shared';

/** exceljs reads a format without its backslash escapes (a literal comma of Indian grouping reads as a plain one). */
const unescaped = (format: string) => format.replaceAll('\\', '');
const TIME_FORMATS = new Set<string>(TIME_KINDS.map((kind) => unescaped(XLSX_NUMBER_FORMATS[kind])));
const NUMBER_FORMATS = new Set<string>(NUMBER_KINDS.map((kind) => unescaped(XLSX_NUMBER_FORMATS[kind])));

/** 'Mar 10, 2026', '2026-03-10', 'Mar 2026', '10:30', each maybe with a time: a date the sheet cannot sort as one. */
const DATE_AS_TEXT =
  /^(?:[A-Z][a-z]{2} \d{2}, \d{4}|\d{4}-\d{2}-\d{2}|[A-Z][a-z]{2} \d{4}|\d{2}:\d{2})(?:[ T]\d{1,2}:\d{2}.*)?$/;
/** '₹1,23,456.78', '1,250.50', '4.50', '75.00%': an amount the sheet cannot add up. */
const AMOUNT_AS_TEXT = /^-?₹?\d{1,3}(?:,\d{2,3})*\.\d{2}(?:\/kWh|%)?$/;

/** What a data cell is in the sheet: a Date, a number or text. */
export type SheetCellType = 'date' | 'number' | 'text';

export const sheetTypeOf = (kind: CellKind): SheetCellType =>
  (TIME_KINDS as readonly string[]).includes(kind)
    ? 'date'
    : (NUMBER_KINDS as readonly string[]).includes(kind)
      ? 'number'
      : 'text';

/** The kind of each column of a file, by header. */
export const kindsOf = <R>(columns: readonly ExportColumn<R>[]): ReadonlyMap<string, CellKind> =>
  new Map(columns.map((c) => [c.header, c.kind ?? 'text']));

function dataCellType(cell: ExcelJS.Cell, where: string): SheetCellType | null {
  const value = cell.value;
  if (value === null || value === undefined) return null;
  if (value instanceof Date) {
    expect(TIME_FORMATS.has(unescaped(cell.numFmt)), `${where}: a date in the format ${cell.numFmt}`).toBe(true);
    return 'date';
  }
  if (typeof value === 'number') {
    expect(NUMBER_FORMATS.has(unescaped(cell.numFmt)), `${where}: a number in the format ${cell.numFmt}`).toBe(true);
    return 'number';
  }
  expect(typeof value, `${where}: a plain value`).toBe('string');
  expect(String(value), `${where}: a date written as text`).not.toMatch(DATE_AS_TEXT);
  expect(String(value), `${where}: an amount written as text`).not.toMatch(AMOUNT_AS_TEXT);
  return 'text';
}

/**
 * Checks the sheet against the rules; answers each column's cell type (null for a column with no value). With
 * `kinds` (by header), every value of a column is of its kind's type.
 */
export function expectRealExcel(
  sheet: ExcelJS.Worksheet,
  kinds?: ReadonlyMap<string, CellKind>,
): (SheetCellType | null)[] {
  const width = sheet.columnCount;
  expect(sheet.views[0], 'the header row frozen').toMatchObject({ state: 'frozen', ySplit: 1 });
  expect(sheet.autoFilter, 'filters over the header and every row').toBe(
    `A1:${columnLetters(width - 1)}${sheet.rowCount}`,
  );
  const types: (SheetCellType | null)[] = [];
  for (let c = 1; c <= width; c++) {
    const header = sheet.getRow(1).getCell(c);
    expect(header.font?.bold, `${header.text}: a bold header`).toBe(true);
    expect(sheet.getColumn(c).width, `${header.text}: a width that fits it`).toBeGreaterThanOrEqual(
      Math.min(header.text.length, 60),
    );
    const kind = kinds?.get(header.text);
    let type: SheetCellType | null = null;
    for (let r = 2; r <= sheet.rowCount; r++) {
      const seen = dataCellType(sheet.getRow(r).getCell(c), `${header.text} row ${r}`);
      if (seen === null) continue;
      expect(seen, `${header.text} row ${r}: one type per column`).toBe(kind ? sheetTypeOf(kind) : (type ?? seen));
      type = seen;
    }
    types.push(type);
  }
  return types;
}
