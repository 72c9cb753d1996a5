import { queryOptions, useQuery } from '@tanstack/react-query';
import { processingResultSchema, type ApplicationType } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { APPLICATION_PROCESSING_KEY } from './application-keys.ts';

/** A batch: the applications of one type to be processed on one date. */
export interface ProcessingBatch {
  type: ApplicationType;
  processingDate: string;
}

/** GET /Application/GetApplicationProcessingResult/{type}/{processingDate}: the last run of the batch (run null: none). */
export function getProcessingResult({ type, processingDate }: ProcessingBatch) {
  return requestData(processingResultSchema, {
    url: `/Application/GetApplicationProcessingResult/${type}/${processingDate}`,
  });
}

export function processingResultQueryOptions(batch: ProcessingBatch) {
  return queryOptions({
    queryKey: [...APPLICATION_PROCESSING_KEY, 'result', batch.type, batch.processingDate],
    queryFn: () => getProcessingResult(batch),
  });
}

export function useProcessingResult(batch: ProcessingBatch | null) {
  return useQuery({
    ...processingResultQueryOptions(batch ?? { type: 'DayAhead', processingDate: '' }),
    enabled: batch !== null,
  });
}
