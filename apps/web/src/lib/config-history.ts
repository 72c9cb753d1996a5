/**
 * GET /Configuration/History: who changed a configuration row, when, and from what to what (the audit trail of the
 * configuration pages), for the roles of the `configHistory` permission.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  CHARGE_BASIS_LABELS,
  CHARGE_TYPE_LABELS,
  FEE_TYPE_LABELS,
  STOA_CHARGE_TYPE_LABELS,
  RATE_UNITS,
  can,
  historySchema,
  type HistoryEntityType,
  type HistoryEntry,
  type RateBasis,
  type Role,
} from '@stoa/shared';
import { OPEN_ENDED, formatCalendarDate, formatDateTime, formatInr, formatMw, formatRate } from './format.ts';

export type { HistoryEntityType, HistoryEntry } from '@stoa/shared';
import { requestData } from './api-client.ts';

/** Who sees the History button: the roles the access table lets read the audit trail. */
export function canSeeHistory(role: Role | null | undefined): boolean {
  return can(role ?? null, 'configHistory');
}

export function getConfigHistory(entityType: HistoryEntityType, entityId: number | string) {
  const query = new URLSearchParams({ entityType, entityId: String(entityId) });
  return requestData(historySchema, { url: `/Configuration/History?${query.toString()}` });
}

export function configHistoryQueryOptions(entityType: HistoryEntityType, entityId: number | string) {
  return queryOptions({
    queryKey: ['configuration', 'history', entityType, entityId],
    queryFn: () => getConfigHistory(entityType, entityId),
    staleTime: 0,
  });
}

export function useConfigHistory(entityType: HistoryEntityType, entityId: number | string) {
  return useQuery(configHistoryQueryOptions(entityType, entityId));
}

/** Bookkeeping columns every row carries: noise in a change list. */
const IGNORED_KEYS = new Set(['id', 'updatedAt', 'updatedBy', 'version']);

export interface Change {
  key: string;
  from: unknown;
  to: unknown;
}

/** The keys whose values differ between the old and the new row, in first-seen order. */
export function changesOf(oldValues: HistoryEntry['oldValues'], newValues: HistoryEntry['newValues']): Change[] {
  const keys = [...new Set([...Object.keys(oldValues ?? {}), ...Object.keys(newValues ?? {})])];
  return keys
    .filter((key) => !IGNORED_KEYS.has(key))
    .map((key) => ({ key, from: oldValues?.[key] ?? null, to: newValues?.[key] ?? null }))
    .filter(({ from, to }) => JSON.stringify(from) !== JSON.stringify(to));
}

/** A value of a change as text: '—' for none. */
export function changeValueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return JSON.stringify(value);
}

/** Stored keys in the pages' words; any other camelCase key is spelled out ('accountNumber' → 'Account number'). */
const KEY_LABELS: Record<string, string> = {
  rateHundredths: 'Rate',
  amountPaise: 'Amount',
  effectiveFrom: 'Effective from',
  effectiveTo: 'Effective to',
  chargeType: 'Charge type',
  feeType: 'Fee type',
};

export function changeKeyLabel(key: string): string {
  const spelled = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return KEY_LABELS[key] ?? spelled.charAt(0).toUpperCase() + spelled.slice(1);
}

/** The values around a change: the entry's own row (before and after) and the row the dialog is about. */
export interface ChangeContext {
  entityType: HistoryEntityType;
  values: Record<string, unknown>;
}

const isRateBasis = (value: unknown): value is RateBasis => typeof value === 'string' && value in RATE_UNITS;

function rateText(hundredths: number, { entityType, values }: ChangeContext): string {
  const rate = hundredths / 100;
  if (entityType === 'tds') return `${formatMw(rate)} %`;
  if (entityType === 'tdsInterest') return `${formatMw(rate)} % per month`;
  return isRateBasis(values.basis) ? formatRate(rate, values.basis) : formatInr(rate);
}

const LABELLED_CODES: Record<string, Record<string, string>> = {
  // The STOA charges' types and the TDS configuration's charge types: two code lists, no code in both.
  chargeType: { ...CHARGE_TYPE_LABELS, ...STOA_CHARGE_TYPE_LABELS },
  feeType: FEE_TYPE_LABELS,
  basis: CHARGE_BASIS_LABELS,
};

/**
 * One changed value as the pages show it (issue 15 one format per unit): stored paise and hundredths as rupees,
 * rates with their unit, percentages with '%', calendar dates 'MMM DD, YYYY', instants in IST, codes in words.
 */
export function changeValueDisplay(key: string, value: unknown, context: ChangeContext): string {
  if (value === null && key === 'effectiveTo') return OPEN_ENDED;
  if (typeof value === 'number' && key === 'amountPaise') return formatInr(value / 100);
  if (typeof value === 'number' && key === 'rateHundredths') return rateText(value, context);
  if (typeof value === 'string') {
    const label = LABELLED_CODES[key]?.[value];
    if (label) return label;
    if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return formatCalendarDate(value);
    if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return formatDateTime(value);
  }
  return changeValueText(value);
}
