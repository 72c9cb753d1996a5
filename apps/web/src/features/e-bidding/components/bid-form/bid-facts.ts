/** The read-only facts of Form ST3 (spec §2.3 General Information) and, once cleared, the bid's result. */
import { BID_LABELS, INVITATION_LABELS, type ProposalDetail } from '@stoa/shared';
import type { RecordFact } from '../../../../components/record/record-summary.tsx';
import { formatCalendarDate, formatMw, formatRate } from '../../../../lib/format.ts';
import { formatCongestedPeriods, formatIstDateTime } from '../ebidding-cells.tsx';

const rate = (value: number | null) => (value === null ? null : formatRate(value, 'RsPerKWh'));

export function bidFacts(detail: ProposalDetail): RecordFact[] {
  const from = `${formatCalendarDate(detail.congestionFromDate)} ${detail.congestionFromTime}`;
  const to = `${formatCalendarDate(detail.congestionToDate)} ${detail.congestionToTime}`;
  return [
    { label: 'Bid Invitation No.', value: detail.bidInvitationNo },
    { label: 'Application No.', value: detail.applicationNo },
    { label: 'Applicant', value: detail.applicantName },
    { label: 'Registration No.', value: detail.registrationNo },
    { label: 'Corridor', value: detail.corridorName },
    { label: INVITATION_LABELS.nameOfTransmissionSystem, value: detail.nameOfTransmissionSystem },
    { label: 'Congestion Period', value: `${from} to ${to}` },
    { label: 'Congested Blocks', value: formatCongestedPeriods(detail.congestedPeriods) },
    { label: INVITATION_LABELS.lastDateOfSubmission, value: formatCalendarDate(detail.lastDateOfSubmission) },
    { label: INVITATION_LABELS.deadLine, value: detail.deadLine },
    { label: 'Bid Opening', value: formatIstDateTime(detail.bidOpeningDate, detail.bidOpeningTime) },
    { label: 'Available Margin (MW)', value: formatMw(detail.availableMargin) },
    { label: 'Applied Quantum (MW)', value: formatMw(detail.appliedQuantum) },
    { label: BID_LABELS.floorPrice, value: rate(detail.floorPrice) },
  ];
}

/** The clearing's answer to this bid: null until the invitation is processed. */
export function resultFacts(detail: ProposalDetail): RecordFact[] | null {
  if (detail.allocatedQuantum === null) return null;
  return [
    { label: 'Allocated Quantum (MW)', value: formatMw(detail.allocatedQuantum) },
    { label: 'Applicable Price (Rs/kWh)', value: rate(detail.applicablePrice) },
  ];
}
