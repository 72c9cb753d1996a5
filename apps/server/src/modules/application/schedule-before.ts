/**
 * The allocated schedules as they stood just before one revision or curtailment (a curtailment's record shows each
 * application's Scheduled MWh in the curtailed blocks then, not now). Changes only lower a schedule and each keeps the
 * blocks of the dates it changed before it did, so a date's blocks before a change are the `before` of the first
 * change of that date from it on, or — no change of the date since — the allocation now.
 */
import type { DbOrTx } from '../../db/client.ts';
import type { ScheduleChangeKind } from './schedule-changes.ts';
import * as repo from './application.repository.ts';
import * as changes from './schedule-changes.repository.ts';

/** Per application: its allocated blocks of a date just before the source's change (undefined: no such date). */
export async function schedulesBefore(
  tx: DbOrTx,
  kind: ScheduleChangeKind,
  sourceId: number,
  applicationIds: readonly number[],
): Promise<Map<number, (date: string) => readonly number[] | undefined>> {
  const rows = await changes.changesOfMany(tx, applicationIds);
  const days = await repo.daysOfMany(tx, applicationIds);
  const out = new Map<number, (date: string) => readonly number[] | undefined>();
  for (const id of applicationIds) {
    const mine = rows.filter((c) => c.applicationId === id);
    const from = mine.findIndex((c) => c.kind === kind && c.sourceId === sourceId);
    const since = from < 0 ? [] : mine.slice(from).map((c) => c.before as Record<string, number[]>);
    const now = new Map((days.get(id) ?? []).map((d) => [d.date, d.allocated ?? undefined]));
    out.set(id, (date) => since.find((before) => before[date])?.[date] ?? now.get(date));
  }
  return out;
}
