/**
 * Form ST2 as a PDF (spec §2.3 "It has a download button"): the six sections of the invitation with the congested
 * applications, in the house formats (dates 'MMM DD, YYYY', MW with 2 decimals, Rs/kWh). Uncompressed, so a test
 * (or an auditor) reads its text.
 */
import {
  INVITATION_LABELS as L,
  INVITATION_STEP_TITLES as STEPS,
  formatDisplayDate,
  formatMw,
  formatRate,
  type InvitationDetail,
} from '@stoa/shared';
import { heading, keyValue, start } from '../../platform/pdf.ts';

const date = (v: string | null) => (v ? formatDisplayDate(v) : '—');
const text = (v: string | null) => v || '—';

export function renderInvitationPdf(d: InvitationDetail): Promise<Buffer> {
  const { doc, done } = start('Form ST2 – Congestion Information and Invitation of E–Bidding by SLDC', false);
  heading(doc, `1. ${STEPS[0]}`);
  keyValue(doc, 'Bid Invitation No.', text(d.bidInvitationNo));
  keyValue(doc, 'Date of Invitation', date(d.dateOfInvitation));
  keyValue(doc, 'Status', d.status.statusDescription);
  keyValue(doc, 'Corridor', d.corridorName);
  keyValue(
    doc,
    'Congestion Period',
    `${date(d.congestionFromDate)} to ${date(d.congestionToDate)}, ${d.congestionFromTime} to ${d.congestionToTime}`,
  );
  keyValue(doc, 'Available Margin', `${formatMw(d.availableMargin)} MW`);
  keyValue(doc, 'Total Applied Quantum', `${formatMw(d.allApplicationsAppliedQuantum)} MW`);
  for (const a of d.eBiddedApplications) {
    keyValue(
      doc,
      `Application ${a.applicationNo ?? a.applicationId}`,
      `${a.applicantName} (${text(a.registrationNo)}), ${date(a.fromDate)} to ${date(a.toDate)}`,
    );
  }
  heading(doc, `2. ${STEPS[1]}`);
  keyValue(doc, L.subStationDetails, text(d.subStationDetails));
  keyValue(
    doc,
    L.availableMarginSubstation,
    d.availableMarginSubstation === null ? '—' : `${formatMw(d.availableMarginSubstation)} MW`,
  );
  heading(doc, `3. ${STEPS[2]}`);
  keyValue(doc, L.transmissionSystemDetails, text(d.transmissionSystemDetails));
  heading(doc, `4. ${STEPS[3]}`);
  keyValue(doc, L.lastDateOfSubmission, date(d.lastDateOfSubmission));
  keyValue(doc, L.deadLine, d.deadLine ? `${d.deadLine} IST` : '—');
  keyValue(doc, L.bidOpeningDate, date(d.bidOpeningDate));
  keyValue(doc, L.bidOpeningTime, d.bidOpeningTime ? `${d.bidOpeningTime} IST` : '—');
  heading(doc, `5. ${STEPS[4]}`);
  keyValue(doc, L.nameOfTransmissionSystem, text(d.nameOfTransmissionSystem));
  keyValue(doc, 'Floor Price', d.floorPrice === null ? '—' : formatRate(d.floorPrice, 'RsPerKWh'));
  heading(doc, `6. ${STEPS[5]}`);
  keyValue(doc, L.place, text(d.place));
  keyValue(doc, L.date, date(d.date));
  keyValue(doc, L.authorizedPersonName, text(d.authorizedPersonName));
  keyValue(doc, L.authorizedPersonDesignation, text(d.authorizedPersonDesignation));
  doc.end();
  return done;
}
