/**
 * The answer of a processed batch (spec §7.7 GetApplicationProcessingResult): the assessment and, once allocated,
 * the allocation explained — every corridor block with its shares, every party block where a seller's ex-bus
 * capacity or a buyer's contract demand bound (DOMAIN §3), each application's outcome and what limited it — with
 * names, MW and MWh.
 */
import {
  APPLICATION_STATUS_LABELS,
  PARTY_LIMIT_LABELS,
  fromHundredths,
  parsePartyKey,
  type Allocation,
  type ApplicationStatus,
  type ApplicationType,
  type Assessment,
  type BlockShare,
  type ProcessingResult,
} from '@stoa/shared';
import type { DbOrTx } from '../../db/client.ts';
import type { CongestionRow } from './processing.repository.ts';
import * as repo from './application.repository.ts';
import type { ApplicationRecord } from './application.repository.ts';

export type Outcome = 'Full' | 'Partial' | 'None' | 'Congested';

export interface ResultNames {
  corridors: Map<number, string>;
  registrations: Map<number, string>;
  users: Map<number, string>;
  numbers: Map<number, string | null>;
}

/** The names a result shows, read in a few queries (one after another: a transaction shares one connection). */
export async function namesOf(tx: DbOrTx, records: readonly ApplicationRecord[], partyUserIds: readonly number[]) {
  const corridorIds = [...new Set(records.flatMap((r) => r.corridorIds))];
  const corridors = await repo.corridorNames(tx, corridorIds);
  const registrations = await repo.registrationNames(
    tx,
    records.flatMap((r) => [r.sellerRegistrationId, r.buyerRegistrationId]),
  );
  const users = await repo.userNames(tx, [...records.map((r) => r.applicantUserId), ...partyUserIds]);
  const numbers = new Map(records.map((r) => [r.id, r.applicationNo]));
  return { corridors, registrations, users, numbers } satisfies ResultNames;
}

/** "buyer's contract demand (Papum Ferro Alloys Ltd)" */
export function limitLabel(key: string, names: ResultNames): string {
  const { side, userId } = parsePartyKey(key);
  return `${PARTY_LIMIT_LABELS[side]} (${names.users.get(userId) ?? `#${userId}`})`;
}

function sharesOf(shares: readonly BlockShare[] | undefined, names: ResultNames) {
  if (!shares) return null;
  return shares.map((s) => ({
    applicationId: s.applicationId,
    applicationNo: names.numbers.get(s.applicationId) ?? null,
    requested: fromHundredths(s.requested),
    share: fromHundredths(s.share),
  }));
}

function blocksOf(assessment: Assessment, allocation: Allocation | null, names: ResultNames) {
  const shares = new Map(
    (allocation?.explanation ?? []).map((e) => [`${e.corridorId}|${e.date}|${e.block}`, e.shares]),
  );
  return assessment.blocks.map((b) => ({
    corridorId: b.corridorId,
    corridorName: names.corridors.get(b.corridorId) ?? String(b.corridorId),
    date: b.date,
    block: b.block,
    margin: fromHundredths(b.margin),
    requested: fromHundredths(b.requested),
    shortfall: fromHundredths(b.shortfall),
    congested: b.congested,
    shares: b.congested ? sharesOf(shares.get(`${b.corridorId}|${b.date}|${b.block}`), names) : null,
  }));
}

function partyBlocksOf(assessment: Assessment, allocation: Allocation | null, names: ResultNames) {
  const shares = new Map(
    (allocation?.partyExplanation ?? []).map((e) => [`${e.partyKey}|${e.date}|${e.block}`, e.shares]),
  );
  return assessment.partyBlocks.map((b) => {
    const { side, userId } = parsePartyKey(b.partyKey);
    return {
      partyKey: b.partyKey,
      partyName: names.users.get(userId) ?? `#${userId}`,
      limit: PARTY_LIMIT_LABELS[side],
      date: b.date,
      block: b.block,
      room: fromHundredths(b.room),
      requested: fromHundredths(b.requested),
      excess: fromHundredths(b.excess),
      shares: sharesOf(shares.get(`${b.partyKey}|${b.date}|${b.block}`), names),
    };
  });
}

