import { z } from 'zod';
import { requestData } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation.ts';
import { CONFIGURATION_KEY } from './configuration-key.ts';

/** DELETE /Configuration/StoaCharges/Delete/{id}: only a rate that has not taken effect. */
export function deleteStoaCharge(id: number) {
  return requestData(z.unknown(), { url: `/Configuration/StoaCharges/Delete/${id}`, method: 'DELETE' });
}

export function useDeleteStoaCharge() {
  return useInvalidatingMutation(deleteStoaCharge, [CONFIGURATION_KEY]);
}
