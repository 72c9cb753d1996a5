import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { markAllReadResponseSchema } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';

/** After a read mark the bell, the notifications page and the dashboard's unread figure are asked again. */
export async function refetchAfterReading(queryClient: QueryClient): Promise<void> {
  // The dashboard shows an unread figure too; a key, not an import, so features stay independent.
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ['notifications'] }),
    queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
  ]);
}

/** POST /Notification/MarkRead/{id}: one notification opened; answers 1, or 0 when it was read already. */
export async function markRead(id: number): Promise<number> {
  const { marked } = await requestData(markAllReadResponseSchema, {
    url: `/Notification/MarkRead/${id}`,
    method: 'POST',
    payload: {},
  });
  return marked;
}

export function markReadMutationOptions() {
  return mutationOptions({ mutationKey: ['notifications', 'mark-read'], mutationFn: markRead });
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({ ...markReadMutationOptions(), onSettled: () => refetchAfterReading(queryClient) });
}
