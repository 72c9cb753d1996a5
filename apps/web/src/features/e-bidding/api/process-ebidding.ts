import { processDetailsSchema, type ProcessDetails, type ProcessEBiddingRequest } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation.ts';
import { EBIDDING_KEYS } from './ebidding-keys.ts';

/**
 * POST /EBidding/ProcessEBiddingRequest (spec §3 Process payload): approves the clearing of an invitation. The server
 * clears again and decides; the answer is the processed result.
 */
export function processEBidding(body: ProcessEBiddingRequest) {
  return requestData(processDetailsSchema, { url: '/EBidding/ProcessEBiddingRequest', method: 'POST', payload: body });
}

/** The payload of the process screen as shown: the invitation, its congestion period and the proposals cleared. */
export function processRequestOf({ congestionDetails: c, proposals }: ProcessDetails): ProcessEBiddingRequest {
  return {
    bidInvitationId: c.bidInvitationId,
    congestionFromDate: c.congestionFromDate,
    congestionFromTime: c.congestionFromTime,
    congestionToDate: c.congestionToDate,
    congestionToTime: c.congestionToTime,
    applicationDetails: proposals.map((p) => ({
      proposalId: p.proposalId,
      applicationId: p.applicationId,
      applicationNo: p.applicationNo,
      quotedPrice: p.quotedPrice,
      appliedQuantum: p.appliedQuantum,
      allocatedQuantum: p.allocatedQuantum,
      applicablePrice: p.applicablePrice,
    })),
  };
}

/** Processing changes every e-bidding list, the process screen and the details of the applications. */
export function useProcessEBidding() {
  return useInvalidatingMutation(processEBidding, EBIDDING_KEYS);
}
