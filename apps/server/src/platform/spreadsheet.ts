/**
 * Cells of the first sheet of an uploaded xlsx or csv, as text; dates read by the spreadsheet as YYYY-MM-DD.
 * (xls and xlsb are accepted as documents but cannot be read here: exceljs reads xlsx only.)
 *
 * Every import reads through here, within the configured limits (IMPORT_MAX_UNZIPPED_BYTES, IMPORT_MAX_ROWS,
 * IMPORT_MAX_CELLS): an xlsx passes the spreadsheet guard (zip directory, bounded streaming inflate, rows and cells
 * counted) before exceljs sees it; a csv stops at the first row or cell past the limits. The caller's header check
 * runs on the first row before the other rows are turned into text.
 */
import ExcelJS from 'exceljs';
import { TableTooLargeError, formatSize, parseCsv } from '@stoa/shared';
import type { Config } from '../config.ts';
import { AppError } from './errors.ts';
import { checkSpreadsheet, SpreadsheetRefused, type SheetRefusal } from './spreadsheet-guard.ts';

export const SHEET_MESSAGES = {
  unreadable: 'The file could not be read. Please upload an xlsx or csv file.',
  tooLarge: (bytes: number) =>
    `The file is too large to read: its contents unpack to more than ${formatSize(bytes)}. Please split it into smaller files.`,
  tooManyRows: (max: number) => `The file has more than ${max} rows. Please split it into smaller files.`,
  tooManyCells: (max: number) => `The file has more than ${max} cells. Please split it into smaller files.`,
} as const;

export type ImportLimits = Pick<Config, 'IMPORT_MAX_UNZIPPED_BYTES' | 'IMPORT_MAX_ROWS' | 'IMPORT_MAX_CELLS'>;

/** An uploaded file as the reader needs it: its name (csv or xlsx) and its bytes. */
export interface SheetFile {
  fileName: string;
  content: Buffer;
}

export interface ReadOptions {
  /** The message refusing the file when its first row is not the expected header (null: the header is fine). */
  header?: (firstRow: readonly string[]) => string | null;
}

const refused = (message: string) => new AppError('validation', message, 'fileId');

function refusalMessage(refusal: SheetRefusal): string {
  if (refusal.reason === 'unreadable') return SHEET_MESSAGES.unreadable;
  if (refusal.reason === 'unzipped-bytes') return SHEET_MESSAGES.tooLarge(refusal.max);
  return refusal.reason === 'rows' ? SHEET_MESSAGES.tooManyRows(refusal.max) : SHEET_MESSAGES.tooManyCells(refusal.max);
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('result' in value && value.result !== undefined) return cellText(value.result as ExcelJS.CellValue);
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value) return String(value.text);
    return '';
  }
  return String(value).trim();
}

const rowCells = (row: ExcelJS.Row) =>
  (Array.isArray(row.values) ? row.values.slice(1) : []).map((v) => cellText(v as ExcelJS.CellValue));

function readCsv(file: SheetFile, limits: ImportLimits): string[][] {
  try {
    return parseCsv(file.content.toString('utf8'), {
      maxRows: limits.IMPORT_MAX_ROWS,
      maxCells: limits.IMPORT_MAX_CELLS,
    });
  } catch (err) {
    if (!(err instanceof TableTooLargeError)) throw err;
    throw refused(err.limit === 'rows' ? SHEET_MESSAGES.tooManyRows(err.max) : SHEET_MESSAGES.tooManyCells(err.max));
  }
}

async function loadWorkbook(file: SheetFile, limits: ImportLimits): Promise<ExcelJS.Workbook> {
  try {
    await checkSpreadsheet(file.content, {
      maxUnzippedBytes: limits.IMPORT_MAX_UNZIPPED_BYTES,
      maxRows: limits.IMPORT_MAX_ROWS,
      maxCells: limits.IMPORT_MAX_CELLS,
    });
  } catch (err) {
    if (err instanceof SpreadsheetRefused) throw refused(refusalMessage(err.refusal));
    throw err;
  }
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(file.content as unknown as ArrayBuffer);
  } catch {
    throw refused(SHEET_MESSAGES.unreadable);
  }
  return workbook;
}

function checkHeader(rows: readonly (readonly string[])[], options: ReadOptions): void {
  const problem = options.header?.(rows[0] ?? []);
  if (problem) throw refused(problem);
}

export async function readCells(file: SheetFile, limits: ImportLimits, options: ReadOptions = {}): Promise<string[][]> {
  const name = file.fileName.toLowerCase();
  if (name.endsWith('.csv')) {
    const rows = readCsv(file, limits);
    checkHeader(rows, options);
    return rows;
  }
  if (!name.endsWith('.xlsx')) throw refused(SHEET_MESSAGES.unreadable);
  const sheet = (await loadWorkbook(file, limits)).worksheets[0];
  if (!sheet) return [];
  checkHeader([rowCells(sheet.getRow(1))], options);
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
    rows[rowNumber - 1] = rowCells(row);
  });
  return Array.from(rows, (row) => row ?? []);
}
