/**
 * GetPayable (issue 34 item 9): what some dues ask for if paid on a date. The payer's TDS rate is effective-dated and
 * the server demands the rate in force on the payment date (DOMAIN §5), so the Make Payment dialog asks again when
 * its date changes and its amount follows the answer — the same split MakePayment checks the amount against.
 */
import { UNITS } from '../api/units.ts';
import { z } from 'zod';
import { isoDateField } from '../calendar/dates.ts';
import { INT4_MAX } from '../validation/number-input.ts';
import { PAYMENT_LABELS } from './payment.schemas.ts';

const DUE_IDS_MESSAGE = 'Due Ids must be 1 to 100 due ids separated by commas';

export const payableQuerySchema = z.object({
  /** The dues paid together, comma-separated (as MakePayment's {id} and dueIds). */
  dueIds: z
    .string({ error: DUE_IDS_MESSAGE })
    .trim()
    .regex(/^\d{1,10}(,\d{1,10}){0,99}$/, DUE_IDS_MESSAGE)
    .transform((value) => [...new Set(value.split(',').map(Number))])
    .refine((ids) => ids.every((id) => id >= 1 && id <= INT4_MAX), DUE_IDS_MESSAGE),
  paymentDate: isoDateField(PAYMENT_LABELS.paymentDate),
});
export type PayableQuery = z.output<typeof payableQuerySchema>;

const money = z.number().describe(UNITS.rupees);

export const payableLineSchema = z.object({
  dueId: z.number().int(),
  /** What is owed (the balance). */
  gross: money,
  /** The payer's TDS rate on the due's type in force on the payment date (0: none). */
  tdsRatePercent: z.number(),
  tds: money,
  net: money,
});
export type PayableLine = z.infer<typeof payableLineSchema>;

export const payableSchema = z.object({
  paymentDate: z.string(),
  lines: z.array(payableLineSchema),
  gross: money,
  tds: money,
  /** The amount MakePayment accepts for these dues on this date. */
  net: money,
});
export type Payable = z.infer<typeof payableSchema>;
