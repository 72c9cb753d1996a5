/**
 * What the dues of a Make Payment ask for on the date the payer chose (DOMAIN §5: the TDS rate is effective-dated and
 * the server demands the rate in force on the payment date): the server's answer for that date once a valid one is
 * chosen; until then the list's figures (today's rate, what a payment dated today owes).
 */
import { isIsoDate, type DueRow } from '@stoa/shared';
import { firstErrorMessage } from '../../../lib/api-client.ts';
import { usePayable } from '../api/get-payable.ts';
import type { MoneyLine } from './selected-dues.tsx';
import { duesTotals } from './make-payment-form.ts';

export interface PayableAt {
  lines: MoneyLine[];
  totals: { gross: number; tds: number; net: number };
  /** The payment date the figures are for (null: today's, no date chosen yet). */
  date: string | null;
  isLoading: boolean;
  /** Why the server would not quote the date (the payment would be refused the same way). */
  error: string | null;
}

export function usePayableAt(dues: readonly DueRow[], paymentDate: unknown, today: string): PayableAt {
  const chosen = typeof paymentDate === 'string' && isIsoDate(paymentDate) && paymentDate <= today ? paymentDate : null;
  const quote = usePayable(
    dues.map((due) => due.dueId),
    chosen,
  );
  const byDue = new Map((quote.data?.lines ?? []).map((line) => [line.dueId, line]));
  const lines = dues.map((due): MoneyLine => {
    const line = byDue.get(due.dueId);
    const rate = line ? line.tdsRatePercent : due.tdsRatePercent;
    return {
      key: due.dueId,
      record: due.recordNo,
      dueType: due.dueTypeLabel,
      gross: line?.gross ?? due.balance,
      tds: line?.tds ?? due.tdsPayable,
      tdsRatePercent: rate > 0 ? rate : undefined,
      net: line?.net ?? due.netPayable,
    };
  });
  return {
    lines,
    totals: quote.data ? { gross: quote.data.gross, tds: quote.data.tds, net: quote.data.net } : duesTotals(dues),
    date: quote.data ? quote.data.paymentDate : null,
    isLoading: quote.isFetching,
    error: quote.isError ? firstErrorMessage(quote.error) : null,
  };
}
