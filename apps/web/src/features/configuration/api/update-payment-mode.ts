import type { z } from 'zod';
import { paymentModeSchema, type paymentModeInputSchema } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation.ts';
import { CONFIGURATION_KEY } from './configuration-key.ts';

export type PaymentModeInput = z.output<typeof paymentModeInputSchema>;

/** PATCH /Configuration/PaymentModes/Update/{id}: enable or disable a mode, change its instructions. */
export function updatePaymentMode({ id, input }: { id: number; input: PaymentModeInput }) {
  return requestData(paymentModeSchema, {
    url: `/Configuration/PaymentModes/Update/${id}`,
    method: 'PATCH',
    payload: input,
  });
}

export function useUpdatePaymentMode() {
  return useInvalidatingMutation(updatePaymentMode, [CONFIGURATION_KEY]);
}
