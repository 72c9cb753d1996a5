import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { notificationPageSchema } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { toListSearch } from '../../../components/data-table/list-query.ts';

export interface NotificationPageQuery {
  pageNumber: number;
  pageSize: number;
}

/** GET /Notification/GetAll: one page of every notification of the signed-in user, newest first. */
export function getNotificationPage(query: NotificationPageQuery) {
  return requestData(notificationPageSchema, { url: `/Notification/GetAll?${toListSearch({ ...query })}` });
}

export function notificationPageQueryOptions(query: NotificationPageQuery) {
  return queryOptions({
    queryKey: ['notifications', 'page', query],
    queryFn: () => getNotificationPage(query),
    placeholderData: keepPreviousData,
  });
}

export function useNotificationPage(query: NotificationPageQuery) {
  return useQuery(notificationPageQueryOptions(query));
}
