/**
 * A payment's receipt (issue 17 "receipts as PDF"): issued once the SLDC approved it, with the dues it settled, in
 * the house formats (dates 'MMM DD, YYYY', IST; money '₹1,23,456.78'). Uncompressed, so a test reads its text.
 */
import { formatDisplayDate, formatDisplayDateTime, formatInr, type PaymentDetail } from '@stoa/shared';
import { heading, keyValue, start } from '../../platform/pdf.ts';

export function renderReceiptPdf(p: PaymentDetail): Promise<Buffer> {
  const { doc, done } = start('Payment Receipt', false);
  keyValue(doc, 'Receipt No.', p.receiptNo ?? '—');
  keyValue(doc, 'Received From', p.partyName);
  keyValue(doc, 'Amount Received', formatInr(p.amount));
  if (p.tds > 0) {
    keyValue(doc, 'TDS Withheld', formatInr(p.tds));
    keyValue(doc, 'Gross Amount Settled', formatInr(p.gross));
  }
  keyValue(doc, 'Payment Mode', p.modeLabel);
  keyValue(doc, 'DD / UTR / Reference Number', p.referenceNumber);
  keyValue(doc, 'Bank Name', p.bankName);
  keyValue(doc, 'Payment Date', formatDisplayDate(p.paymentDate));
  keyValue(doc, 'Reconciled On', p.decidedAt ? formatDisplayDateTime(p.decidedAt) : '—');
  keyValue(doc, 'Reconciled By', p.decidedByName ?? '—');
  heading(doc, 'Dues Settled');
  for (const item of p.items) {
    const tds = item.tds > 0 ? ` (gross ${formatInr(item.gross)}, TDS ${formatInr(item.tds)})` : '';
    keyValue(doc, `${item.recordNo} – ${item.dueTypeLabel}`, `${formatInr(item.net)}${tds}`);
  }
  doc.end();
  return done;
}
