import { describe, expect, it } from 'vitest';
import { formatDisplayDateTime, formatRate } from '@stoa/shared';
import { pdfText } from '../test/pdf-text.ts';
import { keyValue, start } from './pdf.ts';

describe('the PDF frame', () => {
  it('writes ₹, arrows and IST times as they are (an embedded font that has them)', async () => {
    const { doc, done } = start('Font check', false);
    keyValue(doc, 'Rate', formatRate(0.08, 'RsPerKWh'));
    keyValue(doc, `${formatDisplayDateTime(new Date('2026-11-26T02:00:00Z'))} IST`, 'Submitted → Approved');
    doc.end();
    const text = pdfText(await done);
    expect(text).toContain('₹0.08/kWh');
    expect(text).toContain('Submitted → Approved');
    expect(text).toContain('Nov 26, 2026 7:30 AM IST');
    expect(text).toContain('State Load Despatch Centre — STOA Portal');
  });

  it('keeps each document its own subset of the fonts parsed once, even when two are written at once', async () => {
    const first = start('First', false);
    const second = start('Second', false);
    keyValue(first.doc, 'Ἀθῆναι', '₹1,23,456.78');
    keyValue(second.doc, 'Ωμέγα', 'Submitted → Approved');
    keyValue(first.doc, 'Zeta', 'Ελλάδα');
    first.doc.end();
    second.doc.end();
    const [one, two] = (await Promise.all([first.done, second.done])).map(pdfText);
    expect(one).toContain('₹1,23,456.78');
    expect(one).toContain('Ελλάδα');
    expect(one).not.toContain('Submitted');
    expect(two).toContain('Ωμέγα');
    expect(two).toContain('Submitted → Approved');
    expect(two).not.toContain('₹');
  });
});
