/**
 * The e-bidding payments grid (spec §2.5): the e-bidding charges per application — the invitation number, the
 * application (linked where the row says enough), the party (for readers of everyone's), charged, paid, balance, due
 * date and status. A payer gets Pay on every charge it may pay now.
 */
import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import type { DueRow } from '@stoa/shared';
import { isPayable } from './due-columns.tsx';
import { CellStack, DueStatusChip, PLAIN, formatDay, moneyColumn } from './payment-cells.tsx';
import { RecordNoLink } from './record-link.tsx';
import type { PaymentsReader } from './use-payments-reader.ts';

type Column = GridColDef<DueRow>;

/** An e-bidding charge named in an action's accessible name ('Pay EB/2026/0001 STOA/DA/2026/00011'). */
export const ebiddingDueNameOf = (row: DueRow) => [row.reference, row.recordNo].filter(Boolean).join(' ');

export function ebiddingDueColumns(reader: PaymentsReader, onPay: (row: DueRow) => void): Column[] {
  const actions: Column = {
    ...PLAIN,
    field: 'actions',
    headerName: 'Actions',
    width: 80,
    renderCell: ({ row }) => (
      <CellStack>
        {isPayable(row) && (
          <Button size="small" aria-label={`Pay ${ebiddingDueNameOf(row)}`} onClick={() => onPay(row)}>
            Pay
          </Button>
        )}
      </CellStack>
    ),
  };
  const party: Column = { ...PLAIN, field: 'partyName', headerName: 'Party', width: 160 };
  return [
    ...(reader.isPayer ? [actions] : []),
    {
      ...PLAIN,
      field: 'reference',
      headerName: 'Invitation No.',
      width: 130,
      valueFormatter: (value: string | null) => value ?? '—',
    },
    {
      ...PLAIN,
      field: 'recordNo',
      headerName: 'Application No.',
      width: 170,
      renderCell: ({ row }) => (
        <CellStack>
          <RecordNoLink recordNo={row.recordNo} to={row.recordLink} />
        </CellStack>
      ),
    },
    ...(reader.isPayer ? [] : [party]),
    moneyColumn('charged', 'Charged'),
    moneyColumn('settled', 'Paid'),
    moneyColumn('balance', 'Balance'),
    {
      ...PLAIN,
      field: 'dueOn',
      headerName: 'Due On',
      width: 110,
      valueFormatter: (value: string | null) => formatDay(value),
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
