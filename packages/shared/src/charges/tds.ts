/**
 * TDS (DOMAIN §5): the tax an applicant withholds from a payment of a charge type it configured, the challan's due
 * date for a month's deductions, and the interest on a late challan. Money in integer paise, rates in hundredths of
 * a percent, every amount rounded once, half up.
 */
import { addDays, firstOfNextMonth } from '../calendar/dates.ts';

/** Half-up integer division of non-negative integers. */
const divRound = (n: number, d: number) => Math.floor((2 * n + d) / (2 * d));

/**
 * amount × rate / 10,000, half up. The product may pass 2^53 (₹1,000 crore at 99.99 % does), where a double loses
 * the last paise, so the whole ten-thousands of the amount are multiplied apart from the remainder.
 */
function timesHundredthsPercent(amount: number, rate: number): number {
  const tenThousands = Math.floor(amount / 10_000);
  return tenThousands * rate + divRound((amount - tenThousands * 10_000) * rate, 10_000);
}

/** The TDS on a gross amount at a rate in hundredths of a percent (2 % → 200): gross × rate / 10,000, half up. */
export function tdsOf(grossPaise: number, rateHundredthsPercent: number): number {
  if (grossPaise <= 0 || rateHundredthsPercent <= 0) return 0;
  return timesHundredthsPercent(grossPaise, rateHundredthsPercent);
}

/** What the payer remits and what it withholds: net + TDS = gross, always. */
export function splitGross(grossPaise: number, rateHundredthsPercent: number): { tdsPaise: number; netPaise: number } {
  const tdsPaise = tdsOf(grossPaise, rateHundredthsPercent);
  return { tdsPaise, netPaise: grossPaise - tdsPaise };
}

/** 'YYYY-MM' of a date. */
export const monthOf = (date: string) => date.slice(0, 7);

/**
 * When a month's challan is due: the 7th of the next month (the configured day), and 30 April for March (the
 * financial year's last month).
 */
export function challanDueOn(month: string, dueDay = 7): string {
  const next = firstOfNextMonth(`${month}-01`);
  if (month.endsWith('-03')) return `${next.slice(0, 7)}-30`;
  return addDays(next, dueDay - 1);
}

/**
 * Months of interest (DOMAIN §5 "per month or part of a month from deduction to deposit"): each calendar month the
 * span touches counts, the deduction's month and the deposit's included — deducted 10 March, deposited 3 May → 3.
 * Nothing when the challan was deposited by its due date.
 */
export function interestMonths(deductedOn: string, depositedOn: string, dueOn: string): number {
  if (depositedOn <= dueOn || depositedOn < deductedOn) return 0;
  const index = (d: string) => Number(d.slice(0, 4)) * 12 + Number(d.slice(5, 7));
  return index(depositedOn) - index(deductedOn) + 1;
}

/** Interest on a late challan: deducted × rate per month × months, rate in hundredths of a percent, half up. */
export function interestOf(deductedPaise: number, ratePerMonthHundredths: number, months: number): number {
  if (deductedPaise <= 0 || months <= 0 || ratePerMonthHundredths <= 0) return 0;
  return timesHundredthsPercent(deductedPaise, ratePerMonthHundredths * months);
}
