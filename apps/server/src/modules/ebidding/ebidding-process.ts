/**
 * ProcessEBiddingRequest (spec §4 "Approve on the process screen"; DOMAIN §4): the SLDC business user approves the
 * clearing of an invitation's bids. One transaction holds the invitation's row lock and the corridor-days' locks of
 * processing's capacity path: a second call (or a second user at once) finds it Completed and answers the first
 * result. Awards become allocations (full → STOAApproved, part → the applicant's acceptance, none → NoSTOARejected),
 * invited applications without a bid are withdrawn, every party hears its result.
 */
import {
  APPLICATION_STATUS_LABELS,
  EBIDDING_MESSAGES,
  RECORD_LINKS,
  businessDate,
  formatRate,
  fromHundredths,
  processBlockedReason,
  type ApplicationStatus,
  type EBiddingPricingRule,
  type ProcessDetails,
  type Role,
} from '@stoa/shared';
import type { ServiceDeps } from '../../app-deps.ts';
import { portalUrlOf } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { Principal } from '../../platform/access-guard.ts';
import { writeAudit } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { notifyEach } from '../../platform/notifications/notifications.ts';
import { recipientsByIds } from '../../platform/users/users.ts';
import { recordSystemSteps } from '../../platform/workflow/system-steps.ts';
import { readMargins } from '../atc/atc.service.ts';
import { daysEnergy } from '../application/schedules.service.ts';
import { applicationDefinition } from '../application/schedules.service.ts';
import * as appRepo from '../application/schedules.service.ts';
import { changeAllocated, corridorLoads, lockedMargins, remainingOf } from '../application/schedules.service.ts';
import { currentRules } from '../configuration/rules.service.ts';
import { allotments, awardsOf, liveMargin, type Allotment, type Bidder } from './ebidding-clearing.ts';
import { presentProcess, type StoredClearing } from './ebidding-present.ts';
import * as repo from './ebidding.repository.ts';
import type { CongestionRecord, InvitationRecord } from './ebidding.repository.ts';

const OUTCOME_STATUS: Record<Allotment['outcome'], ApplicationStatus> = {
  Full: 'STOAApproved',
  Partial: 'PendingApplicantApproval',
  None: 'NoSTOARejected',
};

