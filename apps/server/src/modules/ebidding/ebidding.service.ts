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
  isSealed,
  type EbiddingDetails,
  type InvitationList,
  type InvitationListQuery,
  type InvitationRow,
  type ProposalList,
} from '@stoa/shared';
import type { ServiceDeps } from '../../app-deps.ts';
import type { Principal } from '../../platform/access-guard.ts';
import { AppError } from '../../platform/errors.ts';
import type { DbOrTx } from '../../db/client.ts';
import * as appRepo from '../application/schedules.service.ts';
import type { ApplicationService } from '../application/application.service.ts';
import { bidStatusOf, createBids, proposalRowOf } from './ebidding-bids.ts';
import { clockOf, createInvitations, statusOf } from './ebidding-invitations.ts';
import { createOutcomeNotices } from './ebidding-notices.ts';
import { createProcess } from './ebidding-process.ts';
import { settle } from './ebidding-settle.ts';
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
  const notices = createOutcomeNotices(deps);

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
    // Sealed until the bid opening (DOMAIN §4): who has submitted, never a price but the caller's own.
    const sealed = found.invitation !== null && isSealed(clockOf(found.invitation), deps.now());
    return visible.map((r) =>
      sealed && r.bidder_user_id !== principal.userId ? { ...proposalRowOf(r), quotedPrice: null } : proposalRowOf(r),
    );
  }

  /** GetEbiddingDetails/{applicationId}: the application's result grid with its e-bidding charges. */
  async function details(principal: Principal, applicationId: number): Promise<EbiddingDetails> {
    await applications.applicant(principal, applicationId); // visibility: the application's own rule
    const bid = await repo.completedBidOf(db, applicationId);
    const charge = await appRepo.eBiddingChargeOf(db, applicationId);
    if (!bid || !charge) throw new AppError('not-found', EBIDDING_MESSAGES.nothingToDownload);
    const found = (await repo.findCongestion(db, bid.invitationId))!;
    const grid = ebiddingDetailRows(await appRepo.daysOf(db, applicationId), charge.priced);
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

  /**
   * The expiry job: invitations past their deadline while Draft or Initiated. Their waiting applications lose their
   * congested blocks as non-bidders do (DOMAIN §4): what they hold outside them stands.
   */
  async function expireDue(): Promise<number> {
    const at = deps.now();
    return db.transaction(async (tx) => {
      const ids = await repo.expireDue(tx, at);
      if (ids.length === 0) return 0;
      await repo.withdrawOpenBids(tx, ids, at);
      for (const c of await repo.congestionsByIds(tx, ids)) await settleExpired(tx, c, at);
      return ids.length;
    });
  }

  /** One expired invitation's waiting applications settled without an award, told by the System. */
  async function settleExpired(tx: DbOrTx, c: Awaited<ReturnType<typeof repo.congestionsByIds>>[number], at: Date) {
    const waiting = await repo.waitingApplications(tx, c.applicationIds);
    const days = await appRepo.daysOfMany(
      tx,
      waiting.map((r) => r.id),
    );
    const items = waiting.map((record) => ({
      record,
      days: days.get(record.id) ?? [],
      awarded: new Map<string, number[]>(),
      didBid: false,
    }));
    const elsewhere = await repo.stillInvitedElsewhere(
      tx,
      waiting.map((r) => r.id),
      c.id,
    );
    const settled = await settle(tx, new Map(), items, elsewhere, at);
    const [invitation] = await repo.invitationsByIds(tx, [c.id]);
    await notices.record(tx, null, invitation ?? { id: c.id, bidInvitationNo: null }, c, settled, null, at);
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
