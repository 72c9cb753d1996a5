import { tdsSchema, type TdsInput } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation.ts';
import { PAYMENTS_KEY } from './payments-key.ts';

/** PATCH /Configuration/Tds/Update/{id} (spec §7.6): a row in force can only be ended (there is no delete). */
export function updateTds({ id, input }: { id: number; input: TdsInput }) {
  return requestData(tdsSchema, { url: `/Configuration/Tds/Update/${id}`, method: 'PATCH', payload: input });
}

export function useUpdateTds() {
  return useInvalidatingMutation(updateTds, [PAYMENTS_KEY]);
}
