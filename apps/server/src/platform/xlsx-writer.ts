/**
 * THE xlsx writer of every server download (lists, reports, timelines): shared's sheet parts (file/xlsx-parts.ts — a
 * frozen bold header, an autofilter, fitted widths, dates as Excel dates and numbers in their formats, inline strings)
 * streamed into a deflated zip (zip-writer.ts) as rows arrive. Text a spreadsheet would run as a formula arrives
 * already made inert (shared `inertText`). About ten times as fast as exceljs's streaming writer on 100,000 rows
 * (bench:reports).
 */
import type { Writable } from 'node:stream';
import { XLSX_SHEET_PART, sheetXmlWriter, xlsxFrameParts, type SheetColumn, type SheetRow } from '@stoa/shared';
import { ZipWriter } from './zip-writer.ts';

async function* sheetXml(columns: readonly SheetColumn[], pages: AsyncIterable<readonly SheetRow[]>) {
  const sheet = sheetXmlWriter(columns);
  const iterator = pages[Symbol.asyncIterator]();
  // The widths fit the first page: the columns come before the rows in the sheet, and the file is not held.
  try {
    const first = await iterator.next();
    const firstRows = first.done ? [] : first.value;
    yield sheet.start(firstRows);
    yield sheet.rows(firstRows);
    for (let page = await iterator.next(); !page.done; page = await iterator.next()) yield sheet.rows(page.value);
    yield sheet.end();
  } finally {
    await iterator.return?.();
  }
}

/** The workbook into `out` (ended when done); `pages` yields rows of cells in the columns' order. */
export async function writeXlsx(
  out: Writable,
  sheetName: string,
  columns: readonly SheetColumn[],
  pages: AsyncIterable<readonly SheetRow[]>,
  at = new Date(),
): Promise<void> {
  const zip = new ZipWriter(out, at);
  for (const [name, xml] of xlsxFrameParts(sheetName)) await zip.entry(name, [xml]);
  await zip.entry(XLSX_SHEET_PART, sheetXml(columns, pages));
  await zip.finish();
}
