/**
 * A report's cells as every output shows them (screen, PDF) and as a sheet keeps them (xlsx: numbers stay numbers,
 * in MW/MWh/rupees with two decimals). One formatter per unit: format/numbers.ts and calendar/dates.ts.
 */
import { formatDisplayDate, formatDisplayDateTime } from '../calendar/dates.ts';
import type { ExportColumn } from '../file/table-export.ts';
import { formatMw, formatPaise } from '../format/numbers.ts';
import type { ReportCell, ReportColumn, ReportDefinition, ReportRow } from './report-catalog.ts';

/** A cell as text: '₹1,23,456.78', '1,250.50', 'Mar 11, 2026', '75.00%'; an empty value is ''. */
export function formatReportCell(column: ReportColumn, value: ReportCell | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  switch (column.kind) {
    case 'money':
      return formatPaise(Number(value));
    case 'mw':
    case 'mwh':
      return formatMw(Number(value) / 100);
    case 'percent':
      return `${formatMw(Number(value) / 100)}%`;
    case 'count':
      return Number(value).toLocaleString('en-IN');
    case 'date':
      return formatDisplayDate(String(value));
    case 'instant':
      return formatDisplayDateTime(String(value));
    default:
      return column.labels?.[String(value)] ?? String(value);
  }
}

/** A cell as a sheet keeps it: MW, MWh, % and rupees as numbers (the sheet shows two decimals), the rest as text. */
export function sheetValue(column: ReportColumn, value: ReportCell | undefined): string | number | null {
  if (value === null || value === undefined) return null;
  switch (column.kind) {
    case 'money':
    case 'mw':
    case 'mwh':
    case 'percent':
      return Number(value) / 100;
    case 'count':
      return Number(value);
    default:
      return formatReportCell(column, value);
  }
}

/** The report's columns as a list file's columns (platform table export writes them). */
export function reportExportColumns(def: ReportDefinition): ExportColumn<ReportRow>[] {
  return def.columns.map((c) => ({
    header: c.header,
    cell: (row: ReportRow) => sheetValue(c, row[c.key]),
    width: c.width ?? 16,
    ...(c.kind === 'money' ? { isMoney: true } : {}),
    ...(c.kind === 'mw' || c.kind === 'mwh' || c.kind === 'percent' ? { isQuantity: true } : {}),
  }));
}

/** The filters a report was run with, in words (printed on its PDF). */
export function describeFilters(
  def: ReportDefinition,
  q: { fromDate?: string; toDate?: string; type?: string; status?: string },
  names: { entity?: string | null; corridor?: string | null },
): string[] {
  const lines: string[] = [];
  const f = def.filters;
  if (f.dateRange && (q.fromDate || q.toDate)) {
    const from = q.fromDate ? formatDisplayDate(q.fromDate) : 'the start';
    const to = q.toDate ? formatDisplayDate(q.toDate) : 'the end';
    lines.push(`${f.dateRange}: ${from} to ${to}`);
  }
  const label = (options: readonly { value: string; label: string }[] | undefined, v: string) =>
    options?.find((o) => o.value === v)?.label ?? v;
  if (f.type && q.type) lines.push(`${f.type.label}: ${label(f.type.options, q.type)}`);
  if (f.status && q.status) lines.push(`Status: ${label(f.status.options, q.status)}`);
  if (names.entity) lines.push(`Entity: ${names.entity}`);
  if (names.corridor) lines.push(`Corridor: ${names.corridor}`);
  return lines.length > 0 ? lines : ['No filters: every record you may see'];
}
