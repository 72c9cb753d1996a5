/**
 * A list's bulk actions (issue 15 queues), for any workflow: the signed-in role's forward moves read off the table,
 * the checkboxes of the page's rows those moves start from, the chosen rows per action, one row's step through the
 * record page's own call, and the lists marked stale once the run is over. Feeds BulkActionBar and DataTable.
 */
import { useMemo, useState } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { GridRowId } from '@mui/x-data-grid';
import { bulkActionsOf, type BulkAction, type Workflow } from '@stoa/shared';
import { useSignedInUser } from '../../lib/auth-session.ts';
import type { RowSelection } from '../data-table/data-table.tsx';
import type { BulkRow } from './bulk-action-bar.tsx';

export interface BulkSource<R extends { id: number }, S extends string, C> {
  workflow: Workflow<S, C>;
  /** The page's rows; undefined until the list has answered. */
  rows: readonly R[] | undefined;
  statusOf: (row: R) => S;
  /** How a row is named in the dialogs (its record number). */
  nameOf: (row: R) => string;
  /** One row's step through the record page's call; resolves to its new status in words. */
  take: (action: BulkAction<S>, row: R, comments: string | null) => Promise<string>;
  /** What a step changes: marked stale once the run is over. */
  queryKeys: readonly QueryKey[];
}

export function useBulkActions<R extends { id: number }, S extends string, C>(source: BulkSource<R, S, C>) {
  const { workflow, rows, statusOf, nameOf, queryKeys } = source;
  const role = useSignedInUser()?.role ?? null;
  const actions = useMemo(() => bulkActionsOf(workflow, role), [workflow, role]);
  const [ids, setIds] = useState<ReadonlySet<GridRowId>>(new Set());
  const client = useQueryClient();
  const selectable = new Set<S>(actions.flatMap((a) => a.from));
  const selection: RowSelection<R> | undefined =
    actions.length === 0 ? undefined : { ids, onChange: setIds, isSelectable: (row) => selectable.has(statusOf(row)) };
  const chosen = (rows ?? []).filter((r) => ids.has(r.id));
  const rowsFor = (action: BulkAction<S>): BulkRow[] =>
    chosen.filter((r) => action.from.includes(statusOf(r))).map((r) => ({ id: r.id, name: nameOf(r) }));
  const take = (action: BulkAction<S>, row: BulkRow, comments: string | null) =>
    source.take(
      action,
      chosen.find((r) => r.id === row.id)!,
      comments,
    );
  const onFinished = () => {
    setIds(new Set());
    void Promise.all(queryKeys.map((queryKey) => client.invalidateQueries({ queryKey })));
  };
  return { actions, selection, rowsFor, take, onFinished };
}
