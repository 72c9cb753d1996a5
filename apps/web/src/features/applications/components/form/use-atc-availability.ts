/**
 * ATC availability for the form (issue 15 item 6): once the seller, the buyer and at least one row's period are
 * chosen, the margin of their corridors over the rows' dates (one call for all rows), and per row the one warning
 * when it asks more than the margin left in some block. A warning never blocks: processing decides.
 */
import {
  MAX_AVAILABILITY_DAYS,
  dateRange,
  rowShortfall,
  shortfallMessage,
  type AtcAvailabilityQuery,
} from '@stoa/shared';
import { useAtcAvailability } from '../../api/get-atc-availability.ts';
import { timeBlockRowOf, type RowValues } from './form-values.ts';
import { hasPeriod } from './live-validation.ts';

const idOf = (value: string) => (value.trim() === '' ? null : Number(value));

/** The query of the rows' whole period; null while a party or every period is missing, or past the longest span. */
export function availabilityQueryOf(
  rows: readonly RowValues[],
  sellerRegistrationId: string,
  buyerRegistrationId: string,
): AtcAvailabilityQuery | null {
  const seller = idOf(sellerRegistrationId);
  const buyer = idOf(buyerRegistrationId);
  const periods = rows.map(timeBlockRowOf).filter(hasPeriod);
  if (seller === null || buyer === null || periods.length === 0) return null;
  const from = periods.map((r) => r.oaFromDate).reduce((a, b) => (b < a ? b : a));
  const to = periods.map((r) => r.oaToDate).reduce((a, b) => (b > a ? b : a));
  if (dateRange(from, to).length > MAX_AVAILABILITY_DAYS) return null;
  return { SellerId: seller, BuyerId: buyer, FromDate: from, ToDate: to };
}

export function useAtcMargin(rows: readonly RowValues[], sellerRegistrationId: string, buyerRegistrationId: string) {
  const query = availabilityQueryOf(rows, sellerRegistrationId, buyerRegistrationId);
  const answer = useAtcAvailability(query);
  const data = query === null ? undefined : answer.data;
  const warnings = rows.map((values) => {
    const shortfall = data ? rowShortfall(timeBlockRowOf(values), data) : null;
    return shortfall ? shortfallMessage(shortfall) : null;
  });
  return { query, answer, warnings };
}
