/**
 * What the server checks of a payment beyond its form (DOMAIN §5 "The server checks what the form offers") and how
 * a bounced payment is undone in the ledger. Pure: the server enforces them, the Make Payment form shows the same
 * date rule before sending.
 */
import { formatDisplayDate } from '../calendar/dates.ts';
import type { LedgerKind } from './ledger.ts';

export const PAYMENT_RULE_MESSAGES = {
  futureDate: 'Payment Date cannot be in the future',
  /** `earliest` as people read it ('Mar 05, 2026'). */
  beforeRaised: (earliest: string, several: boolean) =>
    `Payment Date cannot be before ${earliest}, the day ${several ? 'the last of these dues' : 'the due'} was raised`,
} as const;

/**
 * The first day a payment of these dues may be dated: the day the last of them was raised (a payment cannot settle
 * what was not yet owed). `raisedOn`: each due's raise date (YYYY-MM-DD); null when none is given.
 */
export function earliestPaymentDate(raisedOn: readonly string[]): string | null {
  let latest: string | null = null;
  for (const date of raisedOn) if (latest === null || date > latest) latest = date;
  return latest;
}

/**
 * Why a payment date is refused, or null: after `today` (IST business date), or before the day the last of its dues
 * was raised. The message names the earliest allowed date in the display format.
 */
export function paymentDateProblem(date: string, raisedOn: readonly string[], today: string): string | null {
  if (date > today) return PAYMENT_RULE_MESSAGES.futureDate;
  const earliest = earliestPaymentDate(raisedOn);
  if (earliest !== null && date < earliest) {
    return PAYMENT_RULE_MESSAGES.beforeRaised(formatDisplayDate(earliest), new Set(raisedOn).size > 1);
  }
  return null;
}

/** A settlement entry of a reconciled payment, as the ledger holds it. */
export interface SettlementEntry {
  dueId: number;
  kind: LedgerKind;
  amountPaise: number;
}

/** The kinds a payment's reconciliation wrote: the net remitted and the TDS withheld (both negative). */
const SETTLEMENT_KINDS: readonly LedgerKind[] = ['Payment', 'TdsDeduction'];

/**
 * The entries that undo a bounced payment's settlement (DOMAIN §5 "reversed by the SLDC … a reversal entry"): each
 * Payment and TdsDeduction entry the payment wrote, negated, on the same due and of the same kind — so every sum
 * over the ledger (paid, TDS, balance, refundable) reads as if the payment had never settled, and nothing is edited.
 * Throws on anything else: a payment writes only negative settlement entries, and is reversed only once.
 */
export function reversalOf(entries: readonly SettlementEntry[]): SettlementEntry[] {
  return entries.map((e) => {
    if (!SETTLEMENT_KINDS.includes(e.kind) || !Number.isSafeInteger(e.amountPaise) || e.amountPaise >= 0) {
      throw new Error(`Not a settlement entry of a payment: ${e.kind} ${e.amountPaise} on due ${e.dueId}`);
    }
    return { dueId: e.dueId, kind: e.kind, amountPaise: -e.amountPaise };
  });
}
