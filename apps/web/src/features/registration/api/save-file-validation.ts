import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { fileDetailSchema, type EntityType, type FileValidationRequest } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { REGISTRATION_RECORD_KEY } from './registration-keys.ts';

export interface SaveFileValidationRequest {
  entityType: EntityType;
  id: number;
  request: FileValidationRequest;
}

/** POST SaveFileValidationDetails/{regId}/{entityType}: the SLDC's Valid/Invalid marks with their comments. */
export function saveFileValidation({ entityType, id, request }: SaveFileValidationRequest) {
  return requestData(z.array(fileDetailSchema), {
    url: `/Registration/SaveFileValidationDetails/${id}/${entityType}`,
    method: 'POST',
    payload: request,
  });
}

export function useSaveFileValidation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveFileValidation,
    onSuccess: () => client.invalidateQueries({ queryKey: REGISTRATION_RECORD_KEY }),
  });
}
