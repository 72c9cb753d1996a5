import { queryOptions, useQuery } from '@tanstack/react-query';
import { ebiddingDetailsSchema } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { DETAILS_KEY } from './ebidding-keys.ts';

/** GET /Payment/GetEbiddingDetails/{applicationId}: the e-bidding details grid of one application, with its totals. */
export function getEbiddingDetails(applicationId: number) {
  return requestData(ebiddingDetailsSchema, { url: `/Payment/GetEbiddingDetails/${applicationId}` });
}

export function ebiddingDetailsQueryOptions(applicationId: number) {
  return queryOptions({
    queryKey: [...DETAILS_KEY, applicationId],
    queryFn: () => getEbiddingDetails(applicationId),
  });
}

export function useEbiddingDetails(applicationId: number) {
  return useQuery(ebiddingDetailsQueryOptions(applicationId));
}
