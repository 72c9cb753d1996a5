import { reasonSchema, type ReasonInput } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation.ts';
import { CONFIGURATION_KEY } from './configuration-key.ts';

/** POST /Configuration/Reasons/Add. */
export function addReason(input: ReasonInput) {
  return requestData(reasonSchema, { url: '/Configuration/Reasons/Add', method: 'POST', payload: input });
}

export function useAddReason() {
  return useInvalidatingMutation(addReason, [CONFIGURATION_KEY]);
}
