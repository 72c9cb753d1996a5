/**
 * The application list columns (spec §2.2 /applications): number, type (owner) or applicant (SLDC), parties, delivery period,
 * largest MW, energy requested and now scheduled (after revisions and curtailments), status and the row's link. Widths
 * fit a 1366 px screen beside the open drawer: the period's two days share one column.
 */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router';
import { APPLICATION_EDITABLE, APPLICATION_TYPE_LABELS, type ApplicationRow } from '@stoa/shared';
import { clockColumn } from '../../../components/record/record-clock.tsx';
import { formatCalendarDate, formatMw } from '../../../lib/format.ts';
import { ApplicationStatusChip } from './application-status-chip.tsx';

const dash = (value: string | null | undefined) => (value && value.trim() !== '' ? value : '—');
const plain = { sortable: false, filterable: false } as const;
const quantity = { ...plain, type: 'number', align: 'right', headerAlign: 'right' } as const;
/** An energy column keeps the width of its header's longest word ('Requested', 'Scheduled'): it never shrinks to '…'. */
const energy = { ...quantity, width: 96, minWidth: 96 } as const;

/** The delivery period in the width of one date: the first day over the last, one line for a single day. */
function Period({ row }: { row: ApplicationRow }) {
  const days = [row.fromDate, row.toDate === row.fromDate ? null : row.toDate].filter((d) => d !== null);
  return (
    <Stack sx={{ height: '100%', justifyContent: 'center' }}>
      {days.length === 0
        ? '—'
        : days.map((day) => (
            <Typography key={day} variant="body2" sx={{ lineHeight: 1.3 }}>
              {formatCalendarDate(day)}
            </Typography>
          ))}
    </Stack>
  );
}

/** Up to two lines in a fixed-height row. */
function Wrapped({ text }: { text: string }) {
  return (
    <Typography variant="body2" sx={{ whiteSpace: 'normal', lineHeight: 1.3, py: 1, wordBreak: 'break-word' }}>
      {text}
    </Typography>
  );
}

const numberOf = (row: ApplicationRow) => row.applicationNo ?? `Draft #${row.id}`;

function RowLink({ to, label, row }: { to: string; label: 'View' | 'Edit'; row: ApplicationRow }) {
  return (
    <Stack sx={{ height: '100%', justifyContent: 'center' }}>
      <Button size="small" component={RouterLink} to={to} aria-label={`${label} ${numberOf(row)}`}>
        {label}
      </Button>
    </Stack>
  );
}

const isEditable = (row: ApplicationRow) => (APPLICATION_EDITABLE as readonly string[]).includes(row.status);

interface ColumnOptions {
  /** The row's page. */
  linkTo: (row: ApplicationRow) => string;
  /** The owner's list: the type column and Edit for drafts and returned applications; else the applicant. */
  isOwnerList: boolean;
}

export function applicationColumns({ linkTo, isOwnerList }: ColumnOptions): GridColDef<ApplicationRow>[] {
  const who: GridColDef<ApplicationRow> = isOwnerList
    ? {
        ...plain,
        field: 'type',
        headerName: 'Type',
        width: 95,
        renderCell: ({ row }) => <Wrapped text={APPLICATION_TYPE_LABELS[row.type]} />,
      }
    : {
        ...plain,
        field: 'applicantName',
        headerName: 'Applicant',
        flex: 1,
        minWidth: 85,
        renderCell: ({ row }) => <Wrapped text={row.applicantName} />,
      };
  return [
    {
      ...plain,
      field: 'applicationNo',
      headerName: 'Application No',
      flex: 1,
      minWidth: 105,
      renderCell: ({ row }) => <Wrapped text={numberOf(row)} />,
    },
    who,
    {
      ...plain,
      field: 'sellerName',
      headerName: 'Seller',
      flex: 1,
      minWidth: 85,
      renderCell: ({ row }) => <Wrapped text={dash(row.sellerName)} />,
    },
    {
      ...plain,
      field: 'buyerName',
      headerName: 'Buyer',
      flex: 1,
      minWidth: 85,
      renderCell: ({ row }) => <Wrapped text={dash(row.buyerName)} />,
    },
    { ...plain, field: 'fromDate', headerName: 'From – To', width: 102, renderCell: ({ row }) => <Period row={row} /> },
    { ...quantity, field: 'maxRequirement', headerName: 'Max MW', width: 76, valueFormatter: formatMw },
    { ...energy, field: 'requestedMwh', headerName: 'Requested (MWh)', valueFormatter: formatMw },
    {
      ...energy,
      field: 'allocatedMwh',
      headerName: 'Scheduled (MWh)',
      valueFormatter: (value: number | null) => (value === null ? '—' : formatMw(value)),
    },
    {
      ...plain,
      field: 'status',
      headerName: 'Status',
      width: 130,
      renderCell: ({ row }) => (
        <Stack sx={{ height: '100%', justifyContent: 'center', py: 0.5 }}>
          <ApplicationStatusChip status={row.status} />
        </Stack>
      ),
    },
    clockColumn<ApplicationRow>(),
    {
      ...plain,
      field: 'actions',
      headerName: 'Actions',
      width: 72,
      align: 'center',
      headerAlign: 'center',
      renderCell: ({ row }) => (
        <RowLink to={linkTo(row)} row={row} label={isOwnerList && isEditable(row) ? 'Edit' : 'View'} />
      ),
    },
  ];
}
