import { z } from 'zod';
import type { MakePaymentInput } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation.ts';
import { PAYMENTS_KEY } from './payments-key.ts';

const madePaymentSchema = z.object({ paymentId: z.number().int() });

export interface MakePaymentRequest {
  /** The first due paid (the path's id); `body.dueIds` names the others. */
  dueId: number;
  body: MakePaymentInput;
}

/**
 * POST /Payment/MakePayment/{dueId}: records a payment of one or more dues of the caller's, for the SLDC to reconcile.
 * The server refuses an amount other than the dues' net payable (PAYMENT_MESSAGES.amountMismatch).
 */
export function makePayment({ dueId, body }: MakePaymentRequest) {
  return requestData(madePaymentSchema, { url: `/Payment/MakePayment/${dueId}`, method: 'POST', payload: body });
}

/** A payment moves the dues (under reconciliation) and the payments list. */
export function useMakePayment() {
  return useInvalidatingMutation(makePayment, [PAYMENTS_KEY]);
}
