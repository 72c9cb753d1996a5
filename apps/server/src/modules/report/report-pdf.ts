/**
 * A report as a PDF (issue 19): the letterhead, the report's title and one line, the filters it was run with, when
 * and how many rows, then the table (header repeated on every page, landscape A4) and the totals row. At most
 * PDF_ROW_LIMIT rows — a longer report says so and points to the Excel file, which has every row.
 */
import {
  formatDisplayDateTime,
  formatReportCell,
  type ReportColumn,
  type ReportDefinition,
  type ReportRow,
} from '@stoa/shared';
import { BRAND, INK, newDocument, tableRow, tableRowHeight } from '../../platform/pdf.ts';

export const PDF_ROW_LIMIT = 2000;
/**
 * Rows drawn between two turns of the event loop: drawing is synchronous (pdfkit), and a 2,000-row report took the
 * server's one thread for a second or more, stalling every other request of the instance (the soak's lists p99).
 */
export const ROWS_PER_TURN = 20;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
const LEFT = 36;
const TEXT_WIDTH = 770;
const PAGE_BOTTOM = 560;
const FONT_SIZE = 7.5;
const NUMERIC = new Set<ReportColumn['kind']>(['count', 'mw', 'mwh', 'money', 'percent']);

export interface ReportPdfInput {
  def: ReportDefinition;
  rows: readonly ReportRow[];
  dataCount: number;
  totals: Record<string, unknown>;
  filters: readonly string[];
  exportedAt: Date;
}

function widthsOf(columns: readonly ReportColumn[]): number[] {
  const weights = columns.map((c) => c.width ?? 16);
  const sum = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) => (w / sum) * TEXT_WIDTH);
}

type RowStyle = 'header' | 'body' | 'total';

function drawRow(
  doc: PDFKit.PDFDocument,
  def: ReportDefinition,
  cells: readonly string[],
  widths: number[],
  style: RowStyle,
) {
  const row = {
    left: LEFT,
    widths,
    fontSize: FONT_SIZE,
    bold: style !== 'body',
    aligns: def.columns.map((c) => (NUMERIC.has(c.kind) ? ('right' as const) : ('left' as const))),
  };
  if (doc.y + tableRowHeight(doc, cells, row) > PAGE_BOTTOM) {
    doc.addPage();
    if (style !== 'header') drawRow(doc, def, headerOf(def), widths, 'header');
  }
  tableRow(doc, cells, row);
}

const headerOf = (def: ReportDefinition) => def.columns.map((c) => c.header);

function totalsRow(def: ReportDefinition, totals: Record<string, unknown>): string[] {
  return def.columns.map((c, i) =>
    c.total ? formatReportCell(c, Number(totals[c.key] ?? 0)) : i === 0 ? 'Total' : '',
  );
}

/** Compressed once it runs to pages (over 100 rows); a short one stays readable as text. */
export async function renderReportPdf(input: ReportPdfInput): Promise<Buffer> {
  const { def, rows } = input;
  const compress = rows.length > 100;
  const doc = newDocument({ size: 'A4', layout: 'landscape', margin: LEFT, compress, info: { Title: def.title } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.fontSize(15).fillColor(BRAND).text('State Load Despatch Centre — STOA Portal', LEFT);
  doc.moveDown(0.2).fontSize(12).fillColor(INK).text(def.title);
  doc.fontSize(9).fillColor('#55606b').text(def.answers);
  doc
    .moveDown(0.4)
    .fillColor(INK)
    .text(`Filters: ${input.filters.join('; ')}`);
  const shown =
    rows.length < input.dataCount
      ? ` (the first ${rows.length.toLocaleString('en-IN')} are printed; the Excel file has them all)`
      : '';
  doc.text(
    `${input.dataCount.toLocaleString('en-IN')} rows${shown}. Exported ${formatDisplayDateTime(input.exportedAt)} IST.`,
  );
  doc.moveDown(0.5);
  const widths = widthsOf(def.columns);
  drawRow(doc, def, headerOf(def), widths, 'header');
  for (const [i, row] of rows.entries()) {
    if (i > 0 && i % ROWS_PER_TURN === 0) await nextTurn();
    const cells = def.columns.map((c) => formatReportCell(c, row[c.key]));
    drawRow(doc, def, cells, widths, 'body');
  }
  if (rows.length === 0) doc.fontSize(9).fillColor(INK).text('No rows match these filters.', LEFT);
  if (def.columns.some((c) => c.total)) drawRow(doc, def, totalsRow(def, input.totals), widths, 'total');
  doc.end();
  return done;
}
