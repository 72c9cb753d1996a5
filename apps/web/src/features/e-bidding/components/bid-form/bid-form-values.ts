/** Form ST3 as the form holds it (text per field) and the request the shared submitProposalSchema reads. */
import type { ProposalDetail, SubmitProposalRequest } from '@stoa/shared';

export const BID_FIELDS = ['quotedBidPrice', 'place', 'authorizedPersonName', 'authorizedPersonDesignation'] as const;
export type BidField = (typeof BID_FIELDS)[number];
export type BidFormValues = Record<BidField, string>;

export function valuesFromProposal(detail: ProposalDetail): BidFormValues {
  return {
    quotedBidPrice: detail.quotedBidPrice === null ? '' : String(detail.quotedBidPrice),
    place: detail.place ?? '',
    authorizedPersonName: detail.authorizedPersonName ?? '',
    authorizedPersonDesignation: detail.authorizedPersonDesignation ?? '',
  };
}

/** The bid of the invited application (its e-bidding row is the proposal) at the version it was read. */
export function requestOf(
  values: BidFormValues,
  detail: ProposalDetail,
  version: number,
  isDraft: boolean,
): SubmitProposalRequest {
  return {
    applicationId: detail.applicationId,
    eBiddingInvitationId: detail.bidInvitationId,
    eBiddingApplicationId: detail.proposalId,
    ...values,
    isDraft,
    version,
  };
}

/** A path the form shows a field for (the rest, e.g. a missing floor price, goes to the alert). */
export function isBidField(path: string): path is BidField {
  return (BID_FIELDS as readonly string[]).includes(path);
}
