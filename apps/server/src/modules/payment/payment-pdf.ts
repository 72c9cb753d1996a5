/**
 * A payment's receipt (issue 17 "receipts as PDF"): issued once the SLDC approved it, with the dues it settled, in
 * the house formats (dates 'MMM DD, YYYY', IST; money '₹1,23,456.78', the amount received also in words); once the
 * payment is reversed (bounced) it reads CANCELLED with the reason and the date. Uncompressed, so a test reads its
 * text.
 */
import {
  businessDate,
  formatDisplayDate,
  formatDisplayDateTime,
  formatInr,
  formatInrWords,
  type PaymentDetail,
} from '@stoa/shared';
import { BOLD_FONT, FONT, heading, keyValue, start } from '../../platform/pdf.ts';

const CANCELLED_RED = '#b3261e';

export function renderReceiptPdf(p: PaymentDetail): Promise<Buffer> {
  const isCancelled = p.status === 'Reversed';
  const { doc, done } = start(isCancelled ? 'Payment Receipt — CANCELLED' : 'Payment Receipt', false);
  if (isCancelled) {
    // A bounced payment's receipt stays readable, cancelled: what was settled, why and since when it is not.
    doc.font(BOLD_FONT).fontSize(20).fillColor(CANCELLED_RED).text('CANCELLED', 48).font(FONT).moveDown(0.3);
    keyValue(doc, 'Cancelled On', p.reversedAt ? formatDisplayDate(businessDate(new Date(p.reversedAt))) : '—');
    keyValue(doc, 'Reason', p.reversalReason ?? '—');
  }
  keyValue(doc, 'Receipt No.', p.receiptNo ?? '—');
  keyValue(doc, 'Received From', p.partyName);
  keyValue(doc, 'Amount Received', formatInr(p.amount));
  keyValue(doc, 'Amount in Words', formatInrWords(p.amount));
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
