import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import type { PaymentDetail } from '@stoa/shared';
import { NotFoundPage } from '../../../app/pages/not-found-page.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { PageNotice } from '../../../components/page-notice.tsx';
import { RecordNextStep } from '../../../components/record/record-next-step.tsx';
import { RecordSummary } from '../../../components/record/record-summary.tsx';
import { useRouteNotice } from '../../../lib/route-notice.ts';
import { usePaymentDetails } from '../api/get-payment-details.ts';
import { paymentFacts } from '../components/payment-facts.tsx';
import { ProofOfPayment } from '../components/proof-of-payment.tsx';
import { ReconcileActions } from '../components/reconcile-actions.tsx';
import { RecordNoLink } from '../components/record-link.tsx';
import { MoneyLinesTable } from '../components/selected-dues.tsx';
import { usePaymentsReader } from '../components/use-payments-reader.ts';
import { loadErrorOf } from './load-error.ts';
import { paymentIdOf, paymentPaths } from './payment-paths.ts';

/** The page's heading: the receipt number once approved, else the payment's number in the portal. */
export const paymentTitleOf = (payment: Pick<PaymentDetail, 'receiptNo' | 'paymentId'>) =>
  payment.receiptNo ? `Payment ${payment.receiptNo}` : `Payment #${payment.paymentId}`;

/**
 * /payments/:id (spec §2.5): one payment — its facts, the dues it covers (gross, TDS, net), the proof, the receipt once
 * approved (cancelled once reversed), the reconciler's Approve and Revert while it awaits reconciliation, and the
 * SLDC business user's Reverse (bounced) once it is approved.
 */
export function PaymentDetailPage() {
  const id = paymentIdOf(useParams()['id']);
  if (id === null) return <NotFoundPage />;
  return <PaymentView key={id} id={id} />;
}

function PaymentView({ id }: { id: number }) {
  const query = usePaymentDetails(id);
  const reader = usePaymentsReader();
  const [notice, setNotice] = useRouteNotice();
  const payment = query.data;
  if (query.isPending) return <PageLoader />;
  if (!payment) return <Alert severity="error">{loadErrorOf(query.error)}</Alert>;
  const back = reader.isPayer ? `${paymentPaths.dashboard}?tab=payments` : paymentPaths.dashboard;
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h1">{paymentTitleOf(payment)}</Typography>
        <Button component={RouterLink} to={back} size="small" sx={{ ml: 'auto' }}>
          Back to Payments
        </Button>
      </Stack>
      <PageNotice notice={notice} onClose={() => setNotice(null)} />
      <RecordNextStep step={payment.nextStep} />
      <ReconcileActions
        payment={payment}
        canReconcile={reader.canReconcile}
        canReverse={reader.canReverse}
        onNotice={setNotice}
      />
      <RecordSummary facts={paymentFacts(payment)} />
      <PaymentItems payment={payment} />
      <ProofOfPayment
        file={payment.proofFileId ? { fileId: payment.proofFileId, fileName: payment.proofFileName ?? 'proof' } : null}
      />
    </Stack>
  );
}

function PaymentItems({ payment }: { payment: PaymentDetail }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="payment-items-heading" sx={{ p: 2 }}>
      <Typography id="payment-items-heading" variant="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
        Dues Paid
      </Typography>
      <MoneyLinesTable
        label="Dues paid"
        lines={payment.items.map((item) => ({
          key: item.dueId,
          record: <RecordNoLink recordNo={item.recordNo} to={item.recordLink} />,
          dueType: item.dueTypeLabel,
          gross: item.gross,
          tds: item.tds,
          net: item.net,
        }))}
        total={{ gross: payment.gross, tds: payment.tds, net: payment.amount }}
      />
    </Paper>
  );
}
