import { bankAccountSchema, type BankAccountInput } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation.ts';
import { CONFIGURATION_KEY } from './configuration-key.ts';

/** PATCH /Configuration/BankDetails/Update/{id}. */
export function updateBankAccount({ id, input }: { id: number; input: BankAccountInput }) {
  return requestData(bankAccountSchema, {
    url: `/Configuration/BankDetails/Update/${id}`,
    method: 'PATCH',
    payload: input,
  });
}

export function useUpdateBankAccount() {
  return useInvalidatingMutation(updateBankAccount, [CONFIGURATION_KEY]);
}
