/**
 * The application list columns (spec §2.2 /applications): number over its type (owner) or applicant (SLDC), seller over
 * buyer, delivery period, largest MW, energy requested and now scheduled (after revisions and curtailments), status,
 * the clock and the row's link. Widths fit a 1366 px screen beside the open drawer with every number whole: two facts
 * share a column where they can (the period's two days, the two parties).
 */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router';
import { APPLICATION_EDITABLE, APPLICATION_TYPE_LABELS, type ApplicationRow } from '@stoa/shared';
import { EntityNames } from '../../../components/data-table/entity-name-cell.tsx';
import type { WholeTextColDef } from '../../../components/data-table/fit-columns.ts';
import { identifierColumn } from '../../../components/data-table/identifier-column.tsx';
import { clockColumn } from '../../../components/record/record-clock.tsx';
import { formatCalendarDate, formatMw } from '../../../lib/format.ts';
import { ApplicationStatusChip } from './application-status-chip.tsx';

const plain = { sortable: false, filterable: false } as const;
const quantity = { ...plain, type: 'number', align: 'right', headerAlign: 'right' } as const;
/** An energy column keeps the width of its header's longest word ('Requested', 'Scheduled'): it never shrinks to '…'. */
const energy = { ...quantity, width: 96, minWidth: 96 } as const;

/** The delivery period's days: the first over the last, one for a single day. */
const daysOf = (row: ApplicationRow) =>
  [row.fromDate, row.toDate === row.fromDate ? null : row.toDate]
    .filter((day) => day !== null)
    .map((day) => formatCalendarDate(day));

/** The delivery period in the width of one date, each date on one line. */
function Period({ row }: { row: ApplicationRow }) {
  const days = daysOf(row);
  return (
    <Stack sx={{ height: '100%', justifyContent: 'center' }}>
      {days.length === 0
        ? '—'
        : days.map((day) => (
            <Typography key={day} variant="body2" sx={{ lineHeight: 1.3, whiteSpace: 'nowrap' }}>
              {day}
            </Typography>
          ))}
    </Stack>
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
  /** The owner's list: the type under the number and Edit for drafts and returned applications; else the applicant. */
  isOwnerList: boolean;
}

export function applicationColumns({ linkTo, isOwnerList }: ColumnOptions): GridColDef<ApplicationRow>[] {
  const period: WholeTextColDef<ApplicationRow> = {
    ...plain,
    field: 'fromDate',
    headerName: 'From – To',
    width: 102,
    wholeTextsOf: daysOf,
    renderCell: ({ row }) => <Period row={row} />,
  };
  return [
    // The number over the type (the owner's list) or the applicant (the SLDC's): the list fits 1366 px beside the
    // drawer with every number whole.
    identifierColumn<ApplicationRow>({
      field: 'applicationNo',
      headerName: isOwnerList ? 'Application No / Type' : 'Application No / Applicant',
      width: 150,
      text: numberOf,
      secondary: (row) => (isOwnerList ? APPLICATION_TYPE_LABELS[row.type] : row.applicantName),
    }),
    {
      ...plain,
      field: 'sellerName',
      headerName: 'Seller / Buyer',
      flex: 1,
      minWidth: 110,
      renderCell: ({ row }) => <EntityNames names={[row.sellerName, row.buyerName]} />,
    },
    period,
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
