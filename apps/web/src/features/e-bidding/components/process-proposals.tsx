/**
 * The process screen's tables (spec §2.3): the proposals as cleared — application number, applicant, applied quantum,
 * quoted price, allocated quantum and applicable price (a preview until approved; once processed the result, with a
 * link per application to its e-bidding details) — with Download from the server, and the invited applications that
 * did not bid, withdrawn for the congested period on processing.
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
import { invitationProposalsDownloadPath } from '../api/get-invitation-proposals.ts';
import { ebiddingPaths } from '../routes/ebidding-paths.ts';
import { CellStack, NUMBER, PLAIN, formatPrice, formatQuantum } from './ebidding-cells.tsx';

type Column = GridColDef<ProcessProposal>;

export const PROCESS_PROPOSALS_LABEL = 'Proposals';
export const NON_BIDDERS_TITLE = 'Withdrawn on processing: no bid';
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

function proposalColumns(isProcessed: boolean): Column[] {
  const columns: Column[] = [
    {
      ...PLAIN,
      field: 'applicationNo',
      headerName: 'Application No',
      width: 140,
      valueGetter: (_v, row) => refOf(row),
    },
    { ...PLAIN, field: 'applicantName', headerName: 'Applicant', flex: 1, minWidth: 130 },
    number('appliedQuantum', 'Applied Quantum (MW)', formatQuantum),
    number('quotedPrice', 'Quoted Price (Rs/kWh)', formatPrice),
    number('allocatedQuantum', 'Allocated Quantum (MW)', formatQuantum),
    number('applicablePrice', 'Applicable Price (Rs/kWh)', formatPrice),
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
  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h2" sx={{ fontSize: '1.1rem' }}>
          {isProcessed ? 'Result' : 'Proposals (as they would be cleared)'}
        </Typography>
        <Button size="small" component={RouterLink} to={ebiddingPaths.requests(invitationId)}>
          All proposals
        </Button>
      </Stack>
      <ClientDataTable
        label={PROCESS_PROPOSALS_LABEL}
        columns={proposalColumns(isProcessed)}
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
