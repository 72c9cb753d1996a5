/**
 * The answer of a processed batch (spec §7.7 GetApplicationProcessingResult), built from what the run keeps — the
 * facts per corridor-day, the party blocks over a limit, each application's assessment and outcome — and one page
 * of the applications as they are now, with names, MW and MWh. A block's shares are derived when asked.
 */
import {
  APPLICATION_STATUS_LABELS,
  PARTY_LIMIT_LABELS,
  cellCountOf,
  congestedCount,
  summaryOf,
  fromHundredths,
  parsePartyKey,
  type ApplicationStatus,
  type ApplicationType,
  type ProcessingResult,
  type RunFacts,
} from '@stoa/shared';
import type { DbOrTx } from '../../db/client.ts';
import * as repo from './application.repository.ts';
import type { ApplicationRecord } from './application.repository.ts';
import type { StoredOutcome } from './processing-batch.ts';
import * as runs from './processing.repository.ts';
import { legacyRunOf } from './processing-legacy.ts';

/** What a processing run keeps (processing_runs.result). */
export type StoredRun = { v: 2; stamp: string; facts: RunFacts; outcomes: StoredOutcome[] };

/** A run's stored result; one stored before issue 14 (the whole answer) is read into the same shape. */
export function storedRunOf(result: unknown): StoredRun {
  const stored = result as Partial<StoredRun> | null;
  return stored?.v === 2 ? (stored as StoredRun) : legacyRunOf(result);
}

export interface ResultNames {
  corridors: Map<number, string>;
  registrations: Map<number, string>;
  users: Map<number, string>;
}

/** The names a result shows, in three queries (one after another: a transaction shares one connection). */
async function namesOf(tx: DbOrTx, corridorIds: number[], registrationIds: (number | null)[], userIds: number[]) {
  const corridors = await repo.corridorNames(tx, [...new Set(corridorIds)]);
  const registrations = await repo.registrationNames(tx, registrationIds);
  const users = await repo.userNames(tx, [...new Set(userIds)]);
  return { corridors, registrations, users } satisfies ResultNames;
}

/** "buyer's contract demand (Papum Ferro Alloys Ltd)" */
export function limitLabel(key: string, users: ReadonlyMap<number, string>): string {
  const { side, userId } = parsePartyKey(key);
  return `${PARTY_LIMIT_LABELS[side]} (${users.get(userId) ?? `#${userId}`})`;
}

const mw = (values: readonly number[]) => values.map(fromHundredths);

function applicationsOf(records: readonly ApplicationRecord[], stored: StoredRun, names: ResultNames) {
  const facts = new Map(stored.facts.apps.map((a) => [a.id, a]));
  const outcomes = new Map(stored.outcomes.map((o) => [o.id, o]));
  return records.map((r) => {
    const a = facts.get(r.id);
    const o = outcomes.get(r.id);
    const status = r.status as ApplicationStatus;
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
      congestedBlocks: a?.congestedBlocks ?? 0,
      maxShortfall: fromHundredths(a?.maxShortfall ?? 0),
      limitedBlocks: a?.limitedBlocks ?? 0,
      limitedBy: o?.limitedByLabels ?? (o?.limitedBy ?? []).map((key) => limitLabel(key, names.users)),
      outcome: o?.outcome ?? (status === 'PendingEBidding' ? ('Congested' as const) : null),
      allocatedMwh: r.allocatedMwh === null ? null : fromHundredths(r.allocatedMwh),
      status,
      statusLabel: APPLICATION_STATUS_LABELS[status] ?? r.status,
    };
  });
}

export type RunRow = NonNullable<Awaited<ReturnType<typeof runs.latestRun>>>;

/** The answer of a run: its facts with names, one page of its applications as they are now, its congestions. */
export async function presentRun(
  tx: DbOrTx,
  run: RunRow,
  page: { pageNumber: number; pageSize: number },
  info: ProcessingResult['run'],
): Promise<ProcessingResult> {
  const stored = storedRunOf(run.result);
  const records = await runs.pageOfRun(tx, run.applicationIds, page.pageNumber, page.pageSize);
  const congestionRows = await runs.congestionsOfRun(tx, run.id);
  const partyUsers = [
    ...stored.facts.partyBlocks.map((b) => b.partyKey),
    ...stored.outcomes.filter((o) => records.some((r) => r.id === o.id)).flatMap((o) => o.limitedBy),
  ].map((k) => parsePartyKey(k).userId);
  const names = await namesOf(
    tx,
    [...stored.facts.corridorDays.map((d) => d.corridorId), ...records.flatMap((r) => r.corridorIds)],
    records.flatMap((r) => [r.sellerRegistrationId, r.buyerRegistrationId]),
    [...records.map((r) => r.applicantUserId), ...partyUsers],
  );
  const corridorName = (id: number) => names.corridors.get(id) ?? String(id);
  return {
    type: run.type as ApplicationType,
    processingDate: run.processingDate,
    run: info,
    summary: summaryOf(stored.facts),
    corridorDays: stored.facts.corridorDays.map((d) => ({
      corridorId: d.corridorId,
      corridorName: corridorName(d.corridorId),
      date: d.date,
      margin: mw(d.margin),
      requested: mw(d.requested),
      congestedBlocks: congestedCount(d),
      maxShortfall: fromHundredths(d.requested.reduce((m, r, i) => Math.max(m, r - (d.margin[i] ?? 0)), 0)),
      applications: d.applicationIds.length,
    })),
    partyBlocks: stored.facts.partyBlocks.map((b) => {
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
      };
    }),
    applications: applicationsOf(records, stored, names),
    applicationsPage: { pageNumber: page.pageNumber, pageSize: page.pageSize, total: run.applicationIds.length },
    congestions: congestionRows.map((c) => ({
      id: c.id,
      corridorId: c.corridorId,
      corridorName: corridorName(c.corridorId),
      fromDate: c.fromDate,
      toDate: c.toDate,
      fromTimeBlock: c.fromTimeBlock,
      toTimeBlock: c.toTimeBlock,
      congestedBlocks: cellCountOf(c.cells),
      availableMargin: fromHundredths(c.availableMargin),
      appliedQuantum: fromHundredths(c.appliedQuantum),
      applicationIds: c.applicationIds,
      status: c.status,
    })),
  };
}
