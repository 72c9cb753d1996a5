/** The workflow calendar (today in Asia/Kolkata, the holidays, the rules): what statutory clocks are read against. */
import { businessDate } from '@stoa/shared';
import type { DbOrTx } from '../../db/client.ts';
import type { WorkflowCalendar } from '../../platform/workflow/present.ts';
import { holidayDates } from './holiday.service.ts';
import { currentRules } from './rules.service.ts';

export async function workflowCalendar(db: DbOrTx, now: Date): Promise<WorkflowCalendar> {
  const [holidays, rules] = await Promise.all([holidayDates(db), currentRules(db)]);
  return { today: businessDate(now), holidays, rules };
}
