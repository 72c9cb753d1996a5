import { useState } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate, useSearchParams } from 'react-router';
import { EBIDDING_MESSAGES, LIST_LINKS, type SavedInvitation } from '@stoa/shared';
import { PageLoader } from '../../../components/page-loader.tsx';
import { PageNotice, type Notice } from '../../../components/page-notice.tsx';
import { downloadErrorMessage } from '../../../lib/download-file.ts';
import { withNotice } from '../../../lib/route-notice.ts';
import { downloadInvitation } from '../api/download-invitation.ts';
import { useInvitation } from '../api/get-invitation.ts';
import { EBiddingRefusal, loadErrorOf } from '../components/ebidding-refusal.tsx';
import { InvitationForm } from '../components/invitation-form/invitation-form.tsx';

export const INVITATION_FORM_TITLE = 'Form ST2 – Congestion Information and Invitation of E–Bidding by SLDC';

/** /e-bidding/invitation?id=: Form ST2 of an invitation (the SLDC business user writes a draft; others read it). */
export function InvitationFormPage() {
  const id = Number(useSearchParams()[0].get('id'));
  const isId = Number.isInteger(id) && id > 0;
  return (
    <Stack spacing={3} sx={{ maxWidth: 1200 }}>
      <Typography variant="h1">{INVITATION_FORM_TITLE}</Typography>
      {isId ? (
        <InvitationLoader key={id} id={id} />
      ) : (
        <EBiddingRefusal message={EBIDDING_MESSAGES.invitationNotFound} />
      )}
    </Stack>
  );
}

function InvitationLoader({ id }: { id: number }) {
  const navigate = useNavigate();
  const [notice, setNotice] = useState<Notice | null>(null);
  const invitation = useInvitation(id);
  if (invitation.isPending) return <PageLoader />;
  if (!invitation.data) {
    return <EBiddingRefusal message={loadErrorOf(invitation.error, EBIDDING_MESSAGES.invitationNotFound)} />;
  }

  const onSaved = (_result: SavedInvitation, isDraft: boolean) => {
    if (isDraft) setNotice({ severity: 'success', message: EBIDDING_MESSAGES.invitationSaved });
    else void navigate(LIST_LINKS.eBidding, { state: withNotice(EBIDDING_MESSAGES.invited) });
  };
  const download = () => {
    downloadInvitation(id).catch((error: unknown) =>
      setNotice({ severity: 'error', message: downloadErrorMessage(error) }),
    );
  };
  return (
    <Stack spacing={2}>
      <PageNotice notice={notice} onClose={() => setNotice(null)} />
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <InvitationForm detail={invitation.data} onSaved={onSaved} onDownload={download} />
      </Paper>
    </Stack>
  );
}
