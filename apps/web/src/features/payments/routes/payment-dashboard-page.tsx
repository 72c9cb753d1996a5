import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageNotice } from '../../../components/page-notice.tsx';
import { useRouteNotice } from '../../../lib/route-notice.ts';
import { DashboardTabs } from '../components/dashboard-tabs.tsx';
import { WithDefaultSearch } from '../../../components/data-table/default-search.tsx';
import { DuesTable } from '../components/dues-table.tsx';
import { defaultTabOf, tabDefaults } from '../components/payment-filters.ts';
import { PaymentsTable } from '../components/payments-table.tsx';
import { usePaymentsReader } from '../components/use-payments-reader.ts';

export const PAYER_TITLE = 'Payment Details';
export const RECONCILER_TITLE = 'Payment Reconciliation';

/**
 * /payments/dashboard (spec §2.5): a payer's dues and payments ('Payment Details': it pays its dues here), or
 * everyone's for the SLDC roles ('Payment Reconciliation': it opens on the payments awaiting reconciliation). The tab,
 * page and filters live in the URL.
 */
export function PaymentDashboardPage() {
  const reader = usePaymentsReader();
  const [notice, setNotice] = useRouteNotice();
  const defaults = reader.isPayer ? {} : tabDefaults(defaultTabOf(false), false);
  return (
    <WithDefaultSearch defaults={defaults}>
      <Stack spacing={2}>
        <Typography variant="h1">{reader.isPayer ? PAYER_TITLE : RECONCILER_TITLE}</Typography>
        <PageNotice notice={notice} onClose={() => setNotice(null)} />
        <DashboardTabs
          isPayer={reader.isPayer}
          panels={{
            dues: <DuesTable reader={reader} onNotice={setNotice} />,
            payments: <PaymentsTable reader={reader} />,
          }}
        />
      </Stack>
    </WithDefaultSearch>
  );
}
