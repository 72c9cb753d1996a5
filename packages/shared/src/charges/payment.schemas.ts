/**
 * Payments (spec §7.9, §2.5; DOMAIN §5): what an applicant records against its dues, what the SLDC reconciles, the
 * lists and the detail as the API answers them, refunds. One schema per payload: the route, the OpenAPI document and
 * the form read these. Money travels as rupees with 2 decimals.
 */
import { z } from 'zod';
import { UNITS } from '../api/units.ts';
import { pageQuerySchema } from '../api/envelope.ts';
import { requiredMessage } from '../api/messages.ts';
import { dateFilterField, isoDateField } from '../calendar/dates.ts';
import { PAYMENT_MODES } from '../config/master-data.schemas.ts';
import { decimalField, recordId } from '../validation/number-input.ts';
import { optionalText, requiredText } from '../validation/patterns.ts';
import { DUE_STATUSES, DUE_TYPES, LEDGER_RECORD_TYPES } from './ledger.ts';
import { PAYMENT_RULE_MESSAGES } from './payment-rules.ts';
import { nextStepSchema } from '../workflow/next-step.ts';

export const PAYMENT_MESSAGES = {
  paid: 'Payment submitted successfully! The SLDC will reconcile it.',
  approved: 'Payment approved.',
  reverted: 'Payment reverted to the payer.',
  refunded: 'Refund recorded.',
  notFound: 'Payment not found.',
  dueNotFound: 'Due not found.',
  nothingDue: 'Nothing is due on this item.',
  otherParty: 'A payment may only cover dues of one party.',
  pending: 'A payment for this due is awaiting reconciliation.',
  amountMismatch: (net: string) => `Amount must equal the net payable ${net}`,
  duplicateReference: 'A payment with this reference number is already recorded at this bank.',
  alreadyReconciled: 'This payment has already been reconciled.',
  futureDate: PAYMENT_RULE_MESSAGES.futureDate,
  beforeRaised: PAYMENT_RULE_MESSAGES.beforeRaised,
  amountNotPositive: 'Amount must be greater than zero',
  modeDisabled: (mode: string) => `${mode} is not accepted at present: please choose another Payment Mode`,
  reversedReference: 'This reference number is of a reversed (bounced) payment at this bank and cannot be used again.',
  proofNotYours: 'This file was uploaded by another user, not by you: please upload your own proof.',
  reversed: 'Payment reversed: its dues are owed again.',
  alreadyReversed: 'This payment has already been reversed.',
  notReversible: 'Only an approved (reconciled) payment can be reversed.',
  refundAbove: (refundable: string) => `Refund Amount cannot exceed the refundable balance of ${refundable}`,
  nothingRefundable: 'Nothing is refundable on this application.',
  proofRequired: 'Proof of Payment is required',
} as const;

export const PAYMENT_LABELS = {
  mode: 'Payment Mode',
  amount: 'Amount (₹)',
  referenceNumber: 'DD / UTR / Reference Number',
  bankName: 'Bank Name',
  paymentDate: 'Payment Date',
  proofFileId: 'Proof of Payment',
  reason: 'Reason',
} as const;
const L = PAYMENT_LABELS;

/** Up to ₹1,000 crore in one payment (paise are a bigint column). */
export const moneyField = (label: string, options: { greaterThan?: number; tooSmallMessage?: string } = {}) =>
  decimalField(label, { ...options, max: 10_000_000_000, bigintColumn: true, unit: '₹' }).describe(UNITS.rupees);

/** POST /Payment/MakePayment/{id}: a payment of the due `id` and, optionally, more dues of the same party. */
export const makePaymentSchema = z.object({
  dueIds: z.array(recordId()).max(100, 'At most 100 dues in one payment').optional(),
  mode: z.enum(PAYMENT_MODES, { error: requiredMessage(L.mode) }),
  amount: moneyField(L.amount, { greaterThan: 0, tooSmallMessage: PAYMENT_MESSAGES.amountNotPositive }),
  /** Unique at its bank across every payer, once a payment on it is recorded (a reverted one frees it). */
  referenceNumber: requiredText(L.referenceNumber, 50),
  bankName: requiredText(L.bankName, 100),
  /** Between the day the last of its dues was raised and today (paymentDateProblem; the server checks). */
  paymentDate: isoDateField(L.paymentDate),
  proofFileId: z.string({ error: PAYMENT_MESSAGES.proofRequired }).uuid('Upload the proof of payment again'),
});
export type MakePaymentInput = z.output<typeof makePaymentSchema>;

