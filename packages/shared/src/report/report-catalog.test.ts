import { describe, expect, it } from 'vitest';
import { ROLES } from '../auth/roles.ts';
import { REPORT_KEYS, REPORT_TITLES, reportsFor } from './report-catalog.ts';
import { REPORTS } from './report-definitions-registry.ts';
import { describeFilters, formatReportCell, reportExportColumns } from './report-cells.ts';
import { reportQueryOf, reportQueryWireSchema } from './report.schemas.ts';

describe('the report catalog (spec §2.6)', () => {
  it('has the 18 keys, STOACharges shown as STU Charges', () => {
    expect(REPORT_KEYS).toHaveLength(18);
    expect(Object.keys(REPORTS).sort()).toEqual([...REPORT_KEYS].sort());
    expect(REPORT_TITLES.STOACharges).toBe('STU Charges');
    expect(REPORTS.RegistrationSummaryReport.title).toBe('Registration Application Status');
  });

  it('gives the SLDC roles 18, applicants 13, the utilities 2 and the Admin none', () => {
    const counts = Object.fromEntries(ROLES.map((r) => [r, reportsFor(r).length]));
    expect(counts).toEqual({
      Admin: 0,
      OABusinessUser: 13,
      Trader: 13,
      SLDCBusinessUser: 18,
      SLDCApproverI: 18,
      SLDCApproverII: 18,
      DISCOMBusinessUser: 2,
      TRANSCOBusinessUser: 2,
    });
    expect(reportsFor('DISCOMBusinessUser')).toEqual(['PendingRegistrations', 'RegistrationSummaryReport']);
  });

  it('names real columns in every default sort and unique column keys', () => {
    for (const def of Object.values(REPORTS)) {
      const keys = def.columns.map((c) => c.key);
      expect(new Set(keys).size, def.key).toBe(keys.length);
      expect(keys, def.key).toContain(def.defaultSort.key);
      expect(def.answers.length, def.key).toBeGreaterThan(20);
    }
  });
});

describe('report cells and queries', () => {
  const def = REPORTS.STOACharges;
  const col = (key: string) => def.columns.find((c) => c.key === key)!;
  it('formats each unit one way: paise as rupees, hundredths as MWh, dates', () => {
    expect(formatReportCell(col('charged'), 123456789)).toBe('₹12,34,567.89');
    expect(formatReportCell(REPORTS.ApplicationDetails.columns[7]!, 36000)).toBe('360.00');
    expect(formatReportCell(REPORTS.ApplicationDetails.columns[5]!, '2026-12-10')).toBe('Dec 10, 2026');
    expect(formatReportCell(REPORTS.ApplicationDetails.columns[1]!, 'DayAhead')).toBe('Day-ahead');
    expect(formatReportCell(col('charged'), null)).toBe('');
  });

  it('keeps numbers as numbers and dates as the row has them in a file, each column with its kind', () => {
    const [, , , charged] = reportExportColumns(def);
    expect(charged!.cell({ charged: 250 })).toBe(2.5);
    expect(charged!.kind).toBe('money');
    const details = reportExportColumns(REPORTS.ApplicationDetails);
    expect(details[5]).toMatchObject({ kind: 'date' });
    expect(details[5]!.cell({ [REPORTS.ApplicationDetails.columns[5]!.key]: '2026-12-10' })).toBe('2026-12-10');
    expect(details[7]).toMatchObject({ kind: 'quantity' });
  });

  it('gives every column of every report a file kind: a date or instant column is never text', () => {
    for (const report of Object.values(REPORTS)) {
      reportExportColumns(report).forEach((column, i) => {
        const kind = report.columns[i]!.kind;
        if (kind === 'date') expect(column.kind, `${report.key} ${column.header}`).toBe('date');
        if (kind === 'instant') expect(column.kind, `${report.key} ${column.header}`).toBe('dateTime');
      });
    }
  });

  it("checks a query against the report's own options", () => {
    const wire = (q: Record<string, string>) => reportQueryWireSchema.parse(q);
    expect(reportQueryOf(def, wire({ type: 'Nope' }))).toEqual({
      path: 'type',
      message: 'Application Type is not valid',
    });
    expect(reportQueryOf(def, wire({ sortBy: 'x' }))).toMatchObject({ path: 'sortBy' });
    expect(reportQueryOf(def, wire({ fromDate: '2026-12-02', toDate: '2026-12-01' }))).toMatchObject({
      path: 'toDate',
    });
    // A filter the report does not have is ignored, not applied.
    expect(reportQueryOf(def, wire({ status: 'Approved', corridorId: '3' }))).toEqual({
      pageNumber: 1,
      pageSize: 10,
      sortBy: 'applicationNo',
      sortOrder: 'desc',
    });
  });

  it('prints the filters in words', () => {
    expect(describeFilters(def, { fromDate: '2026-11-01', type: 'FCFS' }, { entity: 'Arun Ispat' })).toEqual([
      'Raised on: Nov 01, 2026 to the end',
      'Application Type: First Come First Serve',
      'Entity: Arun Ispat',
    ]);
    expect(describeFilters(def, {}, {})).toEqual(['No filters: every record you may see']);
  });
});
