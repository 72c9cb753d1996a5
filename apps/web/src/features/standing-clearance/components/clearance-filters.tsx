/**
 * The filters of the standing clearance lists (the shared filter panel): Status and Direction for everyone; the SLDC
 * also narrows to the overdue requests and orders by the answer date.
 */
import {
  CLEARANCE_DIRECTIONS,
  CLEARANCE_SORTS,
  CLEARANCE_SORT_LABELS,
  STANDING_CLEARANCE_WORKFLOW,
  isStandingClearanceStatus,
  type Role,
  type StandingClearanceListQuery,
  statusFilterOptionsOf,
} from '@stoa/shared';
import type { FilterField } from '../../../components/data-table/filter-panel.tsx';
import type { UrlPaging } from '../../../components/data-table/use-url-paging.ts';

export const CLEARANCE_FILTER_KEYS = ['status', 'direction', 'overdue', 'sort'] as const;
export type ClearanceFilter = (typeof CLEARANCE_FILTER_KEYS)[number];

/** The filter boxes: applicants see their drafts; only the SLDC has the clock's filter and order. */
export function clearanceFilterFields(isApplicant: boolean, role: Role | null): FilterField<ClearanceFilter>[] {
  const fields: FilterField<ClearanceFilter>[] = [
    {
      name: 'status',
      label: 'Status',
      options: statusFilterOptionsOf(STANDING_CLEARANCE_WORKFLOW, role, { showsDrafts: isApplicant }),
    },
    { name: 'direction', label: 'Direction', options: CLEARANCE_DIRECTIONS.map((d) => ({ value: d, label: d })) },
  ];
  if (isApplicant) return fields;
  return [
    ...fields,
    { name: 'overdue', label: 'Answer Clock', options: [{ value: 'true', label: 'Overdue only' }] },
    {
      name: 'sort',
      label: 'Order',
      options: CLEARANCE_SORTS.map((s) => ({ value: s, label: CLEARANCE_SORT_LABELS[s] })),
    },
  ];
}

const isDirection = (v: string | undefined): v is 'Buy' | 'Sell' => v === 'Buy' || v === 'Sell';
const isSort = (v: string | undefined): v is 'recent' | 'due' =>
  (CLEARANCE_SORTS as readonly string[]).includes(v ?? '');

/** The list call's query from the URL: values that are not ours are left out. */
export function clearanceListQuery({ query }: UrlPaging<ClearanceFilter>): StandingClearanceListQuery {
  return {
    pageNumber: query.pageNumber,
    pageSize: query.pageSize,
    ...(isStandingClearanceStatus(query.status) ? { status: query.status } : {}),
    ...(isDirection(query.direction) ? { direction: query.direction } : {}),
    ...(query.overdue === 'true' ? { overdue: 'true' as const } : {}),
    ...(isSort(query.sort) ? { sort: query.sort } : {}),
  };
}
