import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { can } from '@stoa/shared';
import { PageLoader } from '../../../components/page-loader.tsx';
import { BackButton } from '../../../components/record/back-button.tsx';
import { useSignedInUser } from '../../../lib/auth-session.ts';
import { useEbiddingDetails } from '../api/get-ebidding-details.ts';
import { DetailsGrid } from '../components/details-grid.tsx';
import { ebiddingPaths, idOf } from './ebidding-paths.ts';
import { DETAILS_NOT_FOUND, loadErrorOf } from './load-error.ts';
import { NotFoundPage } from '../../../app/pages/not-found-page.tsx';

/**
 * /e-bidding/:id (id: the application's), spec §2.3: the read-only e-bidding details grid of an application, with
 * its Total row, under the application and bid invitation numbers. Back returns where the user came from (the
 * proposals list with its filters, the process screen, the application's record, the bid).
 */
export function DetailsPage() {
  const id = idOf(useParams()['id']);
  if (id === null) return <NotFoundPage />;
  return <DetailsView key={id} id={id} />;
}

function DetailsView({ id }: { id: number }) {
  const query = useEbiddingDetails(id);
  const role = useSignedInUser()?.role ?? null;
  const details = query.data;
  if (query.isPending) return <PageLoader />;
  if (!details) return <Alert severity="error">{loadErrorOf(query.error, DETAILS_NOT_FOUND)}</Alert>;
  // Opened first in the tab, Back leads to the list it would have come from.
  const fallback = can(role, 'eBiddingOwnRead')
    ? ebiddingPaths.proposalsTab
    : ebiddingPaths.process(details.bidInvitationId);
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Stack>
          <Typography variant="h1">E-Bidding Details {details.applicationNo ?? ''}</Typography>
          <Typography color="text.secondary">Bid Invitation No {details.bidInvitationNo ?? '—'}</Typography>
        </Stack>
        <BackButton fallback={fallback} sx={{ ml: 'auto' }} />
      </Stack>
      <DetailsGrid details={details} />
    </Stack>
  );
}
