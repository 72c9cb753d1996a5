import { z } from 'zod';
import { requestData } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation.ts';
import { CONFIGURATION_KEY } from './configuration-key.ts';

/** DELETE /Configuration/Fees/Delete/{id}: only a fee that has not taken effect. */
export function deleteFee(id: number) {
  return requestData(z.unknown(), { url: `/Configuration/Fees/Delete/${id}`, method: 'DELETE' });
}

export function useDeleteFee() {
  return useInvalidatingMutation(deleteFee, [CONFIGURATION_KEY]);
}
