import { corridorSchema, type CorridorInput } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation.ts';
import { CONFIGURATION_KEY } from './configuration-key.ts';

/** POST /Configuration/Corridors/Add. */
export function addCorridor(input: CorridorInput) {
  return requestData(corridorSchema, { url: '/Configuration/Corridors/Add', method: 'POST', payload: input });
}

export function useAddCorridor() {
  return useInvalidatingMutation(addCorridor, [CONFIGURATION_KEY]);
}
