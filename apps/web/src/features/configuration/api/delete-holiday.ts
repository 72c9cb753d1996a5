import { z } from 'zod';
import { requestData } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation.ts';
import { CONFIGURATION_KEY } from './configuration-key.ts';

/** DELETE /Configuration/Holiday/Delete/{id}. */
export function deleteHoliday(id: number) {
  return requestData(z.unknown(), { url: `/Configuration/Holiday/Delete/${id}`, method: 'DELETE' });
}

export function useDeleteHoliday() {
  return useInvalidatingMutation(deleteHoliday, [CONFIGURATION_KEY]);
}
