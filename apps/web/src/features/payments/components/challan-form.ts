/**
 * The Upload Challan form's rules: the shared makeTdsPaymentSchema (the route's own), with what the server also
 * refuses checked before sending — an amount other than the month's TDS not yet deposited (all of it for the month's
 * first challan; the rest, for a supplementary one), a deposit date after today (IST) or before the month of
 * deduction. The server alone knows the deductions' dates: a deposit before the last one comes back under the field.
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

type ChallanRow = Pick<MonthlyTdsRow, 'month' | 'notDeposited' | 'isSupplementary'>;

/** `row`: the month and what is not yet deposited; `today`: the business date. */
export function challanFormSchema(row: ChallanRow, today: string) {
  const base = makeTdsPaymentSchema;
  const mismatch = row.isSupplementary ? TDS_MESSAGES.supplementaryAmountMismatch : TDS_MESSAGES.amountMismatch;
  return base.extend({
    amount: base.shape.amount.refine(
      (amount) => Math.round(amount * 100) === Math.round(row.notDeposited * 100),
      mismatch(formatMoney(row.notDeposited)),
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

/** The month is the row's; the amount box starts at the month's TDS not yet deposited, with its 2 decimals. */
export function challanDefaults(row: ChallanRow): Partial<ChallanFormValues> {
  return { month: row.month, challanNumber: '', bsrCode: '', depositDate: '', amount: row.notDeposited.toFixed(2) };
}
