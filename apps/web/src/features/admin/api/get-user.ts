import { queryOptions, useQuery } from '@tanstack/react-query';
import { userSchema } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';

/** GET /Admin/User/{id}: the dialog reads the user afresh, so an edit carries the current version. */
export function getUser(id: number) {
  return requestData(userSchema, { url: `/Admin/User/${id}` });
}

export function userQueryOptions(id: number) {
  return queryOptions({ queryKey: ['admin', 'users', 'detail', id], queryFn: () => getUser(id), staleTime: 0 });
}

export function useUser(id: number | null) {
  return useQuery({ ...userQueryOptions(id ?? 0), enabled: id !== null });
}
