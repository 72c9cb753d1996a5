/**
 * The filters of the refund list: an application number search, and whether to show only the applications with
 * something left to refund — which the page opens on (WithDefaultSearch); All shows every application.
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

/** What the page opens on. */
export const REFUND_DEFAULTS = { onlyRefundable: 'true' } as const;

export function refundListQuery({ query }: UrlPaging<RefundFilter>): RefundListQuery {
  return {
    pageNumber: query.pageNumber,
    pageSize: query.pageSize,
    search: query.search || undefined,
    onlyRefundable: query.onlyRefundable === 'true' ? 'true' : 'false',
  };
}
