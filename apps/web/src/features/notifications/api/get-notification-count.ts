import { queryOptions, useQuery } from '@tanstack/react-query';
import { notificationCountSchema } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';

/** How often the bell asks for the unread count while no realtime link carries it. */
export const NOTIFICATION_POLL_MS = 60_000;

export async function getNotificationCount(): Promise<number> {
  const { count } = await requestData(notificationCountSchema, { url: '/Notification/NotificationCount' });
  return count;
}

export function notificationCountQueryOptions() {
  return queryOptions({
    queryKey: ['notifications', 'count'],
    queryFn: getNotificationCount,
    refetchInterval: NOTIFICATION_POLL_MS,
    refetchOnWindowFocus: true,
    staleTime: 0,
  });
}

export function useNotificationCount() {
  return useQuery(notificationCountQueryOptions());
}
