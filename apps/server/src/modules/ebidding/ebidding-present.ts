/**
 * The process screen's answer (spec §2.3 Process screen, §3 Process payload): the congestion details and the
 * proposals with their award per congested block in short — stored once processed, the live clearing before. Sealed
 * bids (DOMAIN §4): until the bid opening it says only who has submitted — no price, no provisional clearing.
 */
import {
  can,
  INVITATION_STATUS_LABELS,
  awardGridOf,
  awardSummaryOf,
  bidOpeningOf,
  businessDate,
  fromHundredths,
  isSealed,
  processBlockedReason,
  unitsToMwh,
  type Award,
  type AwardRun,
  type EBiddingPricingRule,
  type ProcessDetails,
  type ProcessProposal,
} from '@stoa/shared';
import type { DbOrTx } from '../../db/client.ts';
import type { Principal } from '../../platform/access-guard.ts';
import { clockOf, congestionFacts } from './ebidding-invitations.ts';
import * as repo from './ebidding.repository.ts';
import type { BidRecord, CongestionRecord, InvitationRecord } from './ebidding.repository.ts';

/** One bid's award as cleared: its quote, its applied quantum and what it got per congested block. */
export interface StoredAward {
  id: number;
  applicationId: number;
  /** Paise per kWh. */
  quoted: number;
  /** Hundredths of a MW: its largest request in the congested blocks. */
  applied: number;
  runs: AwardRun[];
}

/** What a processed invitation keeps: the least margin cleared, the rule, the awards and who did not bid. */
export interface StoredClearing {
  v: 2;
  rule: EBiddingPricingRule;
  /** Hundredths of a MW. */
  margin: number;
  /** By quoted price descending, then bid id. */
  awards: StoredAward[];
  /** Application ids invited without a submitted bid. */
  nonBidders: number[];
}

/** A clearing stored before congestion per block: one award for the whole period. */
interface StoredClearingV1 {
  v: 1;
  rule: EBiddingPricingRule;
  margin: number;
  awards: Award[];
  nonBidders: number[];
}

/** A stored result as v2; one of v1 reads its single award over the record's cells. */
export function storedClearingOf(result: unknown, c: CongestionRecord, bids: readonly BidRecord[]): StoredClearing {
  const stored = result as StoredClearing | StoredClearingV1;
  if (stored.v === 2) return stored;
  const appOf = new Map(bids.map((b) => [b.id, b.applicationId]));
  const awards = stored.awards.map((a) => ({
    id: a.id,
    applicationId: appOf.get(a.id) ?? 0,
    quoted: a.price,
    applied: a.quantum,
    runs: c.cells.map((cell) => ({ ...cell, requested: a.quantum, allocated: a.allocated, price: a.applicablePrice })),
  }));
  return { ...stored, v: 2, awards };
}

/** A proposal row: sealed (who submitted, nothing more) or with its award in short. */
function proposalOf(
  a: StoredAward,
  sealed: boolean,
  names: Map<number, { applicationNo: string | null; name: string }>,
) {
  const name = names.get(a.applicationId);
  const row = {
    proposalId: a.id,
    applicationId: a.applicationId,
    applicationNo: name?.applicationNo ?? null,
    applicantName: name?.name ?? '',
    appliedQuantum: fromHundredths(a.applied),
  };
  if (sealed) {
    const none = { allocatedQuantum: null, allocatedQuantumMax: null, applicablePrice: null, applicablePriceMax: null };
    return { ...row, quotedPrice: null, ...none, allocatedMwh: null, eBiddingCharge: null } satisfies ProcessProposal;
  }
  const s = awardSummaryOf(a.runs);
  const price = (p: number | null) => (p === null ? null : fromHundredths(p));
  return {
    ...row,
    quotedPrice: fromHundredths(a.quoted),
    allocatedQuantum: fromHundredths(s.minAllocated),
    allocatedQuantumMax: fromHundredths(s.maxAllocated),
    applicablePrice: price(s.minPrice),
    applicablePriceMax: price(s.maxPrice),
    allocatedMwh: unitsToMwh(s.allocatedUnits),
    eBiddingCharge: awardGridOf(a.runs, a.quoted).totalPrice,
  } satisfies ProcessProposal;
}

export async function presentProcess(
  db: DbOrTx,
  c: CongestionRecord,
  i: InvitationRecord | null,
  stored: StoredClearing,
  principal: Principal,
  now: Date,
): Promise<ProcessDetails> {
  const clock = clockOf(i);
  const status = clock.status;
  const sealed = isSealed(clock, now);
  const ids = [...stored.awards.map((a) => a.applicationId), ...stored.nonBidders];
  const names = new Map((await repo.applicationNames(db, ids)).map((a) => [a.id, a] as const));
  const gate = { ...clock, proposals: stored.awards.length, congestionToDate: c.toDate };
  const blocked = processBlockedReason(gate, businessDate(now), now);
  return {
    congestionDetails: {
      bidInvitationId: c.id,
      bidInvitationNo: i?.bidInvitationNo ?? null,
      ...congestionFacts(c),
      availableMargin: fromHundredths(stored.margin),
      lastDateOfSubmission: clock.lastDateOfSubmission,
      deadLine: clock.deadLine,
      bidOpeningDate: clock.bidOpeningDate,
      bidOpeningTime: clock.bidOpeningTime,
      sealedUntil: sealed ? (bidOpeningOf(clock)?.toISOString() ?? null) : null,
      floorPrice: i?.floorPrice == null ? null : fromHundredths(i.floorPrice),
      pricingRule: stored.rule,
      status: { status, statusDescription: INVITATION_STATUS_LABELS[status] },
      processedAt: i?.processedAt?.toISOString() ?? null,
    },
    proposals: stored.awards.map((a) => proposalOf(a, sealed, names)),
    nonBidders: stored.nonBidders.map((applicationId) => ({
      applicationId,
      applicationNo: names.get(applicationId)?.applicationNo ?? null,
      applicantName: names.get(applicationId)?.name ?? '',
    })),
    canApprove: blocked === null && can(principal.role, 'eBiddingInvite'),
    approveBlockedReason: blocked,
  };
}
