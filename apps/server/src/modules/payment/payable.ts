/**
 * GetPayable (issue 34 item 9): what the caller's dues ask for if paid on a date — each due's balance split at the
 * payer's TDS rate in force on that date, by the same functions MakePayment checks the amount with, so the Make
 * Payment dialog's amount is the one the server will demand for the date chosen.
 */
import { PAYMENT_MESSAGES, businessDate, fromHundredths, type Payable, type PayableQuery } from '@stoa/shared';
import type { ServiceDeps } from '../../app-deps.ts';
import type { Principal } from '../../platform/access-guard.ts';
import { AppError } from '../../platform/errors.ts';
import { payableDues, splitOf } from './payments.ts';

export function createPayable(deps: ServiceDeps) {
  return {
    /** The split of the caller's dues on `paymentDate` (not after today): refused as MakePayment would refuse them. */
    async payable(principal: Principal, query: PayableQuery): Promise<Payable> {
      if (query.paymentDate > businessDate(deps.now())) {
        throw new AppError('validation', PAYMENT_MESSAGES.futureDate, 'paymentDate');
      }
      const rows = await payableDues(deps.db, principal, query.dueIds);
      const split = await splitOf(deps.db, principal.userId, query.paymentDate, rows);
      const sum = (pick: (s: (typeof split)[number]) => number) =>
        fromHundredths(split.reduce((t, s) => t + pick(s), 0));
      return {
        paymentDate: query.paymentDate,
        lines: split.map((s) => ({
          dueId: s.dueId,
          gross: fromHundredths(s.grossPaise),
          tdsRatePercent: fromHundredths(s.tdsRate),
          tds: fromHundredths(s.tdsPaise),
          net: fromHundredths(s.netPaise),
        })),
        gross: sum((s) => s.grossPaise),
        tds: sum((s) => s.tdsPaise),
        net: sum((s) => s.netPaise),
      };
    },
  };
}
