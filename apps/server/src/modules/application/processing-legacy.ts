/**
 * Runs stored before issue 14 kept their whole answer (every block with its shares, every application). They are
 * read into today's shape: corridor-days from the blocks, each application's assessment and outcome; the labels of
 * what limited an application are kept as they were written. What they did not keep (the applications affected per
 * corridor-day) reads as none.
 */
import { BLOCKS_PER_DAY, marginKey, toHundredths, type AllocationOutcome, type RunFacts } from '@stoa/shared';
import type { StoredOutcome } from './processing-batch.ts';
import type { StoredRun } from './processing-result.ts';

type LegacyBlock = { corridorId: number; date: string; block: number; margin: number; requested: number };
type LegacyPartyBlock = {
  partyKey: string;
  date: string;
  block: number;
  room: number;
  requested: number;
  excess: number;
};
type LegacyApplication = {
  id: number;
  fits: boolean;
  congestedBlocks: number;
  maxShortfall: number;
  limitedBlocks?: number;
  limitedBy?: string[];
  outcome: string | null;
};
type LegacyResult = { blocks?: LegacyBlock[]; partyBlocks?: LegacyPartyBlock[]; applications?: LegacyApplication[] };

function corridorDaysOf(blocks: readonly LegacyBlock[]): RunFacts['corridorDays'] {
  const days = new Map<string, RunFacts['corridorDays'][number]>();
  for (const b of blocks) {
    const key = marginKey(b.corridorId, b.date);
    const zero = () => new Array<number>(BLOCKS_PER_DAY).fill(0);
    const day = days.get(key) ?? {
      corridorId: b.corridorId,
      date: b.date,
      margin: zero(),
      requested: zero(),
      applicationIds: [],
    };
    day.margin[b.block - 1] = toHundredths(b.margin);
    day.requested[b.block - 1] = toHundredths(b.requested);
    days.set(key, day);
  }
  return [...days.values()];
}

const isOutcome = (o: string | null): o is AllocationOutcome => o === 'Full' || o === 'Partial' || o === 'None';

export function legacyRunOf(result: unknown): StoredRun {
  const legacy = (result ?? {}) as LegacyResult;
  const apps = legacy.applications ?? [];
  const facts: RunFacts = {
    corridorDays: corridorDaysOf(legacy.blocks ?? []),
    partyBlocks: (legacy.partyBlocks ?? []).map((b) => ({
      partyKey: b.partyKey,
      date: b.date,
      block: b.block,
      room: toHundredths(b.room),
      requested: toHundredths(b.requested),
      excess: toHundredths(b.excess),
    })),
    apps: apps.map((a) => ({
      id: a.id,
      fits: a.fits,
      congestedBlocks: a.congestedBlocks,
      maxShortfall: toHundredths(a.maxShortfall),
      limitedBlocks: a.limitedBlocks ?? 0,
    })),
  };
  const outcomes: StoredOutcome[] = apps.flatMap((a) =>
    isOutcome(a.outcome) ? [{ id: a.id, outcome: a.outcome, limitedBy: [], limitedByLabels: a.limitedBy ?? [] }] : [],
  );
  return { v: 2, stamp: '', facts, outcomes };
}
