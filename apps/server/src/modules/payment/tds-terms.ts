/**
 * What TDS challans are read against (DOMAIN §5): the interest rate in force on a date and a month's challan due date
 * (the rules' day of the next month; 30 April for March). Every deduction of a month shares the month's due date —
 * one recorded after it (a payment reconciled late, or back-dated) is overdue the day it is recorded —, and its
 * interest runs from its own date to the deposit (the shared challanInterest).
 */
import { challanDueOn, challanInterest, formatDisplayMonth, type TdsDeductionItem } from '@stoa/shared';
import type { DbOrTx } from '../../db/client.ts';
import { currentRules } from '../configuration/rules.service.ts';
import { interestRates } from '../configuration/tds.service.ts';

/** 'Mar 2026' of 'YYYY-MM': the shared month formatter, under the name this module's texts use. */
export const monthLabel = formatDisplayMonth;
export const CHALLAN_LINK = '/payments/challan';

export interface Terms {
  rateOn: (date: string) => number;
  dueOn: (month: string) => string;
}

/** Read in turn: it also runs on a transaction's client, which takes one query at a time. */
export async function termsOf(db: DbOrTx): Promise<Terms> {
  const rateOn = await interestRates(db);
  const rules = await currentRules(db);
  return { rateOn, dueOn: (month) => challanDueOn(month, rules.tds.challanDueDay) };
}

export interface Interest {
  months: number;
  paise: number;
  /** The rate applied, hundredths of a percent a month (0 when on time). */
  rate: number;
}

/**
 * The interest these deductions of `month` draw if deposited on `depositOn` (nothing when on time): the rate in force
 * on the deposit date, each deduction from its own date.
 */
export function interestFor(
  terms: Terms,
  month: string,
  covered: readonly Pick<TdsDeductionItem, 'deductedOn' | 'paise'>[],
  depositOn: string,
): Interest {
  const rate = terms.rateOn(depositOn);
  const interest = challanInterest(covered, depositOn, terms.dueOn(month), rate);
  return interest.months === 0 ? { months: 0, paise: 0, rate: 0 } : { ...interest, rate };
}
