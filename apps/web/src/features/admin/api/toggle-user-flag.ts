/**
 * The list's two switches (spec §4 Users: enabled/disabled, defaulter/not defaulter). The switch flips at once;
 * a refusal (e.g. 'You cannot disable your own account.') puts it back and the page shows the message.
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { userSchema, type User } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { USER_LISTS_KEY } from './get-users.ts';

export type UserFlag = 'isEnabled' | 'isDefaulter';

/** POST Admin/EnableDisableUser/{id} and POST Admin/EnableDisableUserDefaulter/{id} (spec §7.2). */
const FLAG_PATHS: Record<UserFlag, string> = {
  isEnabled: '/Admin/EnableDisableUser',
  isDefaulter: '/Admin/EnableDisableUserDefaulter',
};

/** Toggles the flag on the server; answers the updated user. */
export function toggleUserFlag(flag: UserFlag, id: number): Promise<User> {
  return requestData(userSchema, { url: `${FLAG_PATHS[flag]}/${id}`, method: 'POST', payload: {} });
}

type UserList = { userList: User[]; dataCount: number };
type Snapshot = [readonly unknown[], UserList | undefined][];

function patchUser(client: QueryClient, id: number, patch: (user: User) => User): void {
  client.setQueriesData<UserList>({ queryKey: USER_LISTS_KEY }, (list) =>
    list ? { ...list, userList: list.userList.map((u) => (u.id === id ? patch(u) : u)) } : list,
  );
}

export function useToggleUserFlag(flag: UserFlag) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'users', 'toggle', flag],
    mutationFn: (user: User) => toggleUserFlag(flag, user.id),
    onMutate: async (user: User): Promise<Snapshot> => {
      // A list answer arriving now would overwrite the optimistic value.
      await client.cancelQueries({ queryKey: USER_LISTS_KEY });
      const snapshot = client.getQueriesData<UserList>({ queryKey: USER_LISTS_KEY });
      patchUser(client, user.id, (u) => ({ ...u, [flag]: !user[flag] }));
      return snapshot;
    },
    onError: (_error, _user, snapshot) => {
      for (const [key, list] of snapshot ?? []) client.setQueryData(key, list);
    },
    onSuccess: (updated) => patchUser(client, updated.id, () => updated),
    onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
