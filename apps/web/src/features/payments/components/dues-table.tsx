/**
 * The Dues view (spec §2.5): the dues with their filters, server paging, Download and the totals of the filters. A
 * payer ticks the dues it pays now (only those it may pay) and pays them together, or one through its row's Pay.
 */
import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridRowId } from '@mui/x-data-grid';
import { PAYMENT_MESSAGES, type DueRow } from '@stoa/shared';
import { FilteredDataTable } from '../../../components/data-table/filtered-data-table.tsx';
import { toExportSearch } from '../../../components/data-table/list-query.ts';
import { useUrlPaging } from '../../../components/data-table/use-url-paging.ts';
import type { Notice } from '../../../components/page-notice.tsx';
import { PAYMENTS_DOWNLOAD_PATH, usePaymentList } from '../api/get-payment-list.ts';
import { dueColumns, isPayable } from './due-columns.tsx';
import { MakePaymentDialog } from './make-payment-dialog.tsx';
import { formatMoney, sumRupees } from './payment-cells.tsx';
import { DUE_FILTER_FIELDS, DUE_FILTER_KEYS, dueListQuery } from './payment-filters.ts';
import { DueTotalsLine } from './totals-line.tsx';
import type { PaymentsReader } from './use-payments-reader.ts';

export const DUES_GRID_LABEL = 'Dues';
export const DUES_FILE_NAME = 'Dues';

interface DuesTableProps {
  reader: PaymentsReader;
  onNotice: (notice: Notice) => void;
}

export function DuesTable({ reader, onNotice }: DuesTableProps) {
  const paging = useUrlPaging(DUE_FILTER_KEYS);
  const query = dueListQuery(paging);
  const list = usePaymentList(query);
  const [ids, setIds] = useState<ReadonlySet<GridRowId>>(new Set());
  const [paying, setPaying] = useState<readonly DueRow[] | null>(null);
  const rows = list.data?.dues;
  // The page's ticked dues that may still be paid (a refetch may have settled one meanwhile).
  const chosen = (rows ?? []).filter((row) => ids.has(row.dueId) && isPayable(row));
  const totals = list.data?.totals;

  const paid = () => {
    setPaying(null);
    setIds(new Set());
    onNotice({ severity: 'success', message: PAYMENT_MESSAGES.paid });
  };

  return (
    <>
      <FilteredDataTable
        label={DUES_GRID_LABEL}
        filterFields={DUE_FILTER_FIELDS}
        paging={paging}
        list={list}
        columns={dueColumns(reader, (row) => setPaying([row]))}
        rows={rows}
        rowCount={list.data?.dataCount}
        getRowId={(row) => row.dueId}
        selection={reader.isPayer ? { ids, onChange: setIds, isSelectable: isPayable } : undefined}
        toolbar={reader.isPayer ? <PayChosen chosen={chosen} onPay={() => setPaying(chosen)} /> : undefined}
        download={{
          exportPath: PAYMENTS_DOWNLOAD_PATH,
          search: toExportSearch({ ...query }),
          fileName: DUES_FILE_NAME,
        }}
      />
      <DueTotalsLine totals={totals} />
      {paying && <MakePaymentDialog dues={paying} onClose={() => setPaying(null)} onPaid={paid} />}
    </>
  );
}

function PayChosen({ chosen, onPay }: { chosen: readonly DueRow[]; onPay: () => void }) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
      <Button variant="contained" disabled={chosen.length === 0} onClick={onPay}>
        Pay
      </Button>
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {chosen.length === 0
          ? 'Tick the dues to pay together.'
          : `${chosen.length} selected, net payable ${formatMoney(sumRupees(chosen.map((due) => due.netPayable)))}`}
      </Typography>
    </Stack>
  );
}
