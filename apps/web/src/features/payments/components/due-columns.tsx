/**
 * The dues grid (spec §2.5): record number (linked where the row says enough), due type, the party (for readers of
 * everyone's dues), charged, paid (settled), balance, pay-by (a cut-off with its time) and status. A payer gets a Pay action on every due it
 * may pay now: something left to pay and no payment of it awaiting reconciliation. The pieces are shared with the
 * e-bidding payments grid (ebidding-due-columns.tsx).
 */
import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import { formatDueBy, type DueRow } from '@stoa/shared';
import { CellStack, DueStatusChip, PLAIN, moneyColumn } from './payment-cells.tsx';
import type { PaymentsReader } from './use-payments-reader.ts';
import { entityColumn } from '../../../components/data-table/entity-name-cell.tsx';
import { identifierColumn } from '../../../components/data-table/identifier-column.tsx';

type Column = GridColDef<DueRow>;

/** A payer may pay a due with a balance and no payment of it awaiting reconciliation. */
export const isPayable = (row: DueRow) => row.balance > 0 && row.pendingPaymentId === null;

/** A due named in an action's accessible name ('Pay STOA/DA/2026/00001 STU Charges'). */
export const dueNameOf = (row: DueRow) => `${row.recordNo} ${row.dueTypeLabel}`;

/** Pay on each payable row, named by `nameOf`. */
export function payColumn(nameOf: (row: DueRow) => string, onPay: (row: DueRow) => void): Column {
  return {
    ...PLAIN,
    field: 'actions',
    headerName: 'Actions',
    width: 80,
    renderCell: ({ row }) => (
      <CellStack>
        {isPayable(row) && (
          <Button size="small" aria-label={`Pay ${nameOf(row)}`} onClick={() => onPay(row)}>
            Pay
          </Button>
        )}
      </CellStack>
    ),
  };
}

export function recordColumn(headerName: string): Column {
  return identifierColumn<DueRow>({ field: 'recordNo', headerName, width: 170, to: (row) => row.recordLink });
}

/** The party for readers of everyone's dues; then the amounts, the due date and the status. */
export function amountColumns(reader: PaymentsReader): Column[] {
  const party = entityColumn<DueRow>({ field: 'partyName', headerName: 'Party', width: 160 });
  return [
    ...(reader.isPayer ? [] : [party]),
    moneyColumn('charged', 'Charged'),
    moneyColumn('settled', 'Paid'),
    moneyColumn('balance', 'Balance'),
    {
      ...PLAIN,
      field: 'dueOn',
      headerName: 'Due By',
      width: 170,
      // A cut-off reads with its time ('Dec 01, 2026 3:00 PM'); a date is due by the end of that day.
      valueGetter: (_value: string | null, row: DueRow) => (row.dueOn ? formatDueBy(row.dueOn, row.dueAt) : '—'),
    },
    {
      ...PLAIN,
      field: 'statusLabel',
      headerName: 'Status',
      width: 130,
      renderCell: ({ row }) => (
        <CellStack>
          <DueStatusChip status={row.status} label={row.statusLabel} />
        </CellStack>
      ),
    },
  ];
}

export function dueColumns(reader: PaymentsReader, onPay: (row: DueRow) => void): Column[] {
  return [
    ...(reader.isPayer ? [payColumn(dueNameOf, onPay)] : []),
    recordColumn('Record No.'),
    { ...PLAIN, field: 'dueTypeLabel', headerName: 'Due Type', width: 140 },
    ...amountColumns(reader),
  ];
}
