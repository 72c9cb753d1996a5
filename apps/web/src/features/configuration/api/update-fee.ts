import { feeSchema, type FeeInput } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation.ts';
import { CONFIGURATION_KEY } from './configuration-key.ts';

/** PATCH /Configuration/Fees/Update/{id}: a fee in force can only be ended (its Effective To). */
export function updateFee({ id, input }: { id: number; input: FeeInput }) {
  return requestData(feeSchema, { url: `/Configuration/Fees/Update/${id}`, method: 'PATCH', payload: input });
}

export function useUpdateFee() {
  return useInvalidatingMutation(updateFee, [CONFIGURATION_KEY]);
}
