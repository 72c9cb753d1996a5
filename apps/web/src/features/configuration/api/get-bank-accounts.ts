import { queryOptions, useQuery } from '@tanstack/react-query';
import { bankAccountListSchema } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';

/**
 * GET /Configuration/BankDetails/GetAll: the SLDC's accounts. The server decides the view: 'full' (Admin, SLDC
 * business user) or 'public' (applicants: the active accounts and what they need to pay into them).
 */
export function getBankAccounts() {
  return requestData(bankAccountListSchema, { url: '/Configuration/BankDetails/GetAll' });
}

export function bankAccountsQueryOptions() {
  return queryOptions({ queryKey: ['configuration', 'bankAccounts'], queryFn: getBankAccounts });
}

export function useBankAccounts() {
  return useQuery(bankAccountsQueryOptions());
}
