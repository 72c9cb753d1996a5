/** E-bidding test data shaped by the shared schemas: invitation and proposal rows, the process screen, the details. */
import {
  BID_STATUS_LABELS,
  INVITATION_STATUS_LABELS,
  type BidStatus,
  type EbiddingDetailRow,
  type EbiddingDetails,
  type InvitationRow,
  type InvitationStatus,
  type ProcessDetails,
  type ProcessProposal,
  type ProposalRow,
} from '@stoa/shared';

/** Bids close far ahead (the invitation is open) or long ago (it is over). */
export const OPEN_UNTIL = '2099-12-30';
export const CLOSED_ON = '2020-01-10';

export function invitationStatusOf(status: InvitationStatus) {
  return { status, statusDescription: INVITATION_STATUS_LABELS[status] };
}

export function bidStatusOf(status: BidStatus) {
  return { status, statusDescription: BID_STATUS_LABELS[status] };
}

/** An invitation sent and open for bids (Initiated), two applications invited, as the SLDC lists it. */
export function buildInvitationRow(overrides: Partial<InvitationRow> = {}): InvitationRow {
  const id = overrides.id ?? 1;
  return {
    id,
    rowId: id,
    bidInvitationNo: `EB/2026/000${id}`,
    dateOfInvitation: '2026-03-02',
    corridorName: 'Itanagar – Naharlagun 132 kV',
    applicationNos: ['ADV/2026/0011', 'ADV/2026/0012'],
    applicationId: null,
    availableMargin: 40,
    allApplicationsAppliedQuantum: 65.5,
    congestionFromDate: '2026-04-01',
    congestionToDate: '2026-04-30',
    fromTimeSpan: '00:00',
    toTimeSpan: '24:00',
    lastDateOfSubmission: OPEN_UNTIL,
    deadLine: '17:00',
    floorPrice: 0.45,
    status: invitationStatusOf('Initiated'),
    bidStatus: null,
    proposals: 0,
    ...overrides,
  };
}

/** An applicant's bid, submitted and waiting for processing. */
export function buildProposalRow(overrides: Partial<ProposalRow> = {}): ProposalRow {
  return {
    proposalId: 21,
    bidInvitationId: 1,
    bidInvitationNo: 'EB/2026/0001',
    applicationId: 11,
    applicationNo: 'ADV/2026/0011',
    applicantName: 'Siang Hydro Power Ltd',
    availableQuantum: 40,
    appliedQuantum: 30,
    quotedPrice: 0.6,
    floorPrice: 0.45,
    allocatedQuantum: null,
    applicablePrice: null,
    submittedAt: '2026-03-05T06:30:00Z',
    status: bidStatusOf('Submitted'),
    ...overrides,
  };
}

export function buildProcessProposal(overrides: Partial<ProcessProposal> = {}): ProcessProposal {
  return {
    proposalId: 21,
    applicationId: 11,
    applicationNo: 'ADV/2026/0011',
    applicantName: 'Siang Hydro Power Ltd',
    quotedPrice: 0.6,
    appliedQuantum: 30,
    allocatedQuantum: 30,
    allocatedQuantumMax: 30,
    applicablePrice: 0.55,
    applicablePriceMax: 0.55,
    allocatedMwh: 21_600,
    eBiddingCharge: 11_880_000,
    ...overrides,
  };
}

/** Invitation 1 with its bids in, deadline passed, Approve offered; one invited application did not bid. */
export function buildProcessDetails(overrides: Partial<ProcessDetails> = {}): ProcessDetails {
  return {
    congestionDetails: {
      bidInvitationId: 1,
      bidInvitationNo: 'EB/2026/0001',
      corridorName: 'Itanagar – Naharlagun 132 kV',
      congestionFromDate: '2026-04-01',
      congestionToDate: '2026-04-30',
      congestionFromTime: '00:00',
      congestionToTime: '24:00',
      congestedPeriods: [{ fromDate: '2026-04-01', toDate: '2026-04-30', fromTime: '00:00', toTime: '24:00' }],
      lastDateOfSubmission: '2026-03-20',
      deadLine: '17:00',
      bidOpeningDate: '2026-03-21',
      bidOpeningTime: '10:00',
      sealedUntil: null,
      allApplicationsAppliedQuantum: 65.5,
      availableMargin: 40,
      floorPrice: 0.45,
      pricingRule: 'Uniform',
      status: invitationStatusOf('Submitted'),
      processedAt: null,
    },
    proposals: [
      buildProcessProposal(),
      buildProcessProposal({
        proposalId: 22,
        applicationId: 12,
        applicationNo: 'ADV/2026/0012',
        applicantName: 'Hill Cement Ltd',
        quotedPrice: 0.55,
        appliedQuantum: 20,
        allocatedQuantum: 10,
      }),
    ],
    nonBidders: [{ applicationId: 13, applicationNo: 'ADV/2026/0013', applicantName: 'River Mills Ltd' }],
    canApprove: true,
    approveBlockedReason: null,
    ...overrides,
  };
}

export function buildDetailRow(overrides: Partial<EbiddingDetailRow> = {}): EbiddingDetailRow {
  return {
    fromDate: '2026-04-01',
    toDate: '2026-04-01',
    fromTime: '00:00',
    toTime: '06:00',
    appliedQuantumMw: 30,
    appliedQuantumMwh: 180,
    approvedQuantumMw: 20,
    approvedQuantumMwh: 120,
    quotedPrice: 0.6,
    applicablePrice: 0.55,
    totalPrice: 66000,
    ...overrides,
  };
}

/** The details of application 11: `count` rows, one a day from April 1. */
export function buildEbiddingDetails(count = 2, overrides: Partial<EbiddingDetails> = {}): EbiddingDetails {
  const rows = Array.from({ length: count }, (_, i) => {
    const date = `2026-04-${String(i + 1).padStart(2, '0')}`;
    return buildDetailRow({ fromDate: date, toDate: date });
  });
  return {
    applicationId: 11,
    applicationNo: 'ADV/2026/0011',
    bidInvitationId: 1,
    bidInvitationNo: 'EB/2026/0001',
    ebiddingDetails: rows,
    totalPrice: 66000 * count,
    totalAppliedQuantum: 180 * count,
    totalApprovedQuantum: 120 * count,
    ...overrides,
  };
}
