import { processingResultSchema } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation.ts';
import { PROCESSING_KEYS } from './application-keys.ts';
import type { ProcessingBatch } from './get-processing-result.ts';

/**
 * POST /Application/AllocateQuantumProRataBasis/{processingDate}/{type}: the congested batch shared out, pro-rata for
 * Day-ahead, in order of receipt for FCFS and contingency (DOMAIN §3); Advance is refused (e-bidding decides).
 */
export function allocateQuantum({ type, processingDate }: ProcessingBatch) {
  return requestData(processingResultSchema, {
    url: `/Application/AllocateQuantumProRataBasis/${processingDate}/${type}`,
    method: 'POST',
    payload: {},
  });
}

export function useAllocateQuantum() {
  return useInvalidatingMutation(allocateQuantum, PROCESSING_KEYS);
}
