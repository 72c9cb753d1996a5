import { savedCurtailmentSchema, type CurtailmentRequest } from '@stoa/shared';
import { ApiRequestError, apiErrorsOf, requestData } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation.ts';
import { CURTAILMENT_KEYS } from './curtailment-keys.ts';

export interface ApplyCurtailmentRequest {
  request: CurtailmentRequest;
  /** The previewed plan's token: the server applies that plan or answers 409 (PLAN_CHANGED). */
  planToken: string;
}

/** POST /Curtailment/Apply: cuts the previewed plan's schedules, notifies each applicant, reverses the STU charges. */
export function applyCurtailment(body: ApplyCurtailmentRequest) {
  return requestData(savedCurtailmentSchema, { url: '/Curtailment/Apply', method: 'POST', payload: body });
}

/**
 * The schedules moved since the preview: 409 with the code PLAN_CHANGED (an entry without a code — a server older than
 * the code — counts too: 409 is the only conflict Apply answers).
 */
export const isPlanChanged = (error: unknown) =>
  error instanceof ApiRequestError &&
  error.status === 409 &&
  apiErrorsOf(error).every((e) => e.code === undefined || e.code === 'PLAN_CHANGED');

export function useApplyCurtailment() {
  return useInvalidatingMutation(applyCurtailment, CURTAILMENT_KEYS);
}
