import { queryOptions, useQuery } from '@tanstack/react-query';
import { paymentDetailSchema } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { PAYMENT_DETAIL_KEY } from './payment-keys.ts';

/**
 * GET /Payment/GetPaymentDetails/{paymentId}: one payment with the dues it covers, its proof and what the caller may
 * do with it (canApprove / canRevert, computed by the server).
 */
export function getPaymentDetails(paymentId: number) {
  return requestData(paymentDetailSchema, { url: `/Payment/GetPaymentDetails/${paymentId}` });
}

export function paymentDetailsQueryOptions(paymentId: number) {
  // Read afresh on every visit: another reconciler may have decided it meanwhile.
  return queryOptions({
    queryKey: [...PAYMENT_DETAIL_KEY, paymentId],
    queryFn: () => getPaymentDetails(paymentId),
    staleTime: 0,
  });
}

export function usePaymentDetails(paymentId: number) {
  return useQuery(paymentDetailsQueryOptions(paymentId));
}
