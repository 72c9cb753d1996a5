/**
 * The payments grid (spec §2.5): the View action first (it must never scroll off), receipt number, payment date,
 * mode, reference, amount, TDS, the records paid, the party (for readers of everyone's payments), the status and why
 * it was reverted or reversed.
 */
import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router';
import { PAYMENT_LABELS, type PaymentRow } from '@stoa/shared';
import { paymentPaths } from '../routes/payment-paths.ts';
import { CellStack, PLAIN, PaymentStatusChip, formatDay, moneyColumn } from './payment-cells.tsx';
import type { PaymentsReader } from './use-payments-reader.ts';
import { entityColumn } from '../../../components/data-table/entity-name-cell.tsx';
import { identifierColumn } from '../../../components/data-table/identifier-column.tsx';

type Column = GridColDef<PaymentRow>;

/** A payment as people know it: its receipt number once approved, else its reference. */
export const paymentNameOf = (row: Pick<PaymentRow, 'receiptNo' | 'referenceNumber'>) =>
  row.receiptNo ?? row.referenceNumber;

export function paymentColumns(reader: PaymentsReader): Column[] {
  const party = entityColumn<PaymentRow>({ field: 'partyName', headerName: 'Party', width: 150 });
  return [
    {
      ...PLAIN,
      field: 'actions',
      headerName: 'Actions',
      width: 80,
      renderCell: ({ row }) => (
        <CellStack>
          <Button
            size="small"
            component={RouterLink}
            to={paymentPaths.detail(row.paymentId)}
            aria-label={`View ${paymentNameOf(row)}`}
          >
            View
          </Button>
        </CellStack>
      ),
    },
    identifierColumn<PaymentRow>({ field: 'receiptNo', headerName: 'Receipt No.', width: 130 }),
    {
      ...PLAIN,
      field: 'paymentDate',
      headerName: 'Payment Date',
      width: 110,
      valueFormatter: (value: string) => formatDay(value),
    },
    { ...PLAIN, field: 'modeLabel', headerName: 'Mode', width: 100 },
    identifierColumn<PaymentRow>({ field: 'referenceNumber', headerName: PAYMENT_LABELS.referenceNumber, width: 130 }),
    ...(reader.isPayer ? [] : [party]),
    moneyColumn('amount', 'Amount'),
    moneyColumn('tds', 'TDS', 90),
    identifierColumn<PaymentRow>({
      field: 'recordNos',
      headerName: 'Records',
      width: 150,
      list: (row) => row.recordNos,
    }),
    {
      ...PLAIN,
      field: 'statusLabel',
      headerName: 'Status',
      width: 130,
      renderCell: ({ row }) => (
        <CellStack>
          <PaymentStatusChip status={row.status} label={row.statusLabel} />
        </CellStack>
      ),
    },
    {
      ...PLAIN,
      field: 'statusReason',
      headerName: 'Reason',
      width: 150,
      valueFormatter: (value: string | null) => value ?? '',
    },
  ];
}
