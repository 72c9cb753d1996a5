import { queryOptions, useQuery } from '@tanstack/react-query';
import { refundHistorySchema } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { REFUND_HISTORY_KEY } from './payment-keys.ts';

/** GET /Payment/GetRefundHistory/{applicationId}: the refunds recorded on an application and what is still refundable. */
export function getRefundHistory(applicationId: number) {
  return requestData(refundHistorySchema, { url: `/Payment/GetRefundHistory/${applicationId}` });
}

export function refundHistoryQueryOptions(applicationId: number) {
  return queryOptions({
    queryKey: [...REFUND_HISTORY_KEY, applicationId],
    queryFn: () => getRefundHistory(applicationId),
  });
}

export function useRefundHistory(applicationId: number) {
  return useQuery(refundHistoryQueryOptions(applicationId));
}
