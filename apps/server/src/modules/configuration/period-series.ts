/**
 * Saving an effective-dated row: the series is locked (an advisory lock per series, so two admins adding rates at
 * once cannot both pass the overlap check), the shared planPeriod decides, open-ended predecessors are closed with
 * their own audit rows, and the shared edit rules keep rows that have taken effect unchanged.
 */
import {
  addDays,
  businessDate,
  checkPeriodDelete,
  checkPeriodEdit,
  checkPeriodStart,
  formatDisplayDate,
  PERIOD_MESSAGES,
  planPeriod,
  type Period,
  type StoredPeriod,
} from '@stoa/shared';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../platform/request-context.ts';
import { userNames } from '../../platform/users/users.ts';
import { lockSeries, type ConfigStore, type ConfigTable, type Where } from './config-store.repository.ts';

type PeriodRow = { id: number; effectiveFrom: string; effectiveTo: string | null };

function periodOf(row: Period): Period {
  return { effectiveFrom: row.effectiveFrom, effectiveTo: row.effectiveTo };
}

/**
 * Checks `candidate` against the series and ends the open-ended rows it follows. `stored` is the row being edited
 * (undefined for a new row); `valuesChanged` says whether anything besides the period changes.
 */
export async function fitIntoSeries<T extends ConfigTable>(
  tx: DbOrTx,
  store: ConfigStore<T>,
  series: readonly PeriodRow[],
  candidate: Period,
  options: { actor: Actor; now: Date; today: string; stored?: PeriodRow; valuesChanged?: boolean },
): Promise<void> {
  const { stored, today } = options;
  // A period that ends before it starts is a bad input (400 under Effective To), not a clash with stored rows.
  if (candidate.effectiveTo !== null && candidate.effectiveTo < candidate.effectiveFrom) {
    throw new AppError('validation', PERIOD_MESSAGES.toBeforeFrom, 'effectiveTo');
  }
  const refusal = stored
    ? checkPeriodEdit(periodOf(stored), candidate, options.valuesChanged ?? false, today)
    : checkPeriodStart(candidate, today);
  if (refusal) throw new AppError('business-rule', refusal, 'effectiveFrom');
  const plan = planPeriod(series as StoredPeriod[], candidate, stored?.id);
  if (!plan.ok) throw new AppError('conflict', plan.message, 'effectiveFrom');
  for (const close of plan.close) {
    const before = series.find((row) => row.id === close.id)!;
    await store.update(
      tx,
      options.actor,
      before as T['$inferSelect'],
      { effectiveTo: close.effectiveTo } as Partial<T['$inferSelect']>,
      options.now,
      `Ended by the entry effective from ${formatDisplayDate(candidate.effectiveFrom)}`,
    );
  }
}

/**
 * Deletes a future row of a series. The row it followed (ended the day before it started when it was added) gets
 * its period back, so deleting a scheduled rate leaves the current one in force as before.
 */
export async function removeFromSeries<T extends ConfigTable>(
  tx: DbOrTx,
  store: ConfigStore<T>,
  series: readonly PeriodRow[],
  row: PeriodRow,
  options: { actor: Actor; now: Date; today: string },
): Promise<void> {
  const refusal = checkPeriodDelete(row, options.today);
  if (refusal) throw new AppError('business-rule', refusal);
  await store.remove(tx, options.actor, row as T['$inferSelect']);
  const predecessor = series.find(
    (other) => other.id !== row.id && other.effectiveTo === addDays(row.effectiveFrom, -1),
  );
  if (predecessor) {
    await store.update(
      tx,
      options.actor,
      predecessor as T['$inferSelect'],
      { effectiveTo: row.effectiveTo } as Partial<T['$inferSelect']>,
      options.now,
      `Extended: the entry effective from ${formatDisplayDate(row.effectiveFrom)} was deleted`,
    );
  }
}

/** What differs between the effective-dated lists: their table, series, columns and answer. */
export interface PeriodListSpec<T extends ConfigTable, I extends Period, D> {
  deps: AppDeps;
  store: ConfigStore<T>;
  /** The series a row belongs to (from its column values): a lock key and the rows' filter (from the repository). */
  series: (values: T['$inferInsert']) => { key: string; where: Where };
  columns: (input: I, actor: Actor) => T['$inferInsert'];
  /** Columns whose change counts as a change of value (only the end of a row in force may change). */
  valueKeys: readonly (keyof T['$inferSelect'] & string)[];
  dto: (row: T['$inferSelect'], names: Map<number, string>) => D;
  /** Refuses rows the actor may not touch (e.g. another applicant's TDS). */
  assertOwn?: (row: T['$inferSelect'], actor: Actor) => void;
}

/** Add, Update and Delete of an effective-dated list: one implementation for charges, fees, TDS and interest. */
export function periodList<T extends ConfigTable, I extends Period, D>(spec: PeriodListSpec<T, I, D>) {
  const { deps, store } = spec;
  const today = () => businessDate(deps.now());
  const rowsOf = async (tx: DbOrTx, values: T['$inferInsert']) => {
    const { key, where } = spec.series(values);
    await lockSeries(tx, key);
    return (await store.list(tx, where)) as unknown as PeriodRow[];
  };
  const answer = async (tx: DbOrTx, row: T['$inferSelect']) =>
    spec.dto(row, await userNames(tx, [(row as { updatedBy: number | null }).updatedBy]));

  return {
    add(actor: Actor, input: I): Promise<D> {
      return deps.db.transaction(async (tx) => {
        const next = spec.columns(input, actor);
        const now = deps.now();
        await fitIntoSeries(tx, store, await rowsOf(tx, next), input, { actor, now, today: today() });
        return answer(tx, await store.insert(tx, actor, next as Partial<T['$inferSelect']>, now));
      });
    },
    update(actor: Actor, id: number, input: I): Promise<D> {
      return deps.db.transaction(async (tx) => {
        const next = spec.columns(input, actor);
        const series = await rowsOf(tx, next);
        const stored = await store.get(tx, id, true);
        spec.assertOwn?.(stored, actor);
        const valuesChanged = spec.valueKeys.some(
          (k) => (stored as Record<string, unknown>)[k] !== (next as Record<string, unknown>)[k],
        );
        const now = deps.now();
        await fitIntoSeries(tx, store, series, input, {
          actor,
          now,
          today: today(),
          stored: stored as unknown as PeriodRow,
          valuesChanged,
        });
        return answer(tx, await store.update(tx, actor, stored, next as Partial<T['$inferSelect']>, now));
      });
    },
    async remove(actor: Actor, id: number): Promise<void> {
      await deps.db.transaction(async (tx) => {
        const stored = await store.get(tx, id, true);
        spec.assertOwn?.(stored, actor);
        const series = await rowsOf(tx, stored as T['$inferInsert']);
        await removeFromSeries(tx, store, series, stored as unknown as PeriodRow, {
          actor,
          now: deps.now(),
          today: today(),
        });
      });
    },
  };
}
