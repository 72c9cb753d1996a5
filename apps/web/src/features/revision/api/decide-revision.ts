import { revisionActionResultSchema } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation.ts';
import type { ProcessAction } from '../../../components/record/record-action-dialog.tsx';
import { DECISION_KEYS } from './revision-keys.ts';
import { stepPayload, type StepWords } from '../../../components/record/step-words.ts';

/** The SLDC business user's two answers (the revision workflow has no forward or return). */
export type RevisionDecision = Extract<ProcessAction, 'Approve' | 'Reject'>;

export const isRevisionDecision = (action: ProcessAction): action is RevisionDecision =>
  action === 'Approve' || action === 'Reject';

export interface DecideRevisionRequest {
  action: RevisionDecision;
  id: number;
  words: StepWords;
}

/** POST /Revision/Approve/{id} or /Revision/Reject/{id} with the comments and reasons (Reject requires them). */
export function decideRevision({ action, id, words }: DecideRevisionRequest) {
  return requestData(revisionActionResultSchema, {
    url: `/Revision/${action}/${id}`,
    method: 'POST',
    payload: stepPayload(words),
  });
}

/** The request is decided: its page, the lists and, once approved, the application's schedule history move. */
export function useDecideRevision() {
  return useInvalidatingMutation(decideRevision, DECISION_KEYS);
}
