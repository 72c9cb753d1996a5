import { queryOptions, useQuery } from '@tanstack/react-query';
import { notificationListSchema, type Notification } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';

export function getNotifications(): Promise<Notification[]> {
  return requestData(notificationListSchema, { url: '/Notification/NotificationResult' });
}

export function notificationsQueryOptions() {
  return queryOptions({
    queryKey: ['notifications', 'list'],
    queryFn: getNotifications,
    // Read fresh every time the menu opens: the list is only fetched while it is shown.
    staleTime: 0,
  });
}

export function useNotifications({ enabled }: { enabled: boolean }) {
  return useQuery({ ...notificationsQueryOptions(), enabled });
}
