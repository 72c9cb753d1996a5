import { paymentDetailSchema } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation.ts';
import { PAYMENTS_KEY } from './payments-key.ts';

/** POST /Payment/Approve/{paymentId} (SLDC business user): the payment is reconciled and the dues it names settled. */
export function approvePayment(paymentId: number) {
  return requestData(paymentDetailSchema, { url: `/Payment/Approve/${paymentId}`, method: 'POST', payload: {} });
}

export function useApprovePayment() {
  return useInvalidatingMutation(approvePayment, [PAYMENTS_KEY]);
}
