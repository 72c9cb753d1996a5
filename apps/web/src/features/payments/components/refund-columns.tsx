/**
 * The refund grid: the row's actions first (History for every reader; Refund for the SLDC business user while
 * something is refundable), application number, the party (for readers of everyone's), charged, paid, refunded,
 * refundable (cash) and the TDS to reverse (withheld on reversed charges: the payer's to reverse, never paid out).
 */
import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import type { RefundRow } from '@stoa/shared';
import { CellStack, PLAIN, moneyColumn } from './payment-cells.tsx';
import type { PaymentsReader } from './use-payments-reader.ts';
import { entityColumn } from '../../../components/data-table/entity-name-cell.tsx';
import { identifierColumn } from '../../../components/data-table/identifier-column.tsx';

type Column = GridColDef<RefundRow>;

export interface RefundActions {
  onRefund: (row: RefundRow) => void;
  onHistory: (row: RefundRow) => void;
}

export function refundColumns(reader: PaymentsReader, actions: RefundActions): Column[] {
  const party = entityColumn<RefundRow>({ field: 'partyName', headerName: 'Party', width: 160 });
  return [
    {
      ...PLAIN,
      field: 'actions',
      headerName: 'Actions',
      width: reader.canRefund ? 150 : 90,
      renderCell: ({ row }) => (
        <CellStack>
          {reader.canRefund && row.refundable > 0 && (
            <Button size="small" aria-label={`Refund ${row.applicationNo}`} onClick={() => actions.onRefund(row)}>
              Refund
            </Button>
          )}
          <Button size="small" aria-label={`History of ${row.applicationNo}`} onClick={() => actions.onHistory(row)}>
            History
          </Button>
        </CellStack>
      ),
    },
    identifierColumn<RefundRow>({
      field: 'applicationNo',
      headerName: 'Application No.',
      width: 170,
      to: (row) => row.applicationLink,
    }),
    ...(reader.isPayer ? [] : [party]),
    moneyColumn('charged', 'Charged'),
    moneyColumn('paid', 'Paid'),
    moneyColumn('refunded', 'Refunded'),
    moneyColumn('refundable', 'Refundable'),
    moneyColumn('tdsToReverse', 'TDS to Reverse'),
  ];
}
