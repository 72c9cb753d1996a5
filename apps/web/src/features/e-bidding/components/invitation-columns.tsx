/**
 * The invitations table (spec §2.3): invitation date, bid invitation number (Form ST2), the applications, available
 * margin and applied quantum (MW), the congested period (dates, times), last date of submission and deadline, floor
 * price (Rs/kWh), status and the row's action. The same columns for every reader; the action says what the reader may
 * do.
 */
import type { GridColDef } from '@mui/x-data-grid';
import type { InvitationRow } from '@stoa/shared';
import { identifierColumn } from '../../../components/data-table/identifier-column.tsx';
import { ebiddingPaths } from '../routes/ebidding-paths.ts';
import { CellStack, NUMBER, PLAIN, formatDay, formatPrice, formatQuantum } from './ebidding-cells.tsx';
import { InvitationStatusChip } from './ebidding-status-chips.tsx';
import { InvitationAction, type InvitationReader } from './invitation-actions.tsx';

type Column = GridColDef<InvitationRow>;

const mw = (field: keyof InvitationRow, headerName: string): Column => ({
  ...PLAIN,
  ...NUMBER,
  field,
  headerName,
  width: 85,
  valueFormatter: (value: number) => formatQuantum(value),
});

const invitationNo = identifierColumn<InvitationRow>({
  field: 'bidInvitationNo',
  headerName: 'Bid Invitation No / Date',
  width: 125,
  to: (row) => ebiddingPaths.invitation(row.id),
  secondary: (row) => (row.dateOfInvitation ? formatDay(row.dateOfInvitation) : null),
});

const applications = identifierColumn<InvitationRow>({
  field: 'applicationNos',
  headerName: 'Application',
  width: 165,
  list: (row) => row.applicationNos,
});

const status: Column = {
  ...PLAIN,
  field: 'status',
  headerName: 'Status',
  width: 110,
  valueGetter: (value: InvitationRow['status']) => value.statusDescription,
  renderCell: ({ row }) => (
    <CellStack>
      <InvitationStatusChip status={row.status} />
    </CellStack>
  ),
};

/** Two facts of a row in one cell ('Feb 05, 2027 – Feb 06, 2027'): the grid fits the laptop's width. */
const pair = (
  field: string,
  headerName: string,
  width: number,
  valueOf: (row: InvitationRow) => [string, string],
): Column => ({
  ...PLAIN,
  field,
  headerName,
  width,
  valueGetter: (_value: unknown, row: InvitationRow) => valueOf(row).filter(Boolean).join(' – '),
});

/**
 * The action comes first: fourteen facts do not fit a laptop's width, and what the reader may do must never be
 * scrolled off (nor virtualised away). Pairs of dates and times share a cell.
 */
export function invitationColumns(reader: InvitationReader): Column[] {
  return [
    {
      ...PLAIN,
      field: 'actions',
      headerName: 'Actions',
      width: 80,
      sortable: false,
      renderCell: ({ row }) => (
        <CellStack>
          <InvitationAction row={row} reader={reader} />
        </CellStack>
      ),
    },
    invitationNo,
    applications,
    mw('availableMargin', 'Available Margin (MW)'),
    mw('allApplicationsAppliedQuantum', 'Applied Quantum (MW)'),
    pair('congestionDates', 'Congestion From – To Date', 120, (r) => [
      formatDay(r.congestionFromDate),
      formatDay(r.congestionToDate),
    ]),
    pair('congestionTimes', 'From – To Time', 70, (r) => [r.fromTimeSpan, r.toTimeSpan]),
    pair('bidsClose', 'Last Date of Submission / Deadline', 115, (r) => [
      formatDay(r.lastDateOfSubmission),
      r.deadLine ?? '',
    ]),
    {
      ...PLAIN,
      ...NUMBER,
      field: 'floorPrice',
      headerName: 'Floor Price (Rs/kWh)',
      width: 85,
      valueFormatter: (value: number | null) => formatPrice(value),
    },
    status,
  ];
}
