import { queryOptions, useQuery } from '@tanstack/react-query';
import { processingDateListSchema, type ApplicationListType } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { APPLICATION_PROCESSING_KEY } from './application-keys.ts';

/**
 * GET /Application/GetApplicationProcessingDates?type=…: the batches of a list type with their pending and allocated
 * counts (Contingency answers both contingency types, each entry naming its own).
 */
export function getProcessingDates(type: ApplicationListType) {
  return requestData(processingDateListSchema, { url: `/Application/GetApplicationProcessingDates?type=${type}` });
}

export function processingDatesQueryOptions(type: ApplicationListType) {
  return queryOptions({
    queryKey: [...APPLICATION_PROCESSING_KEY, 'dates', type],
    queryFn: () => getProcessingDates(type),
  });
}

export function useProcessingDates(type: ApplicationListType) {
  return useQuery(processingDatesQueryOptions(type));
}
