import { useMutation, useQueryClient } from '@tanstack/react-query';
import { workflowResultSchema, type EntityType } from '@stoa/shared';
import type { ProcessAction } from '../../../components/record/record-action-dialog.tsx';
import { requestData } from '../../../lib/api-client.ts';
import { stepPayload, type StepWords } from '../../../components/record/step-words.ts';
import { REGISTRATION_LISTS_KEY, REGISTRATION_RECORD_KEY } from './registration-keys.ts';

/** The processors' actions and their endpoints (spec §7.8); Submit is the applicant's, through the form. */
const ENDPOINTS: Record<ProcessAction, string> = {
  Forward: 'ApproveAndForward',
  Reject: 'Reject',
  Return: 'SeekClarification',
  Approve: 'Approve',
};

export interface ProcessRegistrationRequest {
  action: ProcessAction;
  entityType: EntityType;
  id: number;
  words: StepWords;
}

/** POST ApproveAndForward | Reject | SeekClarification | Approve /{id}/{entityType} with the comments and reasons. */
export function processRegistration({ action, entityType, id, words }: ProcessRegistrationRequest) {
  return requestData(workflowResultSchema, {
    url: `/Registration/${ENDPOINTS[action]}/${id}/${entityType}`,
    method: 'POST',
    payload: stepPayload(words),
  });
}

export function useProcessRegistration() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: processRegistration,
    // The record moves on: its page, every list and the counts of the lists change.
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: REGISTRATION_RECORD_KEY }),
        client.invalidateQueries({ queryKey: REGISTRATION_LISTS_KEY }),
      ]),
  });
}
