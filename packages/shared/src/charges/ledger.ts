/**
 * THE ledger's rules (DOMAIN §5 "One ledger"): every fee, charge, TDS deduction, interest, payment and refund is an
 * immutable entry in integer paise with a sign — positive what the party owes, negative what settles it —, created by
 * the event that causes it. A due is a group of entries: one party, one record, one due type. Its outstanding
 * amount, a record's balance and what may be refunded are sums over the entries, never stored.
 *
 * Events never write amounts by hand: they state the TARGET — what the record should be charged now (a fee on
 * submission, the charges of the applied schedule, then of the allocated one, nothing once refused) — and
 * `adjustmentsFor` writes the difference as a Charge or a Reversal. Running an event twice writes nothing.
 */
import { CHARGE_TYPES, CHARGE_TYPE_LABELS } from '../config/charges.schemas.ts';

/** What a due is for: the charge types of configuration plus the interest on a late TDS challan. */
export const DUE_TYPES = [...CHARGE_TYPES, 'TdsInterest'] as const;
export type DueType = (typeof DUE_TYPES)[number];
export const DUE_TYPE_LABELS: Record<DueType, string> = { ...CHARGE_TYPE_LABELS, TdsInterest: 'TDS Interest' };

/**
 * Entry kinds and their signs: Charge (+) and Reversal (−) change what is owed; Payment (−, the reconciled net) and
 * TdsDeduction (−, the tax the payer withheld) settle it; Refund (+) pays a credit back.
 */
export const LEDGER_KINDS = ['Charge', 'Reversal', 'Payment', 'TdsDeduction', 'Refund'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];
export const LEDGER_KIND_SIGNS: Record<LedgerKind, 1 | -1> = {
  Charge: 1,
  Reversal: -1,
  Payment: -1,
  TdsDeduction: -1,
  Refund: 1,
};

/** The records money is owed on. */
export const LEDGER_RECORD_TYPES = ['Registration', 'Application', 'TdsChallan'] as const;
export type LedgerRecordType = (typeof LEDGER_RECORD_TYPES)[number];

/** Never refunded (DOMAIN §5): the application fee; registration and renewal fees buy the processing. */
export const NON_REFUNDABLE_TYPES: readonly DueType[] = ['ApplicationFee', 'RegistrationFee', 'RenewalFee'];

/** Identifies a due: one record's one due type (a record has one party). */
export interface DueKey {
  recordType: LedgerRecordType;
  recordId: number;
  dueType: DueType;
}

export const dueKeyOf = (k: DueKey) => `${k.recordType}:${k.recordId}:${k.dueType}`;

/** What an event says a record should be charged now, with the rule that produced the amount. */
export interface ChargeTarget extends DueKey {
  partyUserId: number;
  /** The record's number as people know it (registration or application number). */
  recordNo: string;
  /** What its web path needs: a registration's entity type, an application's type (null: none). */
  recordKind: string | null;
  /** What else names the due (an e-bidding charge's invitation number). */
  reference?: string | null;
  amountPaise: number;
  /** The date it must be paid by (null: payable once approved; it may be paid in advance). */
  dueOn: string | null;
  /** Where the pay-by is a moment of `dueOn` (a processing cut-off), the instant (ISO); else by the end of the day. */
  dueAt?: string | null;
  rule: string;
  /** Kept once raised: a due that exists keeps its amount (a fee is fixed when first raised; a resubmission does not
   * re-price it). */
  fixed?: boolean;
}

export interface LedgerEntryDraft extends DueKey {
  partyUserId: number;
  recordNo: string;
  recordKind: string | null;
  reference?: string | null;
  kind: LedgerKind;
  /** Signed: LEDGER_KIND_SIGNS[kind] × the amount. */
  amountPaise: number;
  dueOn: string | null;
  dueAt?: string | null;
  rule: string;
  paymentId?: number | null;
}

/** The sum of the Charge and Reversal entries of each due so far (key: dueKeyOf). */
export type ChargedSums = ReadonlyMap<string, number>;

/**
 * The entries that bring each due's charged amount to its target: a Charge for an increase, a Reversal for a
 * decrease, nothing when it already matches. Targets repeated for one due: the last counts.
 */
