/**
 * The SLDC roles' bulk actions on an application list (issue 15): the shared bulk hook over the application table,
 * each row taken through the record page's call.
 */
import { APPLICATION_WORKFLOW, type ApplicationRow } from '@stoa/shared';
import { useBulkActions } from '../../../components/record/use-bulk-actions.ts';
import { APPLICATION_KEYS } from '../api/application-keys.ts';
import { processApplication } from '../api/process-application.ts';

export function useApplicationBulk(rows: readonly ApplicationRow[] | undefined) {
  return useBulkActions({
    workflow: APPLICATION_WORKFLOW,
    rows,
    statusOf: (row) => row.status,
    nameOf: (row) => row.applicationNo ?? `#${row.id}`,
    take: async (action, row, comments) =>
      (
        await processApplication({
          action: action.action,
          type: row.type,
          id: row.id,
          words: { comments, reasonCodes: [] },
        })
      ).statusLabel,
    queryKeys: APPLICATION_KEYS,
  });
}
