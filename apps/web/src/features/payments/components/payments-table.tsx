/**
 * The Payments view (spec §2.5): the payments recorded with their filters, server paging, Download, the total
 * amount of the filters and what of it was received (approved, not reversed: from the ledger); each opens its detail.
 */
import { FilteredDataTable } from '../../../components/data-table/filtered-data-table.tsx';
import { toExportSearch } from '../../../components/data-table/list-query.ts';
import { useUrlPaging } from '../../../components/data-table/use-url-paging.ts';
import { PAYMENTS_DOWNLOAD_PATH, usePaymentList } from '../api/get-payment-list.ts';
import { paymentColumns } from './payment-columns.tsx';
import { PAYMENT_FILTER_FIELDS, PAYMENT_FILTER_KEYS, paymentListQuery } from './payment-filters.ts';
import { TotalsLine } from './totals-line.tsx';
import type { PaymentsReader } from './use-payments-reader.ts';

export const PAYMENTS_GRID_LABEL = 'Payments';
export const PAYMENTS_FILE_NAME = 'Payments';

export function PaymentsTable({ reader }: { reader: PaymentsReader }) {
  const paging = useUrlPaging(PAYMENT_FILTER_KEYS);
  const query = paymentListQuery(paging);
  const list = usePaymentList(query);
  const totals = list.data?.totals;
  return (
    <>
      <FilteredDataTable
        label={PAYMENTS_GRID_LABEL}
        filterFields={PAYMENT_FILTER_FIELDS}
        paging={paging}
        list={list}
        columns={paymentColumns(reader)}
        rows={list.data?.payments}
        rowCount={list.data?.dataCount}
        getRowId={(row) => row.paymentId}
        // Several records or a reason take more than one line.
        isRowHeightAuto
        download={{
          exportPath: PAYMENTS_DOWNLOAD_PATH,
          search: toExportSearch({ ...query }),
          fileName: PAYMENTS_FILE_NAME,
        }}
      />
      <TotalsLine
        totals={
          totals && [
            { label: 'Total Amount', value: totals.amount },
            { label: 'Total Received', value: totals.received },
          ]
        }
      />
    </>
  );
}
