/**
 * The filters of the payments dashboard (spec §2.5): due type, status (a due's or a payment's), a search over record,
 * receipt and reference numbers, and a date range, in the shared filter panel. They live in the URL; the list call
 * and Download send the ones that are ours and well formed.
 */
import {
  DUE_STATUSES,
  DUE_STATUS_LABELS,
  DUE_TYPES,
  DUE_TYPE_LABELS,
  PAYMENT_STATUSES,
  PAYMENT_STATUS_LABELS,
  isIsoDate,
  type PaymentListQuery,
  type PaymentStatus,
} from '@stoa/shared';
import type { FilterField } from '../../../components/data-table/filter-panel.tsx';
import type { UrlPaging } from '../../../components/data-table/use-url-paging.ts';
import { labelOptions } from '../../../components/crud/options.ts';

export const DASHBOARD_TABS = ['dues', 'payments'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

export const DUE_FILTER_KEYS = ['dueType', 'dueStatus', 'search', 'fromDate', 'toDate'] as const;
export type DueFilter = (typeof DUE_FILTER_KEYS)[number];
export const PAYMENT_FILTER_KEYS = ['paymentStatus', 'dueType', 'search', 'fromDate', 'toDate'] as const;
export type PaymentFilter = (typeof PAYMENT_FILTER_KEYS)[number];

const DUE_TYPE_OPTIONS = labelOptions(DUE_TYPES, (type) => DUE_TYPE_LABELS[type]);
const dateRange = [
  { name: 'fromDate', label: 'From Date', type: 'date' },
  { name: 'toDate', label: 'To Date', type: 'date' },
] as const;

export const DUE_FILTER_FIELDS: readonly FilterField<DueFilter>[] = [
  { name: 'dueType', label: 'Due Type', options: DUE_TYPE_OPTIONS },
  { name: 'dueStatus', label: 'Status', options: labelOptions(DUE_STATUSES, (s) => DUE_STATUS_LABELS[s]) },
  { name: 'search', label: 'Record No.' },
  ...dateRange,
];

export const PAYMENT_FILTER_FIELDS: readonly FilterField<PaymentFilter>[] = [
  { name: 'paymentStatus', label: 'Status', options: labelOptions(PAYMENT_STATUSES, (s) => PAYMENT_STATUS_LABELS[s]) },
  { name: 'dueType', label: 'Due Type', options: DUE_TYPE_OPTIONS },
  { name: 'search', label: 'Receipt / Reference / Record No.' },
  ...dateRange,
];

/** The value if it is one of `values`, else undefined (a hand-edited URL never reaches the API). */
function oneOf<T extends string>(values: readonly T[], value: string | undefined): T | undefined {
  return (values as readonly string[]).includes(value ?? '') ? (value as T) : undefined;
}

const dateOrUndefined = (value: string | undefined) => (value && isIsoDate(value) ? value : undefined);

/** The paging and the filters both views share, from the URL (paging first, as every list call sends it). */
function sharedQuery(query: UrlPaging<DueFilter | PaymentFilter>['query'], view: PaymentListQuery['view']) {
  return {
    pageNumber: query.pageNumber,
    pageSize: query.pageSize,
    view,
    dueType: oneOf(DUE_TYPES, query.dueType),
    search: query.search || undefined,
    fromDate: dateOrUndefined(query.fromDate),
    toDate: dateOrUndefined(query.toDate),
  };
}

export function dueListQuery({ query }: UrlPaging<DueFilter>): PaymentListQuery {
  return { ...sharedQuery(query, 'dues'), dueStatus: oneOf(DUE_STATUSES, query.dueStatus) };
}

export function paymentListQuery({ query }: UrlPaging<PaymentFilter>): PaymentListQuery {
  return { ...sharedQuery(query, 'payments'), paymentStatus: oneOf(PAYMENT_STATUSES, query.paymentStatus) };
}

/**
 * What a tab opens with: a payer starts on its dues; the SLDC roles start on the payments awaiting reconciliation
 * (Reset, or Status All, shows every payment).
 */
export function tabDefaults(tab: DashboardTab, isPayer: boolean): Record<string, string> {
  return tab === 'payments' && !isPayer ? { tab, paymentStatus: 'Submitted' satisfies PaymentStatus } : { tab };
}

export const defaultTabOf = (isPayer: boolean): DashboardTab => (isPayer ? 'dues' : 'payments');
