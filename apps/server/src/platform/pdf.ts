/**
 * The portal's PDF frame (pdfkit): the letterhead and title, label–value lines and section headings. Registration,
 * application and clearance documents draw on it.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
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
let fontFiles: Record<string, Buffer> | undefined;

function fonts(): Record<string, Buffer> {
  const require = createRequire(import.meta.url);
  fontFiles ??= Object.fromEntries(
    [FONT, BOLD_FONT].map((name) => [name, readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${name}.ttf`))]),
  );
  return fontFiles;
}

/** A pdfkit document with the portal's fonts registered and the text font chosen. */
export function newDocument(options: PDFKit.PDFDocumentOptions): PDFKit.PDFDocument {
  const doc = new PDFDocument(options);
  for (const [name, file] of Object.entries(fonts())) doc.registerFont(name, file);
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