function applicationsOf(
  records: readonly ApplicationRecord[],
  assessment: Assessment,
  allocation: Allocation | null,
  names: ResultNames,
) {
  const assessed = new Map(assessment.applications.map((a) => [a.id, a]));
  return records.map((r) => {
    const a = assessed.get(r.id);
    const outcome: Outcome | null =
      allocation?.outcomes.get(r.id) ?? (r.status === 'PendingEBidding' ? 'Congested' : null);
    return {
      id: r.id,
      applicationNo: r.applicationNo,
      applicantName: names.users.get(r.applicantUserId) ?? '',
      sellerName: r.sellerRegistrationId ? (names.registrations.get(r.sellerRegistrationId) ?? null) : null,
      buyerName: r.buyerRegistrationId ? (names.registrations.get(r.buyerRegistrationId) ?? null) : null,
      corridors: r.corridorIds.map((id) => names.corridors.get(id) ?? String(id)),
      receivedAt: r.receivedAt?.toISOString() ?? null,
      requestedMwh: fromHundredths(r.requestedMwh),
      fits: a?.fits ?? true,
      congestedBlocks: a?.congestedBlocks.length ?? 0,
      maxShortfall: fromHundredths(a?.congestedBlocks.reduce((m, c) => Math.max(m, c.shortfall), 0) ?? 0),
      limitedBlocks: a?.limitedBlocks.length ?? 0,
      limitedBy: (allocation?.limitedBy.get(r.id) ?? []).map((key) => limitLabel(key, names)),
      outcome,
      allocatedMwh: r.allocatedMwh === null ? null : fromHundredths(r.allocatedMwh),
      status: r.status as ApplicationStatus,
      statusLabel: APPLICATION_STATUS_LABELS[r.status as ApplicationStatus] ?? r.status,
    };
  });
}

/** The answer of a batch: assessment (and allocation) with names, MW and MWh. */
export function presentResult(
  batch: { type: ApplicationType; processingDate: string; records: readonly ApplicationRecord[] },
  assessment: Assessment,
  allocation: Allocation | null,
  congestionRows: readonly CongestionRow[],
  names: ResultNames,
): Omit<ProcessingResult, 'run'> {
  const blocks = blocksOf(assessment, allocation, names);
  const partyBlocks = partyBlocksOf(assessment, allocation, names);
  const apps = applicationsOf(batch.records, assessment, allocation, names);
  return {
    type: batch.type,
    processingDate: batch.processingDate,
    summary: {
      applications: apps.length,
      fitting: apps.filter((a) => a.fits).length,
      congested: apps.filter((a) => !a.fits).length,
      congestedBlocks: blocks.filter((b) => b.congested).length,
      limitedBlocks: partyBlocks.length,
    },
    applications: apps,
    blocks,
    partyBlocks,
    congestions: congestionRows.map((c) => ({
      id: c.id,
      corridorId: c.corridorId,
      corridorName: names.corridors.get(c.corridorId) ?? String(c.corridorId),
      fromDate: c.fromDate,
      toDate: c.toDate,
      fromTimeBlock: c.fromTimeBlock,
      toTimeBlock: c.toTimeBlock,
      availableMargin: fromHundredths(c.availableMargin),
      appliedQuantum: fromHundredths(c.appliedQuantum),
      applicationIds: c.applicationIds,
      status: c.status,
    })),
  };
}

/** A result stored before party limits were explained reads as one without party blocks. */
export function withPartyDefaults(stored: Omit<ProcessingResult, 'run'>): Omit<ProcessingResult, 'run'> {
  return {
    ...stored,
    summary: { ...stored.summary, limitedBlocks: stored.summary.limitedBlocks ?? 0 },
    partyBlocks: stored.partyBlocks ?? [],
    applications: stored.applications.map((a) => ({
      ...a,
      limitedBlocks: a.limitedBlocks ?? 0,
      limitedBy: a.limitedBy ?? [],
    })),
  };
}
