/**
 * TDS challans (spec §7.9 GetMonthlyTDSList, GetTDSDetails, MakeTDSPayment, Approve/RevertTDSPayment; DOMAIN §5):
 * a payer's deductions per month, the challan it deposits for them by the 7th of the next month (30 April for
 * March), the SLDC's reconciliation, and the interest a late challan draws.
 */
import { z } from 'zod';
import { UNITS } from '../api/units.ts';
import { pageQuerySchema } from '../api/envelope.ts';
import { MONTH_PATTERN, isoDateField, monthFilterField } from '../calendar/dates.ts';
import { optionalText, requiredText } from '../validation/patterns.ts';
import { moneyField } from './payment.schemas.ts';

export const TDS_CHALLAN_STATUSES = ['NotUploaded', 'Submitted', 'Approved', 'Reverted'] as const;
export type TdsChallanStatus = (typeof TDS_CHALLAN_STATUSES)[number];
export const TDS_CHALLAN_STATUS_LABELS: Record<TdsChallanStatus, string> = {
  NotUploaded: 'Challan Not Uploaded',
  Submitted: 'Pending Reconciliation',
  Approved: 'Approved',
  Reverted: 'Reverted',
};

export const TDS_MESSAGES = {
  uploaded: 'TDS challan submitted successfully! The SLDC will reconcile it.',
  approved: 'TDS challan approved.',
  reverted: 'TDS challan reverted to the payer.',
  nothingDeducted: 'No TDS was deducted in this month.',
  amountMismatch: (deducted: string) => `Amount must equal the TDS deducted in the month, ${deducted}`,
  alreadyUploaded: 'A challan for this month is already recorded.',
  notFound: 'TDS challan not found.',
  alreadyReconciled: 'This challan has already been reconciled.',
  depositInFuture: 'Deposit Date cannot be in the future',
  depositBeforeMonth: 'Deposit Date cannot be before the month of deduction',
} as const;

export const monthField = (label: string) =>
  z.string({ error: `${label} is required` }).regex(MONTH_PATTERN, `${label} must be a month (YYYY-MM)`);

export const monthlyTdsQuerySchema = pageQuerySchema.extend({
  month: monthFilterField(),
  challanStatus: z.enum(TDS_CHALLAN_STATUSES).optional(),
});
export type MonthlyTdsQuery = z.output<typeof monthlyTdsQuerySchema>;

const money = z.number().describe(UNITS.rupees);

export const monthlyTdsRowSchema = z.object({
  partyUserId: z.number().int(),
  partyName: z.string(),
  /** 'YYYY-MM' of the deductions. */
  month: z.string(),
  deducted: money,
  deductions: z.number().int(),
  /** The challan's due date (the 7th of the next month; 30 April for March). */
  dueOn: z.string(),
  challanId: z.number().int().nullable(),
  challanStatus: z.enum(TDS_CHALLAN_STATUSES),
  challanStatusLabel: z.string(),
  challanNo: z.string().nullable(),
  bsrCode: z.string().nullable(),
  depositDate: z.string().nullable(),
  proofFileId: z.string().nullable(),
  revertReason: z.string().nullable(),
  /** Months of interest and the interest: charged once approved late, else what it would be if deposited today. */
  interestMonths: z.number().int(),
  interest: money,
  isOverdue: z.boolean(),
  canUpload: z.boolean(),
  canReconcile: z.boolean(),
});
export type MonthlyTdsRow = z.infer<typeof monthlyTdsRowSchema>;
export const monthlyTdsListSchema = z.object({ rows: z.array(monthlyTdsRowSchema), dataCount: z.number().int() });

export const makeTdsPaymentSchema = z.object({
  month: monthField('Month'),
  challanNumber: requiredText('Challan Serial No.', 20),
  bsrCode: optionalText('BSR Code', 7).refine((v) => v === null || /^\d{7}$/.test(v), 'BSR Code must be 7 digits'),
  depositDate: isoDateField('Deposit Date'),
  amount: moneyField('Amount (₹)', { greaterThan: 0 }),
  proofFileId: z.string({ error: 'Challan Copy is required' }).uuid('Upload the challan copy again'),
});
export type MakeTdsPaymentInput = z.output<typeof makeTdsPaymentSchema>;

export const tdsDetailsSchema = z.object({
  applicationId: z.number().int(),
  applicationNo: z.string(),
  deductions: z.array(
    z.object({
      paymentId: z.number().int(),
      receiptNo: z.string().nullable(),
      dueTypeLabel: z.string(),
      deductedOn: z.string(),
      month: z.string(),
      gross: money,
      ratePercent: z.number(),
      tds: money,
      challanStatus: z.enum(TDS_CHALLAN_STATUSES),
      challanStatusLabel: z.string(),
    }),
  ),
});
export type TdsDetails = z.infer<typeof tdsDetailsSchema>;

/** A quarter of a financial year (April–March): Q1 April–June … Q4 January–March of the next calendar year. */
export const tdsCertificateQuerySchema = z.object({
  financialYear: z.coerce.number().int().min(2000, 'Financial Year must be 2000 or later').max(2999),
  quarter: z.coerce.number().int().min(1, 'Quarter must be 1 to 4').max(4, 'Quarter must be 1 to 4'),
  /** The SLDC names the party; a payer gets its own. */
  partyUserId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});

/** A quarter (no party): whose TDS summary may be asked for. */
export const tdsQuarterQuerySchema = tdsCertificateQuerySchema.omit({ partyUserId: true });

/** The payers with TDS deducted in a quarter, by name (the SLDC's choice of party; a payer: itself). */
export const tdsPartiesSchema = z.object({
  parties: z.array(z.object({ partyUserId: z.number().int(), partyName: z.string() })),
});
export type TdsParties = z.infer<typeof tdsPartiesSchema>;

/** The three 'YYYY-MM' months of a financial year's quarter. */
export function quarterMonths(financialYear: number, quarter: number): string[] {
  const first = 4 + (quarter - 1) * 3;
  return [0, 1, 2].map((i) => {
    const m = first + i;
    const year = m > 12 ? financialYear + 1 : financialYear;
    return `${year}-${String(((m - 1) % 12) + 1).padStart(2, '0')}`;
  });
}
