import { queryOptions, useQuery } from '@tanstack/react-query';
import { paymentModeListSchema } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { PAYMENT_SETUP_KEY } from './payment-keys.ts';

/** GET /Configuration/PaymentModes/GetAll: the modes the Admin has enabled, with their instructions to payers. */
export async function getEnabledPaymentModes() {
  const { paymentModes } = await requestData(paymentModeListSchema, { url: '/Configuration/PaymentModes/GetAll' });
  return paymentModes.filter((mode) => mode.isEnabled);
}

export function enabledPaymentModesQueryOptions() {
  return queryOptions({ queryKey: [...PAYMENT_SETUP_KEY, 'paymentModes'], queryFn: getEnabledPaymentModes });
}

export function useEnabledPaymentModes() {
  return useQuery(enabledPaymentModesQueryOptions());
}
