import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { outboxListSchema } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { toListSearch } from '../../../components/data-table/list-query.ts';

export interface OutboxQuery {
  pageNumber: number;
  pageSize: number;
  /** Part of the recipient's address (contains). */
  to?: string;
}

/** The list route; `${OUTBOX_LIST_PATH}/Export` gives every page of its filter as a file. */
export const OUTBOX_LIST_PATH = '/Admin/Outbox';

/** GET /Admin/Outbox: the mails the portal queued, newest first, with their delivery state. */
export function getOutbox(query: OutboxQuery) {
  return requestData(outboxListSchema, { url: `${OUTBOX_LIST_PATH}?${toListSearch({ ...query })}` });
}

export function outboxQueryOptions(query: OutboxQuery) {
  return queryOptions({
    queryKey: ['admin', 'outbox', query],
    queryFn: () => getOutbox(query),
    placeholderData: keepPreviousData,
  });
}

export function useOutbox(query: OutboxQuery) {
  return useQuery(outboxQueryOptions(query));
}
