import { bankAccountSchema, type BankAccountInput } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation.ts';
import { CONFIGURATION_KEY } from './configuration-key.ts';

/** POST /Configuration/BankDetails/Add. */
export function addBankAccount(input: BankAccountInput) {
  return requestData(bankAccountSchema, { url: '/Configuration/BankDetails/Add', method: 'POST', payload: input });
}

export function useAddBankAccount() {
  return useInvalidatingMutation(addBankAccount, [CONFIGURATION_KEY]);
}
