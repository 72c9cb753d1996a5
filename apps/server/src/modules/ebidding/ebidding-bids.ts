/**
 * Form ST3 (spec §2.3, §5 "Bid steps"; DOMAIN §4): an invited applicant's bid — one quoted price ≥ the floor, kept
 * as a draft until submitted, never changed after submission or after the deadline. The first bid submitted moves
 * the invitation from Initiated to Submitted (the SLDC may process it once bids close).
 */
import {
  can,
  BID_STATUS_LABELS,
  EBIDDING_MESSAGES,
  bidIssues,
  eBiddingFormAccess,
  fromHundredths,
  fromHundredthsOrNull,
  isDeadlinePassed,
  isSealed,
  toHundredths,
  type BidStatus,
  type InvitationStatus,
  type ProposalDetail,
  type ProposalRow,
  type Role,
  type SavedProposal,
  type SubmitProposalRequest,
} from '@stoa/shared';
import type { z } from 'zod';
import type { submitProposalSchema } from '@stoa/shared';
import type { ServiceDeps } from '../../app-deps.ts';
import type { Principal } from '../../platform/access-guard.ts';
import { writeAudit } from '../../platform/audit.ts';
import { AppError, issuesError } from '../../platform/errors.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import type { ApplicationService } from '../application/application.service.ts';
import { clockOf, congestionFacts, statusOf } from './ebidding-invitations.ts';
import * as repo from './ebidding.repository.ts';
import type { BidRecord, ProposalSqlRow } from './ebidding.repository.ts';

type SubmitProposal = z.output<typeof submitProposalSchema>;
const money = fromHundredthsOrNull;
export const bidStatusOf = (s: string) => ({
  status: s as BidStatus,
  statusDescription: BID_STATUS_LABELS[s as BidStatus],
});

export function proposalRowOf(r: ProposalSqlRow): ProposalRow {
  return {
    proposalId: r.id,
    bidInvitationId: r.invitation_id,
    bidInvitationNo: r.bid_invitation_no,
    applicationId: r.application_id,
    applicationNo: r.application_no,
    applicantName: r.applicant_name,
    availableQuantum: fromHundredths(r.available_margin),
    appliedQuantum: fromHundredths(r.applied_quantum),
    quotedPrice: money(r.quoted_price),
    floorPrice: money(r.floor_price),
    allocatedQuantum: money(r.allocated_quantum),
    applicablePrice: money(r.applicable_price),
    submittedAt: r.submitted_at,
    status: bidStatusOf(r.status),
  };
}

