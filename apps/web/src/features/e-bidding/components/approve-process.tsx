/**
 * Approve on the process screen (spec §4): asks first, posts the clearing as shown, and on success returns to the
 * e-bidding list with 'E-Bidding Processed Successfully' (the lists and this screen are marked stale). A refusal stays
 * in the dialog in the server's words.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useNavigate } from 'react-router';
import { EBIDDING_MESSAGES, type ProcessDetails } from '@stoa/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { firstErrorMessage } from '../../../lib/api-client.ts';
import { withNotice } from '../../../lib/route-notice.ts';
import { processRequestOf, useProcessEBidding } from '../api/process-ebidding.ts';
import { ebiddingPaths } from '../routes/ebidding-paths.ts';

export const APPROVE = 'Approve';
export const APPROVE_TITLE = 'Approve E-Bidding';

function questionOf({ proposals, nonBidders }: ProcessDetails): string {
  const withdrawn =
    nonBidders.length > 0
      ? ` and withdraw the congested blocks of the ${nonBidders.length} application(s) without a bid (their other blocks stand)`
      : '';
  return `Allocate the margin of each congested block to the ${proposals.length} proposal(s) as shown${withdrawn}? This cannot be undone.`;
}

export function ApproveProcess({ details }: { details: ProcessDetails }) {
  const [isAsking, setIsAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const process = useProcessEBidding();
  const navigate = useNavigate();

  const approve = async () => {
    setError(null);
    try {
      await process.mutateAsync(processRequestOf(details));
      void navigate(ebiddingPaths.list, { state: withNotice(EBIDDING_MESSAGES.processed) });
    } catch (err) {
      setError(firstErrorMessage(err));
    }
  };

  return (
    <>
      <Button variant="contained" onClick={() => setIsAsking(true)}>
        {APPROVE}
      </Button>
      {isAsking && (
        <ConfirmDialog
          title={APPROVE_TITLE}
          message={questionOf(details)}
          confirmLabel={APPROVE}
          isPending={process.isPending}
          onConfirm={() => void approve()}
          onCancel={() => {
            setIsAsking(false);
            setError(null);
          }}
        >
          {error && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {error}
            </Alert>
          )}
        </ConfirmDialog>
      )}
    </>
  );
}
