/**
 * The process screen's answer (spec §2.3 Process screen, §3 Process payload): the congestion details and the
 * proposals with their allocated quantum and applicable price — stored once processed, the live clearing before.
 */
import {
  can,
  INVITATION_STATUS_LABELS,
  businessDate,
  fromHundredths,
  processBlockedReason,
  type Award,
  type EBiddingPricingRule,
  type InvitationStatus,
  type ProcessDetails,
} from '@stoa/shared';
import type { DbOrTx } from '../../db/client.ts';
import type { Principal } from '../../platform/access-guard.ts';
import { congestionFacts } from './ebidding-invitations.ts';
import * as repo from './ebidding.repository.ts';
import type { CongestionRecord, InvitationRecord } from './ebidding.repository.ts';

/** What a processed invitation keeps: the margin cleared, the rule, the awards and who did not bid. */
export interface StoredClearing {
  v: 1;
  rule: EBiddingPricingRule;
  /** Hundredths of a MW. */
  margin: number;
  awards: Award[];
  /** Application ids invited without a submitted bid. */
  nonBidders: number[];
}

export async function presentProcess(
  db: DbOrTx,
  c: CongestionRecord,
  i: InvitationRecord | null,
  stored: StoredClearing,
  principal: Principal,
  now: Date,
): Promise<ProcessDetails> {
  const status = (i?.status ?? 'None') as InvitationStatus;
  const bids = i ? await repo.bidsOf(db, i.id) : [];
  const names = new Map(
    (
      await repo.applicationNames(
        db,
        bids.map((b) => b.applicationId),
      )
    ).map((a) => [a.id, a] as const),
  );
  const bidById = new Map(bids.map((b) => [b.id, b]));
  const nameOf = (applicationId: number) => names.get(applicationId);
  const blocked = processBlockedReason(
    {
      status,
      lastDateOfSubmission: i?.lastDateOfSubmission ?? null,
      deadLine: i?.deadLine ?? null,
      proposals: stored.awards.length,
      congestionToDate: c.toDate,
    },
    businessDate(now),
    now,
  );
  const facts = congestionFacts(c);
  return {
    congestionDetails: {
      bidInvitationId: c.id,
      bidInvitationNo: i?.bidInvitationNo ?? null,
      ...facts,
      availableMargin: fromHundredths(stored.margin),
      lastDateOfSubmission: i?.lastDateOfSubmission ?? null,
      deadLine: i?.deadLine ?? null,
      floorPrice: i?.floorPrice == null ? null : fromHundredths(i.floorPrice),
      pricingRule: stored.rule,
      status: { status, statusDescription: INVITATION_STATUS_LABELS[status] },
      processedAt: i?.processedAt?.toISOString() ?? null,
    },
    proposals: stored.awards.map((a) => {
      const bid = bidById.get(a.id)!;
      return {
        proposalId: a.id,
        applicationId: bid.applicationId,
        applicationNo: nameOf(bid.applicationId)?.applicationNo ?? null,
        applicantName: nameOf(bid.applicationId)?.name ?? '',
        quotedPrice: fromHundredths(a.price),
        appliedQuantum: fromHundredths(a.quantum),
        allocatedQuantum: fromHundredths(a.allocated),
        applicablePrice: a.applicablePrice === null ? null : fromHundredths(a.applicablePrice),
      };
    }),
    nonBidders: stored.nonBidders.map((applicationId) => ({
      applicationId,
      applicationNo: nameOf(applicationId)?.applicationNo ?? null,
      applicantName: nameOf(applicationId)?.name ?? '',
    })),
    canApprove: blocked === null && can(principal.role, 'eBiddingInvite'),
    approveBlockedReason: blocked,
  };
}
