import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userSchema, type AddUserRequest, type User } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';

/**
 * POST /Admin/AddUser (spec §7.2): the user starts 'Pending' and gets a mailed code to set a password, so the
 * outbox changes too.
 */
export function addUser(user: AddUserRequest): Promise<User> {
  return requestData(userSchema, { url: '/Admin/AddUser', method: 'POST', payload: user });
}

export function useAddUser() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'users', 'add'],
    mutationFn: addUser,
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
