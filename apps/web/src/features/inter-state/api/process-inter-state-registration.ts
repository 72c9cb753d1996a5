import { interStateActionResultSchema } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation.ts';
import type { ProcessAction } from '../../../components/record/record-action-dialog.tsx';
import { INTER_STATE_KEYS } from './inter-state-keys.ts';

const ENDPOINTS: Record<ProcessAction, string> = {
  Forward: 'ApproveAndForward',
  Reject: 'Reject',
  Return: 'SeekClarification',
  Approve: 'Approve',
};

export interface ProcessInterStateRequest {
  action: ProcessAction;
  id: number;
  comments: string | null;
}

/** POST /InterStateRegistration/{ApproveAndForward|Reject|SeekClarification|Approve}/{id} with the comments. */
export function processInterStateRegistration({ action, id, comments }: ProcessInterStateRequest) {
  return requestData(interStateActionResultSchema, {
    url: `/InterStateRegistration/${ENDPOINTS[action]}/${id}`,
    method: 'POST',
    payload: comments ? { comments } : {},
  });
}

/** The record moves on: its page and every list change. */
export function useProcessInterStateRegistration() {
  return useInvalidatingMutation(processInterStateRegistration, INTER_STATE_KEYS);
}