export function createBids(deps: ServiceDeps, applications: ApplicationService) {
  const { db } = deps;

  /** The bid and its invitation; applicants only their own, SLDC roles any. */
  async function visibleBid(principal: Principal, id: number) {
    const bid = await repo.findBid(db, id);
    if (!bid || (!can(principal.role, 'eBiddingSldcRead') && bid.bidderUserId !== principal.userId)) {
      throw new AppError('not-found', EBIDDING_MESSAGES.bidNotFound);
    }
    const found = await repo.findCongestion(db, bid.invitationId);
    return { bid, congestion: found!.congestion, invitation: found!.invitation! };
  }

  async function get(principal: Principal, id: number): Promise<ProposalDetail> {
    const { bid, congestion: c, invitation: i } = await visibleBid(principal, id);
    const applicant = await applications.applicant(principal, bid.applicationId);
    const facts = congestionFacts(c);
    return {
      proposalId: bid.id,
      bidInvitationId: i.id,
      bidInvitationNo: i.bidInvitationNo,
      applicationId: bid.applicationId,
      applicationNo: applicant.applicationNo,
      applicantName: applicant.applicantName,
      registrationNo: applicant.registrationNo,
      corridorName: facts.corridorName,
      nameOfTransmissionSystem: i.nameOfTransmissionSystem,
      oaFromDate: applicant.fromDate,
      oaToDate: applicant.toDate,
      congestionFromDate: facts.congestionFromDate,
      congestionToDate: facts.congestionToDate,
      congestionFromTime: facts.congestionFromTime,
      congestionToTime: facts.congestionToTime,
      congestedPeriods: facts.congestedPeriods,
      lastDateOfSubmission: i.lastDateOfSubmission,
      deadLine: i.deadLine,
      bidOpeningDate: i.bidOpeningDate,
      bidOpeningTime: i.bidOpeningTime,
      availableMargin: facts.availableMargin,
      appliedQuantum: fromHundredths(bid.appliedQuantum),
      floorPrice: money(i.floorPrice),
      // Sealed until the bid opening (DOMAIN §4): only its bidder sees its price.
      quotedBidPrice:
        bid.bidderUserId === principal.userId || !isSealed(clockOf(i), deps.now()) ? money(bid.quotedPrice) : null,
      place: bid.place,
      authorizedPersonName: bid.authorizedPersonName,
      authorizedPersonDesignation: bid.authorizedPersonDesignation,
      allocatedQuantum: money(bid.allocatedQuantum),
      applicablePrice: money(bid.applicablePrice),
      isDraft: bid.isDraft,
      status: bidStatusOf(bid.status),
      invitationStatus: statusOf(i.status),
      access: accessOf(principal, bid, i.status as InvitationStatus, i),
      version: bid.version,
    };
  }

  /** Write only for the bidder, while None/Draft, the invitation open and its deadline ahead. */
  function accessOf(
    principal: Principal,
    bid: BidRecord,
    invitationStatus: InvitationStatus,
    clock: { lastDateOfSubmission: string | null; deadLine: string | null },
  ) {
    const access = eBiddingFormAccess('bid', bid.status as BidStatus, principal.role as Role);
    const open = ['Initiated', 'Submitted'].includes(invitationStatus) && !isDeadlinePassed(clock, deps.now());
    return access === 'Write' && (bid.bidderUserId !== principal.userId || !open) ? 'ReadOnly' : access;
  }

  /** Why the bid may not be saved now (null: it may). */
  function refusal(principal: Principal, bid: BidRecord, i: repo.InvitationRecord, v: SubmitProposal) {
    if (bid.bidderUserId !== principal.userId || bid.applicationId !== v.applicationId) {
      return new AppError('not-found', EBIDDING_MESSAGES.notInvited);
    }
    if (bid.status !== 'None' && bid.status !== 'Draft') {
      return new AppError('business-rule', EBIDDING_MESSAGES.bidNotEditable);
    }
    if (!['Initiated', 'Submitted'].includes(i.status)) {
      return new AppError('business-rule', EBIDDING_MESSAGES.invitationNotOpen);
    }
    if (isDeadlinePassed(i, deps.now())) return new AppError('business-rule', EBIDDING_MESSAGES.deadlinePassed);
    if (v.version != null && v.version !== bid.version) {
      return new AppError('conflict', EBIDDING_MESSAGES.changedElsewhere);
    }
    if (!v.isDraft) {
      const issues = bidIssues(v, money(i.floorPrice));
      if (issues.length > 0) return issuesError(issues.map((x) => ({ path: [x.path], message: x.message })));
    }
    return null;
  }

  async function save(principal: Principal, v: SubmitProposal, ctx: RequestContext): Promise<SavedProposal> {
    const at = deps.now();
    return db.transaction(async (tx) => {
      // The invitation first (processing locks it too), then the bid: a bid never lands in a processed invitation.
      const invitation = await repo.lockSavedInvitation(tx, v.eBiddingInvitationId);
      if (!invitation) throw new AppError('not-found', EBIDDING_MESSAGES.notInvited);
      const bids = await repo.bidsOf(tx, invitation.id, true);
      const bid = bids.find(
        (b) => b.applicationId === v.applicationId && (!v.eBiddingApplicationId || b.id === v.eBiddingApplicationId),
      );
      if (!bid) throw new AppError('not-found', EBIDDING_MESSAGES.notInvited);
      const problem = refusal(principal, bid, invitation, v);
      if (problem) throw problem;
      const saved = await repo.updateBid(tx, bid.id, {
        quotedPrice: v.quotedBidPrice == null ? null : toHundredths(v.quotedBidPrice),
        place: v.place,
        authorizedPersonName: v.authorizedPersonName,
        authorizedPersonDesignation: v.authorizedPersonDesignation,
        isDraft: v.isDraft,
        status: v.isDraft ? 'Draft' : 'Submitted',
        submittedAt: v.isDraft ? null : at,
        updatedAt: at,
      });
      if (!v.isDraft && invitation.status === 'Initiated') {
        await repo.updateInvitation(tx, invitation.id, { status: 'Submitted', updatedAt: at });
      }
      await writeAudit(tx, {
        actorUserId: principal.userId,
        action: v.isDraft ? 'ebidding.bid.save' : 'ebidding.bid.submit',
        entityType: 'EBiddingBid',
        entityId: saved.id,
        // Never the price: bids are sealed until their opening, the audit trail included (DOMAIN §4).
        newValues: { status: saved.status },
        ip: ctx.ip,
      });
      return { proposalId: saved.id, status: saved.status as BidStatus, version: saved.version };
    });
  }

  return { get, save, visibleBid };
}

export type SubmitProposalBody = SubmitProposalRequest;
