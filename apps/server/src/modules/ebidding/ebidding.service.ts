/**
 * E-bidding (spec §2.3, §4, §7.4; DOMAIN §4): the lists, Form ST2 (ebidding-invitations.ts), Form ST3
 * (ebidding-bids.ts), processing (ebidding-process.ts), the details grid of an application's result and the expiry
 * job (an invitation past its deadline while Draft or Initiated expires; the applications it held are withdrawn).
 */
import {
  EBIDDING_MESSAGES,
  can,
  blockLabel,
  ebiddingDetailRows,
  fromHundredths,
  fromHundredthsOrNull,
  type EbiddingDetails,
  type InvitationList,
  type InvitationListQuery,
  type InvitationRow,
  type ProposalList,
} from '@stoa/shared';
import type { ServiceDeps } from '../../app-deps.ts';
import type { Principal } from '../../platform/access-guard.ts';
import { AppError } from '../../platform/errors.ts';
import { SYSTEM_ACTOR } from '../../platform/timeline/timeline.ts';
import { recordSystemSteps } from '../../platform/workflow/system-steps.ts';
import { applicationDefinition } from '../application/schedules.service.ts';
import * as appRepo from '../application/schedules.service.ts';
import type { ApplicationService } from '../application/application.service.ts';
import { bidStatusOf, createBids, proposalRowOf } from './ebidding-bids.ts';
import { createInvitations, statusOf } from './ebidding-invitations.ts';
import { createProcess } from './ebidding-process.ts';
import * as repo from './ebidding.repository.ts';
import type { InvitationListRow, OwnInvitationRow } from './ebidding.repository.ts';

const isSldc = (role: Principal['role']) => can(role, 'eBiddingSldcRead');
const money = fromHundredthsOrNull;

function invitationRowOf(r: InvitationListRow | OwnInvitationRow): InvitationRow {
  const own = 'bid_id' in r ? r : null;
  return {
    id: r.id,
    rowId: own ? own.bid_id : r.id,
    bidInvitationNo: r.bid_invitation_no,
    dateOfInvitation: r.date_of_invitation,
    corridorName: r.corridor_name,
    applicationNos: r.application_nos.filter((n): n is string => n !== null),
    applicationId: own ? own.application_id : null,
    availableMargin: fromHundredths(r.available_margin),
    allApplicationsAppliedQuantum: fromHundredths(r.applied_quantum),
    congestionFromDate: r.from_date,
    congestionToDate: r.to_date,
    fromTimeSpan: blockLabel(r.from_time_block),
    toTimeSpan: blockLabel(r.to_time_block),
    lastDateOfSubmission: r.last_date_of_submission,
    deadLine: r.dead_line,
    floorPrice: money(r.floor_price),
    status: statusOf(r.status),
    bidStatus: own ? bidStatusOf(own.bid_status) : null,
    proposals: r.proposals,
  };
}

export function createEBiddingService(deps: ServiceDeps, applications: ApplicationService) {
  const { db } = deps;
  const invitations = createInvitations(deps, applications);
  const bids = createBids(deps, applications);
  const processing = createProcess(deps);
  const definition = applicationDefinition(deps);

  /** GetAllInvitations (SLDC roles) or GetInvitations (applicants: their invited applications). */
  async function list(principal: Principal, q: InvitationListQuery): Promise<InvitationList> {
    const rows = isSldc(principal.role)
      ? await repo.listAllInvitations(db, q)
      : await repo.listOwnInvitations(db, principal.userId, q);
    return { invitationList: rows.map(invitationRowOf), dataCount: rows[0]?.total ?? 0 };
  }

  /** GetProposals?query: the caller's own bids, newest first. */
  async function ownProposals(
    principal: Principal,
    q: { pageNumber: number; pageSize: number },
  ): Promise<ProposalList> {
    const rows = await repo.proposalRows(db, { bidderUserId: principal.userId, ...q });
    return { proposalList: rows.map(proposalRowOf), dataCount: rows[0]?.total ?? 0 };
  }

  /** GetProposals/{id}: an invitation's bids (SLDC roles all, applicants their own). */
  async function proposalsOf(principal: Principal, id: number) {
    const found = await repo.findCongestion(db, id);
    if (!found) throw new AppError('not-found', EBIDDING_MESSAGES.invitationNotFound);
    await invitations.assertVisible(principal, found.invitation);
    const rows = await repo.proposalRows(db, { invitationId: id });
    const visible = isSldc(principal.role) ? rows : rows.filter((r) => r.bidder_user_id === principal.userId);
    return visible.map(proposalRowOf);
  }

  /** GetEbiddingDetails/{applicationId}: the application's result grid with its e-bidding charges. */
  async function details(principal: Principal, applicationId: number): Promise<EbiddingDetails> {
    await applications.applicant(principal, applicationId); // visibility: the application's own rule
    const bid = await repo.completedBidOf(db, applicationId);
    if (!bid || bid.applicablePrice === null) throw new AppError('not-found', EBIDDING_MESSAGES.nothingToDownload);
    const found = (await repo.findCongestion(db, bid.invitationId))!;
    const days = await appRepo.daysOf(db, applicationId);
    const grid = ebiddingDetailRows(days, found.congestion, bid.quotedPrice ?? 0, bid.applicablePrice);
    const names = await repo.applicationNames(db, [applicationId]);
    return {
      applicationId,
      applicationNo: names[0]?.applicationNo ?? null,
      bidInvitationId: bid.invitationId,
      bidInvitationNo: found.invitation?.bidInvitationNo ?? null,
      ebiddingDetails: grid.rows,
      totalPrice: grid.totalPrice,
      totalAppliedQuantum: grid.totalAppliedQuantum,
      totalApprovedQuantum: grid.totalApprovedQuantum,
    };
  }

  /** The expiry job: invitations past their deadline while Draft or Initiated; their waiting applications withdrawn. */
  async function expireDue(): Promise<number> {
    const at = deps.now();
    return db.transaction(async (tx) => {
      const ids = await repo.expireDue(tx, at);
      if (ids.length === 0) return 0;
      await repo.withdrawOpenBids(tx, ids, at);
      const records = await repo.congestionsByIds(tx, ids);
      const waiting = await repo.waitingApplications(
        tx,
        records.flatMap((c) => c.applicationIds),
      );
      await appRepo.setStatuses(
        tx,
        waiting.map((r) => ({ id: r.id, status: 'Withdrawn' as const, allocatedMwh: null, runId: null })),
        at,
      );
      await recordSystemSteps(
        tx,
        definition,
        waiting.map((r) => ({
          recordId: r.id,
          step: {
            action: 'EBidding',
            from: 'PendingEBidding',
            to: 'Withdrawn',
            actor: SYSTEM_ACTOR,
            comments: 'The e-bidding invitation expired without bids: withdrawn for the congested period',
            at,
          },
        })),
        { quiet: true },
      );
      return ids.length;
    });
  }

  return {
    list,
    ownProposals,
    proposalsOf,
    details,
    expireDue,
    getInvitation: invitations.get,
    saveInvitation: invitations.save,
    getBid: bids.get,
    saveBid: bids.save,
    processDetails: processing.details,
    process: processing.process,
  };
}

export type EBiddingService = ReturnType<typeof createEBiddingService>;
