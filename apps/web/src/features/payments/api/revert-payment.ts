import { paymentDetailSchema } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation.ts';
import { PAYMENTS_KEY } from './payments-key.ts';

export interface RevertPaymentRequest {
  paymentId: number;
  /** Why the payment goes back to the payer (revertSchema). */
  reason: string;
}

/** POST /Payment/Revert/{paymentId} (SLDC business user): the payment goes back to the payer; its dues are due again. */
export function revertPayment({ paymentId, reason }: RevertPaymentRequest) {
  return requestData(paymentDetailSchema, {
    url: `/Payment/Revert/${paymentId}`,
    method: 'POST',
    payload: { reason },
  });
}

export function useRevertPayment() {
  return useInvalidatingMutation(revertPayment, [PAYMENTS_KEY]);
}
