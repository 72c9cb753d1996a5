import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  DEFAULT_PAGE_SIZE,
  blockSharesSchema,
  processingResultSchema,
  type ApplicationType,
  type BlockSharesQuery,
  type ProcessingResult,
} from '@stoa/shared';
import { ApiRequestError, requestData } from '../../../lib/api-client.ts';
import { APPLICATION_PROCESSING_KEY } from './application-keys.ts';

/** A batch: the applications of one type to be processed on one date. */
export interface ProcessingBatch {
  type: ApplicationType;
  processingDate: string;
}

/** A query string of the defined values. */
const searchOf = (values: object) =>
  new URLSearchParams(Object.entries(values).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]]))).toString();

/** One page of a result's applications (1-based, as every list). */
export interface ResultPage {
  pageNumber: number;
  pageSize: number;
}
export const FIRST_PAGE: ResultPage = { pageNumber: 1, pageSize: DEFAULT_PAGE_SIZE };

/**
 * GET /Application/GetApplicationProcessingResult/{type}/{processingDate}?pageNumber&pageSize: the last run of the
 * batch with one page of its applications; null when the batch has no run yet (the server answers 404 then — the
 * panel does not ask for a batch its processing dates show unprocessed; this covers a list read before a run).
 */
export async function getProcessingResult(
  { type, processingDate }: ProcessingBatch,
  page: ResultPage = FIRST_PAGE,
): Promise<ProcessingResult | null> {
  try {
    return await requestData(processingResultSchema, {
      url: `/Application/GetApplicationProcessingResult/${type}/${processingDate}?${searchOf(page)}`,
    });
  } catch (err) {
    if (err instanceof ApiRequestError && err.status === 404) return null;
    throw err;
  }
}

export function processingResultQueryOptions(batch: ProcessingBatch, page: ResultPage = FIRST_PAGE) {
  return queryOptions({
    queryKey: [
      ...APPLICATION_PROCESSING_KEY,
      'result',
      batch.type,
      batch.processingDate,
      page.pageNumber,
      page.pageSize,
    ],
    queryFn: () => getProcessingResult(batch, page),
  });
}

/** The batch's last run; nothing asked for without a batch (null: none chosen, or one never processed). */
export function useProcessingResult(batch: ProcessingBatch | null, page: ResultPage = FIRST_PAGE) {
  return useQuery({
    ...processingResultQueryOptions(batch ?? { type: 'DayAhead', processingDate: '' }, page),
    enabled: batch !== null,
    // Another page or batch keeps the result on screen until it arrives; no batch shows none.
    placeholderData: batch === null ? undefined : keepPreviousData,
  });
}

/** A corridor's or a party's block of a batch. */
export type BlockCell = Omit<BlockSharesQuery, 'corridorId' | 'partyKey'> &
  ({ corridorId: number; partyKey?: undefined } | { partyKey: string; corridorId?: undefined });

/** GET /Application/GetProcessingBlockShares/{type}/{processingDate}: one block's shares, when the user opens it. */
export function useBlockShares(batch: ProcessingBatch, cell: BlockCell) {
  return useQuery({
    queryKey: [...APPLICATION_PROCESSING_KEY, 'shares', batch.type, batch.processingDate, cell],
    queryFn: () =>
      requestData(blockSharesSchema, {
        url: `/Application/GetProcessingBlockShares/${batch.type}/${batch.processingDate}?${searchOf(cell)}`,
      }),
  });
}
