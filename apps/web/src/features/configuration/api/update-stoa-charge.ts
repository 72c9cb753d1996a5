import { stoaChargeSchema, type StoaChargeInput } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation.ts';
import { CONFIGURATION_KEY } from './configuration-key.ts';

/** PATCH /Configuration/StoaCharges/Update/{id}: a rate in force can only be ended (its Effective To). */
export function updateStoaCharge({ id, input }: { id: number; input: StoaChargeInput }) {
  return requestData(stoaChargeSchema, {
    url: `/Configuration/StoaCharges/Update/${id}`,
    method: 'PATCH',
    payload: input,
  });
}

export function useUpdateStoaCharge() {
  return useInvalidatingMutation(updateStoaCharge, [CONFIGURATION_KEY]);
}
