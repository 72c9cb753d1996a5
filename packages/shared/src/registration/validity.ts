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
