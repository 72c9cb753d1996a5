import { reasonSchema, type ReasonInput } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation.ts';
import { CONFIGURATION_KEY } from './configuration-key.ts';

/** PATCH /Configuration/Reasons/Update/{id}: label, order, active (the code and record type stay). */
export function updateReason({ id, input }: { id: number; input: ReasonInput }) {
  return requestData(reasonSchema, { url: `/Configuration/Reasons/Update/${id}`, method: 'PATCH', payload: input });
}

export function useUpdateReason() {
  return useInvalidatingMutation(updateReason, [CONFIGURATION_KEY]);
}
