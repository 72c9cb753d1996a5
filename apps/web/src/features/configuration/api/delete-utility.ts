import { z } from 'zod';
import { requestData } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation.ts';
import { UTILITY_KEYS } from './add-utility.ts';

/** DELETE /Configuration/TranscoDiscom/Delete/{id}: refused while users are connected to the utility. */
export function deleteUtility(id: number) {
  return requestData(z.unknown(), { url: `/Configuration/TranscoDiscom/Delete/${id}`, method: 'DELETE' });
}

export function useDeleteUtility() {
  return useInvalidatingMutation(deleteUtility, UTILITY_KEYS);
}
