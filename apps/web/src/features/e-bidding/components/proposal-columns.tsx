/**
 * The proposals tables. An applicant's own bids (spec §2.3): application number, available and applied quantum, quoted
 * and floor price, status and View (Form ST3); once a bid is processed (Completed) also its allocated quantum and
 * applicable price and its e-bidding details. The proposals of one invitation (SLDC roles) add the applicant and when
 * the bid came in.
 */
import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router';
import type { ProposalRow } from '@stoa/shared';
import { entityColumn } from '../../../components/data-table/entity-name-cell.tsx';
import { identifierColumn } from '../../../components/data-table/identifier-column.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { ebiddingPaths } from '../routes/ebidding-paths.ts';
import { CellStack, NUMBER, PLAIN, formatPrice, formatQuantum } from './ebidding-cells.tsx';
import { BidStatusChip } from './ebidding-status-chips.tsx';

type Column = GridColDef<ProposalRow>;

const refOf = (row: ProposalRow) => row.applicationNo ?? `Application #${row.applicationId}`;
/** Allocation and price are the result of processing: blank until the bid is Completed. */
const isProcessed = (row: ProposalRow) => row.status.status === 'Completed';

const mw = (field: keyof ProposalRow, headerName: string, onlyProcessed = false): Column => ({
  ...PLAIN,
  ...NUMBER,
  field,
  headerName,
  width: 100,
  valueGetter: (value: number | null, row) => (onlyProcessed && !isProcessed(row) ? null : value),
  valueFormatter: (value: number | null) => formatQuantum(value),
});
const price = (field: keyof ProposalRow, headerName: string, onlyProcessed = false): Column => ({
  ...mw(field, headerName, onlyProcessed),
  valueFormatter: (value: number | null) => formatPrice(value),
});

const applicationNo = identifierColumn<ProposalRow>({
  field: 'applicationNo',
  headerName: 'Application No',
  width: 140,
  text: refOf,
});
const status: Column = {
  ...PLAIN,
  field: 'status',
  headerName: 'Status',
  width: 120,
  valueGetter: (value: ProposalRow['status']) => value.statusDescription,
  renderCell: ({ row }) => (
    <CellStack>
      <BidStatusChip status={row.status} />
    </CellStack>
  ),
};

function actionsColumn(headerName: string): Column {
  return {
    ...PLAIN,
    field: 'actions',
    headerName,
    width: 140,
    renderCell: ({ row }) => (
      <CellStack>
        <Button
          size="small"
          component={RouterLink}
          to={ebiddingPaths.bid(row.proposalId)}
          aria-label={`View ${refOf(row)}`}
        >
          View
        </Button>
        {isProcessed(row) && (
          <Button
            size="small"
            component={RouterLink}
            to={ebiddingPaths.details(row.applicationId)}
            aria-label={`Details of ${refOf(row)}`}
          >
            Details
          </Button>
        )}
      </CellStack>
    ),
  };
}

/** An applicant's own bids (the Proposals tab). */
export const OWN_PROPOSAL_COLUMNS: Column[] = [
  applicationNo,
  identifierColumn<ProposalRow>({ field: 'bidInvitationNo', headerName: 'Bid Invitation No', width: 120 }),
  mw('availableQuantum', 'Available Quantum (MW)'),
  mw('appliedQuantum', 'Applied Quantum (MW)'),
  price('quotedPrice', 'Quoted Price (Rs/kWh)'),
  price('floorPrice', 'Floor Price (Rs/kWh)'),
  status,
  mw('allocatedQuantum', 'Allocated Quantum (MW)', true),
  price('applicablePrice', 'Applicable Price (Rs/kWh)', true),
  actionsColumn('View'),
];

/** Every proposal of one invitation (SLDC roles). */
export const INVITATION_PROPOSAL_COLUMNS: Column[] = [
  applicationNo,
  entityColumn<ProposalRow>({ field: 'applicantName', headerName: 'Applicant', minWidth: 130 }),
  mw('availableQuantum', 'Available Quantum (MW)'),
  mw('appliedQuantum', 'Applied Quantum (MW)'),
  price('quotedPrice', 'Quoted Price (Rs/kWh)'),
  price('floorPrice', 'Floor Price (Rs/kWh)'),
  mw('allocatedQuantum', 'Allocated Quantum (MW)', true),
  price('applicablePrice', 'Applicable Price (Rs/kWh)', true),
  {
    ...PLAIN,
    field: 'submittedAt',
    headerName: 'Submitted At',
    width: 130,
    valueFormatter: (value: string | null) => formatDateTime(value),
  },
  status,
  actionsColumn('View'),
];
