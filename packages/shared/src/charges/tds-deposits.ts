/**
 * What of a payer's month of TDS is deposited (DOMAIN §5 "Every deduction can be deposited"). Each TdsDeduction of
 * the ledger is covered by at most one live challan (submitted or approved); a reverted challan frees the deductions
 * it named. A new challan — the month's first, or a **supplementary** one once a challan of the month is approved —
 * covers exactly the deductions on no live challan, so a deduction dated in a month whose challan is already
 * recorded (a late or back-dated payment) is deposited on the next one, and no deduction is ever deposited twice.
 * Interest on a late challan runs from each covered deduction's own date. Money in integer paise.
 */
import type { TdsChallanStatus } from './tds-challan.schemas.ts';
import { interestMonths, interestOf } from './tds.ts';

/** A TdsDeduction entry of the ledger: its id, its date (the payment's) and the tax withheld. */
export interface TdsDeductionItem {
  entryId: number;
  deductedOn: string;
  paise: number;
}

/** A challan of the month and the deductions it names (a reverted one's no longer count). */
export interface TdsChallanCover {
  status: 'Submitted' | 'Approved' | 'Reverted';
  entryIds: readonly number[];
}

/** The status of the live challan covering each deduction (entry id → Submitted | Approved). */
function liveCovers(challans: readonly TdsChallanCover[]): Map<number, 'Submitted' | 'Approved'> {
  const covers = new Map<number, 'Submitted' | 'Approved'>();
  for (const c of challans) {
    if (c.status === 'Reverted') continue;
    for (const id of c.entryIds) covers.set(id, c.status);
  }
  return covers;
}

/** The deductions a new challan of the month covers: those on no live challan, oldest first. */
export function uncoveredDeductions(
  deductions: readonly TdsDeductionItem[],
  challans: readonly TdsChallanCover[],
): TdsDeductionItem[] {
  const covers = liveCovers(challans);
  return deductions
    .filter((d) => !covers.has(d.entryId))
    .sort((a, b) => a.deductedOn.localeCompare(b.deductedOn) || a.entryId - b.entryId);
}

/** A month's TDS split by where it stands: deducted = deposited + inReconciliation + notDeposited. */
export interface MonthDeposits {
  deductedPaise: number;
  /** On approved challans. */
  depositedPaise: number;
  /** On a challan awaiting the SLDC's reconciliation. */
  inReconciliationPaise: number;
  /** On no live challan: what the next challan (a supplementary one once a challan is approved) must deposit. */
  notDepositedPaise: number;
}

export function monthDeposits(
  deductions: readonly TdsDeductionItem[],
  challans: readonly TdsChallanCover[],
): MonthDeposits {
  const covers = liveCovers(challans);
  const sums = { deductedPaise: 0, depositedPaise: 0, inReconciliationPaise: 0, notDepositedPaise: 0 };
  for (const d of deductions) {
    sums.deductedPaise += d.paise;
    const status = covers.get(d.entryId);
    if (status === 'Approved') sums.depositedPaise += d.paise;
    else if (status === 'Submitted') sums.inReconciliationPaise += d.paise;
    else sums.notDepositedPaise += d.paise;
  }
  return sums;
}

/** What a month's status is read from. */
export interface MonthChallanState {
  hasSubmitted: boolean;
  depositedPaise: number;
  notDepositedPaise: number;
  /** The status of the month's latest challan (null: none yet). */
  lastStatus: TdsChallanCover['status'] | null;
}

/**
 * A month's status: Pending Reconciliation while a challan awaits the SLDC; Approved only when every deduction is on
 * an approved challan; 'Supplementary challan due' when some are deposited and the rest are on no challan; else
 * Reverted (the last challan came back) or Challan Not Uploaded.
 */
export function monthChallanStatus(state: MonthChallanState): TdsChallanStatus {
  if (state.hasSubmitted) return 'Submitted';
  if (state.notDepositedPaise <= 0) return 'Approved';
  if (state.depositedPaise > 0) return 'SupplementaryDue';
  return state.lastStatus === 'Reverted' ? 'Reverted' : 'NotUploaded';
}

/** A challan made now is supplementary when part of its month is already deposited on an approved challan. */
export const isSupplementaryChallan = (deposits: Pick<MonthDeposits, 'depositedPaise'>) => deposits.depositedPaise > 0;

/**
 * Interest on a challan deposited on `depositOn` for these deductions of one month (due `dueOn`): each deduction
 * counts every calendar month from its own date to the deposit (interestMonths); the deductions with the same count
 * are summed and rounded once, half up. `months`: the longest count (0 when on time).
 */
export function challanInterest(
  covered: readonly Pick<TdsDeductionItem, 'deductedOn' | 'paise'>[],
  depositOn: string,
  dueOn: string,
  ratePerMonthHundredths: number,
): { months: number; paise: number } {
  const byMonths = new Map<number, number>();
  for (const d of covered) {
    const months = interestMonths(d.deductedOn, depositOn, dueOn);
    byMonths.set(months, (byMonths.get(months) ?? 0) + d.paise);
  }
  let months = 0;
  let paise = 0;
  for (const [m, sum] of byMonths) {
    months = Math.max(months, m);
    paise += interestOf(sum, ratePerMonthHundredths, m);
  }
  return { months, paise };
}
