import { paymentDetailSchema } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation.ts';
import { PAYMENTS_KEY } from './payments-key.ts';

export interface ReversePaymentRequest {
  paymentId: number;
  /** Why the reconciled payment bounced (revertSchema): the payer reads it. */
  reason: string;
}

/**
 * POST /Payment/Reverse/{paymentId} (SLDC business user; ours): a reconciled payment that bounced is undone — its
 * dues owed again, its receipt cancelled.
 */
export function reversePayment({ paymentId, reason }: ReversePaymentRequest) {
  return requestData(paymentDetailSchema, {
    url: `/Payment/Reverse/${paymentId}`,
    method: 'POST',
    payload: { reason },
  });
}

export function useReversePayment() {
  return useInvalidatingMutation(reversePayment, [PAYMENTS_KEY]);
}