export function adjustmentsFor(targets: readonly ChargeTarget[], charged: ChargedSums): LedgerEntryDraft[] {
  const last = new Map(targets.map((t) => [dueKeyOf(t), t]));
  const drafts: LedgerEntryDraft[] = [];
  for (const [key, t] of last) {
    if (!Number.isSafeInteger(t.amountPaise) || t.amountPaise < 0) {
      throw new Error(`A charge target must be whole paise ≥ 0 (${key}: ${t.amountPaise})`);
    }
    const difference = t.amountPaise - (charged.get(key) ?? 0);
    if (difference === 0) continue;
    drafts.push({
      recordType: t.recordType,
      recordId: t.recordId,
      dueType: t.dueType,
      partyUserId: t.partyUserId,
      recordNo: t.recordNo,
      recordKind: t.recordKind,
      reference: t.reference ?? null,
      kind: difference > 0 ? 'Charge' : 'Reversal',
      amountPaise: difference,
      dueOn: t.dueOn,
      dueAt: t.dueAt ?? null,
      rule: t.rule,
    });
  }
  return drafts;
}

/** One entry as the sums read it. */
export interface LedgerEntryLike extends DueKey {
  kind: LedgerKind;
  amountPaise: number;
}

export interface DueSums {
  /** Charges less reversals. */
  chargedPaise: number;
  /** Payments and TDS deductions (as a positive amount). */
  settledPaise: number;
  tdsPaise: number;
  refundedPaise: number;
  /** What is still owed (> 0) or held in credit (< 0): the sum of every entry. */
  balancePaise: number;
}

const ZERO: DueSums = { chargedPaise: 0, settledPaise: 0, tdsPaise: 0, refundedPaise: 0, balancePaise: 0 };

/** The sums of some entries (one due, one record or one party: the caller chooses the entries). */
export function sumsOf(entries: readonly LedgerEntryLike[]): DueSums {
  const s = { ...ZERO };
  for (const e of entries) {
    s.balancePaise += e.amountPaise;
    if (e.kind === 'Charge' || e.kind === 'Reversal') s.chargedPaise += e.amountPaise;
    else if (e.kind === 'Refund') s.refundedPaise += e.amountPaise;
    else s.settledPaise -= e.amountPaise;
    if (e.kind === 'TdsDeduction') s.tdsPaise -= e.amountPaise;
  }
  return s;
}

/**
 * What may still be refunded on a record (DOMAIN §5): what was paid less what is owed, less what was refunded —
 * never below zero. The non-refundable fees stay owed, so they are never paid back.
 */
export function refundableOf(entries: readonly LedgerEntryLike[]): number {
  return Math.max(0, -sumsOf(entries).balancePaise);
}

/**
 * A refund spread over a record's dues in credit (most credit first), so no due is refunded beyond its credit. The
 * caller has checked `amountPaise ≤ refundableOf(entries)`.
 */
export function refundSplit(entries: readonly LedgerEntryLike[], amountPaise: number): Map<DueType, number> {
  const balances = new Map<DueType, number>();
  for (const e of entries) balances.set(e.dueType, (balances.get(e.dueType) ?? 0) + e.amountPaise);
  const credits = [...balances]
    .filter(([, b]) => b < 0)
    .sort((a, b) => a[1] - b[1] || DUE_TYPES.indexOf(a[0]) - DUE_TYPES.indexOf(b[0]));
  const split = new Map<DueType, number>();
  let left = amountPaise;
  for (const [type, balance] of credits) {
    if (left <= 0) break;
    const part = Math.min(left, -balance);
    split.set(type, part);
    left -= part;
  }
  if (left > 0) throw new Error(`Refund above the record's credit by ${left} paise`);
  return split;
}

/** A due's state in words (spec §3: Paid = true, Due = false; the reconciliation in between). */
export const DUE_STATUSES = ['Due', 'Overdue', 'UnderReconciliation', 'Paid'] as const;
export type DueStatus = (typeof DUE_STATUSES)[number];
export const DUE_STATUS_LABELS: Record<DueStatus, string> = {
  Due: 'Due',
  Overdue: 'Overdue',
  UnderReconciliation: 'Under Reconciliation',
  Paid: 'Paid',
};

export function dueStatusOf(
  sums: Pick<DueSums, 'balancePaise'>,
  dueOn: string | null,
  today: string,
  pendingPayment: boolean,
): DueStatus {
  if (sums.balancePaise <= 0) return 'Paid';
  if (pendingPayment) return 'UnderReconciliation';
  return dueOn !== null && dueOn < today ? 'Overdue' : 'Due';
}
