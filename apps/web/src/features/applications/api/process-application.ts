import { applicationActionResultSchema, type ApplicationType } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation.ts';
import type { ProcessAction } from '../../../components/record/record-action-dialog.tsx';
import { APPLICATION_KEYS } from './application-keys.ts';
import { stepPayload, type StepWords } from '../../../components/record/step-words.ts';

/** Forward (the SLDC's Accept, the approver's Verify and Forward) and Approve are both the Approve call. */
const ENDPOINTS: Record<ProcessAction, string> = {
  Forward: 'Approve',
  Approve: 'Approve',
  Reject: 'Reject',
  Return: 'SeekClarification',
};

export interface ProcessApplicationRequest {
  action: ProcessAction;
  type: ApplicationType;
  id: number;
  words: StepWords;
}

/** POST /Application/{Approve|Reject|SeekClarification}/{type}/{id} with the comments and reasons. */
export function processApplication({ action, type, id, words }: ProcessApplicationRequest) {
  return requestData(applicationActionResultSchema, {
    url: `/Application/${ENDPOINTS[action]}/${type}/${id}`,
    method: 'POST',
    payload: stepPayload(words),
  });
}

export function useProcessApplication() {
  return useInvalidatingMutation(processApplication, APPLICATION_KEYS);
}
