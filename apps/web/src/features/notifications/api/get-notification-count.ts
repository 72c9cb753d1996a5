import { queryOptions, useQuery } from '@tanstack/react-query';
import { notificationCountSchema } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { useNotificationLink } from '../realtime/link-state.ts';
import type { LinkState } from '../realtime/notification-stream.ts';

/** How often the bell asks for the unread count while no realtime link carries it. */
export const NOTIFICATION_POLL_MS = 60_000;

export async function getNotificationCount(): Promise<number> {
  const { count } = await requestData(notificationCountSchema, { url: '/Notification/NotificationCount' });
  return count;
}

/** While the realtime link is open its broadcasts carry the count, so the bell stops polling (issue 20). */
export function notificationCountQueryOptions(link: LinkState = 'connecting') {
  return queryOptions({
    queryKey: ['notifications', 'count'],
    queryFn: getNotificationCount,
    refetchInterval: link === 'open' ? false : NOTIFICATION_POLL_MS,
    refetchOnWindowFocus: true,
    staleTime: 0,
  });
}

export function useNotificationCount() {
  return useQuery(notificationCountQueryOptions(useNotificationLink()));
}
