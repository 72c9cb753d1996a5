/**
 * The portal's PDF frame (pdfkit): the letterhead and title, label–value lines and section headings. Registration,
 * application and clearance documents draw on it.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';

export const INK = '#1b2733';
export const BRAND = '#0d3b66';
export const HIGHLIGHT = '#fff3b0';

/**
 * Every document's text is DejaVu Sans (npm `dejavu-fonts-ttf`, embedded as a subset): pdfkit's built-in Helvetica
 * has no ₹ and no arrows. The names below are what the documents pass to `doc.font`.
 */
export const FONT = 'DejaVuSans';
export const BOLD_FONT = 'DejaVuSans-Bold';
let parsedFonts: Record<string, fontkit.Font> | undefined;

/**
 * The fonts, parsed once per process (issue 35: parsing them for every document took a fifth of a busy instance's
 * CPU in the soak). pdfkit takes a parsed font wherever it takes a file and subsets it per document; what fontkit
 * keeps inside it (glyphs, layouts) is a cache, the same for every document.
 */
function fonts(): Record<string, fontkit.Font> {
  const require = createRequire(import.meta.url);
  const parse = (name: string) =>
    // A .ttf holds one font (a collection is a .ttc).
    fontkit.create(readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${name}.ttf`))) as fontkit.Font;
  parsedFonts ??= Object.fromEntries([FONT, BOLD_FONT].map((name) => [name, parse(name)]));
  return parsedFonts;
}

/** A pdfkit document with the portal's fonts registered and the text font chosen. */
export function newDocument(options: PDFKit.PDFDocumentOptions): PDFKit.PDFDocument {
  const doc = new PDFDocument(options);
  // pdfkit's types name only files; its code also takes a parsed font (PDFFontFactory.open).
  for (const [name, font] of Object.entries(fonts())) doc.registerFont(name, font as unknown as Uint8Array);
  return doc.font(FONT);
}

/** `compress: false` keeps the text readable in the file (the comparison: small, and checkable by a test). */
export function start(title: string, compress = true): { doc: PDFKit.PDFDocument; done: Promise<Buffer> } {
  const doc = newDocument({ size: 'A4', margin: 48, compress, info: { Title: title } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.fontSize(18).fillColor(BRAND).text('State Load Despatch Centre — STOA Portal');
  doc.moveDown(0.2).fontSize(13).fillColor(INK).text(title);
  doc.moveDown(0.6);
  return { doc, done };
}

export function keyValue(doc: PDFKit.PDFDocument, label: string, value: string) {
  const y = doc.y;
  doc.fontSize(9.5).fillColor('#55606b').text(label, 48, y, { width: 190 });
  const labelBottom = doc.y;
  doc.fillColor(INK).text(value, 248, y, { width: 300 });
  doc.y = Math.max(labelBottom, doc.y) + 2;
}

export function heading(doc: PDFKit.PDFDocument, text: string) {
  if (doc.y > 720) doc.addPage();
  doc.moveDown(0.5).fontSize(12).fillColor(BRAND).text(text, 48).moveDown(0.2);
}

export interface TableRowStyle {
  left: number;
  widths: readonly number[];
  fontSize: number;
  bold: boolean;
  /** Per column; default left. */
  aligns?: readonly ('left' | 'right')[];
}

const CELL_PADDING = 3;

/** A table row's height: its tallest cell, wrapped to its column. */
export function tableRowHeight(doc: PDFKit.PDFDocument, cells: readonly string[], style: TableRowStyle): number {
  doc.fontSize(style.fontSize).font(style.bold ? BOLD_FONT : FONT);
  const heights = cells.map((text, i) =>
    doc.heightOfString(text || ' ', { width: style.widths[i]! - 2 * CELL_PADDING }),
  );
  return Math.max(...heights) + 2 * CELL_PADDING;
}

/** One row of a table at doc.y: cells wrapped in their columns, a hairline under it; doc.y moves below it. */
export function tableRow(doc: PDFKit.PDFDocument, cells: readonly string[], style: TableRowStyle): void {
  const height = tableRowHeight(doc, cells, style);
  const top = doc.y;
  let x = style.left;
  doc.fontSize(style.fontSize).font(style.bold ? BOLD_FONT : FONT);
  cells.forEach((text, i) => {
    const width = style.widths[i]!;
    doc.fillColor(style.bold ? BRAND : INK).text(text, x + CELL_PADDING, top + CELL_PADDING, {
      width: width - 2 * CELL_PADDING,
      align: style.aligns?.[i] ?? 'left',
    });
    x += width;
  });
  doc
    .moveTo(style.left, top + height)
    .lineTo(x, top + height)
    .lineWidth(0.5)
    .strokeColor('#c5ccd3')
    .stroke();
  doc.font(FONT);
  doc.x = style.left;
  doc.y = top + height;
}
