import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageNotice } from '../../../components/page-notice.tsx';
import { useRouteNotice } from '../../../lib/route-notice.ts';
import { WithDefaultSearch } from '../../../components/data-table/default-search.tsx';
import { REFUND_DEFAULTS } from '../components/refund-filters.ts';
import { RefundTable } from '../components/refund-table.tsx';
import { usePaymentsReader } from '../components/use-payments-reader.ts';

export const REFUND_TITLE = 'Refund';

/**
 * /payments/refund (spec §2.5): the applications with money to pay back (a payer: its own), opening on those with
 * something refundable; the SLDC business user records refunds, everyone reads an application's refund history.
 */
export function RefundPage() {
  const reader = usePaymentsReader();
  const [notice, setNotice] = useRouteNotice();
  return (
    <WithDefaultSearch defaults={REFUND_DEFAULTS}>
      <Stack spacing={2}>
        <Typography variant="h1">{REFUND_TITLE}</Typography>
        <PageNotice notice={notice} onClose={() => setNotice(null)} />
        <RefundTable reader={reader} onNotice={setNotice} />
      </Stack>
    </WithDefaultSearch>
  );
}
