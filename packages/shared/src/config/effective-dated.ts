/**
 * Effective-dated settings (DOMAIN: "versioned by effective date where it is a rate"). A period runs from
 * `effectiveFrom` to `effectiveTo`, both inclusive; a null `effectiveTo` is open-ended. Every later capability
 * reads rates through `valueOn`, and every change goes through `planPeriod` + `checkPeriodEdit`, so the rule that
 * periods of one series never overlap holds on the server and is explained the same way in the browser.
 */
import { addDays, formatDisplayDate } from '../calendar/dates.ts';

export interface Period {
  effectiveFrom: string;
  effectiveTo: string | null;
}
export interface StoredPeriod extends Period {
  id: number;
}

/** Do two inclusive periods share a day? */
export function periodsOverlap(a: Period, b: Period): boolean {
  const aEndsBeforeB = a.effectiveTo !== null && a.effectiveTo < b.effectiveFrom;
  const bEndsBeforeA = b.effectiveTo !== null && b.effectiveTo < a.effectiveFrom;
  return !aEndsBeforeB && !bEndsBeforeA;
}

/** The row in force on `date`, if any (rows of one series never overlap, so there is at most one). */
export function valueOn<T extends Period>(rows: readonly T[], date: string): T | undefined {
  return rows.find((row) => row.effectiveFrom <= date && (row.effectiveTo === null || date <= row.effectiveTo));
}

/** Where a row stands on a day: in force (the same test as valueOn), not started yet, or over. */
export type PeriodStatus = 'In force' | 'Scheduled' | 'Ended';

export function periodStatus(period: Period, today: string): PeriodStatus {
  if (valueOn([period], today)) return 'In force';
  return period.effectiveFrom > today ? 'Scheduled' : 'Ended';
}

export function formatPeriod(period: Period): string {
  return period.effectiveTo === null
    ? `from ${formatDisplayDate(period.effectiveFrom)}`
    : `${formatDisplayDate(period.effectiveFrom)} to ${formatDisplayDate(period.effectiveTo)}`;
}

export type PeriodPlan =
  | {
      ok: true;
      /** Open-ended rows that the new period ends: each closes the day before it starts. */ close: {
        id: number;
        effectiveTo: string;
      }[];
    }
  | { ok: false; message: string };

/**
 * May `candidate` join the series `existing` (minus the row `selfId` being edited)? A new period that starts after
 * an open-ended one ends it the day before (the current rate stays in force until the new one starts); any other
 * overlap is refused.
 */
export function planPeriod(existing: readonly StoredPeriod[], candidate: Period, selfId?: number): PeriodPlan {
  if (candidate.effectiveTo !== null && candidate.effectiveTo < candidate.effectiveFrom) {
    return { ok: false, message: PERIOD_MESSAGES.toBeforeFrom };
  }
  const close: { id: number; effectiveTo: string }[] = [];
  for (const row of existing) {
    if (row.id === selfId || !periodsOverlap(row, candidate)) continue;
    if (row.effectiveTo === null && row.effectiveFrom < candidate.effectiveFrom) {
      close.push({ id: row.id, effectiveTo: addDays(candidate.effectiveFrom, -1) });
      continue;
    }
    return { ok: false, message: PERIOD_MESSAGES.overlap(row) };
  }
  // Closing an open-ended row must not leave the candidate overlapping another closed row: checked above.
  return { ok: true, close };
}

/**
 * What may change in a stored row on `today`: a row that has taken effect keeps its start and values (charges were
 * computed with them) and can only be ended, not before yesterday; a row starting in the future may change freely.
 * Returns the refusal message, or null.
 */
export function checkPeriodEdit(stored: Period, next: Period, valuesChanged: boolean, today: string): string | null {
  if (stored.effectiveFrom > today) return next.effectiveFrom < today ? PERIOD_MESSAGES.startInPast : null;
  if (valuesChanged || next.effectiveFrom !== stored.effectiveFrom) return PERIOD_MESSAGES.inForceLocked;
  if (next.effectiveTo !== null && next.effectiveTo < addDays(today, -1)) return PERIOD_MESSAGES.endInPast;
  return null;
}

/** May a stored row be deleted on `today`? Only one that has not taken effect yet. */
export function checkPeriodDelete(stored: Period, today: string): string | null {
  return stored.effectiveFrom > today ? null : PERIOD_MESSAGES.deleteInForce;
}

/** A new row may not start in the past (charges already computed would silently change). */
export function checkPeriodStart(candidate: Period, today: string): string | null {
  return candidate.effectiveFrom < today ? PERIOD_MESSAGES.startInPast : null;
}

export const PERIOD_MESSAGES = {
  toBeforeFrom: 'Effective To must be on or after Effective From',
  overlap: (row: Period) => `The period overlaps an existing entry effective ${formatPeriod(row)}.`,
  startInPast: 'Effective From cannot be in the past',
  inForceLocked: 'This entry has taken effect: only its Effective To can be changed. Add a new entry for a new value.',
  endInPast: 'Effective To cannot be earlier than yesterday',
  deleteInForce: 'This entry has taken effect and cannot be deleted. Set its Effective To instead.',
} as const;
