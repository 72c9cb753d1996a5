/**
 * The SLDC roles' bulk actions on the inter-state registration list (issue 15): the shared bulk hook — the business
 * user's and approver I's Verify and Forward, approver II's Approve — each record taken through the record page's call.
 */
import { INTER_STATE_WORKFLOW, statusLabelOf, type InterStateRow } from '@stoa/shared';
import { useBulkActions } from '../../../components/record/use-bulk-actions.ts';
import { processInterStateRegistration } from '../api/process-inter-state-registration.ts';
import { INTER_STATE_KEYS } from '../api/inter-state-keys.ts';

export function useInterStateBulk(rows: readonly InterStateRow[] | undefined) {
  return useBulkActions({
    workflow: INTER_STATE_WORKFLOW,
    rows,
    statusOf: (row) => row.status.status,
    nameOf: (row) => row.registrationNo ?? `${row.entityName} (${row.sector})`,
    take: async (action, row, comments) =>
      statusLabelOf(
        INTER_STATE_WORKFLOW,
        (
          await processInterStateRegistration({
            action: action.action,
            id: row.id,
            words: { comments, reasonCodes: [] },
          })
        ).status,
      ),
    queryKeys: INTER_STATE_KEYS,
  });
}
