/**
 * TDS challans (spec §7.9 GetMonthlyTDSList, GetTDSDetails, MakeTDSPayment, Approve/RevertTDSPayment; DOMAIN §5):
 * a payer's deductions per month, the challans it deposits for them by the 7th of the next month (30 April for
 * March) — the month's first, then a supplementary one for each deduction recorded after a challan (tds-deposits.ts)
 * —, the SLDC's reconciliation, and the interest a late challan draws.
 */
import { z } from 'zod';
import { UNITS } from '../api/units.ts';
import { pageQuerySchema } from '../api/envelope.ts';
import { MONTH_PATTERN, isoDateField, monthFilterField } from '../calendar/dates.ts';
import { optionalText, requiredText } from '../validation/patterns.ts';
import { recordIdParam } from '../validation/number-input.ts';
import { moneyField } from './payment.schemas.ts';

/**
 * A month's status (monthChallanStatus): Approved only when every deduction is on an approved challan;
 * SupplementaryDue when part is deposited and the rest (late or back-dated payments) is on no challan yet.
 */
export const TDS_CHALLAN_STATUSES = ['NotUploaded', 'Submitted', 'Approved', 'SupplementaryDue', 'Reverted'] as const;
export type TdsChallanStatus = (typeof TDS_CHALLAN_STATUSES)[number];
export const TDS_CHALLAN_STATUS_LABELS: Record<TdsChallanStatus, string> = {
  NotUploaded: 'Challan Not Uploaded',
  Submitted: 'Pending Reconciliation',
  Approved: 'Approved',
  SupplementaryDue: 'Supplementary challan due',
  Reverted: 'Reverted',
};

/** One challan's own status. */
export const TDS_CHALLAN_RECORD_STATUSES = ['Submitted', 'Approved', 'Reverted'] as const;

export const TDS_MESSAGES = {
  uploaded: 'TDS challan submitted successfully! The SLDC will reconcile it.',
  approved: 'TDS challan approved.',
  reverted: 'TDS challan reverted to the payer.',
  nothingDeducted: 'No TDS was deducted in this month.',
  amountMismatch: (deducted: string) => `Amount must equal the TDS deducted in the month, ${deducted}`,
  supplementaryAmountMismatch: (notDeposited: string) =>
    `Amount must equal the month's TDS not yet deposited, ${notDeposited}`,
  alreadyUploaded: 'A challan for this month awaits reconciliation. Upload the next one once the SLDC reconciles it.',
  nothingToDeposit: 'Every deduction of this month is already on a challan.',
  depositBeforeDeduction: (lastDeduction: string) =>
    `Deposit Date cannot be before the last deduction it covers, ${lastDeduction}`,
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
  /** Spec §2.5 "monthly TDS … with optional applicationId": the months in which its charges had TDS deducted. */
  applicationId: recordIdParam().optional(),
});
export type MonthlyTdsQuery = z.output<typeof monthlyTdsQuerySchema>;

const money = z.number().describe(UNITS.rupees);

/** One challan of a payer's month, as uploaded and reconciled. */
export const monthChallanSchema = z.object({
  challanId: z.number().int(),
  challanNo: z.string(),
  bsrCode: z.string().nullable(),
  depositDate: z.string(),
  amount: money,
  /** How many deductions it names. */
  deductions: z.number().int(),
  status: z.enum(TDS_CHALLAN_RECORD_STATUSES),
  statusLabel: z.string(),
  /** Made after a challan of the month was approved, for the deductions recorded since. */
  isSupplementary: z.boolean(),
  proofFileId: z.string().nullable(),
  revertReason: z.string().nullable(),
  /** Charged once approved late; as its deposit date says while submitted; nothing once reverted. */
  interestMonths: z.number().int(),
  interest: money,
});
export type MonthChallan = z.infer<typeof monthChallanSchema>;

export const monthlyTdsRowSchema = z.object({
  partyUserId: z.number().int(),
  partyName: z.string(),
  /** 'YYYY-MM' of the deductions. */
  month: z.string(),
  deducted: money,
  deductions: z.number().int(),
  /** On approved challans. */
  deposited: money,
  /** On a challan awaiting reconciliation. */
  inReconciliation: money,
  /**
   * On no challan yet: what the next upload must deposit. deducted = deposited + inReconciliation + notDeposited,
   * but never below 0: TDS undone by a bounced payment after its challan was deposited leaves the month over-deposited.
   */
  notDeposited: money,
  /** The challan's due date (the 7th of the next month; 30 April for March), for every deduction of the month. */
  dueOn: z.string(),
  /** The challan the row's actions act on: the one awaiting reconciliation, else the latest. */
  challanId: z.number().int().nullable(),
  challanStatus: z.enum(TDS_CHALLAN_STATUSES),
  challanStatusLabel: z.string(),
  challanNo: z.string().nullable(),
  bsrCode: z.string().nullable(),
  depositDate: z.string().nullable(),
  proofFileId: z.string().nullable(),
  revertReason: z.string().nullable(),
  /**
   * The month's interest: what its approved challans were charged, what a submitted one draws at its deposit date,
   * and what the TDS not yet deposited would draw if deposited today; the months: the longest of them.
   */
  interestMonths: z.number().int(),
  interest: money,
  isOverdue: z.boolean(),
  /** The next upload is a supplementary challan (a challan of the month is approved). */
  isSupplementary: z.boolean(),
  canUpload: z.boolean(),
  canReconcile: z.boolean(),
  /** Every challan of the month, oldest first. */
  challans: z.array(monthChallanSchema),
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
      /** Where it stands: its live challan's status, else its month's (SupplementaryDue, Reverted, NotUploaded). */
      challanStatus: z.enum(TDS_CHALLAN_STATUSES),
      challanStatusLabel: z.string(),
      /** The live challan that deposits it (null: on none yet). */
      challanNo: z.string().nullable(),
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
