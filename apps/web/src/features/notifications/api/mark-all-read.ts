import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { markAllReadResponseSchema } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';

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
    onSettled: async () => {
      // The dashboard shows an unread figure too; a key, not an import, so features stay independent.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['notifications'] }),
        queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
      ]);
    },
  });
}
