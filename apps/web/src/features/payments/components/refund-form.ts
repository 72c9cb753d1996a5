/**
 * The Refund form's rules: the shared makeRefundSchema (the route's own), with the ceiling the server also enforces
 * checked before sending — never more than the application's refundable balance.
 */
import type { z } from 'zod';
import { PAYMENT_MESSAGES, makeRefundSchema } from '@stoa/shared';
import { formatMoney } from './payment-cells.tsx';

const base = makeRefundSchema.omit({ applicationId: true });

export function refundFormSchema(refundable: number) {
  return base.extend({
    amount: base.shape.amount.refine(
      (amount) => Math.round(amount * 100) <= Math.round(refundable * 100),
      PAYMENT_MESSAGES.refundAbove(formatMoney(refundable)),
    ),
  });
}

export type RefundFormValues = z.input<ReturnType<typeof refundFormSchema>>;
export type RefundFormOutput = z.output<ReturnType<typeof refundFormSchema>>;

/** The amount box starts at the whole refundable balance. */
export function refundDefaults(refundable: number): Partial<RefundFormValues> {
  return { amount: refundable.toFixed(2), referenceNumber: '', refundDate: '', remarks: '' };
}
