/**
 * A list as the screen shows it and as its downloaded Excel file holds it, each as rows keyed by column header, so
 * a test can check that the file says what the screen says (issue 15 Excel out).
 */
import ExcelJS from 'exceljs';
import type { Locator, Page } from 'playwright-core';

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

/** The first sheet's rows keyed by its header row; numbers as the screen writes them (2 decimals). */
export async function xlsxRowsOf(file: string): Promise<TableRows> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const sheet = workbook.worksheets[0]!;
  const headers = (sheet.getRow(1).values as unknown[]).map((v) => String(v ?? ''));
  const rows: TableRows = [];
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    const cells: Record<string, string> = {};
    headers.forEach((header, column) => {
      if (header === '') return;
      const value = row.getCell(column).value;
      cells[header] = typeof value === 'number' ? value.toFixed(2) : String(value ?? '');
    });
    rows.push(cells);
  });
  return rows;
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
