/**
 * GET /Configuration/History: who changed a configuration row, when, and from what to what (the audit trail of the
 * configuration pages), for the roles of the `configHistory` permission.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { can, historySchema, type HistoryEntityType, type HistoryEntry, type Role } from '@stoa/shared';

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
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}
