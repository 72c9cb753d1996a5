/**
 * The workflow lists' `overdue` filter (the dashboard's overdue tiles open their list with `?overdue=true`): a select
 * of one choice in the filter panel, read from the URL like the other filters.
 */
import type { FilterField } from './filter-panel.tsx';

export function overdueFilterField<F extends string>(name: F): FilterField<F> {
  return { name, label: 'Clock', options: [{ value: 'true', label: 'Overdue only' }] };
}

/** The list call's `overdue` from the URL's value: only 'true' filters. */
export function overdueQuery(value: string | undefined): { overdue?: 'true' } {
  return value === 'true' ? { overdue: 'true' } : {};
}
