/**
 * The filters of the refund list: an application number search, and whether to show only the applications with
 * something left to refund. The page opens on All — every application with something refundable, refunded or TDS to
 * reverse — so a refund just recorded (nothing left to refund) does not vanish from the default view.
 */
import type { FilterField } from '../../../components/data-table/filter-panel.tsx';
import type { UrlPaging } from '../../../components/data-table/use-url-paging.ts';
import type { RefundListQuery } from '../api/get-refund-details.ts';

export const REFUND_FILTER_KEYS = ['search', 'onlyRefundable'] as const;
export type RefundFilter = (typeof REFUND_FILTER_KEYS)[number];

export const REFUND_FILTER_FIELDS: readonly FilterField<RefundFilter>[] = [
  { name: 'search', label: 'Application No.' },
  { name: 'onlyRefundable', label: 'Show', options: [{ value: 'true', label: 'Refundable only' }] },
];

export function refundListQuery({ query }: UrlPaging<RefundFilter>): RefundListQuery {
  return {
    pageNumber: query.pageNumber,
    pageSize: query.pageSize,
    search: query.search || undefined,
    onlyRefundable: query.onlyRefundable === 'true' ? 'true' : 'false',
  };
}
