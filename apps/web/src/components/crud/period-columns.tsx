/** Columns every effective-dated list shows: the period, its status today, and who changed the row last. */
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridValidRowModel } from '@mui/x-data-grid';
import { OPEN_ENDED, formatCalendarDate, formatDateTime } from '../../lib/format.ts';
import { periodStatus, type Period, type PeriodStatus } from '@stoa/shared';
import type { FileColDef } from '../data-table/grid-table.ts';

const STATUS_COLORS: Record<PeriodStatus, 'success' | 'info' | 'default'> = {
  'In force': 'success',
  Scheduled: 'info',
  Ended: 'default',
};

/** Effective From, Effective To ('Open-ended' when null) and the status on `today` (a business date). */
export function periodColumns<R extends GridValidRowModel & Period>(today: string): FileColDef<R>[] {
  return [
    {
      field: 'effectiveFrom',
      headerName: 'Effective From',
      width: 115,
      fileKind: 'date',
      valueFormatter: (value: string) => formatCalendarDate(value),
    },
    {
      field: 'effectiveTo',
      headerName: 'Effective To',
      width: 115,
      // An open-ended period keeps its words in the file.
      fileKind: 'date',
      valueFormatter: (value: string | null) => (value === null ? OPEN_ENDED : formatCalendarDate(value)),
    },
    {
      field: 'status',
      headerName: 'Status',
      width: 100,
      sortable: false,
      valueGetter: (_value, row) => periodStatus(row, today),
      renderCell: ({ value }) => (
        <Chip size="small" label={value as PeriodStatus} color={STATUS_COLORS[value as PeriodStatus]} />
      ),
    },
  ];
}

/** 'Last changed': when and by whom (in a file, a date-time column and a name column). */
export function stampColumn<
  R extends GridValidRowModel & { updatedAt: string; updatedBy: string | null },
>(): FileColDef<R> {
  return {
    field: 'updatedAt',
    headerName: 'Last changed',
    minWidth: 170,
    flex: 1,
    fileColumns: [
      { header: 'Last changed', kind: 'dateTime', cell: (row) => row.updatedAt },
      { header: 'Changed by', cell: (row) => row.updatedBy },
    ],
    valueFormatter: (value: string, row) => `${formatDateTime(value)}${row.updatedBy ? ` by ${row.updatedBy}` : ''}`,
    // Two short lines (when, who) keep the column narrow enough for the row actions at 1366 px.
    renderCell: ({ row }) => (
      <Stack sx={{ height: '100%', justifyContent: 'center', lineHeight: 1.3 }}>
        <Typography variant="body2">{formatDateTime(row.updatedAt)}</Typography>
        {row.updatedBy && (
          <Typography variant="caption" color="text.secondary">
            {row.updatedBy}
          </Typography>
        )}
      </Stack>
    ),
  };
}
