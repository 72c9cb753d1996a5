/**
 * A record's gating fee (DOMAIN §5: "A registration or application proceeds only when its fee is paid"; "While a
 * record waits for its payer's fee, the applicant's page says so with the amount and a Pay link"): where it stands
 * over the ledger, and its words — the SLDC's check line (the registration's mandatory checks, the application's STOA
 * check and the record's fee fact), the applicant's line on its own record, and the one refusal of a check not met.
 */
import { UNITS } from '../api/units.ts';
import { z } from 'zod';
import { formatInr, formatPaise } from '../format/numbers.ts';

/**
 * NotCharged: no fee raised (none configured, or a draft); Owed: the payer has not paid it; AwaitingReconciliation:
 * a payment of it waits for the SLDC; Paid: settled by reconciled payments.
 */
export const FEE_STATES = ['NotCharged', 'Owed', 'AwaitingReconciliation', 'Paid'] as const;
export type FeeStateName = (typeof FEE_STATES)[number];

/** What the ledger says of a fee's due: its charge, what is still owed, and whether a payment awaits the SLDC. */
export interface FeeFacts {
  chargedPaise: number;
  balancePaise: number;
  hasPendingPayment: boolean;
}

export function feeStateOf(f: FeeFacts): FeeStateName {
  if (f.chargedPaise === 0) return 'NotCharged';
  if (f.balancePaise <= 0) return 'Paid';
  return f.hasPendingPayment ? 'AwaitingReconciliation' : 'Owed';
}

/** The SLDC's words for a fee (a check's detail): what is missing, with the amount. */
export function feeCheckDetail(f: FeeFacts, label: string): string {
  const owed = formatPaise(f.balancePaise);
  switch (feeStateOf(f)) {
    case 'NotCharged':
      return `No ${label.toLowerCase()} is charged.`;
    case 'Paid':
      return `${formatPaise(f.chargedPaise)} paid and reconciled.`;
    case 'AwaitingReconciliation':
      return `${owed} due; a payment awaits reconciliation.`;
    case 'Owed':
      return `${owed} due; not paid yet.`;
  }
}

/**
 * A record's fee as its page shows it (the application's and the registration's detail): the amount charged, what is
 * still owed, where it stands, its pay-by and, for its payer while it is owed, the Payment Details dues filtered to
 * the record (the Pay link).
 */
export const recordFeeSchema = z.object({
  /** 'Application Fee', 'Registration Fee', 'Renewal Fee'. */
  label: z.string(),
  /** Rupees charged (a draft: the fee in force now; null: no fee configured). */
  amount: z.number().describe(UNITS.rupees).nullable(),
  /** Rupees still owed (0 once paid). */
  owed: z.number().describe(UNITS.rupees),
  state: z.enum(FEE_STATES),
  /** Pay-by date, and the instant where it is a cut-off (ISO); null: not raised. */
  dueOn: z.string().nullable(),
  dueAt: z.string().nullable(),
  /** The SLDC's check line ('₹5,000.00 due; not paid yet.'); null when not raised. */
  detail: z.string().nullable(),
  /** The viewer is the fee's payer (its words are the applicant's: 'Awaiting your payment: …'). */
  isPayer: z.boolean(),
  /** The payer's Pay link (only to the payer, only while it is owed). */
  payLink: z.string().nullable(),
});
export type RecordFee = z.infer<typeof recordFeeSchema>;

/** The applicant's words for its own record's fee: what it must still do, or that it is settled (null: no fee). */
export function applicantFeeText(fee: Pick<RecordFee, 'state' | 'amount' | 'owed'>): string | null {
  switch (fee.state) {
    case 'Owed':
      return `Awaiting your payment: ${formatInr(fee.owed)}`;
    case 'AwaitingReconciliation':
      return `Your payment of ${formatInr(fee.owed)} awaits the SLDC's reconciliation`;
    case 'Paid':
      return `${formatInr(fee.amount ?? 0)} paid and reconciled`;
    case 'NotCharged':
      return null;
  }
}

/** A check the SLDC's step is refused for, with the detail where it says what is missing (the fee's amount). */
export interface FailedCheck {
  name: string;
  detail?: string | null;
}

/**
 * THE refusal of a registration's Verify and Forward at the STOA check and of an application's Accept (one wording:
 * the same missing fee reads the same on both): 'The STOA check is not met: Application fee (₹5,000.00 due; not
 * paid yet).'
 */
export function stoaCheckRefusal(failed: readonly FailedCheck[]): string {
  const parts = failed.map((c) => (c.detail ? `${c.name} (${c.detail.replace(/\.$/, '')})` : c.name));
  return `The STOA check is not met: ${parts.join(', ')}.`;
}
