import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  DEFAULT_PAGE_SIZE,
  blockSharesSchema,
  processingResultSchema,
  type ApplicationType,
  type BlockSharesQuery,
} from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
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
 * batch (run null: none) with one page of its applications.
 */
export function getProcessingResult({ type, processingDate }: ProcessingBatch, page: ResultPage = FIRST_PAGE) {
  return requestData(processingResultSchema, {
    url: `/Application/GetApplicationProcessingResult/${type}/${processingDate}?${searchOf(page)}`,
  });
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

export function useProcessingResult(batch: ProcessingBatch | null, page: ResultPage = FIRST_PAGE) {
  return useQuery({
    ...processingResultQueryOptions(batch ?? { type: 'DayAhead', processingDate: '' }, page),
    enabled: batch !== null,
    // Another page keeps the result on screen until it arrives.
    placeholderData: keepPreviousData,
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
