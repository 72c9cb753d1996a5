import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { markAllReadResponseSchema } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { refetchAfterReading } from './mark-read.ts';

/** POST /Notification/MarkAllRead; answers how many notifications it marked read. */
export async function markAllRead(): Promise<number> {
  const { marked } = await requestData(markAllReadResponseSchema, {
    url: '/Notification/MarkAllRead',
    method: 'POST',
    payload: {},
  });
  return marked;
}

export function markAllReadMutationOptions() {
  return mutationOptions({ mutationKey: ['notifications', 'mark-all-read'], mutationFn: markAllRead });
}

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    ...markAllReadMutationOptions(),
    onSettled: () => refetchAfterReading(queryClient),
  });
}