/** Revert (a payment or a TDS challan refused before reconciling) and Reverse (a reconciled payment that bounced). */
export const revertSchema = z.object({ reason: requiredText(L.reason, 500) });

/**
 * Submitted (awaiting reconciliation) → Approved (reconciled: its dues settled, a receipt) or Reverted (refused by the
 * SLDC: its reference may be used again); Approved → Reversed (bounced: the settlement undone in the ledger, the
 * receipt cancelled, its reference never used again).
 */
export const PAYMENT_STATUSES = ['Submitted', 'Approved', 'Reverted', 'Reversed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  Submitted: 'Pending Reconciliation',
  Approved: 'Approved',
  Reverted: 'Reverted',
  Reversed: 'Reversed',
};

/** GetPaymentList: `view=dues` (what is owed, per due) or `view=payments` (what was paid, per payment). */
export const paymentListQuerySchema = pageQuerySchema.extend({
  view: z.enum(['dues', 'payments']).default('dues'),
  dueType: z.enum(DUE_TYPES).optional(),
  dueStatus: z.enum(DUE_STATUSES).optional(),
  paymentStatus: z.enum(PAYMENT_STATUSES).optional(),
  search: optionalText('Search', 50).transform((v) => v ?? undefined),
  fromDate: dateFilterField('From Date'),
  toDate: dateFilterField('To Date'),
});
export type PaymentListQuery = z.output<typeof paymentListQuerySchema>;

const money = z.number().describe(UNITS.rupees);

export const dueRowSchema = z.object({
  dueId: z.number().int(),
  recordType: z.enum(LEDGER_RECORD_TYPES),
  recordId: z.number().int(),
  recordNo: z.string(),
  /** The record's page for the caller (null: none). */
  recordLink: z.string().nullable(),
  /** What else names the due: an e-bidding charge's invitation number. */
  reference: z.string().nullable(),
  dueType: z.enum(DUE_TYPES),
  dueTypeLabel: z.string(),
  partyUserId: z.number().int(),
  partyName: z.string(),
  charged: money,
  settled: money,
  tds: money,
  refunded: money,
  balance: money,
  dueOn: z.string().nullable(),
  /** Where the pay-by is a cut-off on dueOn (a day-ahead fee: 15:00 the day before delivery), the instant (ISO). */
  dueAt: z.string().nullable(),
  raisedOn: z.string(),
  status: z.enum(DUE_STATUSES),
  statusLabel: z.string(),
  /** Spec §3: Paid = true, Due = false. */
  isPaid: z.boolean(),
  pendingPaymentId: z.number().int().nullable(),
  /** The payer's TDS on this due type today (OA applicants who configured it), and what it remits. */
  tdsRatePercent: z.number().describe(UNITS.percent),
  tdsPayable: money,
  netPayable: money,
});
export type DueRow = z.infer<typeof dueRowSchema>;

export const paymentRowSchema = z.object({
  paymentId: z.number().int(),
  receiptNo: z.string().nullable(),
  partyUserId: z.number().int(),
  partyName: z.string(),
  mode: z.enum(PAYMENT_MODES),
  modeLabel: z.string(),
  amount: money,
  tds: money,
  referenceNumber: z.string(),
  bankName: z.string(),
  paymentDate: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  statusLabel: z.string(),
  /** Why it is Reverted or Reversed (the SLDC's reason); null otherwise. */
  statusReason: z.string().nullable(),
  submittedAt: z.string(),
  recordNos: z.array(z.string()),
});
export type PaymentRow = z.infer<typeof paymentRowSchema>;

export const paymentListSchema = z.object({
  dues: z.array(dueRowSchema),
  payments: z.array(paymentRowSchema),
  dataCount: z.number().int(),
  /**
   * Sums over every row of the filters (not only the page). `amount`: what the payments listed say was remitted;
   * `received`: what of it the ledger holds as received (approved and not reversed).
   */
  totals: z.object({ charged: money, settled: money, balance: money, amount: money, received: money }),
});
export type PaymentList = z.infer<typeof paymentListSchema>;

