import { describe, expect, it } from 'vitest';
import { REPORTS, type ReportColumn, type ReportRow } from '@stoa/shared';
import { PDF_ROW_LIMIT, ROWS_PER_TURN, renderReportPdf } from './report-pdf.ts';

const def = REPORTS.ApplicationDetails;
const valueOf = (c: ReportColumn, n: number) =>
  c.kind === 'date'
    ? '2026-12-02'
    : c.kind === 'instant'
      ? '2026-12-02T04:30:00Z'
      : c.kind === 'text'
        ? `text ${n}`
        : n;
const rows: ReportRow[] = Array.from({ length: PDF_ROW_LIMIT }, (_, n) =>
  Object.fromEntries(def.columns.map((c) => [c.key, valueOf(c, n)])),
);

describe('renderReportPdf', () => {
  it('lets the server take other work while a 2,000-row report draws (a turn every ROWS_PER_TURN rows)', async () => {
    let turns = 0;
    let drawing = true;
    const spin = () => {
      if (!drawing) return;
      turns += 1;
      setImmediate(spin);
    };
    setImmediate(spin);
    const pdf = await renderReportPdf({
      def,
      rows,
      dataCount: rows.length,
      totals: {},
      filters: ['All'],
      exportedAt: new Date('2026-12-02T06:00:00Z'),
    });
    drawing = false;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(turns).toBeGreaterThanOrEqual(PDF_ROW_LIMIT / ROWS_PER_TURN - 1);
  });
});
