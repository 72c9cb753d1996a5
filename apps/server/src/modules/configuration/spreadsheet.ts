/**
 * Cells of the first sheet of an uploaded xlsx or csv, as text; dates read by the spreadsheet as YYYY-MM-DD.
 * (xls and xlsb are accepted as documents but cannot be read here: exceljs reads xlsx only.)
 */
import ExcelJS from 'exceljs';
import { parseCsv } from '@stoa/shared';
import { AppError } from '../../platform/errors.ts';
import type { StoredFile } from '../file/file.service.ts';

export const SHEET_MESSAGES = {
  unreadable: 'The file could not be read. Please upload an xlsx or csv file.',
} as const;

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

export async function readCells(file: StoredFile): Promise<string[][]> {
  if (file.fileName.toLowerCase().endsWith('.csv')) return parseCsv(file.content.toString('utf8'));
  if (!file.fileName.toLowerCase().endsWith('.xlsx'))
    throw new AppError('validation', SHEET_MESSAGES.unreadable, 'fileId');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(file.content as unknown as ArrayBuffer);
  } catch {
    throw new AppError('validation', SHEET_MESSAGES.unreadable, 'fileId');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
    const values = Array.isArray(row.values) ? row.values.slice(1) : [];
    rows[rowNumber - 1] = values.map((v) => cellText(v as ExcelJS.CellValue));
  });
  return Array.from(rows, (row) => row ?? []);
}
