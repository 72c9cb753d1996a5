import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ClientDataTable } from '../../../components/data-table/client-data-table.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { invitationProposalsDownloadPath, useInvitationProposals } from '../api/get-invitation-proposals.ts';
import { INVITATION_PROPOSAL_COLUMNS } from '../components/proposal-columns.tsx';
import { PROPOSALS_FILE_NAME } from '../components/process-proposals.tsx';
import { ebiddingPaths, idOf } from './ebidding-paths.ts';
import { INVITATION_NOT_FOUND, loadErrorOf } from './load-error.ts';

export const REQUESTS_GRID_LABEL = 'Proposals of the invitation';

/**
 * /e-bidding/requests?id=N (SLDC roles): every proposal of one invitation, whole, with Download from the server;
 * linked from the process screen's 'All proposals'.
 */
export function RequestsPage() {
  const id = idOf(useSearchParams()[0].get('id'));
  if (id === null) return <Alert severity="error">{INVITATION_NOT_FOUND}</Alert>;
  return <RequestsView key={id} id={id} />;
}

function RequestsView({ id }: { id: number }) {
  const query = useInvitationProposals(id);
  if (query.isPending) return <PageLoader />;
  if (!query.data) return <Alert severity="error">{loadErrorOf(query.error)}</Alert>;
  const invitationNo = query.data[0]?.bidInvitationNo;
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h1">E-Bidding Proposals {invitationNo ?? ''}</Typography>
        <Button component={RouterLink} to={ebiddingPaths.process(id)} size="small" sx={{ ml: 'auto' }}>
          Back to processing
        </Button>
      </Stack>
      <ClientDataTable
        label={REQUESTS_GRID_LABEL}
        columns={INVITATION_PROPOSAL_COLUMNS}
        rows={query.data}
        getRowId={(row) => row.proposalId}
        isLoading={false}
        isError={false}
        isRowHeightAuto
        serverDownload={{ exportPath: invitationProposalsDownloadPath(id), search: '', fileName: PROPOSALS_FILE_NAME }}
      />
    </Stack>
  );
}
