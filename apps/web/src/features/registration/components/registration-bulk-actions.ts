/**
 * The processors' bulk actions on a registration list (issue 15): the shared bulk hook over the registration table —
 * the SLDC's Verify and Forward, the utilities' and approver I's forward, approver II's Approve — each row taken
 * through the record page's call.
 */
import { REGISTRATION_WORKFLOW, statusLabelOf, type RegistrationRow } from '@stoa/shared';
import { useBulkActions } from '../../../components/record/use-bulk-actions.ts';
import { processRegistration } from '../api/process-registration.ts';
import { REGISTRATION_LISTS_KEY, REGISTRATION_RECORD_KEY } from '../api/registration-keys.ts';

const REGISTRATION_KEYS = [REGISTRATION_LISTS_KEY, REGISTRATION_RECORD_KEY] as const;

export function useRegistrationBulk(rows: readonly RegistrationRow[] | undefined) {
  return useBulkActions({
    workflow: REGISTRATION_WORKFLOW,
    rows,
    statusOf: (row) => row.status.status,
    nameOf: (row) => row.registrationNo ?? row.entityName,
    take: async (action, row, comments) => {
      const request = {
        action: action.action,
        entityType: row.entityType,
        id: row.id,
        words: { comments, reasonCodes: [] },
      };
      return statusLabelOf(REGISTRATION_WORKFLOW, (await processRegistration(request)).status);
    },
    queryKeys: REGISTRATION_KEYS,
  });
}
