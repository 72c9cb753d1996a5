/**
 * When a closed application window next opens (issue 15 item 8): the form and the 'New Application' menu say it
 * beside the reason. Found by asking `applicationWindow` itself, minute by minute over two days (the cut-off and
 * opening times of the day types), then at each midnight (the month types move on the 1st): one rule, never a copy.
 */
import { addDays, formatDisplayDateTime } from '../calendar/dates.ts';
import { applicationWindow, type ApplicationWindowRules, type BusinessNow } from './application-windows.ts';
import type { ApplicationType } from './application-types.ts';

const DAY_MINUTES = 24 * 60;
/** How far ahead a closed window is looked at before giving up (a year and a month: every rule opens sooner). */
const HORIZON_DAYS = 400;
/** India Standard Time is UTC+05:30 all year. */
const IST_OFFSET_MINUTES = 330;

const isOpenAt = (type: ApplicationType, at: BusinessNow, rules: ApplicationWindowRules) =>
  applicationWindow(type, at, rules).isOpen;

/** The first business minute after `now` at which `type` may be applied for; null when it is open now. */
export function nextWindowOpening(
  type: ApplicationType,
  now: BusinessNow,
  rules: ApplicationWindowRules,
): BusinessNow | null {
  if (isOpenAt(type, now, rules)) return null;
  for (let minute = now.minutes + 1; minute < 2 * DAY_MINUTES; minute += 1) {
    const at = { date: addDays(now.date, Math.floor(minute / DAY_MINUTES)), minutes: minute % DAY_MINUTES };
    if (isOpenAt(type, at, rules)) return at;
  }
  for (let day = 2; day <= HORIZON_DAYS; day += 1) {
    const at = { date: addDays(now.date, day), minutes: 0 };
    if (isOpenAt(type, at, rules)) return at;
  }
  return null;
}

/** A business-clock moment as the house date-time, 'MMM DD, YYYY h:mm A' (IST). */
export function formatBusinessMoment(at: BusinessNow): string {
  const instant = Date.parse(`${at.date}T00:00:00Z`) + (at.minutes - IST_OFFSET_MINUTES) * 60_000;
  return formatDisplayDateTime(new Date(instant));
}

/** 'Opens Nov 26, 2026 3:00 PM.', or that it does not open within the horizon. */
export function windowOpeningText(opening: BusinessNow | null): string {
  return opening ? `Opens ${formatBusinessMoment(opening)}.` : 'It does not open in the coming year.';
}
