/** The inter-state list columns: the record's number, entity, sector, RLDC, quantities, zone, dates, status, View. */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router';
import type { InterStateRow } from '@stoa/shared';
import { entityColumn } from '../../../components/data-table/entity-name-cell.tsx';
import { identifierColumn } from '../../../components/data-table/identifier-column.tsx';
import { clockColumn } from '../../../components/record/record-clock.tsx';
import { WorkflowStatusChip } from '../../../components/workflow/workflow-status-chip.tsx';
import { formatCalendarDate, formatMw } from '../../../lib/format.ts';
import { interStatePaths } from '../routes/inter-state-paths.ts';

const dash = (value: string | null | undefined) => (value && value.trim() !== '' ? value : '—');
const mw = (value: number | null) => (value === null ? '—' : formatMw(value));
const plain = { sortable: false, filterable: false } as const;
const quantum = { ...plain, type: 'number', width: 95, align: 'right', headerAlign: 'right' } as const;

function Wrapped({ text }: { text: string }) {
  return (
    <Typography variant="body2" sx={{ whiteSpace: 'normal', lineHeight: 1.3, py: 1 }}>
      {text}
    </Typography>
  );
}

export const INTER_STATE_COLUMNS: GridColDef<InterStateRow>[] = [
  identifierColumn<InterStateRow>({ field: 'registrationNo', headerName: 'Registration No', width: 120 }),
  { ...entityColumn<InterStateRow>({ field: 'entityName', headerName: 'Entity Name', minWidth: 140 }), flex: 1.3 },
  {
    ...plain,
    field: 'sector',
    headerName: 'Sector',
    width: 120,
    renderCell: ({ row }) => <Wrapped text={row.sector} />,
  },
  { ...quantum, field: 'maxInjectionMw', headerName: 'Max Injection (MW)', valueFormatter: mw },
  { ...quantum, field: 'maxDrawlMw', headerName: 'Max Drawl (MW)', valueFormatter: mw },
  { ...plain, field: 'transmissionZone', headerName: 'Zone', width: 95, valueFormatter: dash },
  {
    ...plain,
    field: 'expiredOn',
    headerName: 'Valid To',
    width: 115,
    valueFormatter: (value: string | null) => dash(formatCalendarDate(value)),
  },
  {
    ...plain,
    field: 'status',
    headerName: 'Status',
    width: 140,
    renderCell: ({ row }) => <WorkflowStatusChip status={row.status.status} />,
  },
  clockColumn<InterStateRow>(),
  {
    ...plain,
    field: 'actions',
    headerName: 'View',
    width: 80,
    align: 'center',
    headerAlign: 'center',
    renderCell: ({ row }) => (
      <Stack sx={{ height: '100%', justifyContent: 'center' }}>
        <Button
          size="small"
          component={RouterLink}
          to={interStatePaths.view(row.sector, row.id)}
          aria-label={`View ${row.registrationNo ?? `registration ${row.id}`}`}
        >
          View
        </Button>
      </Stack>
    ),
  },
];
