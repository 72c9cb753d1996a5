import { z } from 'zod';
import { requestData } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation.ts';
import { CONFIGURATION_KEY } from './configuration-key.ts';

/** DELETE /Configuration/UserManual/Delete/{audience}: back to the built-in manual. */
export function deleteManual(audience: string) {
  return requestData(z.unknown(), {
    url: `/Configuration/UserManual/Delete/${encodeURIComponent(audience)}`,
    method: 'DELETE',
  });
}

export function useDeleteManual() {
  return useInvalidatingMutation(deleteManual, [CONFIGURATION_KEY]);
}
