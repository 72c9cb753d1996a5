/** The Outbox columns: when, to whom, what, and how delivery went. */
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import type { GridColDef } from '@mui/x-data-grid';
import { OUTBOX_STATUS_LABELS, type OutboxItem } from '@stoa/shared';
import { formatDateTime } from '../../../lib/format.ts';

const STATUS_COLORS = {
  pending: 'warning',
  sent: 'success',
  failed: 'error',
  // No SMTP server configured: the mail is only kept here (ARCHITECTURE §2 mail).
  logged: 'info',
} as const satisfies Record<OutboxItem['status'], 'warning' | 'success' | 'error' | 'info'>;

export function MailStatusChip({ status }: { status: OutboxItem['status'] }) {
  return <Chip label={OUTBOX_STATUS_LABELS[status]} color={STATUS_COLORS[status]} size="small" variant="outlined" />;
}

export function outboxColumns(onView: (mail: OutboxItem) => void): GridColDef<OutboxItem>[] {
  return [
    {
      field: 'createdAt',
      headerName: 'Created',
      width: 200,
      sortable: false,
      valueFormatter: (value: string) => formatDateTime(value),
    },
    { field: 'to', headerName: 'To', flex: 1, minWidth: 200, sortable: false },
    { field: 'subject', headerName: 'Subject', flex: 1.5, minWidth: 220, sortable: false },
    {
      field: 'status',
      headerName: 'Status',
      width: 120,
      sortable: false,
      renderCell: ({ row }) => <MailStatusChip status={row.status} />,
    },
    { field: 'attempts', headerName: 'Attempts', type: 'number', width: 100, sortable: false },
    {
      field: 'view',
      headerName: 'View',
      width: 110,
      sortable: false,
      align: 'center',
      headerAlign: 'center',
      renderCell: ({ row }) => (
        <Button size="small" aria-label={`View mail to ${row.to}: ${row.subject}`} onClick={() => onView(row)}>
          View
        </Button>
      ),
    },
  ];
}