export const paymentItemSchema = z.object({
  dueId: z.number().int(),
  recordType: z.enum(LEDGER_RECORD_TYPES),
  recordId: z.number().int(),
  recordNo: z.string(),
  recordLink: z.string().nullable(),
  dueType: z.enum(DUE_TYPES),
  dueTypeLabel: z.string(),
  gross: money,
  tds: money,
  net: money,
});

export const paymentDetailSchema = paymentRowSchema.extend({
  gross: money,
  proofFileId: z.string().nullable(),
  proofFileName: z.string().nullable(),
  revertReason: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decidedByName: z.string().nullable(),
  /** A bounced payment: why, when and by whom it was reversed. */
  reversalReason: z.string().nullable(),
  reversedAt: z.string().nullable(),
  reversedByName: z.string().nullable(),
  items: z.array(paymentItemSchema),
  canApprove: z.boolean(),
  canRevert: z.boolean(),
  /** Approved and not yet reversed, and the caller may reverse (the SLDC business user). */
  canReverse: z.boolean(),
  /** What happens next: who acts, what they do and where (payment-next-steps.ts); null once approved. */
  nextStep: nextStepSchema.nullable(),
});
export type PaymentDetail = z.infer<typeof paymentDetailSchema>;

// --- Refunds ----------------------------------------------------------------------------------------------------

export const refundListQuerySchema = pageQuerySchema.extend({
  search: optionalText('Search', 50).transform((v) => v ?? undefined),
  onlyRefundable: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});

export const refundRowSchema = z.object({
  applicationId: z.number().int(),
  applicationNo: z.string(),
  applicationLink: z.string().nullable(),
  partyUserId: z.number().int(),
  partyName: z.string(),
  charged: money,
  paid: money,
  refunded: money,
  /** Cash that may still be refunded (never the TDS withheld). */
  refundable: money,
  /** The TDS withheld on reversed charges: for the payer to reverse, never paid out (DOMAIN §5). */
  tdsToReverse: money,
});
export type RefundRow = z.infer<typeof refundRowSchema>;
export const refundListSchema = z.object({
  refunds: z.array(refundRowSchema),
  dataCount: z.number().int(),
  totals: z.object({ refundable: money, refunded: money, tdsToReverse: money }),
});

export const makeRefundSchema = z.object({
  applicationId: recordId(),
  amount: moneyField('Refund Amount', { greaterThan: 0 }),
  mode: z.enum(PAYMENT_MODES, { error: requiredMessage(L.mode) }),
  referenceNumber: requiredText(L.referenceNumber, 50),
  refundDate: isoDateField('Refund Date'),
  remarks: optionalText('Remarks', 500),
});
export type MakeRefundInput = z.output<typeof makeRefundSchema>;

export const refundHistorySchema = z.object({
  applicationId: z.number().int(),
  applicationNo: z.string(),
  refundable: money,
  /** The TDS withheld on reversed charges: for the payer to reverse, never paid out (DOMAIN §5). */
  tdsToReverse: money,
  refunds: z.array(
    z.object({
      refundId: z.number().int(),
      amount: money,
      mode: z.enum(PAYMENT_MODES),
      modeLabel: z.string(),
      referenceNumber: z.string(),
      refundDate: z.string(),
      remarks: z.string().nullable(),
      recordedAt: z.string(),
      recordedByName: z.string().nullable(),
    }),
  ),
});
export type RefundHistory = z.infer<typeof refundHistorySchema>;

// --- Proposed defaulters ----------------------------------------------------------------------------------------

/** A party with a due unpaid longer than the rules' days past due (DOMAIN §5): the Admin decides. */
export const proposedDefaulterSchema = z.object({
  userId: z.number().int(),
  userName: z.string(),
  partyName: z.string(),
  isDefaulter: z.boolean(),
  overdue: money,
  dues: z.number().int(),
  oldestDueOn: z.string(),
  daysPastDue: z.number().int(),
});
export type ProposedDefaulter = z.infer<typeof proposedDefaulterSchema>;
export const proposedDefaulterListSchema = z.object({
  daysPastDue: z.number().int(),
  parties: z.array(proposedDefaulterSchema),
});
export type ProposedDefaulterList = z.infer<typeof proposedDefaulterListSchema>;
