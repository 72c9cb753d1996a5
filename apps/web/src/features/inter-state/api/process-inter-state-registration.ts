import { interStateActionResultSchema } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation.ts';
import type { ProcessAction } from '../../../components/record/record-action-dialog.tsx';
import { INTER_STATE_KEYS } from './inter-state-keys.ts';
import { stepPayload, type StepWords } from '../../../components/record/step-words.ts';

const ENDPOINTS: Record<ProcessAction, string> = {
  Forward: 'ApproveAndForward',
  Reject: 'Reject',
  Return: 'SeekClarification',
  Approve: 'Approve',
};

export interface ProcessInterStateRequest {
  action: ProcessAction;
  id: number;
  words: StepWords;
}

/** POST /InterStateRegistration/{ApproveAndForward|Reject|SeekClarification|Approve}/{id} with the comments and reasons. */
export function processInterStateRegistration({ action, id, words }: ProcessInterStateRequest) {
  return requestData(interStateActionResultSchema, {
    url: `/InterStateRegistration/${ENDPOINTS[action]}/${id}`,
    method: 'POST',
    payload: stepPayload(words),
  });
}

/** The record moves on: its page and every list change. */
export function useProcessInterStateRegistration() {
  return useInvalidatingMutation(processInterStateRegistration, INTER_STATE_KEYS);
}
