/**
 * The SLDC roles' bulk actions on an application list (issue 15): the role's forward move read off the table, the
 * page's chosen rows it may take, and one row's step through the record page's call.
 */
import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { GridRowId } from '@mui/x-data-grid';
import {
  APPLICATION_WORKFLOW,
  bulkActionsOf,
  type ApplicationRow,
  type ApplicationStatus,
  type BulkAction,
} from '@stoa/shared';
import type { RowSelection } from '../../../components/data-table/data-table.tsx';
import type { BulkRow } from '../../../components/record/bulk-action-bar.tsx';
import { useSignedInUser } from '../../../lib/auth-session.ts';
import { APPLICATION_KEYS } from '../api/application-keys.ts';
import { processApplication } from '../api/process-application.ts';

export function useApplicationBulk(rows: readonly ApplicationRow[] | undefined) {
  const role = useSignedInUser()?.role ?? null;
  const actions = useMemo(() => bulkActionsOf(APPLICATION_WORKFLOW, role), [role]);
  const [ids, setIds] = useState<ReadonlySet<GridRowId>>(new Set());
  const client = useQueryClient();
  const selectable = new Set(actions.flatMap((a) => a.from));
  const selection: RowSelection<ApplicationRow> | undefined =
    actions.length === 0 ? undefined : { ids, onChange: setIds, isSelectable: (row) => selectable.has(row.status) };
  const chosen = (rows ?? []).filter((r) => ids.has(r.id));
  const rowsFor = (action: BulkAction<ApplicationStatus>): BulkRow[] =>
    chosen
      .filter((r) => action.from.includes(r.status))
      .map((r) => ({ id: r.id, name: r.applicationNo ?? `#${r.id}` }));
  const take = async (action: BulkAction<ApplicationStatus>, row: BulkRow, comments: string | null) => {
    const type = chosen.find((r) => r.id === row.id)!.type;
    return (await processApplication({ action: action.action, type, id: row.id, comments })).statusLabel;
  };
  const onFinished = () => {
    setIds(new Set());
    void Promise.all(APPLICATION_KEYS.map((queryKey) => client.invalidateQueries({ queryKey })));
  };
  return { actions, selection, rowsFor, take, onFinished };
}
