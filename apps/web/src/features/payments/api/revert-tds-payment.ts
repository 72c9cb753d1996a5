import { z } from 'zod';
import { requestData } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation.ts';
import { PAYMENTS_KEY } from './payments-key.ts';

export interface RevertTdsPaymentRequest {
  challanId: number;
  /** Why the challan goes back to the payer (revertSchema). */
  reason: string;
}

/** POST /Payment/RevertTDSPayment/{challanId} (SLDC business user): the payer may upload the month's challan again. */
export function revertTdsPayment({ challanId, reason }: RevertTdsPaymentRequest) {
  return requestData(z.boolean(), {
    url: `/Payment/RevertTDSPayment/${challanId}`,
    method: 'POST',
    payload: { reason },
  });
}

export function useRevertTdsPayment() {
  return useInvalidatingMutation(revertTdsPayment, [PAYMENTS_KEY]);
}
