/**
 * A record's gating fee (DOMAIN §5: "While a record waits for its payer's fee, the applicant's page says so with the
 * amount and a Pay link"), one way on every record page that has one (application, registration): the fee fact in
 * the viewer's words — the payer's ('Awaiting your payment: ₹5,000.00'), the SLDC's ('₹5,000.00 due; not paid yet.')
 * — and the payer's notice while the fee holds the record up, with Pay to the dues filtered to the record.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { applicantFeeText, formatDueBy, type RecordFee } from '@stoa/shared';
import { formatInr } from '../../lib/format.ts';

export const PAY_LINK_LABEL = 'Pay';

/** The fee fact's value for the viewer: the payer's words, the SLDC's check line, or the amount (a draft's). */
export function feeFactValue(fee: RecordFee): string {
  if (fee.state === 'NotCharged') return fee.amount === null ? 'No fee applies' : formatInr(fee.amount);
  return (fee.isPayer ? applicantFeeText(fee) : fee.detail) ?? formatInr(fee.amount ?? 0);
}

/** The payer's notice while its fee holds the record up: what to pay and by when, and Pay; or that it awaits the SLDC. */
export function RecordFeeNotice({ fee }: { fee: RecordFee | null }) {
  if (!fee?.isPayer || (fee.state !== 'Owed' && fee.state !== 'AwaitingReconciliation')) return null;
  const words = applicantFeeText(fee);
  if (fee.state === 'AwaitingReconciliation') {
    return (
      <Alert severity="info" role="status" aria-label={fee.label}>
        {words}
      </Alert>
    );
  }
  const by = fee.dueOn ? ` Due by ${formatDueBy(fee.dueOn, fee.dueAt)}.` : '';
  const pay = fee.payLink && (
    <Button component={RouterLink} to={fee.payLink} color="inherit" size="small" variant="outlined">
      {PAY_LINK_LABEL}
    </Button>
  );
  return (
    <Alert severity="warning" role="status" aria-label={fee.label} action={pay}>
      {`${words}.${by}`}
    </Alert>
  );
}
