/**
 * A record's timeline as a PDF on the portal's frame: what the record is, then a table of its steps (who, role,
 * action, from and to status, reasons by their labels, comments, time in IST) whose cells wrap; the header row repeats on every page.
 */
import { TIMELINE_EXPORT_COLUMNS, formatDisplayDateTime, timelineExportCells } from '@stoa/shared';
import { INK, heading, keyValue, start, tableRow, tableRowHeight } from '../../platform/pdf.ts';
import type { RecordTimeline } from './timeline-sources.ts';

const LEFT = 48;
/** Widths of TIMELINE_EXPORT_COLUMNS across the A4 text width (499 pt). */
const WIDTHS = [62, 56, 54, 60, 58, 58, 76, 75] as const;
const FONT_SIZE = 8;
const PAGE_BOTTOM = 790;

const rowStyle = (isHeader: boolean) => ({ left: LEFT, widths: WIDTHS, fontSize: FONT_SIZE, bold: isHeader });

function drawSteps(doc: PDFKit.PDFDocument, record: RecordTimeline): void {
  tableRow(doc, TIMELINE_EXPORT_COLUMNS, rowStyle(true));
  for (const entry of record.timeline) {
    const cells = timelineExportCells(entry);
    if (doc.y + tableRowHeight(doc, cells, rowStyle(false)) > PAGE_BOTTOM) {
      doc.addPage();
      tableRow(doc, TIMELINE_EXPORT_COLUMNS, rowStyle(true));
    }
    tableRow(doc, cells, rowStyle(false));
  }
}

/** Uncompressed: a page or two of text that a test can read back. */
export function renderTimelinePdf(record: RecordTimeline, exportedAt: Date): Promise<Buffer> {
  const { doc, done } = start(`Timeline of ${record.title}`, false);
  keyValue(doc, 'Reference', record.reference);
  keyValue(doc, 'Number of steps', String(record.timeline.length));
  keyValue(doc, 'Exported (IST)', formatDisplayDateTime(exportedAt));
  heading(doc, 'Steps');
  if (record.timeline.length === 0) doc.fontSize(9.5).fillColor(INK).text('No steps recorded yet.', LEFT);
  else drawSteps(doc, record);
  doc.end();
  return done;
}
