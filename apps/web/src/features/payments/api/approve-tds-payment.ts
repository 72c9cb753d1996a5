import { z } from 'zod';
import { requestData } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation.ts';
import { PAYMENTS_KEY } from './payments-key.ts';

/** POST /Payment/ApproveTDSPayment/{challanId} (SLDC business user): a late challan raises its interest as a due. */
export function approveTdsPayment(challanId: number) {
  return requestData(z.boolean(), {
    url: `/Payment/ApproveTDSPayment/${challanId}`,
    method: 'POST',
    payload: {},
  });
}

/** An approval may raise a TDS Interest due: every payments list is read afresh. */
export function useApproveTdsPayment() {
  return useInvalidatingMutation(approveTdsPayment, [PAYMENTS_KEY]);
}
