import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { can, navTitleOf } from '@stoa/shared';
import { PageNotice } from '../../../components/page-notice.tsx';
import { useSignedInUser } from '../../../lib/auth-session.ts';
import { useRouteNotice } from '../../../lib/route-notice.ts';
import { ApplicantInvitations, SldcInvitations } from '../components/invitation-tables.tsx';
import { ListTabs } from '../components/list-tabs.tsx';
import { OwnProposals } from '../components/own-proposals.tsx';

/** The applicants' title (spec §2.3's root list); the SLDC roles' page is titled by their nav item (shared nav). */
export const EBIDDING_LIST_TITLE = 'E-Bidding Applications';

/**
 * /e-bidding (spec §2.3): the SLDC roles see every invitation; applicants see their invitations to bid and their own
 * bids in two tabs. The tab, page and filters live in the URL; a processing or a submission arrives with its notice.
 */
export function EBiddingListPage() {
  const role = useSignedInUser()?.role ?? null;
  const [notice, setNotice] = useRouteNotice();
  return (
    <Stack spacing={2}>
      <Typography variant="h1">{navTitleOf(role, '/e-bidding') ?? EBIDDING_LIST_TITLE}</Typography>
      <PageNotice notice={notice} onClose={() => setNotice(null)} />
      {can(role, 'eBiddingOwnRead') ? (
        <ListTabs panels={{ invitations: <ApplicantInvitations />, proposals: <OwnProposals /> }} />
      ) : (
        <SldcInvitations reader={can(role, 'eBiddingInvite') ? 'inviter' : 'approver'} />
      )}
    </Stack>
  );
}
