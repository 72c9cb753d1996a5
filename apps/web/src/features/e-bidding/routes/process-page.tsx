import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { can, isInvitationOver } from '@stoa/shared';
import { PageLoader } from '../../../components/page-loader.tsx';
import { RecordSummary } from '../../../components/record/record-summary.tsx';
import { useSignedInUser } from '../../../lib/auth-session.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useProcessDetails } from '../api/get-process-details.ts';
import { ApproveProcess } from '../components/approve-process.tsx';
import { InvitationStatusChip } from '../components/ebidding-status-chips.tsx';
import { processFacts } from '../components/process-facts.ts';
import { NonBidders, ProcessProposals } from '../components/process-proposals.tsx';
import { ebiddingPaths, idOf } from './ebidding-paths.ts';
import { INVITATION_NOT_FOUND, loadErrorOf } from './load-error.ts';

/**
 * /e-bidding/process?id=N (SLDC roles, spec §2.3): the congestion details and the proposals as cleared (sealed until
 * the bid opening: who has submitted, no price), the applications that did not bid, and Approve for the SLDC business user while the shared gate allows it (otherwise
 * why not). Once processed it shows the result, read-only, with each application's details.
 */
export function ProcessPage() {
  const id = idOf(useSearchParams()[0].get('id'));
  if (id === null) return <Alert severity="error">{INVITATION_NOT_FOUND}</Alert>;
  return <ProcessView key={id} id={id} />;
}

function ProcessView({ id }: { id: number }) {
  const query = useProcessDetails(id);
  const role = useSignedInUser()?.role ?? null;
  const details = query.data;
  if (query.isPending) return <PageLoader />;
  if (!details) return <Alert severity="error">{loadErrorOf(query.error)}</Alert>;
  const { congestionDetails: c } = details;
  const isProcessed = c.status.status === 'Completed';
  // Completed or Expired (spec §4 Result): what came of the invitation, not a clearing still to approve.
  const clock = { status: c.status.status, lastDateOfSubmission: c.lastDateOfSubmission, deadLine: c.deadLine };
  const isResult = isInvitationOver(clock, new Date());
  const canApprove = details.canApprove && can(role, 'eBiddingInvite');
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h1">
          {isResult ? 'E-Bidding Result' : 'Process E-Bidding'} {c.bidInvitationNo ?? ''}
        </Typography>
        <InvitationStatusChip status={c.status} />
        <Button component={RouterLink} to={ebiddingPaths.list} size="small" sx={{ ml: 'auto' }}>
          Back to the list
        </Button>
      </Stack>
      <RecordSummary facts={processFacts(details)} />
      {c.sealedUntil && (
        <Alert severity="warning">
          {`Bids are sealed until their opening on ${formatDateTime(c.sealedUntil)}: only who has submitted is shown.`}
        </Alert>
      )}
      {!canApprove && details.approveBlockedReason && <Alert severity="info">{details.approveBlockedReason}</Alert>}
      <ProcessProposals details={details} isProcessed={isProcessed} />
      <NonBidders details={details} />
      {canApprove && (
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <ApproveProcess details={details} />
        </Stack>
      )}
    </Stack>
  );
}
