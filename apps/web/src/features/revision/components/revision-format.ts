/** How the revision pages write a block point and a date range (house formats: MMM DD, YYYY and HH:MM labels). */
import { formatCalendarDate } from '../../../lib/format.ts';

/** 'Mar 12, 2026 10:45': the first block a revision changes. */
export const pointText = (point: { date: string; label: string }) => `${formatCalendarDate(point.date)} ${point.label}`;
