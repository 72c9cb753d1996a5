import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { requestData } from '../../../lib/api-client.ts';

/** POST /Admin/ResetPassword/{id} (spec §7.2): clears the password and mails the user a code to set a new one. */
export async function resetPassword(id: number): Promise<void> {
  await requestData(z.null(), { url: `/Admin/ResetPassword/${id}`, method: 'POST', payload: {} });
}

export function useResetPassword() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'users', 'reset-password'],
    mutationFn: resetPassword,
    // The user turns 'Pending' and a mail joins the outbox.
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
