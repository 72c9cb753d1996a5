import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageNotice } from '../../../components/page-notice.tsx';
import { useRouteNotice } from '../../../lib/route-notice.ts';
import { RefundTable } from '../components/refund-table.tsx';
import { usePaymentsReader } from '../components/use-payments-reader.ts';

export const REFUND_TITLE = 'Refund';

/**
 * /payments/refund (spec §2.5): the applications with money to pay back or paid back (a payer: its own), those with
 * something refundable first — a refund just recorded stays in view; the SLDC business user records refunds,
 * everyone reads an application's refund history.
 */
export function RefundPage() {
  const reader = usePaymentsReader();
  const [notice, setNotice] = useRouteNotice();
  return (
    <Stack spacing={2}>
      <Typography variant="h1">{REFUND_TITLE}</Typography>
      <PageNotice notice={notice} onClose={() => setNotice(null)} />
      <RefundTable reader={reader} onNotice={setNotice} />
    </Stack>
  );
}
