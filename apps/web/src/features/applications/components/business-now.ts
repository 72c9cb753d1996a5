/**
 * The business clock (Asia/Kolkata, DOMAIN §2) as the application windows read it: the date and the whole minutes
 * since midnight, partial minutes rounded up so that a cut-off is never shortened by the seconds (the server's rule).
 */
import { BUSINESS_TIME_ZONE, addDays, businessDate } from '@stoa/shared';
import type { BusinessNow } from '@stoa/shared/application/application-windows';

const MINUTES_PER_DAY = 24 * 60;

export function businessNow(instant: Date = new Date()): BusinessNow {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: BUSINESS_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const hasSeconds = part('second') > 0 || instant.getUTCMilliseconds() > 0;
  const minutes = part('hour') * 60 + part('minute') + (hasSeconds ? 1 : 0);
  const date = businessDate(instant);
  // 23:59:30 rounds up to midnight: the next day's first minute.
  return minutes >= MINUTES_PER_DAY ? { date: addDays(date, 1), minutes: 0 } : { date, minutes };
}
