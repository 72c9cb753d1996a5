/**
 * The remaining approved quantum of each row (GetRemainingQuatumDetails), asked once the seller, the buyer and the
 * row's period are known: a previous approval limits what the row may request (spec §5 'is more than approved').
 * A row whose answer failed says so (spec §8 'Error fetching remaining quatum details.').
 */
import { MESSAGES } from '@stoa/shared';
import { useRemainingQuantities, type RemainingQuantumQuery } from '../../api/get-remaining-quantum.ts';
import { timeBlockRowOf, type RowValues } from './form-values.ts';
import { hasPeriod } from './live-validation.ts';

const idOf = (value: string) => (value.trim() === '' ? null : Number(value));

export interface RowRemaining {
  /** Per row: the remaining approved quantum (MW), once asked and answered. */
  remaining: (number | undefined)[];
  /** Per row: why it could not be read, or null. */
  errors: (string | null)[];
}

export function useRowRemaining(
  rows: readonly RowValues[],
  sellerRegistrationId: string,
  buyerRegistrationId: string,
  applicationId: number | null,
): RowRemaining {
  const seller = idOf(sellerRegistrationId);
  const buyer = idOf(buyerRegistrationId);
  const queries = rows.map((values): RemainingQuantumQuery | null => {
    const row = timeBlockRowOf(values);
    if (seller === null || buyer === null || !hasPeriod(row)) return null;
    return {
      SellerId: seller,
      BuyerId: buyer,
      FromTimeBlock: row.fromTimeBlock,
      ToTimeBlock: row.toTimeBlock,
      OAFromDate: row.oaFromDate,
      OAToDate: row.oaToDate,
      ...(applicationId === null ? {} : { ApplicationId: applicationId }),
    };
  });
  const answers = useRemainingQuantities(queries);
  return {
    remaining: answers.map((answer, i) => (queries[i] === null ? undefined : answer.data?.remaining)),
    errors: answers.map((answer, i) =>
      queries[i] !== null && answer.isError ? MESSAGES.remainingQuantumFailed : null,
    ),
  };
}
