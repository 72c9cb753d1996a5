/**
 * The text of an uncompressed pdfkit PDF (standard fonts write text as hex strings in TJ arrays): enough for a
 * test to check what a PDF says. One line per text-showing operator.
 */
export function pdfText(pdf: string | Buffer): string {
  const source = typeof pdf === 'string' ? pdf : pdf.toString('latin1');
  const lines: string[] = [];
  for (const match of source.matchAll(/\[((?:\s*<[0-9a-fA-F]*>\s*-?[\d.]*)+)\]\s*TJ/g)) {
    const hex = [...match[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]!).join('');
    lines.push(Buffer.from(hex, 'hex').toString('latin1'));
  }
  return lines.join('\n');
}
