import { savedInterStateSchema, type SubmitInterStateRequest } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation.ts';
import { INTER_STATE_KEYS } from './inter-state-keys.ts';

/**
 * POST /InterStateRegistration/Submit: saves a draft (isDraft, details unchecked) or submits (details checked by the
 * shared schema; 400 with the dotted path of each field, e.g. 'connection.meterNumber').
 */
export function submitInterStateRegistration(body: SubmitInterStateRequest) {
  return requestData(savedInterStateSchema, { url: '/InterStateRegistration/Submit', method: 'POST', payload: body });
}

export function useSubmitInterStateRegistration() {
  return useInvalidatingMutation(submitInterStateRegistration, INTER_STATE_KEYS);
}
