import { z } from 'zod';
import { requestData } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation.ts';
import { CONFIGURATION_KEY } from './configuration-key.ts';

/** DELETE /Configuration/Reasons/Delete/{id} (steps already taken keep the reason's code and label). */
export function deleteReason(id: number) {
  return requestData(z.unknown(), { url: `/Configuration/Reasons/Delete/${id}`, method: 'DELETE' });
}

export function useDeleteReason() {
  return useInvalidatingMutation(deleteReason, [CONFIGURATION_KEY]);
}
