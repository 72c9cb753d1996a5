/**
 * A report's filter panel and call query (issue 19): only the filters its definition names — the date range (with
 * what it is read against under the boxes), its Type and Status selects, Entity (when the reader has entities to
 * choose from) and Corridor. They live in the URL; the call sends the ones that are the report's and well formed.
 */
import { isIsoDate, type ReportDefinition, type ReportFilterOptions } from '@stoa/shared';
import type { FilterField } from '../../../components/data-table/filter-panel.tsx';
import type { UrlPaging } from '../../../components/data-table/use-url-paging.ts';
import type { ReportCallQuery } from '../api/get-report.ts';
import type { ReportSort } from './report-sort.ts';

export const REPORT_FILTER_KEYS = ['fromDate', 'toDate', 'type', 'status', 'entityId', 'corridorId'] as const;
export type ReportFilter = (typeof REPORT_FILTER_KEYS)[number];

export const ENTITY_LABEL = 'Entity';
export const CORRIDOR_LABEL = 'Corridor';

/** The URL keys a report reads, in the panel's order. */
export function reportFilterKeys({ filters }: ReportDefinition): ReportFilter[] {
  return [
    ...(filters.dateRange ? (['fromDate', 'toDate'] as const) : []),
    ...(filters.type ? (['type'] as const) : []),
    ...(filters.status ? (['status'] as const) : []),
    ...(filters.entity ? (['entityId'] as const) : []),
    ...(filters.corridor ? (['corridorId'] as const) : []),
  ];
}

const asOptions = (list: readonly { value: number; label: string }[] | undefined) =>
  (list ?? []).map((o) => ({ value: String(o.value), label: o.label }));

/** The panel's boxes; Entity only once the reader's entities are known and there are some (never an applicant's). */
export function reportFilterFields(
  { filters }: ReportDefinition,
  options: ReportFilterOptions | undefined,
): FilterField<ReportFilter>[] {
  const fields: FilterField<ReportFilter>[] = [];
  if (filters.dateRange) {
    const helperText = filters.dateRange;
    fields.push({ name: 'fromDate', label: 'From Date', type: 'date', helperText });
    fields.push({ name: 'toDate', label: 'To Date', type: 'date', helperText });
  }
  if (filters.type) fields.push({ name: 'type', label: filters.type.label, options: filters.type.options });
  if (filters.status) fields.push({ name: 'status', label: 'Status', options: filters.status.options });
  if (filters.entity && (options?.entities.length ?? 0) > 0) {
    fields.push({ name: 'entityId', label: ENTITY_LABEL, options: asOptions(options?.entities) });
  }
  if (filters.corridor) {
    fields.push({ name: 'corridorId', label: CORRIDOR_LABEL, options: asOptions(options?.corridors) });
  }
  return fields;
}

const isOneOf = (value: string | undefined, options: readonly { value: string }[] | undefined) =>
  value !== undefined && (options ?? []).some((o) => o.value === value);
const isId = (value: string | undefined) => value !== undefined && /^[1-9]\d{0,9}$/.test(value);
const isDate = (value: string | undefined) => value !== undefined && isIsoDate(value);

/**
 * The call's query from the URL: the report's own filters with a sound value (a hand-edited URL never reaches the API),
 * then the order in force.
 */
export function reportCallQuery(
  { filters }: ReportDefinition,
  { query }: UrlPaging<ReportFilter>,
  sort: ReportSort,
): ReportCallQuery {
  const keep = (name: ReportFilter, isSound: boolean) => (isSound ? { [name]: query[name] } : {});
  return {
    pageNumber: query.pageNumber,
    pageSize: query.pageSize,
    ...keep('fromDate', !!filters.dateRange && isDate(query.fromDate)),
    ...keep('toDate', !!filters.dateRange && isDate(query.toDate)),
    ...keep('type', isOneOf(query.type, filters.type?.options)),
    ...keep('status', isOneOf(query.status, filters.status?.options)),
    ...keep('entityId', !!filters.entity && isId(query.entityId)),
    ...keep('corridorId', !!filters.corridor && isId(query.corridorId)),
    sortBy: sort.sortBy,
    sortOrder: sort.sortOrder,
  };
}
