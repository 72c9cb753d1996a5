/** E-bidding form test data shaped by the shared schemas: an invitation (Form ST2) and a bid (Form ST3). */
import {
  BID_STATUS_LABELS,
  INVITATION_STATUS_LABELS,
  type BidStatus,
  type CongestedApplication,
  type InvitationDetail,
  type InvitationStatus,
  type ProposalDetail,
} from '@stoa/shared';

export const invitationStatusOf = (status: InvitationStatus) => ({
  status,
  statusDescription: INVITATION_STATUS_LABELS[status],
});
export const bidStatusOf = (status: BidStatus) => ({ status, statusDescription: BID_STATUS_LABELS[status] });

export function buildCongestedApplication(overrides: Partial<CongestedApplication> = {}): CongestedApplication {
  return {
    applicationId: 31,
    applicationNo: 'STOA/ADV/2099/0031',
    applicationDate: '2098-12-01',
    registrationNo: 'STOA/INJ/2098/0004',
    registrationValidity: '2099-12-31',
    applicantName: 'Siang Hydro Power Ltd',
    fromDate: '2099-02-01',
    toDate: '2099-02-05',
    ...overrides,
  };
}

/** A congestion nobody invited yet, written by the SLDC business user: only the default floor is known. */
export function buildInvitationDetail(overrides: Partial<InvitationDetail> = {}): InvitationDetail {
  return {
    id: 7,
    bidInvitationNo: null,
    dateOfInvitation: null,
    corridorName: 'Chimpu – Itanagar 132 kV',
    congestionFromDate: '2099-02-01',
    congestionToDate: '2099-02-05',
    congestionFromTime: '00:00',
    congestionToTime: '24:00',
    congestedPeriods: [{ fromDate: '2099-02-01', toDate: '2099-02-05', fromTime: '00:00', toTime: '24:00' }],
    availableMargin: 40,
    allApplicationsAppliedQuantum: 65.5,
    subStationDetails: null,
    availableMarginSubstation: null,
    transmissionSystemDetails: null,
    nameOfTransmissionSystem: null,
    lastDateOfSubmission: null,
    deadLine: null,
    bidOpeningDate: null,
    bidOpeningTime: null,
    floorPrice: null,
    defaultFloorPrice: 0.08,
    place: null,
    date: null,
    authorizedPersonName: null,
    authorizedPersonDesignation: null,
    isDraft: false,
    status: invitationStatusOf('None'),
    isExpired: false,
    eBiddedApplications: [
      buildCongestedApplication(),
      buildCongestedApplication({ applicationId: 32, applicationNo: 'STOA/ADV/2099/0032', applicantName: 'Trader Co' }),
    ],
    access: 'Write',
    version: 1,
    ...overrides,
  };
}

/** Every step filled: a draft ready to be sent. */
export function buildFilledInvitation(overrides: Partial<InvitationDetail> = {}): InvitationDetail {
  return buildInvitationDetail({
    status: invitationStatusOf('Draft'),
    isDraft: true,
    version: 3,
    subStationDetails: '2 × 50 MVA, 132/33 kV at Chimpu',
    availableMarginSubstation: 12.5,
    transmissionSystemDetails: 'Chimpu – Itanagar 132 kV D/C line',
    nameOfTransmissionSystem: 'Chimpu – Itanagar 132 kV',
    lastDateOfSubmission: '2099-01-10',
    deadLine: '17:00',
    bidOpeningDate: '2099-01-11',
    bidOpeningTime: '11:00',
    floorPrice: 0.1,
    place: 'Itanagar',
    date: '2099-01-02',
    authorizedPersonName: 'R. Tayeng',
    authorizedPersonDesignation: 'Superintending Engineer',
    ...overrides,
  });
}

/** An invited application's bid, not yet written, bids open until 2099. */
export function buildProposalDetail(overrides: Partial<ProposalDetail> = {}): ProposalDetail {
  return {
    proposalId: 55,
    bidInvitationId: 7,
    bidInvitationNo: 'EB/2099/0001',
    applicationId: 31,
    applicationNo: 'STOA/ADV/2099/0031',
    applicantName: 'Siang Hydro Power Ltd',
    registrationNo: 'STOA/INJ/2098/0004',
    corridorName: 'Chimpu – Itanagar 132 kV',
    nameOfTransmissionSystem: 'Chimpu – Itanagar 132 kV',
    oaFromDate: '2099-02-01',
    oaToDate: '2099-02-05',
    congestionFromDate: '2099-02-01',
    congestionToDate: '2099-02-05',
    congestionFromTime: '00:00',
    congestionToTime: '24:00',
    congestedPeriods: [{ fromDate: '2099-02-01', toDate: '2099-02-05', fromTime: '00:00', toTime: '24:00' }],
    lastDateOfSubmission: '2099-01-10',
    deadLine: '17:00',
    bidOpeningDate: '2099-01-21',
    bidOpeningTime: '11:00',
    availableMargin: 40,
    appliedQuantum: 25,
    floorPrice: 0.08,
    quotedBidPrice: null,
    place: null,
    authorizedPersonName: null,
    authorizedPersonDesignation: null,
    allocatedQuantum: null,
    applicablePrice: null,
    isDraft: false,
    status: bidStatusOf('None'),
    invitationStatus: invitationStatusOf('Initiated'),
    access: 'Write',
    version: 2,
    ...overrides,
  };
}
