/**
 * The standing clearance list columns. Applicants (their own requests): No, Direction, Kind, MW, From, To, Status,
 * Due and the row actions (View, Edit while editable, the PDF once approved). The SLDC: No, Entity, the transaction
 * (direction over kind), MW, From, To, Status, Due and View. Both fit at 1366 px beside the open drawer.
 */
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import EditOutlined from '@mui/icons-material/EditOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router';
import { STANDING_CLEARANCE_EDITABLE, clearanceKindOf, clearanceRefOf, type StandingClearanceRow } from '@stoa/shared';
import { entityColumn } from '../../../components/data-table/entity-name-cell.tsx';
import { identifierColumn } from '../../../components/data-table/identifier-column.tsx';
import { formatCalendarDate, formatMw } from '../../../lib/format.ts';
import { clearancePaths } from '../routes/clearance-paths.ts';
import { ClearanceStatusChip } from './clearance-status-chip.tsx';
import { DueCell } from './due-clock.tsx';

type Column = GridColDef<StandingClearanceRow>;
const plain = { sortable: false, filterable: false } as const;
// The number and kind as the list's file writes them too (shared standing-clearance-export).
const refOf = clearanceRefOf;
const kindOf = (row: StandingClearanceRow) => clearanceKindOf(row) ?? '—';

function Wrapped({ text, secondary }: { text: string; secondary?: string | null }) {
  return (
    <Stack sx={{ py: 1, minWidth: 0, justifyContent: 'center', height: '100%' }}>
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

const number = identifierColumn<StandingClearanceRow>({
  field: 'clearanceNo',
  headerName: 'No',
  width: 105,
  text: refOf,
});
const quantum: Column = {
  ...plain,
  field: 'quantumMw',
  headerName: 'MW',
  type: 'number',
  width: 75,
  align: 'right',
  headerAlign: 'right',
  valueFormatter: (value: number) => formatMw(value),
};
const dates: Column[] = [
  { ...plain, field: 'fromDate', headerName: 'From', width: 110, valueFormatter: (v: string) => formatCalendarDate(v) },
  { ...plain, field: 'toDate', headerName: 'To', width: 110, valueFormatter: (v: string) => formatCalendarDate(v) },
];
const status: Column = {
  ...plain,
  field: 'status',
  headerName: 'Status',
  width: 125,
  renderCell: ({ row }) => (
    <Stack sx={{ height: '100%', justifyContent: 'center', py: 0.5 }}>
      <ClearanceStatusChip status={row.status.status} />
    </Stack>
  ),
};
const due: Column = {
  ...plain,
  field: 'due',
  headerName: 'Due',
  width: 135,
  renderCell: ({ row }) => <DueCell due={row.due} dueOn={row.dueOn} />,
};

function ViewButton({ row, isApplicant }: { row: StandingClearanceRow; isApplicant: boolean }) {
  return (
    <Tooltip title="View">
      <IconButton
        size="small"
        component={RouterLink}
        to={clearancePaths.view(row.id, isApplicant)}
        aria-label={`View ${refOf(row)}`}
      >
        <VisibilityOutlined fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}

/** The applicant's columns; `onDownload` saves an approved clearance's certificate. */
export function applicantColumns(onDownload: (row: StandingClearanceRow) => void): Column[] {
  return [
    number,
    { ...plain, field: 'direction', headerName: 'Direction', width: 85 },
    {
      ...plain,
      field: 'transactionKind',
      headerName: 'Kind',
      flex: 1,
      minWidth: 110,
      renderCell: ({ row }) => <Wrapped text={kindOf(row)} secondary={row.counterparty} />,
    },
    quantum,
    ...dates,
    status,
    due,
    {
      ...plain,
      field: 'actions',
      headerName: 'Actions',
      width: 115,
      renderCell: ({ row }) => (
        <Stack direction="row" sx={{ height: '100%', alignItems: 'center' }}>
          <ViewButton row={row} isApplicant />
          {(STANDING_CLEARANCE_EDITABLE as readonly string[]).includes(row.status.status) && (
            <Tooltip title="Edit">
              <IconButton
                size="small"
                component={RouterLink}
                to={clearancePaths.apply(row.id)}
                aria-label={`Edit ${refOf(row)}`}
              >
                <EditOutlined fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
          {row.status.status === 'Approved' && (
            <Tooltip title="Download PDF">
              <IconButton size="small" onClick={() => onDownload(row)} aria-label={`Download PDF of ${refOf(row)}`}>
                <PictureAsPdfOutlined fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
        </Stack>
      ),
    },
  ];
}

/** The SLDC's columns (every submitted request). */
export const SLDC_COLUMNS: Column[] = [
  number,
  entityColumn<StandingClearanceRow>({ field: 'entityName', headerName: 'Entity', minWidth: 130 }),
  {
    ...plain,
    field: 'direction',
    headerName: 'Transaction',
    width: 115,
    renderCell: ({ row }) => <Wrapped text={row.direction} secondary={kindOf(row)} />,
  },
  quantum,
  ...dates,
  status,
  due,
  {
    ...plain,
    field: 'actions',
    headerName: 'View',
    width: 64,
    align: 'center',
    headerAlign: 'center',
    renderCell: ({ row }) => (
      <Stack sx={{ height: '100%', justifyContent: 'center' }}>
        <ViewButton row={row} isApplicant={false} />
      </Stack>
    ),
  },
];
