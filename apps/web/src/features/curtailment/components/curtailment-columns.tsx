/**
 * The applied curtailments' columns: number (opening the record), corridor, dates, blocks, MW, reason (its remarks
 * under it), the energy curtailed, how many applications it cut, when and by whom it was applied.
 */
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import type { z } from 'zod';
import type { curtailmentRowSchema } from '@stoa/shared';
import { identifierColumn } from '../../../components/data-table/identifier-column.tsx';
import { formatDateRange, formatDateTime, formatMw } from '../../../lib/format.ts';
import { curtailmentPaths } from '../routes/curtailment-paths.ts';

export type CurtailmentRow = z.infer<typeof curtailmentRowSchema>;
type Column = GridColDef<CurtailmentRow>;
const plain = { sortable: false, filterable: false } as const;
const numeric = { type: 'number', align: 'right', headerAlign: 'right' } as const;

function Wrapped({ text, secondary }: { text: string; secondary?: string }) {
  return (
    <Stack sx={{ py: 1, minWidth: 0, justifyContent: 'center' }}>
      <Typography variant="body2" sx={{ whiteSpace: 'normal', lineHeight: 1.3 }}>
        {text}
      </Typography>
      {/* One line under it, cut with an ellipsis (the full text as its tooltip), so the row keeps its height. */}
      {secondary && (
        <Typography variant="caption" color="text.secondary" noWrap title={secondary} sx={{ lineHeight: 1.3 }}>
          {secondary}
        </Typography>
      )}
    </Stack>
  );
}

export const CURTAILMENT_COLUMNS: Column[] = [
  identifierColumn<CurtailmentRow>({
    field: 'curtailmentNo',
    headerName: 'No.',
    width: 130,
    to: (row) => curtailmentPaths.record(row.id),
  }),
  {
    ...plain,
    field: 'corridorName',
    headerName: 'Corridor',
    flex: 1,
    minWidth: 110,
    renderCell: ({ row }) => <Wrapped text={row.corridorName} />,
  },
  {
    ...plain,
    field: 'fromDate',
    headerName: 'Dates',
    width: 120,
    renderCell: ({ row }) => <Wrapped text={formatDateRange(row.fromDate, row.toDate)} />,
  },
  {
    ...plain,
    field: 'blocks',
    headerName: 'Blocks',
    width: 100,
    renderCell: ({ row }) => <Wrapped text={row.blocks} />,
  },
  { ...plain, ...numeric, field: 'mw', headerName: 'MW', width: 75, valueFormatter: (v: number) => formatMw(v) },
  {
    ...plain,
    field: 'reasonLabel',
    headerName: 'Reason',
    width: 130,
    renderCell: ({ row }) => <Wrapped text={row.reasonLabel} secondary={row.reason} />,
  },
  {
    ...plain,
    ...numeric,
    field: 'curtailedMwh',
    headerName: 'Curtailed MWh',
    width: 100,
    valueFormatter: (v: number) => formatMw(v),
  },
  { ...plain, ...numeric, field: 'applications', headerName: 'Applications', width: 100 },
  {
    ...plain,
    field: 'appliedAt',
    headerName: 'Applied on',
    width: 120,
    renderCell: ({ row }) => <Wrapped text={formatDateTime(row.appliedAt)} />,
  },
  {
    ...plain,
    field: 'appliedBy',
    headerName: 'By',
    width: 110,
    renderCell: ({ row }) => <Wrapped text={row.appliedBy} />,
  },
];
