/**
 * The reports' wire (issue 19; the spec names no calls): GET /api/Report/Get/{reportName} (a page, the totals and the
 * chart of the filtered set), GET /api/Report/Export/{reportName} (xlsx or pdf of the filtered set) and GET
 * /api/Report/FilterOptions/{reportName} (the entities and corridors the reader may filter on).
 */
import { z } from 'zod';
import { UNITS } from '../api/units.ts';
import { pageQuerySchema } from '../api/envelope.ts';
import { dateFilterField } from '../calendar/dates.ts';
import { recordIdParam } from '../validation/number-input.ts';
import { REPORT_KEYS, type ReportDefinition } from './report-catalog.ts';

export const reportParamsSchema = z.object({
  reportName: z.enum(REPORT_KEYS, { error: 'Unknown report' }),
});

export const REPORT_EXPORT_FORMATS = ['xlsx', 'pdf'] as const;
export type ReportExportFormat = (typeof REPORT_EXPORT_FORMATS)[number];

/** What every report's query may carry; a report reads the filters it has (reportQueryOf narrows them). */
export const reportQueryWireSchema = pageQuerySchema.extend({
  fromDate: dateFilterField('From Date'),
  toDate: dateFilterField('To Date'),
  type: z.string().trim().max(60).optional(),
  status: z.string().trim().max(60).optional(),
  entityId: recordIdParam().optional(),
  corridorId: recordIdParam().optional(),
  sortBy: z.string().trim().max(60).optional(),
  sortOrder: z.enum(['asc', 'desc']).optional(),
  format: z.enum(REPORT_EXPORT_FORMATS).default('xlsx'),
});
export type ReportQueryWire = z.output<typeof reportQueryWireSchema>;

/** A report's filters after its own checks: options of its lists only, To Date not before From Date. */
export interface ReportQuery {
  pageNumber: number;
  pageSize: number;
  fromDate?: string;
  toDate?: string;
  type?: string;
  status?: string;
  entityId?: number;
  corridorId?: number;
  sortBy: string;
  sortOrder: 'asc' | 'desc';
}

export interface ReportQueryIssue {
  path: string;
  message: string;
}

/** The wire query checked against one report: its filters' options, its sortable columns. */
export function reportQueryOf(def: ReportDefinition, q: ReportQueryWire): ReportQuery | ReportQueryIssue {
  const { filters } = def;
  // A filter the report does not have is ignored; one it has takes only its options.
  const notIn = (value: string | undefined, options?: readonly { value: string }[]) =>
    options !== undefined && value !== undefined && value !== '' && !options.some((o) => o.value === value);
  if (q.fromDate && q.toDate && q.toDate < q.fromDate) {
    return { path: 'toDate', message: 'To Date must not be before From Date' };
  }
  if (notIn(q.type, filters.type?.options))
    return { path: 'type', message: `${filters.type?.label ?? 'Type'} is not valid` };
  if (notIn(q.status, filters.status?.options)) return { path: 'status', message: 'Status is not valid' };
  const sortable = def.columns.filter((c) => c.sortable !== false).map((c) => c.key);
  if (q.sortBy && !sortable.includes(q.sortBy))
    return { path: 'sortBy', message: 'Sort By is not a column of this report' };
  return {
    pageNumber: q.pageNumber,
    pageSize: q.pageSize,
    ...(filters.dateRange && q.fromDate ? { fromDate: q.fromDate } : {}),
    ...(filters.dateRange && q.toDate ? { toDate: q.toDate } : {}),
    ...(filters.type && q.type ? { type: q.type } : {}),
    ...(filters.status && q.status ? { status: q.status } : {}),
    ...(filters.entity && q.entityId ? { entityId: q.entityId } : {}),
    ...(filters.corridor && q.corridorId ? { corridorId: q.corridorId } : {}),
    sortBy: q.sortBy || def.defaultSort.key,
    sortOrder: q.sortOrder ?? (q.sortBy ? 'asc' : def.defaultSort.order),
  };
}

export const isReportQueryIssue = (q: ReportQuery | ReportQueryIssue): q is ReportQueryIssue => 'message' in q;

const cell = z.union([z.string(), z.number(), z.null()]);

export const reportChartSchema = z.object({
  /** One point per month ('YYYY-MM'), age band, block label or category value. */
  points: z.array(z.object({ x: z.string(), values: z.record(z.string(), z.number()).describe(UNITS.reportFigures) })),
});
export type ReportChartData = z.infer<typeof reportChartSchema>;

export const reportPageSchema = z.object({
  rows: z.array(z.record(z.string(), cell).describe(UNITS.reportFigures)),
  dataCount: z.number(),
  /** Sums of the columns marked `total` over the whole filtered set (not the page). */
  totals: z.record(z.string(), z.number()).describe(UNITS.reportFigures),
  chart: reportChartSchema.nullable(),
});
export type ReportPage = z.infer<typeof reportPageSchema>;

export const reportFilterOptionsSchema = z.object({
  entities: z.array(z.object({ value: z.number(), label: z.string() })),
  corridors: z.array(z.object({ value: z.number(), label: z.string() })),
});
export type ReportFilterOptions = z.infer<typeof reportFilterOptionsSchema>;

/** Age bands of the pending reports' chart (days since submission). */
export const AGE_BANDS = [
  { label: '0–3 days', upTo: 3 },
  { label: '4–7 days', upTo: 7 },
  { label: '8–15 days', upTo: 15 },
  { label: '16–30 days', upTo: 30 },
  { label: 'Over 30 days', upTo: null },
] as const;
