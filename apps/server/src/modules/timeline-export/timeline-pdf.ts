/**
 * A record's timeline as a PDF on the portal's frame: what the record is, then a table of its steps (who, role,
 * action, from and to status, comments, time in IST) whose cells wrap; the header row repeats on every page.
 */
import { TIMELINE_EXPORT_COLUMNS, formatDisplayDateTime, timelineExportCells } from '@stoa/shared';
import { BOLD_FONT, BRAND, FONT, INK, heading, keyValue, start } from '../../platform/pdf.ts';
import type { RecordTimeline } from './timeline-sources.ts';

const LEFT = 48;
/** Widths of TIMELINE_EXPORT_COLUMNS across the A4 text width (499 pt). */
const WIDTHS = [72, 66, 64, 70, 66, 66, 95] as const;
const PADDING = 3;
const FONT_SIZE = 8;
const PAGE_BOTTOM = 790;

function heightOf(doc: PDFKit.PDFDocument, cells: readonly string[]): number {
  doc.fontSize(FONT_SIZE);
  const heights = cells.map((text, i) => doc.heightOfString(text || ' ', { width: WIDTHS[i]! - PADDING }));
  return Math.max(...heights) + 2 * PADDING;
}

function drawRow(doc: PDFKit.PDFDocument, cells: readonly string[], isHeader: boolean): void {
  const height = heightOf(doc, cells);
  const top = doc.y;
  let x = LEFT;
  doc.fontSize(FONT_SIZE).font(isHeader ? BOLD_FONT : FONT);
  cells.forEach((text, i) => {
    doc.fillColor(isHeader ? BRAND : INK).text(text, x, top + PADDING, { width: WIDTHS[i]! - PADDING });
    x += WIDTHS[i]!;
  });
  doc
    .moveTo(LEFT, top + height)
    .lineTo(x, top + height)
    .lineWidth(0.5)
    .strokeColor('#c5ccd3')
    .stroke();
  doc.font(FONT);
  doc.x = LEFT;
  doc.y = top + height;
}

function drawSteps(doc: PDFKit.PDFDocument, record: RecordTimeline): void {
  drawRow(doc, TIMELINE_EXPORT_COLUMNS, true);
  for (const entry of record.timeline) {
    const cells = timelineExportCells(entry);
    if (doc.y + heightOf(doc, cells) > PAGE_BOTTOM) {
      doc.addPage();
      drawRow(doc, TIMELINE_EXPORT_COLUMNS, true);
    }
    drawRow(doc, cells, false);
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
