/**
 * The standing clearance certificate (DOMAIN §8): the SLDC's consent for an approved inter-state transaction — number,
 * entity, registration, direction, kind, counterparty or exchange, MW, period, approval date and approver. On the
 * portal's PDF frame, uncompressed: one page, and a test (or an auditor) can read its text.
 */
import {
  CLEARANCE_DIRECTION_LABELS,
  CLEARANCE_KIND_LABELS,
  ROLE_LABELS,
  businessDate,
  formatClearanceMw,
  formatDisplayDate,
  type StandingClearanceDetail,
  type TimelineEntry,
} from '@stoa/shared';
import { INK, keyValue, start } from '../../platform/pdf.ts';

const MUTED = '#55606b';

/** The approver as the certificate names them: the person and the role's label. */
function approverOf(approval: TimelineEntry | null): string {
  if (!approval) return '—';
  const role = (ROLE_LABELS as Record<string, string>)[approval.actorRole] ?? approval.actorRole;
  return `${approval.actorName} (${role})`;
}

function paragraph(doc: PDFKit.PDFDocument, text: string, size: number, color: string) {
  doc.fontSize(size).fillColor(color).text(text, 48, doc.y, { width: 500 });
}

export function renderClearanceCertificate(
  detail: StandingClearanceDetail,
  approval: TimelineEntry | null,
): Promise<Buffer> {
  const { doc, done } = start('Standing Clearance for Inter-State Short-Term Open Access', false);
  paragraph(
    doc,
    'The State Load Despatch Centre has no objection to the inter-state transaction below and grants standing ' +
      'clearance for it, for the quantum and period stated.',
    10.5,
    INK,
  );
  doc.moveDown(1);

  const remarks = detail.details['remarks'];
  const approvedOn = detail.decidedOn ? formatDisplayDate(businessDate(new Date(detail.decidedOn))) : '—';
  keyValue(doc, 'Clearance No.', detail.clearanceNo ?? '—');
  keyValue(doc, 'Entity', detail.entityName);
  keyValue(doc, 'Registration No.', detail.registrationNo ?? '—');
  keyValue(doc, 'Direction', CLEARANCE_DIRECTION_LABELS[detail.direction]);
  keyValue(doc, 'Transaction Type', detail.transactionKind ? CLEARANCE_KIND_LABELS[detail.transactionKind] : '—');
  keyValue(
    doc,
    detail.transactionKind === 'PowerExchange' ? 'Power Exchange' : 'Counterparty',
    detail.counterparty ?? '—',
  );
  keyValue(doc, 'Quantum', formatClearanceMw(detail.quantumMw));
  keyValue(
    doc,
    'Period',
    `${formatDisplayDate(detail.fromDate)} to ${formatDisplayDate(detail.toDate)} (both days inclusive)`,
  );
  if (typeof remarks === 'string' && remarks !== '') keyValue(doc, 'Remarks', remarks);
  keyValue(doc, 'Approved on', approvedOn);
  keyValue(doc, 'Approved by', approverOf(approval));
  if (approval?.comments) keyValue(doc, 'Approver comments', approval.comments);

  doc.moveDown(2);
  paragraph(
    doc,
    'Issued electronically through the STOA Portal; valid without signature. The clearance does not reserve ' +
      'transmission capacity: scheduling remains subject to the margin available on the corridor.',
    9,
    MUTED,
  );
  doc.end();
  return done;
}
