import { utilityDetailSchema, type UtilityInput } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation.ts';
import { UTILITY_KEYS } from './add-utility.ts';

/** PATCH /Configuration/TranscoDiscom/Update/{id}: a zone in use by a user cannot be removed (the server says so). */
export function updateUtility({ id, input }: { id: number; input: UtilityInput }) {
  return requestData(utilityDetailSchema, {
    url: `/Configuration/TranscoDiscom/Update/${id}`,
    method: 'PATCH',
    payload: input,
  });
}

export function useUpdateUtility() {
  return useInvalidatingMutation(updateUtility, UTILITY_KEYS);
}
