import { z } from 'zod';
import { requestData } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation.ts';
import { APPLICATION_KEYS } from './application-keys.ts';

export interface UpdateTraderRequest {
  applicationId: number;
  /** 0 clears the trader. */
  traderId: number;
}

/** POST /Application/UpdateTrader/{applicationId}/{traderId}: the trader acting for the OA applicant. */
export function updateTrader({ applicationId, traderId }: UpdateTraderRequest) {
  return requestData(z.unknown(), {
    url: `/Application/UpdateTrader/${applicationId}/${traderId}`,
    method: 'POST',
    payload: {},
  });
}

export function useUpdateTrader() {
  return useInvalidatingMutation(updateTrader, APPLICATION_KEYS);
}
