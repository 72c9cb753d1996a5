/**
 * ProcessEBiddingRequest (spec §4 "Approve on the process screen"; DOMAIN §4): the SLDC business user approves the
 * clearing of an invitation's bids, per congested block. One transaction holds the invitation's row lock and the
 * corridor-days' locks of processing's capacity path: a second call (or a second user at once) finds it Completed
 * and answers the first result. Refused while bids are sealed (before the bid opening). Each application's award in
 * the congested blocks joins its other blocks; a non-bidder loses only its congested blocks. The bids' outcomes are
 * written before the applications' steps, so the dues the steps raise carry the e-bidding charge at once.
 */
import {
  EBIDDING_MESSAGES,
  awardSummaryOf,
  businessDate,
  isSealed,
  processBlockedReason,
  type EBiddingPricingRule,
  type ProcessDetails,
} from '@stoa/shared';
import type { ServiceDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { Principal } from '../../platform/access-guard.ts';
import { writeAudit } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { readMargins } from '../atc/atc.service.ts';
import * as appRepo from '../application/schedules.service.ts';
import { lockedMargins, remainingOf } from '../application/schedules.service.ts';
import { currentRules } from '../configuration/rules.service.ts';
import { clearingFor, type Bidder } from './ebidding-clearing.ts';
import { clockOf } from './ebidding-invitations.ts';
import { createOutcomeNotices } from './ebidding-notices.ts';
import { presentProcess, storedClearingOf, type StoredClearing } from './ebidding-present.ts';
import { settle } from './ebidding-settle.ts';
import * as repo from './ebidding.repository.ts';
import type { CongestionRecord, InvitationRecord } from './ebidding.repository.ts';

const isOpenBid = (b: repo.BidRecord) => b.status === 'None' || b.status === 'Draft';

export function createProcess(deps: ServiceDeps) {
  const { db } = deps;
  const notices = createOutcomeNotices(deps);

  /** The invited applications still waiting, with their schedules: who bid, who did not; the cells' margins. */
  async function biddersOf(tx: DbOrTx, c: CongestionRecord, lock: boolean) {
    const bids = await repo.bidsOf(tx, c.id, lock);
    const records = new Map(
      (
        await appRepo.findApplications(
          tx,
          bids.map((b) => b.applicationId),
        )
      ).map((r) => [r.id, r]),
    );
    const waiting = bids.filter((b) => records.get(b.applicationId)?.status === 'PendingEBidding');
    const days = await appRepo.daysOfMany(
      tx,
      waiting.map((b) => b.applicationId),
    );
    const of = (bid: repo.BidRecord): Bidder => ({
      bid,
      record: records.get(bid.applicationId)!,
      days: days.get(bid.applicationId) ?? [],
    });
    const bidders = waiting.filter((b) => b.status === 'Submitted').map(of);
    const nonBidders = waiting.filter(isOpenBid).map(of);
    const corridorIds = [...new Set([c.corridorId, ...bidders.flatMap((b) => b.record.corridorIds)])].sort(
      (x, y) => x - y,
    );
    const dates = [...new Set(c.cells.map((r) => r.date))].sort();
    const declared = lock ? await lockedMargins(tx, corridorIds, dates) : await readMargins(tx, corridorIds, dates);
    return { bids, bidders, nonBidders, declared, margins: remainingOf(declared) };
  }

  /** The clearing as it would be now (the bids' awards per congested block), stored as processing keeps it. */
  async function clearingOf(tx: DbOrTx, c: CongestionRecord, lock: boolean) {
    const rule: EBiddingPricingRule = (await currentRules(tx)).eBidding.pricingRule;
    const found = await biddersOf(tx, c, lock);
    const decided = await repo.decidedCellsOf(
      tx,
      found.bidders.map((b) => b.record.id),
      c.id,
    );
    const clearing = clearingFor(c, found.bidders, found.margins, rule, decided);
    const awards = found.bidders
      .map((b) => ({
        id: b.bid.id,
        applicationId: b.record.id,
        quoted: b.bid.quotedPrice ?? 0,
        applied: b.bid.appliedQuantum,
        runs: clearing.awards.get(b.bid.id) ?? [],
      }))
      .sort((x, y) => y.quoted - x.quoted || x.id - y.id);
    const nonBidders = found.nonBidders.map((b) => b.record.id);
    const stored: StoredClearing = { v: 2, rule, margin: clearing.leastMargin, awards, nonBidders };
    return { ...found, clearing, stored };
  }

  /** While bids are sealed: who has submitted (by bid, never by price), no clearing. */
  async function sealedView(c: CongestionRecord): Promise<StoredClearing> {
    const bids = await repo.bidsOf(db, c.id);
    const awards = bids
      .filter((b) => b.status === 'Submitted')
      .map((b) => ({ id: b.id, applicationId: b.applicationId, quoted: 0, applied: b.appliedQuantum, runs: [] }));
    const nonBidders = bids.filter(isOpenBid).map((b) => b.applicationId);
    return { v: 2, rule: (await currentRules(db)).eBidding.pricingRule, margin: c.availableMargin, awards, nonBidders };
  }

  /** The process screen: the stored result once processed, nothing but who bid while sealed, else the clearing now. */
  async function details(principal: Principal, id: number): Promise<ProcessDetails> {
    const found = await repo.findCongestion(db, id);
    if (!found) throw new AppError('not-found', EBIDDING_MESSAGES.invitationNotFound);
    const { congestion: c, invitation: i } = found;
    const now = deps.now();
    if (i?.status === 'Completed') {
      const stored = storedClearingOf(i.result, c, await repo.bidsOf(db, i.id));
      return presentProcess(db, c, i, stored, principal, now);
    }
    const stored = !i || isSealed(clockOf(i), now) ? await sealedView(c) : (await clearingOf(db, c, false)).stored;
    return presentProcess(db, c, i, stored, principal, now);
  }

  async function process(principal: Principal, id: number): Promise<ProcessDetails> {
    const at = deps.now();
    const answer = await db.transaction(async (tx) => {
      const found = await repo.findCongestion(tx, id);
      if (!found?.invitation) throw new AppError('not-found', EBIDDING_MESSAGES.invitationNotFound);
      const invitation = (await repo.lockSavedInvitation(tx, id))!;
      const c = found.congestion;
      if (invitation.status === 'Completed') {
        const stored = storedClearingOf(invitation.result, c, await repo.bidsOf(tx, id));
        return presentProcess(tx, c, invitation, stored, principal, at);
      }
      const cleared = await clearingOf(tx, c, true);
      const gate = { ...clockOf(invitation), proposals: cleared.bidders.length, congestionToDate: c.toDate };
      const blocked = processBlockedReason(gate, businessDate(at), at);
      if (blocked) throw new AppError('business-rule', blocked);
      const done = await settleAll(tx, principal, invitation, c, cleared, at);
      return presentProcess(tx, c, done, cleared.stored, principal, at);
    });
    deps.mail.outbox.wake();
    return answer;
  }

  /** Awards into schedules, the bids' outcomes, the invitation Completed, then each application's step and notice. */
  async function settleAll(
    tx: DbOrTx,
    principal: Principal,
    invitation: InvitationRecord,
    c: CongestionRecord,
    cleared: Awaited<ReturnType<typeof clearingOf>>,
    at: Date,
  ) {
    const items = [
      ...cleared.bidders.map((b) => ({ ...b, awarded: cleared.clearing.allocated.get(b.bid.id)!, didBid: true })),
      ...cleared.nonBidders.map((b) => ({ ...b, awarded: new Map<string, number[]>(), didBid: false })),
    ];
    const elsewhere = await repo.stillInvitedElsewhere(
      tx,
      items.map((i) => i.record.id),
      c.id,
    );
    const settled = await settle(tx, cleared.declared, items, elsewhere, at);
    await repo.setBidOutcomes(tx, bidOutcomes(cleared.bids, cleared.stored), at);
    const done = await repo.updateInvitation(tx, invitation.id, {
      status: 'Completed',
      result: cleared.stored,
      processedBy: principal.userId,
      processedAt: at,
      updatedAt: at,
    });
    await notices.record(tx, principal, done, c, settled, cleared.stored, at);
    await writeAudit(tx, {
      actorUserId: principal.userId,
      action: 'ebidding.process',
      entityType: 'EBiddingInvitation',
      entityId: invitation.id,
      newValues: {
        margin: cleared.stored.margin,
        rule: cleared.stored.rule,
        awards: cleared.stored.awards.length,
        withdrawn: cleared.stored.nonBidders.length,
      },
    });
    return done;
  }

  return { details, process };
}

type BidOutcome = Parameters<typeof repo.setBidOutcomes>[1][number];

/** Each bid's outcome: a submitted one Completed with its award; one never submitted Withdrawn. */
function bidOutcomes(bids: readonly repo.BidRecord[], stored: StoredClearing): BidOutcome[] {
  const byBid = new Map(stored.awards.map((a) => [a.id, a]));
  return bids.flatMap((b): BidOutcome[] => {
    if (isOpenBid(b)) return [{ id: b.id, status: 'Withdrawn', allocated: null, price: null, cells: null }];
    const award = byBid.get(b.id);
    if (!award) return [];
    const s = awardSummaryOf(award.runs);
    return [{ id: b.id, status: 'Completed', allocated: s.maxAllocated, price: s.minPrice, cells: award.runs }];
  });
}
