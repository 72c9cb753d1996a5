/**
 * The SLDC roles' bulk actions on the standing clearance list (issue 15): the shared bulk hook — the business user's
 * Verify and Forward, the approvers' Approve — each request taken through the record page's call.
 */
import { STANDING_CLEARANCE_WORKFLOW, statusLabelOf, type StandingClearanceRow } from '@stoa/shared';
import { useBulkActions } from '../../../components/record/use-bulk-actions.ts';
import { processStandingClearance } from '../api/process-standing-clearance.ts';
import { CLEARANCE_KEYS } from '../api/standing-clearance-keys.ts';

export function useClearanceBulk(rows: readonly StandingClearanceRow[] | undefined) {
  return useBulkActions({
    workflow: STANDING_CLEARANCE_WORKFLOW,
    rows,
    statusOf: (row) => row.status.status,
    nameOf: (row) => row.clearanceNo ?? `${row.entityName} (Request #${row.id})`,
    take: async (action, row, comments) =>
      statusLabelOf(
        STANDING_CLEARANCE_WORKFLOW,
        (await processStandingClearance({ action: action.action, id: row.id, words: { comments, reasonCodes: [] } }))
          .status,
      ),
    queryKeys: CLEARANCE_KEYS,
  });
}
