import { z } from 'zod';
import type { manualSaveSchema } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation.ts';
import { CONFIGURATION_KEY } from './configuration-key.ts';

export type ManualSave = z.output<typeof manualSaveSchema>;

/** POST /Configuration/UserManual/Save: the uploaded PDF becomes the manual its audience downloads. */
export function saveManual(input: ManualSave) {
  return requestData(z.unknown(), { url: '/Configuration/UserManual/Save', method: 'POST', payload: input });
}

export function useSaveManual() {
  return useInvalidatingMutation(saveManual, [CONFIGURATION_KEY]);
}
