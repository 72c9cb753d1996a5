/**
 * The refund list (spec §2.5): applications with what was charged, paid, refunded and is still refundable, with
 * their filters, server paging, Download and the totals; each row's History, and Refund for the SLDC business user.
 */
import { useState } from 'react';
import { PAYMENT_MESSAGES, type RefundRow } from '@stoa/shared';
import { FilteredDataTable } from '../../../components/data-table/filtered-data-table.tsx';
import { toExportSearch } from '../../../components/data-table/list-query.ts';
import { useUrlPaging } from '../../../components/data-table/use-url-paging.ts';
import type { Notice } from '../../../components/page-notice.tsx';
import { REFUNDS_DOWNLOAD_PATH, useRefundDetails } from '../api/get-refund-details.ts';
import { refundColumns } from './refund-columns.tsx';
import { RefundDialog } from './refund-dialog.tsx';
import { REFUND_FILTER_FIELDS, REFUND_FILTER_KEYS, refundListQuery } from './refund-filters.ts';
import { RefundHistoryDialog } from './refund-history-dialog.tsx';
import { TotalsLine } from './totals-line.tsx';
import type { PaymentsReader } from './use-payments-reader.ts';

export const REFUNDS_GRID_LABEL = 'Refunds';
export const REFUNDS_FILE_NAME = 'Refunds';

type Open = { kind: 'refund' | 'history'; row: RefundRow } | null;

export function RefundTable({ reader, onNotice }: { reader: PaymentsReader; onNotice: (notice: Notice) => void }) {
  const paging = useUrlPaging(REFUND_FILTER_KEYS);
  const query = refundListQuery(paging);
  const list = useRefundDetails(query);
  const [open, setOpen] = useState<Open>(null);
  const totals = list.data?.totals;
  const refunded = () => {
    setOpen(null);
    onNotice({ severity: 'success', message: PAYMENT_MESSAGES.refunded });
  };
  return (
    <>
      <FilteredDataTable
        label={REFUNDS_GRID_LABEL}
        filterFields={REFUND_FILTER_FIELDS}
        paging={paging}
        list={list}
        columns={refundColumns(reader, {
          onRefund: (row) => setOpen({ kind: 'refund', row }),
          onHistory: (row) => setOpen({ kind: 'history', row }),
        })}
        rows={list.data?.refunds}
        rowCount={list.data?.dataCount}
        getRowId={(row) => row.applicationId}
        download={{
          exportPath: REFUNDS_DOWNLOAD_PATH,
          search: toExportSearch({ ...query }),
          fileName: REFUNDS_FILE_NAME,
        }}
      />
      <TotalsLine
        totals={
          totals && [
            { label: 'Total Refunded', value: totals.refunded },
            { label: 'Total Refundable', value: totals.refundable },
            { label: 'Total TDS to Reverse', value: totals.tdsToReverse },
          ]
        }
      />
      {open?.kind === 'refund' && <RefundDialog row={open.row} onClose={() => setOpen(null)} onRefunded={refunded} />}
      {open?.kind === 'history' && <RefundHistoryDialog row={open.row} onClose={() => setOpen(null)} />}
    </>
  );
}
