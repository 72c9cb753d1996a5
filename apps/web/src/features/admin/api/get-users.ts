import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { userListSchema, type UserListQuery } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { toListSearch } from '../../../components/data-table/list-query.ts';

/** Every users-list query starts with this key: the optimistic toggles update them all. */
export const USER_LISTS_KEY = ['admin', 'users', 'list'] as const;

/** The list route; `${USERS_LIST_PATH}/Export` gives every page of its filters as a file. */
export const USERS_LIST_PATH = '/Admin/GetUsers';

/** GET /Admin/GetUsers (spec §7.2): one page of users; empty filters are left out. */
export function getUsers(query: UserListQuery) {
  return requestData(userListSchema, { url: `${USERS_LIST_PATH}?${toListSearch(query)}` });
}

export function usersQueryOptions(query: UserListQuery) {
  return queryOptions({
    queryKey: [...USER_LISTS_KEY, query],
    queryFn: () => getUsers(query),
    // The grid keeps showing the old page (with its loading bar) while the next one arrives.
    placeholderData: keepPreviousData,
  });
}

export function useUsers(query: UserListQuery) {
  return useQuery(usersQueryOptions(query));
}
