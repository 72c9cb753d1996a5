import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageNotice } from '../../../components/page-notice.tsx';
import { useRouteNotice } from '../../../lib/route-notice.ts';
import { EBiddingDuesTable } from '../components/ebidding-dues-table.tsx';
import { usePaymentsReader } from '../components/use-payments-reader.ts';

export const EBIDDING_PAYMENTS_TITLE = 'E-Bidding Payments';

/**
 * /payments/ebidding (spec §2.5): the e-bidding charges of the applications — a payer's own, which it pays here, or
 * everyone's for the SLDC roles. Page and filters live in the URL.
 */
export function EBiddingPaymentsPage() {
  const reader = usePaymentsReader();
  const [notice, setNotice] = useRouteNotice();
  return (
    <Stack spacing={2}>
      <Typography variant="h1">{EBIDDING_PAYMENTS_TITLE}</Typography>
      <PageNotice notice={notice} onClose={() => setNotice(null)} />
      <EBiddingDuesTable reader={reader} onNotice={setNotice} />
    </Stack>
  );
}
