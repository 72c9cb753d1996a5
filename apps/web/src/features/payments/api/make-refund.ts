import { refundHistorySchema, type MakeRefundInput } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation.ts';
import { PAYMENTS_KEY } from './payments-key.ts';

/**
 * POST /Payment/MakeRefund (SLDC business user): records a refund paid back on an application; the answer is the
 * application's refund history.
 */
export function makeRefund(body: MakeRefundInput) {
  return requestData(refundHistorySchema, { url: '/Payment/MakeRefund', method: 'POST', payload: body });
}

/** A refund moves the refund list, the application's history and its dues. */
export function useMakeRefund() {
  return useInvalidatingMutation(makeRefund, [PAYMENTS_KEY]);
}
