/**
 * A list as the screen shows it and as its downloaded Excel file holds it, each as rows keyed by column header, so
 * a test can check that the file says what the screen says (issue 15 Excel out) and that it is real Excel: dates as
 * Date cells, figures as numbers, the header frozen, filters on (issue 36).
 */
import ExcelJS from 'exceljs';
import type { Locator, Page } from 'playwright-core';
import { formatDisplayDate, formatDisplayDateTime, formatDisplayReceiptTime } from '@stoa/shared';

export type TableRows = Record<string, string>[];

/** The grid's rows keyed by header text (the screen's words, '' for a blank cell). */
export async function gridRowsOf(grid: Locator): Promise<TableRows> {
  return grid.evaluate((root) => {
    const headers = new Map<string, string>();
    for (const header of root.querySelectorAll<HTMLElement>('[role="columnheader"][data-field]')) {
      headers.set(header.dataset['field']!, (header.textContent ?? '').trim());
    }
    return [...root.querySelectorAll('[role="row"][data-id]')].map((row) => {
      const cells: Record<string, string> = {};
      for (const cell of row.querySelectorAll<HTMLElement>('[role="gridcell"][data-field]')) {
        const header = headers.get(cell.dataset['field']!);
        if (header) cells[header] = (cell.textContent ?? '').trim();
      }
      return cells;
    });
  });
}

/** What a data cell of a downloaded sheet is: real Excel has dates as Date cells and figures as numbers (issue 36). */
export type SheetCellType = 'date' | 'number' | 'text';

/** IST is UTC+05:30: a Date cell holds the IST wall clock read as UTC, the instant it stands for is 5 h 30 min before. */
const IST_MS = 330 * 60_000;

/** A Date cell as the screen writes it, by its number format ('mmm dd, yyyy', '… h:mm AM/PM', 'hh:mm'). */
function shownDate(value: Date, numFmt: string): string {
  const iso = value.toISOString();
  if (!numFmt.includes('y')) return iso.slice(11, 16);
  if (!numFmt.includes('h')) return formatDisplayDate(iso.slice(0, 10));
  const instant = new Date(value.getTime() - IST_MS);
  return numFmt.includes('ss') ? formatDisplayReceiptTime(instant) : formatDisplayDateTime(instant);
}

/** A cell as the screen writes it (figures with two decimals, without grouping), and its type. */
function cellOf(cell: ExcelJS.Cell): { text: string; type: SheetCellType | null } {
  const value = cell.value;
  if (value instanceof Date) return { text: shownDate(value, cell.numFmt), type: 'date' };
  if (typeof value === 'number') {
    return { text: cell.numFmt.includes('.00') ? value.toFixed(2) : String(value), type: 'number' };
  }
  return { text: String(value ?? ''), type: value === null || value === undefined ? null : 'text' };
}

/**
 * The first sheet of a downloaded file: its rows keyed by the header row, as the screen writes them; each column's
 * cell type (the last non-empty cell's); whether the header row is frozen; the autofilter's range.
 */
export async function xlsxFileOf(file: string) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const sheet = workbook.worksheets[0]!;
  const headers = (sheet.getRow(1).values as unknown[]).map((v) => String(v ?? ''));
  const rows: TableRows = [];
  const types: Record<string, SheetCellType> = {};
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    const cells: Record<string, string> = {};
    headers.forEach((header, column) => {
      if (header === '') return;
      const { text, type } = cellOf(row.getCell(column));
      cells[header] = text;
      if (type) types[header] = type;
    });
    rows.push(cells);
  });
  const isFrozen = sheet.views[0]?.state === 'frozen' && (sheet.views[0] as { ySplit?: number }).ySplit === 1;
  return { rows, types, isFrozen, filter: sheet.autoFilter as string | undefined };
}

/** The first sheet's rows keyed by its header row, as the screen writes them. */
export async function xlsxRowsOf(file: string): Promise<TableRows> {
  return (await xlsxFileOf(file)).rows;
}

/** Opens the list's Download menu and saves the chosen format; the file's path. */
export async function downloadList(page: Page, format: 'Excel (.xlsx)' | 'CSV (.csv)'): Promise<string> {
  await page.getByRole('button', { name: 'Download', exact: true }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: format }).click(),
  ]);
  return (await download.path())!;
}
