/**
 * The invitations table (spec §2.3): invitation date, bid invitation number (Form ST2), the applications, available
 * margin and applied quantum (MW), the congested period (dates, times), last date of submission and deadline, floor
 * price (Rs/kWh), status and the row's action. The same columns for every reader; the action says what the reader may
 * do.
 */
import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router';
import type { InvitationRow } from '@stoa/shared';
import { ebiddingPaths } from '../routes/ebidding-paths.ts';
import { CellStack, NUMBER, PLAIN, formatDay, formatPrice, formatQuantum } from './ebidding-cells.tsx';
import { InvitationStatusChip } from './ebidding-status-chips.tsx';
import { InvitationAction, type InvitationReader } from './invitation-actions.tsx';

type Column = GridColDef<InvitationRow>;

const day = (field: keyof InvitationRow, headerName: string): Column => ({
  ...PLAIN,
  field,
  headerName,
  width: 110,
  valueFormatter: (value: string | null) => formatDay(value),
});
const mw = (field: keyof InvitationRow, headerName: string): Column => ({
  ...PLAIN,
  ...NUMBER,
  field,
  headerName,
  width: 100,
  valueFormatter: (value: number) => formatQuantum(value),
});
const text = (field: keyof InvitationRow, headerName: string, width = 80): Column => ({
  ...PLAIN,
  field,
  headerName,
  width,
});

const invitationNo: Column = {
  ...PLAIN,
  field: 'bidInvitationNo',
  headerName: 'Bid Invitation No',
  width: 130,
  renderCell: ({ row }) =>
    row.bidInvitationNo ? (
      <Link component={RouterLink} to={ebiddingPaths.invitation(row.id)}>
        {row.bidInvitationNo}
      </Link>
    ) : (
      '—'
    ),
};

const applications: Column = {
  ...PLAIN,
  field: 'applicationNos',
  headerName: 'Application',
  width: 150,
  valueGetter: (value: string[]) => value.join(', '),
};

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

export function invitationColumns(reader: InvitationReader): Column[] {
  return [
    day('dateOfInvitation', 'Invitation Date'),
    invitationNo,
    applications,
    mw('availableMargin', 'Available Margin (MW)'),
    mw('allApplicationsAppliedQuantum', 'Applied Quantum (MW)'),
    day('congestionFromDate', 'Congestion From Date'),
    day('congestionToDate', 'Congestion To Date'),
    text('fromTimeSpan', 'From Time'),
    text('toTimeSpan', 'To Time'),
    day('lastDateOfSubmission', 'Last Date of Submission'),
    text('deadLine', 'Deadline'),
    {
      ...PLAIN,
      ...NUMBER,
      field: 'floorPrice',
      headerName: 'Floor Price (Rs/kWh)',
      width: 100,
      valueFormatter: (value: number | null) => formatPrice(value),
    },
    status,
    {
      ...PLAIN,
      field: 'actions',
      headerName: 'Actions',
      width: 120,
      renderCell: ({ row }) => (
        <CellStack>
          <InvitationAction row={row} reader={reader} />
        </CellStack>
      ),
    },
  ];
}
