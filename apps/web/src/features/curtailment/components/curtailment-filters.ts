/** The filters of the applied curtailments: the dates they cover (From Date, To Date), in the URL. */
import { isIsoDate } from '@stoa/shared';
import type { FilterField } from '../../../components/data-table/filter-panel.tsx';
import type { UrlPaging } from '../../../components/data-table/use-url-paging.ts';
import type { CurtailmentListQuery } from '../api/get-curtailments.ts';

export const CURTAILMENT_FILTER_KEYS = ['fromDate', 'toDate'] as const;
export type CurtailmentFilter = (typeof CURTAILMENT_FILTER_KEYS)[number];

export const CURTAILMENT_FILTER_FIELDS: readonly FilterField<CurtailmentFilter>[] = [
  { name: 'fromDate', label: 'From Date', type: 'date' },
  { name: 'toDate', label: 'To Date', type: 'date' },
];

const dateOrNothing = (value: string | undefined) => (value && isIsoDate(value) ? value : undefined);

/** The list call's query from the URL: a value that is not a date is left out. */
export function curtailmentListQuery({ query }: UrlPaging<CurtailmentFilter>): CurtailmentListQuery {
  const fromDate = dateOrNothing(query.fromDate);
  const toDate = dateOrNothing(query.toDate);
  return {
    pageNumber: query.pageNumber,
    pageSize: query.pageSize,
    ...(fromDate ? { fromDate } : {}),
    ...(toDate ? { toDate } : {}),
  };
}
