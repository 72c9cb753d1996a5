import { processingResultSchema } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation.ts';
import { PROCESSING_KEYS } from './application-keys.ts';
import type { ProcessingBatch } from './get-processing-result.ts';

/** POST /Application/ProcessApplications/{type}/{date}: compares the batch with the margins (fits or congested). */
export function processApplications({ type, processingDate }: ProcessingBatch) {
  return requestData(processingResultSchema, {
    url: `/Application/ProcessApplications/${type}/${processingDate}`,
    method: 'POST',
    payload: {},
  });
}

export function useProcessApplications() {
  return useInvalidatingMutation(processApplications, PROCESSING_KEYS);
}
