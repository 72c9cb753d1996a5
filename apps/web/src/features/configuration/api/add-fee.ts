import { feeSchema, type FeeInput } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation.ts';
import { CONFIGURATION_KEY } from './configuration-key.ts';

/** POST /Configuration/Fees/Add: a new fee; an open-ended current fee of the same kind ends the day before. */
export function addFee(input: FeeInput) {
  return requestData(feeSchema, { url: '/Configuration/Fees/Add', method: 'POST', payload: input });
}

export function useAddFee() {
  return useInvalidatingMutation(addFee, [CONFIGURATION_KEY]);
}
