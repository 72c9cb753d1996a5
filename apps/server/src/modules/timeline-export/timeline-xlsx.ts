/**
 * A record's timeline as an xlsx: one sheet 'Timeline', a bold frozen header row, one row per step, oldest first.
 * Times are text in the house format on the business clock (docs/DECISIONS.md: why not Excel date cells).
 */
import ExcelJS from 'exceljs';
import { TIMELINE_EXPORT_COLUMNS, timelineExportCells } from '@stoa/shared';
import type { RecordTimeline } from './timeline-sources.ts';

export const TIMELINE_SHEET = 'Timeline';
/** Column widths in characters, per TIMELINE_EXPORT_COLUMNS. */
const WIDTHS = [22, 24, 22, 26, 26, 26, 60] as const;

export async function renderTimelineXlsx(record: RecordTimeline): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'STOA Portal';
  workbook.title = `Timeline of ${record.title} (${record.reference})`;
  const sheet = workbook.addWorksheet(TIMELINE_SHEET, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = TIMELINE_EXPORT_COLUMNS.map((header, i) => ({ header, width: WIDTHS[i] }));
  sheet.getRow(1).font = { bold: true };
  for (const entry of record.timeline) sheet.addRow(timelineExportCells(entry));
  sheet.getColumn(TIMELINE_EXPORT_COLUMNS.length).alignment = { wrapText: true, vertical: 'top' };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
