/**
 * Which registration is in force on a date (DOMAIN §7): a registration is valid from `validFrom` to `expiredOn`,
 * both inclusive. An entity's registrations — the first and its renewals, which keep its number — follow one another
 * without gap or overlap, so on any date at most one of them is in force; an early renewal takes over the day after
 * the one it renews ends, and that one stays usable until then.
 */
import { addDays } from '../calendar/dates.ts';

export interface ValidityPeriod {
  /** The first day in force; null: since approval (older rows) — treated as always before. */
  validFrom: string | null;
  /** The last day in force; null: open-ended. */
  expiredOn: string | null;
}

/** Is the period in force on the date? */
export function isValidOn(period: ValidityPeriod, date: string): boolean {
  return (
    (period.validFrom === null || period.validFrom <= date) && (period.expiredOn === null || date <= period.expiredOn)
  );
}

/** The registration in force on a date, or null. */
export function registrationOn<T extends ValidityPeriod>(periods: readonly T[], date: string): T | null {
  return periods.find((p) => isValidOn(p, date)) ?? null;
}

/**
 * Is every day from `from` to `to` covered by one of the periods (one registration, or a registration and its
 * renewal one after the other)?
 */
export function coversPeriod(periods: readonly ValidityPeriod[], from: string, to: string): boolean {
  let cursor = from;
  while (cursor <= to) {
    const current = registrationOn(periods, cursor);
    if (!current) return false;
    if (current.expiredOn === null) return true;
    cursor = addDays(current.expiredOn, 1);
  }
  return true;
}

/**
 * The registrations a form may name, one per entity (`userId`), in the order given: with a period, the one in force
 * on its first day when the entity's registrations cover the whole period; without, the one in force today, else the
 * next to come into force (an entity renewed early is offered once, never twice). `periodOf` reads a row's validity.
 */
export function offeredRegistrations<T extends { userId: number }>(
  registrations: readonly T[],
  periodOf: (row: T) => ValidityPeriod,
  today: string,
  period?: { from: string; to: string },
): T[] {
  const byEntity = new Map<number, { row: T; validity: ValidityPeriod }[]>();
  for (const row of registrations) {
    byEntity.set(row.userId, [...(byEntity.get(row.userId) ?? []), { row, validity: periodOf(row) }]);
  }
  const offered: T[] = [];
  for (const lineage of byEntity.values()) {
    const periods = lineage.map((l) => l.validity);
    const onDate = (date: string) => lineage.find((l) => isValidOn(l.validity, date))?.row ?? null;
    const next = () =>
      lineage
        .filter((l) => l.validity.validFrom !== null && l.validity.validFrom > today)
        .sort((a, b) => ((a.validity.validFrom as string) < (b.validity.validFrom as string) ? -1 : 1))[0]?.row ?? null;
    const pick = period
      ? coversPeriod(periods, period.from, period.to)
        ? onDate(period.from)
        : null
      : (onDate(today) ?? next());
    if (pick) offered.push(pick);
  }
  return offered;
}
