import { tdsSchema, type TdsInput } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation.ts';
import { PAYMENTS_KEY } from './payments-key.ts';

/** POST /Configuration/Tds/Add (spec §7.6): deduct TDS on a charge type from a date. */
export function addTds(input: TdsInput) {
  return requestData(tdsSchema, { url: '/Configuration/Tds/Add', method: 'POST', payload: input });
}

export function useAddTds() {
  return useInvalidatingMutation(addTds, [PAYMENTS_KEY]);
}
