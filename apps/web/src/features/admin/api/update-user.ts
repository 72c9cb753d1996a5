import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userSchema, type UpdateUserRequest, type User } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';

export interface UpdateUserInput {
  id: number;
  user: UpdateUserRequest;
}

/** PATCH /Admin/User/{id} (spec §7.2); `version` makes a concurrent edit fail with 409 instead of overwriting. */
export function updateUser({ id, user }: UpdateUserInput): Promise<User> {
  return requestData(userSchema, { url: `/Admin/User/${id}`, method: 'PATCH', payload: user });
}

export function useUpdateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'users', 'update'],
    mutationFn: updateUser,
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
