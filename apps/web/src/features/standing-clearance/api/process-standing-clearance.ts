import { standingClearanceActionResultSchema } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation.ts';
import type { ProcessAction } from '../../../components/record/record-action-dialog.tsx';
import { CLEARANCE_KEYS } from './standing-clearance-keys.ts';
import { stepPayload, type StepWords } from '../../../components/record/step-words.ts';

const ENDPOINTS: Record<ProcessAction, string> = {
  Forward: 'ApproveAndForward',
  Reject: 'Reject',
  Return: 'SeekClarification',
  Approve: 'Approve',
};

export interface ProcessClearanceRequest {
  action: ProcessAction;
  id: number;
  words: StepWords;
}

/** POST /StandingClearance/{ApproveAndForward|Reject|SeekClarification|Approve}/{id} with the comments and reasons. */
export function processStandingClearance({ action, id, words }: ProcessClearanceRequest) {
  return requestData(standingClearanceActionResultSchema, {
    url: `/StandingClearance/${ENDPOINTS[action]}/${id}`,
    method: 'POST',
    payload: stepPayload(words),
  });
}

/** The request moves on: its page and every list change. */
export function useProcessStandingClearance() {
  return useInvalidatingMutation(processStandingClearance, CLEARANCE_KEYS);
}
