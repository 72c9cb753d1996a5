import { corridorSchema, type CorridorInput } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation.ts';
import { CONFIGURATION_KEY } from './configuration-key.ts';

/** PATCH /Configuration/Corridors/Update/{id}. */
export function updateCorridor({ id, input }: { id: number; input: CorridorInput }) {
  return requestData(corridorSchema, { url: `/Configuration/Corridors/Update/${id}`, method: 'PATCH', payload: input });
}

export function useUpdateCorridor() {
  return useInvalidatingMutation(updateCorridor, [CONFIGURATION_KEY]);
}
