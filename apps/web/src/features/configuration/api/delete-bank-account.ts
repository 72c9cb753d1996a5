import { z } from 'zod';
import { requestData } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation.ts';
import { CONFIGURATION_KEY } from './configuration-key.ts';

/** DELETE /Configuration/BankDetails/Delete/{id}. */
export function deleteBankAccount(id: number) {
  return requestData(z.unknown(), { url: `/Configuration/BankDetails/Delete/${id}`, method: 'DELETE' });
}

export function useDeleteBankAccount() {
  return useInvalidatingMutation(deleteBankAccount, [CONFIGURATION_KEY]);
}
