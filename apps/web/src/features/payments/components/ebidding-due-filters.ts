/**
 * The filters of the e-bidding payments list: a search over the invitation and application numbers, and the due's
 * status. The list is the dues of type EBiddingCharges; the call and Download always name that type.
 */
import { DUE_STATUSES, DUE_STATUS_LABELS, type DueStatus, type DueType, type PaymentListQuery } from '@stoa/shared';
import type { FilterField } from '../../../components/data-table/filter-panel.tsx';
import type { UrlPaging } from '../../../components/data-table/use-url-paging.ts';
import { labelOptions } from '../../../components/crud/options.ts';

export const EBIDDING_DUE_TYPE: DueType = 'EBiddingCharges';

export const EBIDDING_FILTER_KEYS = ['search', 'dueStatus'] as const;
export type EBiddingFilter = (typeof EBIDDING_FILTER_KEYS)[number];

export const EBIDDING_FILTER_FIELDS: readonly FilterField<EBiddingFilter>[] = [
  { name: 'search', label: 'Invitation / Application No.' },
  { name: 'dueStatus', label: 'Status', options: labelOptions(DUE_STATUSES, (s) => DUE_STATUS_LABELS[s]) },
];

const isStatus = (value: string | undefined): value is DueStatus =>
  (DUE_STATUSES as readonly string[]).includes(value ?? '');

export function ebiddingDueQuery({ query }: UrlPaging<EBiddingFilter>): PaymentListQuery {
  return {
    pageNumber: query.pageNumber,
    pageSize: query.pageSize,
    view: 'dues',
    dueType: EBIDDING_DUE_TYPE,
    dueStatus: isStatus(query.dueStatus) ? query.dueStatus : undefined,
    search: query.search || undefined,
    fromDate: undefined,
    toDate: undefined,
  };
}
