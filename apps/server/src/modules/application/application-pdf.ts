/**
 * DownloadOpenAccessDetails (spec §7.7): an approved application's block-wise schedule — each run of equal blocks
 * with MW and MWh, requested and approved — and the charges on the approved energy.
 */
import {
  APPLICATION_TYPE_LABELS,
  TIME_LABELS,
  chargesTotalPaise,
  formatDisplayDate,
  formatDisplayDateTime,
  formatInr,
  formatMw,
  formatRate,
  quantityUnitOf,
  type ApplicationDetail,
  type ChargeLine,
} from '@stoa/shared';
import { BRAND, INK, heading, keyValue, start } from '../../platform/pdf.ts';

const mw = (v: number | null) => (v === null ? '—' : formatMw(v));

type Column = { label: string; x: number; width: number; align?: 'right' };

const COLUMNS: readonly Column[] = [
  { label: 'Date', x: 48, width: 70 },
  { label: 'From', x: 120, width: 45 },
  { label: 'To', x: 167, width: 45 },
  { label: 'Requested MW', x: 214, width: 70 },
  { label: 'Approved MW', x: 286, width: 70 },
  { label: 'Requested MWh', x: 358, width: 80 },
  { label: 'Approved MWh', x: 440, width: 80 },
];

/**
 * One line per charge and rate period, in 8 pt so the widest of each column fits the 499 pt text width on one line:
 * 'SLDC Operating Charges', 'Dec 02, 2026', '₹2,000.00 per day per transaction', '1,23,456.00 MWh' and
 * '₹1,23,45,678.90' (a test measures them).
 */
export const CHARGE_FONT_SIZE = 8;
export const CHARGE_COLUMNS: readonly Column[] = [
  { label: 'Charge', x: 48, width: 100 },
  { label: 'From', x: 150, width: 54 },
  { label: 'To', x: 206, width: 54 },
  { label: 'Rate', x: 262, width: 138 },
  { label: 'Quantity', x: 402, width: 72, align: 'right' },
  { label: 'Amount', x: 476, width: 71, align: 'right' },
];

function row(
  doc: PDFKit.PDFDocument,
  cells: readonly string[],
  bold = false,
  columns: readonly Column[] = COLUMNS,
  fontSize = 8.5,
) {
  if (doc.y > 770) doc.addPage();
  const y = doc.y;
  doc.fontSize(fontSize).fillColor(bold ? BRAND : INK);
  cells.forEach((text, i) => {
    const { x, width, align } = columns[i]!;
    doc.text(text, x, y, { width, lineBreak: false, ...(align ? { align } : {}) });
  });
  doc.y = y + 13;
}

/** Uncompressed: a few pages of text, and its figures stay checkable by a test. */
export function renderOpenAccessDetails(detail: ApplicationDetail, charges: readonly ChargeLine[]): Promise<Buffer> {
  const { doc, done } = start(`Open access schedule ${detail.applicationNo ?? `#${detail.id}`}`, false);
  keyValue(doc, 'Application type', APPLICATION_TYPE_LABELS[detail.type]);
  keyValue(doc, 'Status', detail.statusLabel);
  keyValue(doc, 'Applicant', detail.applicant.name);
  if (detail.trader) keyValue(doc, 'Trader', detail.trader.name);
  keyValue(doc, 'Seller', detail.seller ? `${detail.seller.entityName} (${detail.seller.registrationNo ?? ''})` : '—');
  keyValue(doc, 'Buyer', detail.buyer ? `${detail.buyer.entityName} (${detail.buyer.registrationNo ?? ''})` : '—');
  keyValue(doc, 'Corridors', detail.corridors.map((c) => c.name).join(', '));
  if (detail.fromDate && detail.toDate)
    keyValue(doc, 'Period', `${formatDisplayDate(detail.fromDate)} to ${formatDisplayDate(detail.toDate)}`);

  heading(doc, 'Block-wise schedule');
  row(
    doc,
    COLUMNS.map((c) => c.label),
    true,
  );
  for (const s of detail.schedule) {
    row(doc, [
      formatDisplayDate(s.date),
      TIME_LABELS[s.fromTimeBlock] ?? '',
      TIME_LABELS[s.toTimeBlock] ?? '',
      mw(s.requested),
      mw(s.allocated),
      mw(s.requestedMwh),
      mw(s.allocatedMwh),
    ]);
  }
  row(doc, ['Total', '', '', '', '', mw(detail.totalMwh), mw(detail.allocatedMwh)], true);

  heading(doc, 'Charges on the approved schedule');
  if (charges.length === 0) {
    doc.fontSize(9.5).fillColor(INK).text('No STOA charges in force for the period.', 48);
  }
  // One line per charge and rate period: each delivery day is charged at the rate in force that day.
  if (charges.length > 0) {
    row(
      doc,
      CHARGE_COLUMNS.map((c) => c.label),
      true,
      CHARGE_COLUMNS,
      CHARGE_FONT_SIZE,
    );
    for (const c of charges) {
      const quantity = `${c.quantityUnit === 'days' ? c.quantity : mw(c.quantity)} ${quantityUnitOf(c)}`;
      const rate = formatRate(c.rate, c.rateBasis);
      row(
        doc,
        [c.label, formatDisplayDate(c.fromDate), formatDisplayDate(c.toDate), rate, quantity, formatInr(c.amount)],
        false,
        CHARGE_COLUMNS,
        CHARGE_FONT_SIZE,
      );
    }
    const total = formatInr(chargesTotalPaise(charges) / 100);
    row(doc, ['Total charges', '', '', '', '', total], true, CHARGE_COLUMNS, CHARGE_FONT_SIZE);
  }
  const approved = detail.timeline.filter((t) => t.toStatus === 'Approved').at(-1);
  if (approved) keyValue(doc, 'Approved', `${formatDisplayDateTime(approved.at)} by ${approved.actorName ?? ''}`);
  doc.end();
  return done;
}
