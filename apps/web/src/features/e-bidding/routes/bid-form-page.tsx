import { useState } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate, useParams } from 'react-router';
import { EBIDDING_MESSAGES, LIST_LINKS, isDeadlinePassed, type SavedProposal } from '@stoa/shared';
import { PageLoader } from '../../../components/page-loader.tsx';
import { PageNotice, type Notice } from '../../../components/page-notice.tsx';
import { withNotice } from '../../../lib/route-notice.ts';
import { useProposal } from '../api/get-proposal.ts';
import { BidForm } from '../components/bid-form/bid-form.tsx';
import { BidOutcome } from '../components/bid-form/bid-outcome.tsx';
import { EBiddingRefusal, loadErrorOf } from '../components/ebidding-refusal.tsx';

export const BID_FORM_TITLE = 'Form ST3 Bid Proposal for E-Bidding by STOA Applicant';

/** /e-bidding/apply/:id (the proposal's id): the invited applicant's bid, written while open, read afterwards. */
export function BidFormPage() {
  const id = Number(useParams()['id']);
  const isId = Number.isInteger(id) && id > 0;
  return (
    <Stack spacing={3} sx={{ maxWidth: 1200 }}>
      <Typography variant="h1">{BID_FORM_TITLE}</Typography>
      {isId ? (
        <BidLoader key={id} id={id} />
      ) : (
        <EBiddingRefusal message={EBIDDING_MESSAGES.bidNotFound} to={LIST_LINKS.eBiddingProposals} />
      )}
    </Stack>
  );
}

function BidLoader({ id }: { id: number }) {
  const navigate = useNavigate();
  const [notice, setNotice] = useState<Notice | null>(null);
  const proposal = useProposal(id);
  if (proposal.isPending) return <PageLoader />;
  if (!proposal.data) {
    const message = loadErrorOf(proposal.error, EBIDDING_MESSAGES.bidNotFound);
    return <EBiddingRefusal message={message} to={LIST_LINKS.eBiddingProposals} />;
  }

  const detail = proposal.data;
  const isLate = isDeadlinePassed(detail, new Date());
  const onSaved = (_result: SavedProposal, isDraft: boolean) => {
    if (isDraft) setNotice({ severity: 'success', message: EBIDDING_MESSAGES.bidSaved });
    else void navigate(LIST_LINKS.eBiddingProposals, { state: withNotice(EBIDDING_MESSAGES.bidSubmitted) });
  };
  return (
    <Stack spacing={2}>
      <PageNotice notice={notice} onClose={() => setNotice(null)} />
      <BidOutcome detail={detail} isLate={isLate} />
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <BidForm detail={detail} isReadOnly={detail.access !== 'Write' || isLate} onSaved={onSaved} />
      </Paper>
    </Stack>
  );
}
