import { tdsInterestSchema, type TdsInterestInput } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation.ts';
import { PAYMENTS_KEY } from './payments-key.ts';

/** POST /Configuration/Tds/InterestPercentage/Add (spec §7.6). */
export function addTdsInterest(input: TdsInterestInput) {
  return requestData(tdsInterestSchema, {
    url: '/Configuration/Tds/InterestPercentage/Add',
    method: 'POST',
    payload: input,
  });
}

export function useAddTdsInterest() {
  return useInvalidatingMutation(addTdsInterest, [PAYMENTS_KEY]);
}
