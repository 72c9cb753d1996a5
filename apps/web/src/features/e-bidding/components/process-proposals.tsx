/**
 * The process screen's tables (spec §2.3): the proposals as cleared per congested block — application number,
 * applicant, applied quantum, quoted price, allocated quantum and applicable price (a range where they differ block
 * by block), the MWh awarded and the e-bidding charge (a preview until approved; once processed the result, with a
 * link per application to its e-bidding details) — with Download from the server, and the invited applications that
 * did not bid, which lose their congested blocks on processing. Sealed until the bid opening (DOMAIN §4): who has
 * submitted, nothing more.
 */
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router';
import type { ProcessDetails, ProcessProposal } from '@stoa/shared';
import { ClientDataTable } from '../../../components/data-table/client-data-table.tsx';
import { entityColumn } from '../../../components/data-table/entity-name-cell.tsx';
import { identifierColumn } from '../../../components/data-table/identifier-column.tsx';
import { invitationProposalsDownloadPath } from '../api/get-invitation-proposals.ts';
import { ebiddingPaths } from '../routes/ebidding-paths.ts';
import { CellStack, NUMBER, PLAIN, formatPrice, formatQuantum, formatRange, formatRupees } from './ebidding-cells.tsx';

type Column = GridColDef<ProcessProposal>;

export const PROCESS_PROPOSALS_LABEL = 'Proposals';
export const NON_BIDDERS_TITLE = 'No bid: their congested blocks are withdrawn on processing';
export const SEALED = 'Sealed';
export const PROPOSALS_FILE_NAME = 'EBidding-Proposals';

const refOf = (row: ProcessProposal) => row.applicationNo ?? `Application #${row.applicationId}`;
const number = (field: keyof ProcessProposal, headerName: string, format: (v: number | null) => string): Column => ({
  ...PLAIN,
  ...NUMBER,
  field,
  headerName,
  width: 110,
  valueFormatter: (value: number | null) => format(value),
});

const ranged = (
  field: keyof ProcessProposal,
  headerName: string,
  high: (row: ProcessProposal) => number | null,
  format: (v: number) => string,
): Column => ({
  ...PLAIN,
  ...NUMBER,
  field,
  headerName,
  width: 120,
  valueGetter: (_v, row) => formatRange(row[field] as number | null, high(row), format),
});

function proposalColumns(isProcessed: boolean, isSealed: boolean): Column[] {
  const head: Column[] = [
    identifierColumn<ProcessProposal>({
      field: 'applicationNo',
      headerName: 'Application No',
      width: 175,
      text: refOf,
    }),
    entityColumn<ProcessProposal>({ field: 'applicantName', headerName: 'Applicant', minWidth: 130 }),
    number('appliedQuantum', 'Applied Quantum (MW)', formatQuantum),
  ];
  if (isSealed)
    return [
      ...head,
      { ...PLAIN, field: 'quotedPrice', headerName: 'Quoted Price', width: 110, valueGetter: () => SEALED },
    ];
  const columns: Column[] = [
    ...head,
    number('quotedPrice', 'Quoted Price (Rs/kWh)', formatPrice),
    ranged('allocatedQuantum', 'Allocated Quantum (MW)', (r) => r.allocatedQuantumMax, formatQuantum),
    ranged('applicablePrice', 'Applicable Price (Rs/kWh)', (r) => r.applicablePriceMax, formatPrice),
    number('allocatedMwh', 'Allocated (MWh)', formatQuantum),
    number('eBiddingCharge', 'E-Bidding Charge (Rs.)', formatRupees),
  ];
  if (!isProcessed) return columns;
  const details: Column = {
    ...PLAIN,
    field: 'actions',
    headerName: 'Details',
    width: 90,
    renderCell: ({ row }) => (
      <CellStack>
        <Button
          size="small"
          component={RouterLink}
          to={ebiddingPaths.details(row.applicationId)}
          aria-label={`Details of ${refOf(row)}`}
        >
          Details
        </Button>
      </CellStack>
    ),
  };
  return [...columns, details];
}

export function ProcessProposals({ details, isProcessed }: { details: ProcessDetails; isProcessed: boolean }) {
  const invitationId = details.congestionDetails.bidInvitationId;
  const isSealed = details.congestionDetails.sealedUntil !== null;
  const title = isProcessed ? 'Result' : isSealed ? 'Bids received (sealed)' : 'Proposals (as they would be cleared)';
  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h2" sx={{ fontSize: '1.1rem' }}>
          {title}
        </Typography>
        <Button size="small" component={RouterLink} to={ebiddingPaths.requests(invitationId)}>
          All proposals
        </Button>
      </Stack>
      <ClientDataTable
        label={PROCESS_PROPOSALS_LABEL}
        columns={proposalColumns(isProcessed, isSealed)}
        rows={details.proposals}
        getRowId={(row) => row.proposalId}
        isLoading={false}
        isError={false}
        serverDownload={{
          exportPath: invitationProposalsDownloadPath(invitationId),
          search: '',
          fileName: PROPOSALS_FILE_NAME,
        }}
      />
    </Stack>
  );
}

export function NonBidders({ details }: { details: ProcessDetails }) {
  return (
    <Paper variant="outlined" component="section" aria-label={NON_BIDDERS_TITLE} sx={{ p: 2 }}>
      <Typography variant="h2" sx={{ fontSize: '1.1rem' }}>
        {NON_BIDDERS_TITLE}
      </Typography>
      {details.nonBidders.length === 0 ? (
        <Typography color="text.secondary">Every invited application has bid.</Typography>
      ) : (
        <List dense>
          {details.nonBidders.map((n) => (
            <ListItem key={n.applicationId} disableGutters>
              {`${n.applicationNo ?? `Application #${n.applicationId}`} — ${n.applicantName}`}
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