export function createProcess(deps: ServiceDeps) {
  const { db } = deps;
  const definition = applicationDefinition(deps);

  /** The submitted bids of applications still waiting, with their schedules; and the margins of their corridors. */
  async function biddersOf(tx: DbOrTx, c: CongestionRecord, lock: boolean) {
    const bids = await repo.bidsOf(tx, c.id, lock);
    const submitted = bids.filter((b) => b.status === 'Submitted');
    const records = new Map(
      (
        await appRepo.findApplications(
          tx,
          submitted.map((b) => b.applicationId),
        )
      ).map((r) => [r.id, r]),
    );
    const days = await appRepo.daysOfMany(tx, [...records.keys()]);
    const bidders: Bidder[] = submitted
      .filter((b) => records.get(b.applicationId)?.status === 'PendingEBidding')
      .map((bid) => ({ bid, record: records.get(bid.applicationId)!, days: days.get(bid.applicationId) ?? [] }));
    const corridorIds = [...new Set([c.corridorId, ...bidders.flatMap((b) => b.record.corridorIds)])].sort(
      (a, b) => a - b,
    );
    const dates = [...new Set(bidders.flatMap((b) => b.days.map((d) => d.date)))].sort();
    const declared = lock ? await lockedMargins(tx, corridorIds, dates) : await readMargins(tx, corridorIds, dates);
    return { bids, bidders, declared, margins: remainingOf(declared) };
  }

  async function clearingOf(tx: DbOrTx, c: CongestionRecord, lock: boolean) {
    const rule: EBiddingPricingRule = (await currentRules(tx)).eBidding.pricingRule;
    const found = await biddersOf(tx, c, lock);
    const margin = liveMargin(c, found.bidders, found.margins);
    const awards = awardsOf(margin, found.bidders, rule);
    return { ...found, rule, margin, awards };
  }

  /** The process screen: the stored result once processed, else the clearing as it would be now. */
  async function details(principal: Principal, id: number): Promise<ProcessDetails> {
    const found = await repo.findCongestion(db, id);
    if (!found) throw new AppError('not-found', EBIDDING_MESSAGES.invitationNotFound);
    const { congestion: c, invitation: i } = found;
    if (i?.status === 'Completed') return presentProcess(db, c, i, i.result as StoredClearing, principal, deps.now());
    const { bids, rule, margin, awards } = await clearingOf(db, c, false);
    const stored: StoredClearing = { v: 1, rule, margin, awards, nonBidders: nonBiddersOf(bids) };
    return presentProcess(db, c, i, stored, principal, deps.now());
  }

  const nonBiddersOf = (bids: readonly repo.BidRecord[]) =>
    bids.filter((b) => b.status === 'None' || b.status === 'Draft').map((b) => b.applicationId);

  async function process(principal: Principal, id: number): Promise<ProcessDetails> {
    const at = deps.now();
    const answer = await db.transaction(async (tx) => {
      const found = await repo.findCongestion(tx, id);
      if (!found?.invitation) throw new AppError('not-found', EBIDDING_MESSAGES.invitationNotFound);
      const invitation = (await repo.lockSavedInvitation(tx, id))!;
      const c = found.congestion;
      if (invitation.status === 'Completed') {
        return presentProcess(tx, c, invitation, invitation.result as StoredClearing, principal, at);
      }
      const cleared = await clearingOf(tx, c, true);
      const gate = { ...invitation, status: invitation.status as 'Submitted', proposals: cleared.bidders.length };
      const blocked = processBlockedReason({ ...gate, congestionToDate: c.toDate }, businessDate(at), at);
      if (blocked) throw new AppError('business-rule', blocked);
      const allotted = allotments(c, cleared.bidders, cleared.awards, cleared.margins);
      const stored: StoredClearing = {
        v: 1,
        rule: cleared.rule,
        margin: cleared.margin,
        awards: cleared.awards,
        nonBidders: nonBiddersOf(cleared.bids),
      };
      await applyAllotments(tx, cleared.declared, allotted, at);
      const withdrawn = await withdrawNonBidders(tx, stored.nonBidders, at);
      await recordOutcomes(tx, principal, invitation, allotted, withdrawn, at);
      await repo.setBidOutcomes(tx, bidOutcomes(cleared.bids, allotted), at);
      const done = await repo.updateInvitation(tx, id, {
        status: 'Completed',
        result: stored,
        processedBy: principal.userId,
        processedAt: at,
        updatedAt: at,
      });
      await writeAudit(tx, {
        actorUserId: principal.userId,
        action: 'ebidding.process',
        entityType: 'EBiddingInvitation',
        entityId: id,
        newValues: {
          margin: stored.margin,
          rule: stored.rule,
          awards: stored.awards.length,
          withdrawn: withdrawn.length,
        },
      });
      return presentProcess(tx, c, done, stored, principal, at);
    });
    deps.mail.outbox.wake();
    return answer;
  }

  async function applyAllotments(
    tx: DbOrTx,
    declared: Awaited<ReturnType<typeof lockedMargins>>,
    allotted: readonly Allotment[],
    at: Date,
  ) {
    const held = allotted.filter((a) => a.outcome !== 'None');
    await changeAllocated(
      tx,
      declared,
      corridorLoads(held.map((a) => ({ corridorIds: a.bidder.record.corridorIds, days: a.days }))),
      1,
      at,
    );
    await appRepo.writeAllocations(
      tx,
      held.flatMap((a) =>
        [...a.days].map(([date, blocks]) => ({ applicationId: a.bidder.record.id, date, allocated: blocks })),
      ),
    );
    await appRepo.setStatuses(
      tx,
      allotted.map((a) => ({
        id: a.bidder.record.id,
        status: OUTCOME_STATUS[a.outcome],
        allocatedMwh: a.outcome === 'None' ? 0 : daysEnergy([...a.days.values()]),
        runId: null,
      })),
      at,
    );
  }

  /** Invited applications that did not bid and still wait: withdrawn for the congested period. */
  async function withdrawNonBidders(tx: DbOrTx, ids: readonly number[], at: Date) {
    const waiting = (await appRepo.findApplications(tx, ids)).filter((r) => r.status === 'PendingEBidding');
    await appRepo.setStatuses(
      tx,
      waiting.map((r) => ({ id: r.id, status: 'Withdrawn' as const, allocatedMwh: null, runId: null })),
      at,
    );
    return waiting;
  }

  type BidOutcome = { id: number; status: string; allocated: number | null; price: number | null };
  function bidOutcomes(bids: readonly repo.BidRecord[], allotted: readonly Allotment[]): BidOutcome[] {
    const byBid = new Map(allotted.map((a) => [a.bidder.bid.id, a.award]));
    return bids.flatMap((b): BidOutcome[] => {
      if (b.status === 'None' || b.status === 'Draft')
        return [{ id: b.id, status: 'Withdrawn', allocated: null, price: null }];
      const award = byBid.get(b.id);
      if (!award) return [];
      return [{ id: b.id, status: 'Completed', allocated: award.allocated, price: award.applicablePrice }];
    });
  }

  /** The timeline of each application (System rows of the table) and each party's bell and mail. */
  async function recordOutcomes(
    tx: DbOrTx,
    principal: Principal,
    invitation: InvitationRecord,
    allotted: readonly Allotment[],
    withdrawn: readonly appRepo.ApplicationRecord[],
    at: Date,
  ) {
    const actor = { userId: principal.userId, role: principal.role as Role };
    const no = invitation.bidInvitationNo ?? `#${invitation.id}`;
    const lines = [
      ...allotted.map((a) => ({
        record: a.bidder.record,
        to: OUTCOME_STATUS[a.outcome],
        comment:
          a.award.applicablePrice === null
            ? `E-bidding ${no}: nothing allocated (bid ${formatRate(fromHundredths(a.award.price), 'RsPerKWh')})`
            : `E-bidding ${no}: ${fromHundredths(a.award.allocated)} MW allocated in the congested period at ${formatRate(fromHundredths(a.award.applicablePrice), 'RsPerKWh')}`,
      })),
      ...withdrawn.map((record) => ({
        record,
        to: 'Withdrawn' as ApplicationStatus,
        comment: `E-bidding ${no}: no bid by the deadline, withdrawn for the congested period`,
      })),
    ];
    await recordSystemSteps(
      tx,
      definition,
      lines.map((l) => ({
        recordId: l.record.id,
        step: { action: 'EBidding', from: 'PendingEBidding', to: l.to, actor, comments: l.comment, at },
      })),
      { quiet: true },
    );
    const recipients = new Map(
      (
        await recipientsByIds(
          tx,
          lines.map((l) => l.record.applicantUserId),
        )
      ).map((r) => [r.id, r]),
    );
    const items = lines.flatMap((l) => {
      const recipient = recipients.get(l.record.applicantUserId);
      if (!recipient) return [];
      const appNo = l.record.applicationNo ?? `#${l.record.id}`;
      const text = `${l.comment}. Application ${appNo} is ${APPLICATION_STATUS_LABELS[l.to]}.`;
      const link = RECORD_LINKS.applicationOfApplicant(l.record.type, l.record.id);
      return [{ recipient, message: { title: `E-bidding ${no} result for ${appNo}`, text, link } }];
    });
    await notifyEach(tx, deps.mail.outbox, items, portalUrlOf(deps.config), principal.userId);
  }

  return { details, process };
}
