/**
 * Where an effective-dated row stands on a day (config/effective-dated.ts): in force, not started yet, or over.
 * "In force" is the shared `valueOn`, so a status chip never disagrees with the rate a charge is computed with.
 */
import { valueOn, type Period } from '@stoa/shared';

export type PeriodStatus = 'In force' | 'Scheduled' | 'Ended';

export function periodStatus(period: Period, today: string): PeriodStatus {
  if (valueOn([period], today)) return 'In force';
  return period.effectiveFrom > today ? 'Scheduled' : 'Ended';
}
