/**
 * The congestion details of the process screen (spec §2.3): the invitation, the congested period (its span, then the
 * exact congested blocks), the bids' last date, deadline and opening, the quantum applied by all applicants, the margin, the floor price and the pricing rule
 * of the rules document in words.
 */
import { E_BIDDING_PRICING_LABELS, type ProcessDetails } from '@stoa/shared';
import type { RecordFact } from '../../../components/record/record-summary.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { formatCongestedPeriods, formatDay, formatIstDateTime, formatPrice, formatQuantum } from './ebidding-cells.tsx';

export function processFacts({ congestionDetails: c }: ProcessDetails): RecordFact[] {
  const facts: RecordFact[] = [
    { label: 'Bid Invitation No', value: c.bidInvitationNo },
    { label: 'Corridor', value: c.corridorName },
    { label: 'Congestion From Date', value: formatDay(c.congestionFromDate) },
    { label: 'Congestion To Date', value: formatDay(c.congestionToDate) },
    { label: 'From Time', value: c.congestionFromTime },
    { label: 'To Time', value: c.congestionToTime },
    { label: 'Congested Blocks', value: formatCongestedPeriods(c.congestedPeriods) },
    { label: 'Last Date of Submission', value: formatDay(c.lastDateOfSubmission) },
    { label: 'Deadline', value: c.deadLine },
    { label: 'Bid Opening', value: formatIstDateTime(c.bidOpeningDate, c.bidOpeningTime) },
    { label: 'Total Applied Quantum by All Applicants (MW)', value: formatQuantum(c.allApplicationsAppliedQuantum) },
    { label: 'Available Margin (MW)', value: formatQuantum(c.availableMargin) },
    { label: 'Floor Price (Rs/kWh)', value: formatPrice(c.floorPrice) },
    { label: 'Pricing Rule', value: E_BIDDING_PRICING_LABELS[c.pricingRule] },
  ];
  return c.processedAt ? [...facts, { label: 'Processed On', value: formatDateTime(c.processedAt) }] : facts;
}
