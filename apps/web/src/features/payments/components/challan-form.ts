/**
 * The Upload Challan form's rules: the shared makeTdsPaymentSchema (the route's own), with what the server also
 * refuses checked before sending — an amount other than the month's TDS, a deposit date after today (IST) or before
 * the month of deduction.
 */
import type { z } from 'zod';
import { TDS_MESSAGES, isIsoDate, makeTdsPaymentSchema, type MonthlyTdsRow } from '@stoa/shared';
import { formatMoney } from './payment-cells.tsx';

export const CHALLAN_LABELS = {
  month: 'Month of Deduction',
  challanNumber: 'Challan Serial No.',
  bsrCode: 'BSR Code',
  depositDate: 'Deposit Date',
  amount: 'Amount (₹)',
  proofFileId: 'Challan Copy',
} as const;

/** `row`: the month's deductions; `today`: the business date. */
export function challanFormSchema(row: Pick<MonthlyTdsRow, 'month' | 'deducted'>, today: string) {
  const base = makeTdsPaymentSchema;
  return base.extend({
    amount: base.shape.amount.refine(
      (amount) => Math.round(amount * 100) === Math.round(row.deducted * 100),
      TDS_MESSAGES.amountMismatch(formatMoney(row.deducted)),
    ),
    depositDate: base.shape.depositDate
      .refine((date) => !isIsoDate(date) || date <= today, TDS_MESSAGES.depositInFuture)
      .refine((date) => !isIsoDate(date) || date >= `${row.month}-01`, TDS_MESSAGES.depositBeforeMonth),
  });
}

export type ChallanFormValues = z.input<ReturnType<typeof challanFormSchema>>;
export type ChallanFormOutput = z.output<ReturnType<typeof challanFormSchema>>;

/** The fields as the form sends them: their names are the request's, so server errors land under them. */
export const CHALLAN_FIELDS = ['challanNumber', 'bsrCode', 'depositDate', 'amount', 'proofFileId'] as const;

/** The month is the row's; the amount box starts at the month's TDS, with its 2 decimals. */
export function challanDefaults(row: Pick<MonthlyTdsRow, 'month' | 'deducted'>): Partial<ChallanFormValues> {
  return { month: row.month, challanNumber: '', bsrCode: '', depositDate: '', amount: row.deducted.toFixed(2) };
}
