import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toggleUserFlag } from './toggle-user-flag.ts';

/**
 * The Defaulter switch (POST Admin/EnableDisableUserDefaulter/{id}, the users grid's own) for a proposed defaulter:
 * no optimistic flip here — the proposals and the users lists are read afresh once the server answers.
 */
export function useTogglePartyDefaulter() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'proposedDefaulters', 'toggle'],
    mutationFn: (userId: number) => toggleUserFlag('isDefaulter', userId),
    onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
