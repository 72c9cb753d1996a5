import { tdsInterestSchema, type TdsInterestInput } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation.ts';
import { PAYMENTS_KEY } from './payments-key.ts';

/** PATCH /Configuration/Tds/InterestPercentage/Update/{id} (spec §7.6). */
export function updateTdsInterest({ id, input }: { id: number; input: TdsInterestInput }) {
  return requestData(tdsInterestSchema, {
    url: `/Configuration/Tds/InterestPercentage/Update/${id}`,
    method: 'PATCH',
    payload: input,
  });
}

export function useUpdateTdsInterest() {
  return useInvalidatingMutation(updateTdsInterest, [PAYMENTS_KEY]);
}
