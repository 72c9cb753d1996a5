import { z } from 'zod';
import { requestData } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation.ts';
import { TRADERS_KEY } from './traders-key.ts';

/** PATCH /TraderManagement/UserBasedTraders/Delete/{id} (spec §7.5): removes one of the applicant's traders. */
export function deleteTrader(linkId: number) {
  return requestData(z.literal(true), {
    url: `/TraderManagement/UserBasedTraders/Delete/${linkId}`,
    method: 'PATCH',
    payload: {},
  });
}

export function useDeleteTrader() {
  return useInvalidatingMutation(deleteTrader, [TRADERS_KEY]);
}
