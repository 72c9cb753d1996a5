import { z } from 'zod';
import { fileDetailSchema, type FileValidationRequest } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation.ts';
import { INTER_STATE_RECORD_KEY } from './inter-state-keys.ts';

export interface SaveInterStateFileValidation {
  id: number;
  request: FileValidationRequest;
}

/** POST /InterStateRegistration/SaveFileValidationDetails/{id}: the SLDC's Valid/Invalid marks with comments. */
export function saveInterStateFileValidation({ id, request }: SaveInterStateFileValidation) {
  return requestData(z.array(fileDetailSchema), {
    url: `/InterStateRegistration/SaveFileValidationDetails/${id}`,
    method: 'POST',
    payload: request,
  });
}

export function useSaveInterStateFileValidation() {
  return useInvalidatingMutation(saveInterStateFileValidation, [INTER_STATE_RECORD_KEY]);
}
