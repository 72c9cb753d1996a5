/**
 * A report's cells as every output shows them (screen, PDF) and as a file keeps them (numbers stay numbers, dates
 * dates: file/sheet-cells.ts). One formatter per unit: format/numbers.ts and calendar/dates.ts.
 */
import { formatDisplayDate, formatDisplayDateTime } from '../calendar/dates.ts';
import type { CellKind, CellValue } from '../file/sheet-cells.ts';
import { columnOfKind, type ExportColumn } from '../file/table-export.ts';
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

/** The file kind of each report cell kind: MW and MWh are quantities, an instant a date-time. */
const FILE_KINDS: Record<ReportColumn['kind'], CellKind> = {
  text: 'text',
  identifier: 'identifier',
  date: 'date',
  instant: 'dateTime',
  count: 'count',
  mw: 'quantity',
  mwh: 'quantity',
  money: 'money',
  percent: 'percent',
};

/**
 * A cell as a file keeps it: MW, MWh, % and rupees as numbers in their units, counts as numbers, dates and instants as
 * the row has them (the file writes Excel dates, or ISO in csv), text in its words.
 */
export function sheetValue(column: ReportColumn, value: ReportCell | undefined): CellValue {
  if (value === null || value === undefined) return null;
  switch (column.kind) {
    case 'money':
    case 'mw':
    case 'mwh':
    case 'percent':
      return Number(value) / 100;
    case 'count':
      return Number(value);
    case 'date':
    case 'instant':
      return String(value);
    default:
      return formatReportCell(column, value);
  }
}

/** The report's columns as a list file's columns (platform table export writes them). */
export function reportExportColumns(def: ReportDefinition): ExportColumn<ReportRow>[] {
  return def.columns.map((c) =>
    columnOfKind(c.header, FILE_KINDS[c.kind], (row: ReportRow) => sheetValue(c, row[c.key])),
  );
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
