/**
 * The e-bidding payments grid (spec §2.5): the e-bidding charges per application — the invitation number, the
 * application, then the dues grid's party, amounts, due date and status. A payer gets Pay on every charge it may
 * pay now.
 */
import type { GridColDef } from '@mui/x-data-grid';
import type { DueRow } from '@stoa/shared';
import { amountColumns, payColumn, recordColumn } from './due-columns.tsx';
import type { PaymentsReader } from './use-payments-reader.ts';
import { identifierColumn } from '../../../components/data-table/identifier-column.tsx';

/** An e-bidding charge named in an action's accessible name ('Pay EB/2026/0001 STOA/DA/2026/00011'). */
export const ebiddingDueNameOf = (row: DueRow) => [row.reference, row.recordNo].filter(Boolean).join(' ');

export function ebiddingDueColumns(reader: PaymentsReader, onPay: (row: DueRow) => void): GridColDef<DueRow>[] {
  return [
    ...(reader.isPayer ? [payColumn(ebiddingDueNameOf, onPay)] : []),
    identifierColumn<DueRow>({ field: 'reference', headerName: 'Invitation No.', width: 130 }),
    recordColumn('Application No.'),
    ...amountColumns(reader),
  ];
}
