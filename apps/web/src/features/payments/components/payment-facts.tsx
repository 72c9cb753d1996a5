/** The head of a payment's page: its facts as the record kit's summary shows them (money in rupees, times in IST). */
import { PAYMENT_LABELS, type PaymentDetail } from '@stoa/shared';
import type { RecordFact } from '../../../components/record/record-summary.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { PaymentStatusChip, formatDay, formatMoney } from './payment-cells.tsx';

export function paymentFacts(payment: PaymentDetail): RecordFact[] {
  const facts: RecordFact[] = [
    { label: 'Receipt No.', value: payment.receiptNo ?? '' },
    { label: 'Status', value: <PaymentStatusChip status={payment.status} label={payment.statusLabel} /> },
    { label: 'Party', value: payment.partyName },
    { label: PAYMENT_LABELS.mode, value: payment.modeLabel },
    { label: PAYMENT_LABELS.referenceNumber, value: payment.referenceNumber },
    { label: PAYMENT_LABELS.bankName, value: payment.bankName },
    { label: PAYMENT_LABELS.paymentDate, value: formatDay(payment.paymentDate) },
    { label: 'Amount', value: formatMoney(payment.amount) },
    { label: 'TDS', value: formatMoney(payment.tds) },
    { label: 'Gross', value: formatMoney(payment.gross) },
    { label: 'Submitted At', value: formatDateTime(payment.submittedAt) },
    { label: 'Decided At', value: formatDateTime(payment.decidedAt) },
    { label: 'Decided By', value: payment.decidedByName ?? '' },
  ];
  if (payment.revertReason) facts.push({ label: 'Revert Reason', value: payment.revertReason });
  if (payment.status === 'Reversed') {
    facts.push(
      { label: 'Reversal Reason', value: payment.reversalReason ?? '' },
      { label: 'Reversed At', value: formatDateTime(payment.reversedAt) },
      { label: 'Reversed By', value: payment.reversedByName ?? '' },
    );
  }
  return facts;
}
