/**
 * The Make Payment form's rules: the shared makePaymentSchema (the route's own), with what the server also refuses
 * checked before sending — a payment date after today (IST) or before the day the last of the dues was raised
 * (paymentDateProblem, the server's own rule) and an amount other than the net payable of the dues.
 */
import type { z } from 'zod';
import {
  PAYMENT_MESSAGES,
  isIsoDate,
  makePaymentSchema,
  paymentDateProblem,
  type DueRow,
  type MakePaymentInput,
} from '@stoa/shared';
import { formatMoney, sumRupees } from './payment-cells.tsx';

const base = makePaymentSchema.omit({ dueIds: true });

/** `netPayable`: what the dues ask for; `today`: the business date; `raisedOn`: the day each due was raised. */
export function paymentFormSchema(netPayable: number, today: string, raisedOn: readonly string[] = []) {
  return base.extend({
    amount: base.shape.amount.refine(
      (amount) => Math.round(amount * 100) === Math.round(netPayable * 100),
      PAYMENT_MESSAGES.amountMismatch(formatMoney(netPayable)),
    ),
    paymentDate: base.shape.paymentDate.superRefine((date, ctx) => {
      const problem = isIsoDate(date) ? paymentDateProblem(date, raisedOn, today) : null;
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  });
}

export type PaymentFormValues = z.input<ReturnType<typeof paymentFormSchema>>;
export type PaymentFormOutput = z.output<ReturnType<typeof paymentFormSchema>>;

/** The fields as the form sends them: their names are the request's, so server errors land under them. */
export const PAYMENT_FIELDS = ['mode', 'amount', 'referenceNumber', 'bankName', 'paymentDate', 'proofFileId'] as const;

/** What the dues add up to: the balance (gross), the TDS the payer withholds and the net it remits. */
export function duesTotals(dues: readonly DueRow[]) {
  return {
    gross: sumRupees(dues.map((due) => due.balance)),
    tds: sumRupees(dues.map((due) => due.tdsPayable)),
    net: sumRupees(dues.map((due) => due.netPayable)),
  };
}

/** The amount box starts at the net payable, with its 2 decimals. */
export function paymentDefaults(netPayable: number): Partial<PaymentFormValues> {
  return { amount: netPayable.toFixed(2), referenceNumber: '', bankName: '', paymentDate: '' };
}

/** The request: the first due in the path, the others in `dueIds`. */
export function paymentRequestOf(dues: readonly DueRow[], values: PaymentFormOutput) {
  const [first, ...others] = dues;
  if (!first) throw new Error('A payment names at least one due');
  const body: MakePaymentInput = { ...values, dueIds: others.map((due) => due.dueId) };
  return { dueId: first.dueId, body };
}
