import { processingResultSchema } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation.ts';
import { PROCESSING_KEYS } from './application-keys.ts';
import type { ProcessingBatch } from './get-processing-result.ts';

/** The month of a processing date, 'YYYY-MM' (the ApproveAll address names it). */
export const monthOf = (processingDate: string) => processingDate.slice(0, 7);

/** POST /Application/ApproveAll/{type}/{processingDate}/{month}: the fitting applications of the batch in full. */
export function approveAll({ type, processingDate }: ProcessingBatch) {
  return requestData(processingResultSchema, {
    url: `/Application/ApproveAll/${type}/${processingDate}/${monthOf(processingDate)}`,
    method: 'POST',
    payload: {},
  });
}

export function useApproveAll() {
  return useInvalidatingMutation(approveAll, PROCESSING_KEYS);
}
