/** The notifications page's columns: the message (a link to its record when it leads somewhere), when, read or not. */
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import { notificationStatusLabel, type Notification } from '@stoa/shared';
import { formatDateTime } from '../../../lib/format.ts';

interface ColumnActions {
  open: (notification: Notification) => void;
  leadsSomewhere: (notification: Notification) => boolean;
}

export function notificationColumns({ open, leadsSomewhere }: ColumnActions): GridColDef<Notification>[] {
  return [
    {
      field: 'message',
      headerName: 'Notification',
      flex: 1,
      minWidth: 280,
      sortable: false,
      renderCell: ({ row }) =>
        leadsSomewhere(row) ? (
          <Link component="button" type="button" sx={{ textAlign: 'left' }} onClick={() => open(row)}>
            {row.message}
          </Link>
        ) : (
          row.message
        ),
    },
    {
      field: 'notificationTimeSpan',
      headerName: 'Received',
      width: 200,
      sortable: false,
      valueFormatter: (value: string) => formatDateTime(value),
    },
    {
      field: 'isRead',
      headerName: 'Status',
      width: 110,
      sortable: false,
      renderCell: ({ row }) => (
        <Chip
          size="small"
          variant="outlined"
          label={notificationStatusLabel(row.isRead)}
          color={row.isRead ? 'default' : 'info'}
        />
      ),
    },
  ];
}
