/** Where a bid stands, above Form ST3: its status, why it can no longer be written, and once cleared its result. */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { BID_STATUS_LABELS, EBIDDING_MESSAGES, RECORD_LINKS, type ProposalDetail } from '@stoa/shared';
import { RecordSummary } from '../../../../components/record/record-summary.tsx';
import { StatusChip } from '../../../../components/workflow/workflow-status-chip.tsx';
import { resultFacts } from './bid-facts.ts';

export function BidOutcome({ detail, isLate }: { detail: ProposalDetail; isLate: boolean }) {
  const result = resultFacts(detail);
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" color="text.secondary">
          Status
        </Typography>
        <StatusChip label={BID_STATUS_LABELS[detail.status.status]} tone="default" />
      </Stack>
      {isLate && detail.access === 'Write' && <Alert severity="info">{EBIDDING_MESSAGES.deadlinePassed}</Alert>}
      {result && (
        <RecordSummary facts={result}>
          <Button component={RouterLink} to={RECORD_LINKS.eBiddingDetails(detail.applicationId)} sx={{ mt: 1.5 }}>
            View E-Bidding Details
          </Button>
        </RecordSummary>
      )}
    </Stack>
  );
}
