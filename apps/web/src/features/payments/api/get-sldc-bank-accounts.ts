import { queryOptions, useQuery } from '@tanstack/react-query';
import { bankAccountListSchema } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { PAYMENT_SETUP_KEY } from './payment-keys.ts';

/**
 * GET /Configuration/BankDetails/GetAll: the SLDC's accounts a payer pays into. Applicants get the public view (the
 * active accounts only); a full view also lists inactive accounts, which are left out here.
 */
export async function getSldcBankAccounts() {
  const { accounts } = await requestData(bankAccountListSchema, { url: '/Configuration/BankDetails/GetAll' });
  return accounts.filter((account) => account.isActive !== false);
}

export function sldcBankAccountsQueryOptions() {
  return queryOptions({ queryKey: [...PAYMENT_SETUP_KEY, 'bankAccounts'], queryFn: getSldcBankAccounts });
}

export function useSldcBankAccounts() {
  return useQuery(sldcBankAccountsQueryOptions());
}
