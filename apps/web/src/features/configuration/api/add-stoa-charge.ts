import { stoaChargeSchema, type StoaChargeInput } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation.ts';
import { CONFIGURATION_KEY } from './configuration-key.ts';

/** POST /Configuration/StoaCharges/Add: a new rate; an open-ended current rate of the same charge ends the day before it starts. */
export function addStoaCharge(input: StoaChargeInput) {
  return requestData(stoaChargeSchema, { url: '/Configuration/StoaCharges/Add', method: 'POST', payload: input });
}

export function useAddStoaCharge() {
  return useInvalidatingMutation(addStoaCharge, [CONFIGURATION_KEY]);
}
