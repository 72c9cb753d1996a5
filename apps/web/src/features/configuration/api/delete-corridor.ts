import { z } from 'zod';
import { requestData } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation.ts';
import { CONFIGURATION_KEY } from './configuration-key.ts';

/** DELETE /Configuration/Corridors/Delete/{id}. */
export function deleteCorridor(id: number) {
  return requestData(z.unknown(), { url: `/Configuration/Corridors/Delete/${id}`, method: 'DELETE' });
}

export function useDeleteCorridor() {
  return useInvalidatingMutation(deleteCorridor, [CONFIGURATION_KEY]);
}
