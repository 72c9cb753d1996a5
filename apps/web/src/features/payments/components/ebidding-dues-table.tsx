/**
 * The e-bidding charges (spec §2.5 E-Bidding Payments): the dues of type EBiddingCharges with their filters, server
 * paging, Download and the totals of the filters. A payer pays a charge through its row's Pay, in the dashboard's
 * Make Payment dialog.
 */
import { useState } from 'react';
import { PAYMENT_MESSAGES, type DueRow } from '@stoa/shared';
import { FilteredDataTable } from '../../../components/data-table/filtered-data-table.tsx';
import { toExportSearch } from '../../../components/data-table/list-query.ts';
import { useUrlPaging } from '../../../components/data-table/use-url-paging.ts';
import type { Notice } from '../../../components/page-notice.tsx';
import { PAYMENTS_DOWNLOAD_PATH, usePaymentList } from '../api/get-payment-list.ts';
import { ebiddingDueColumns } from './ebidding-due-columns.tsx';
import { EBIDDING_FILTER_FIELDS, EBIDDING_FILTER_KEYS, ebiddingDueQuery } from './ebidding-due-filters.ts';
import { MakePaymentDialog } from './make-payment-dialog.tsx';
import { DueTotalsLine } from './totals-line.tsx';
import type { PaymentsReader } from './use-payments-reader.ts';

export const EBIDDING_GRID_LABEL = 'E-Bidding Charges';
export const EBIDDING_FILE_NAME = 'E-Bidding-Payments';

export function EBiddingDuesTable({ reader, onNotice }: { reader: PaymentsReader; onNotice: (n: Notice) => void }) {
  const paging = useUrlPaging(EBIDDING_FILTER_KEYS);
  const query = ebiddingDueQuery(paging);
  const list = usePaymentList(query);
  const [paying, setPaying] = useState<DueRow | null>(null);
  const totals = list.data?.totals;
  const paid = () => {
    setPaying(null);
    onNotice({ severity: 'success', message: PAYMENT_MESSAGES.paid });
  };
  return (
    <>
      <FilteredDataTable
        label={EBIDDING_GRID_LABEL}
        filterFields={EBIDDING_FILTER_FIELDS}
        paging={paging}
        list={list}
        columns={ebiddingDueColumns(reader, setPaying)}
        rows={list.data?.dues}
        rowCount={list.data?.dataCount}
        getRowId={(row) => row.dueId}
        download={{
          exportPath: PAYMENTS_DOWNLOAD_PATH,
          search: toExportSearch({ ...query }),
          fileName: EBIDDING_FILE_NAME,
        }}
      />
      <DueTotalsLine totals={totals} />
      {paying && <MakePaymentDialog dues={[paying]} onClose={() => setPaying(null)} onPaid={paid} />}
    </>
  );
}
