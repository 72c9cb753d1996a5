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

/** Half-up a × b / c of non-negative integers (c > 0), exact beyond 2^53. */
function mulDivRound(a: number, b: number, c: number): number {
  return Number((2n * BigInt(a) * BigInt(b) + BigInt(c)) / (2n * BigInt(c)));
}

/**
 * What a due can give back (DOMAIN §5 "A refund pays back cash received"). Its credit — settled beyond what it is
 * charged now — came in as cash and TDS in the proportion the due was settled: the TDS part (half up, to the paisa)
 * is the payer's to reverse and is never paid out; the cash part, less what was refunded and less anything still
 * owed, may be refunded. E.g. ₹1,000.00 settled as ₹980.00 + ₹20.00 TDS, then charged ₹600.00: credit ₹400.00 =
 * cash ₹392.00 + TDS ₹8.00. The cash part never exceeds the cash paid.
 */
export function dueCreditOf(s: DueSums): { cashPaise: number; tdsToReversePaise: number } {
  const credit = Math.max(0, s.settledPaise - s.chargedPaise);
  const tds = s.settledPaise > 0 ? mulDivRound(credit, s.tdsPaise, s.settledPaise) : 0;
  const owed = Math.max(0, s.chargedPaise - s.settledPaise);
  return { cashPaise: credit - tds - s.refundedPaise - owed, tdsToReversePaise: tds };
}

/** Each due type's credit on a record (dueCreditOf over its entries). */
function creditsByDue(entries: readonly LedgerEntryLike[]) {
  const byType = new Map<DueType, LedgerEntryLike[]>();
  for (const e of entries) byType.set(e.dueType, [...(byType.get(e.dueType) ?? []), e]);
  return [...byType].map(([dueType, own]) => ({ dueType, ...dueCreditOf(sumsOf(own)) }));
}

export interface RefundPosition {
  /** Cash that may still be refunded: the cash parts of the credits less refunds and what is owed, never below 0. */
  refundablePaise: number;
  /** The TDS part of the credits: shown for the payer to reverse, never paid out. */
  tdsToReversePaise: number;
}

/**
 * What a record may still refund and the TDS its payer is to reverse (DOMAIN §5): what was paid in cash less what is
 * owed, less what was refunded — never below zero. The non-refundable fees stay owed, so they are never paid back.
 * Equal to −balance − TDS to reverse when positive: without TDS, the record's whole credit.
 */
export function refundPositionOf(entries: readonly LedgerEntryLike[]): RefundPosition {
  const credits = creditsByDue(entries);
  const sum = (f: (c: (typeof credits)[number]) => number) => credits.reduce((s, c) => s + f(c), 0);
  return {
    refundablePaise: Math.max(
      0,
      sum((c) => c.cashPaise),
    ),
    tdsToReversePaise: sum((c) => c.tdsToReversePaise),
  };
}

/** What may still be refunded on a record (refundPositionOf): cash, never the TDS withheld. */
export function refundableOf(entries: readonly LedgerEntryLike[]): number {
  return refundPositionOf(entries).refundablePaise;
}

/**
 * A refund spread over a record's dues with cash to give back (most first), so no due is refunded beyond the cash
 * part of its credit. The caller has checked `amountPaise ≤ refundableOf(entries)`.
 */
export function refundSplit(entries: readonly LedgerEntryLike[], amountPaise: number): Map<DueType, number> {
  const credits = creditsByDue(entries)
    .filter((c) => c.cashPaise > 0)
    .sort((a, b) => b.cashPaise - a.cashPaise || DUE_TYPES.indexOf(a.dueType) - DUE_TYPES.indexOf(b.dueType));
  const split = new Map<DueType, number>();
  let left = amountPaise;
  for (const { dueType, cashPaise } of credits) {
    if (left <= 0) break;
    const part = Math.min(left, cashPaise);
    split.set(dueType, part);
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
