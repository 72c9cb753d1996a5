/**
 * The filters of the monthly TDS list: the month (MM/YYYY) and the challan's status. They live in the URL; the list
 * call and Download send the ones that are well formed.
 */
import {
  MONTH_PATTERN,
  TDS_CHALLAN_STATUSES,
  TDS_CHALLAN_STATUS_LABELS,
  type MonthlyTdsQuery,
  type TdsChallanStatus,
} from '@stoa/shared';
import type { FilterField } from '../../../components/data-table/filter-panel.tsx';
import type { UrlPaging } from '../../../components/data-table/use-url-paging.ts';
import { labelOptions } from '../../../components/crud/options.ts';

export const CHALLAN_FILTER_KEYS = ['month', 'challanStatus'] as const;
export type ChallanFilter = (typeof CHALLAN_FILTER_KEYS)[number];

export const CHALLAN_FILTER_FIELDS: readonly FilterField<ChallanFilter>[] = [
  { name: 'month', label: 'Month', type: 'month' },
  {
    name: 'challanStatus',
    label: 'Status',
    options: labelOptions(TDS_CHALLAN_STATUSES, (status) => TDS_CHALLAN_STATUS_LABELS[status]),
  },
];

const isStatus = (value: string | undefined): value is TdsChallanStatus =>
  (TDS_CHALLAN_STATUSES as readonly string[]).includes(value ?? '');

/** The list call's query; `applicationId` (from the address): that application's months only. */
export function challanListQuery({ query }: UrlPaging<ChallanFilter>, applicationId: number | null): MonthlyTdsQuery {
  return {
    pageNumber: query.pageNumber,
    pageSize: query.pageSize,
    month: query.month && MONTH_PATTERN.test(query.month) ? query.month : undefined,
    challanStatus: isStatus(query.challanStatus) ? query.challanStatus : undefined,
    ...(applicationId === null ? {} : { applicationId }),
  };
}
