import { z } from 'zod';
import type { MakeTdsPaymentInput } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation.ts';
import { PAYMENTS_KEY } from './payments-key.ts';

const madeChallanSchema = z.object({ challanId: z.number().int() });

/**
 * POST /Payment/MakeTDSPayment (OA applicant): the challan of a month's TDS, for the SLDC to reconcile. The server
 * refuses an amount other than the month's deductions (TDS_MESSAGES.amountMismatch).
 */
export function makeTdsPayment(body: MakeTdsPaymentInput) {
  return requestData(madeChallanSchema, { url: '/Payment/MakeTDSPayment', method: 'POST', payload: body });
}

export function useMakeTdsPayment() {
  return useInvalidatingMutation(makeTdsPayment, [PAYMENTS_KEY]);
}
