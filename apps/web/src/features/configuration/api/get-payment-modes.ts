import { queryOptions, useQuery } from '@tanstack/react-query';
import { paymentModeListSchema } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';

/** GET /Configuration/PaymentModes/GetAll: the fixed payment modes, each enabled or not, with instructions. */
export async function getPaymentModes() {
  return (await requestData(paymentModeListSchema, { url: '/Configuration/PaymentModes/GetAll' })).paymentModes;
}

export function paymentModesQueryOptions() {
  return queryOptions({ queryKey: ['configuration', 'paymentModes'], queryFn: getPaymentModes });
}

export function usePaymentModes() {
  return useQuery(paymentModesQueryOptions());
}
