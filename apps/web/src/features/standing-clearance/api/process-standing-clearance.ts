import { standingClearanceActionResultSchema } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation.ts';
import type { ProcessAction } from '../../../components/record/record-action-dialog.tsx';
import { CLEARANCE_KEYS } from './standing-clearance-keys.ts';

const ENDPOINTS: Record<ProcessAction, string> = {
  Forward: 'ApproveAndForward',
  Reject: 'Reject',
  Return: 'SeekClarification',
  Approve: 'Approve',
};

export interface ProcessClearanceRequest {
  action: ProcessAction;
  id: number;
  comments: string | null;
}

/** POST /StandingClearance/{ApproveAndForward|Reject|SeekClarification|Approve}/{id} with the comments. */
export function processStandingClearance({ action, id, comments }: ProcessClearanceRequest) {
  return requestData(standingClearanceActionResultSchema, {
    url: `/StandingClearance/${ENDPOINTS[action]}/${id}`,
    method: 'POST',
    payload: comments ? { comments } : {},
  });
}

/** The request moves on: its page and every list change. */
export function useProcessStandingClearance() {
  return useInvalidatingMutation(processStandingClearance, CLEARANCE_KEYS);
}
