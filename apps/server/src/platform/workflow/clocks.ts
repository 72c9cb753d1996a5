/**
 * Statutory clocks over many records (lists, dashboards): when each entered its waiting status (one query on the
 * timeline), its due date and where it stands today; which waiting statuses a role answers.
 */
import {
  businessDate,
  clockOn,
  dueOnAfter,
  isWorkflowAction,
  type RecordClock,
  type Role,
  type Workflow,
} from '@stoa/shared';
import type { DbOrTx } from '../../db/client.ts';
import { enteredStatuses } from '../timeline/timeline.ts';
import type { WorkflowDefinition } from './definition.ts';
import type { WorkflowCalendar } from './present.ts';

export interface Waiting {
  id: number;
  status: string;
  /** A due date stamped on the record (a standing clearance's), instead of one per step. */
  dueOn?: string | null;
}

/** The statuses with a clock in which a role takes a step (what it may be overdue on). */
export function waitingStatusesFor<S extends string, C>(wf: Workflow<S, C>, role: Role): S[] {
  const statuses = wf.transitions
    .filter((t) => t.role === role && t.action !== 'Submit' && isWorkflowAction(t.action) && wf.clocks?.[t.from])
    .map((t) => t.from);
  return [...new Set(statuses)];
}

export async function clocksOf<S extends string, C>(
  db: DbOrTx,
  wf: Workflow<S, C>,
  recordType: string,
  rows: readonly Waiting[],
  calendar: WorkflowCalendar,
): Promise<Map<number, RecordClock>> {
  const clocked = rows.filter((r) => wf.clocks?.[r.status as S]);
  const entered = await enteredStatuses(
    db,
    recordType,
    clocked.filter((r) => !r.dueOn).map((r) => r.id),
  );
  const clocks = new Map<number, RecordClock>();
  for (const r of clocked) {
    const rule = wf.clocks![r.status as S]!;
    const at = entered.get(`${r.id}|${r.status}`);
    const dueOn =
      r.dueOn ?? (at ? dueOnAfter(businessDate(at), rule.workingDays(calendar.rules), calendar.holidays) : null);
    if (dueOn) clocks.set(r.id, clockOn(dueOn, calendar.today, calendar.holidays));
  }
  return clocks;
}

/** How many of the rows are overdue today. */
export async function overdueCount<S extends string, C>(
  db: DbOrTx,
  wf: Workflow<S, C>,
  recordType: string,
  rows: readonly Waiting[],
  calendar: WorkflowCalendar,
): Promise<number> {
  const clocks = await clocksOf(db, wf, recordType, rows, calendar);
  return [...clocks.values()].filter((c) => c.isOverdue).length;
}

/**
 * What a role is overdue on in one workflow (a dashboard tile): null when the role answers no clocked status;
 * `rowsIn` reads the records the role sees in those statuses.
 */
export async function overdueFor<S extends string, C, R>(
  def: Pick<WorkflowDefinition<S, C, R>, 'workflow' | 'recordType' | 'deps'>,
  role: Role,
  rowsIn: (statuses: S[]) => Promise<Waiting[]>,
  calendar: (db: DbOrTx, now: Date) => Promise<WorkflowCalendar>,
): Promise<number | null> {
  const statuses = waitingStatusesFor(def.workflow, role);
  if (statuses.length === 0) return null;
  const { db, now } = def.deps;
  const rows = await rowsIn(statuses);
  return overdueCount(db, def.workflow, def.recordType, rows, await calendar(db, now()));
}
