import { describe, expect, it } from 'vitest';
import { columnWidths, sheetXmlWriter } from './xlsx-parts.ts';

/** Longer than the 60 characters a column may take. */
const UTR = `HDFCR${'1234567890'.repeat(7)}`;

describe('xlsx column widths', () => {
  it('caps a text column at 60 characters but never an identifier: a number is never cut', () => {
    const [text, identifier] = columnWidths(
      [
        { header: 'Remarks', kind: 'text' },
        { header: 'UTR No.', kind: 'identifier' },
      ],
      [[UTR, UTR]],
    );
    expect(text).toBe(60);
    expect(identifier).toBeGreaterThan(UTR.length);
  });

  it('writes an identifier as plain text, unwrapped (a long text wraps)', () => {
    const writer = sheetXmlWriter([
      { header: 'Application No', kind: 'identifier' },
      { header: 'Comments', kind: 'longText' },
    ]);
    writer.start([]);
    const row = writer.rows([['STOA/DA/2026/00012', 'Checked']]);
    expect(row).toContain('<c r="A2" t="inlineStr"><is><t>STOA/DA/2026/00012</t></is></c>');
    expect(row).toContain('<c r="B2" s="2" t="inlineStr">');
  });
});
