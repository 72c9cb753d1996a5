import { applicationActionResultSchema, type ApplicationType } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation.ts';
import { APPLICATION_KEYS } from './application-keys.ts';

export interface AnswerTraderRequest {
  /** Give consent (ApproveTraderRequest) or refuse it (RejectTraderRequest). */
  isConsent: boolean;
  type: ApplicationType;
  id: number;
  comments: string | null;
}

/** POST /Application/{ApproveTraderRequest|RejectTraderRequest}/{type}/{id}: a party answers a trader's application. */
export function answerTraderRequest({ isConsent, type, id, comments }: AnswerTraderRequest) {
  const endpoint = isConsent ? 'ApproveTraderRequest' : 'RejectTraderRequest';
  return requestData(applicationActionResultSchema, {
    url: `/Application/${endpoint}/${type}/${id}`,
    method: 'POST',
    payload: comments ? { comments } : {},
  });
}

export function useAnswerTraderRequest() {
  return useInvalidatingMutation(answerTraderRequest, APPLICATION_KEYS);
}
