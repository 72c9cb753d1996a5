/**
 * The TDS part of a due's credit in SQL (DOMAIN §5 "A refund pays back cash received"): the shared dueCreditOf for
 * the lists and reports that sum refunds in SQL — the refund dashboard (payment module) and the Refund Report
 * (report module) — so both split a credit as the due was settled, the TDS part half up (`round` of a positive
 * numeric is half up), exactly as the screens' refundPositionOf does.
 */
import { sql, type SQL } from 'drizzle-orm';

/** The TDS part of the credit of a due charged `charged`, settled `settled` (cash + TDS) of which `tds` as TDS. */
export function tdsPartSql(charged: SQL, settled: SQL, tds: SQL): SQL {
  return sql`(case when ${settled} > 0
    then round(greatest(0, ${settled} - ${charged})::numeric * ${tds} / ${settled}) else 0 end)`;
}
