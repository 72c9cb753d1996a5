/**
 * What a record page shows of its workflow, for one viewer: the timeline in the table's words, the form actions,
 * the action bar (each button with why it is disabled: the named preconditions evaluated now) and the statutory
 * clock of the status it waits in.
 */
import {
  actionBarOf,
  actionsFor,
  businessDate,
  clockOn,
  dueOnAfter,
  formActionsFor,
  labelTimeline,
  preconditionsOf,
  type BusinessRules,
  type FormAction,
  type PreconditionResults,
  type RecordAction,
  type RecordClock,
  type Role,
  type TimelineEntry,
  type WorkflowAction,
} from '@stoa/shared';
import type { DbOrTx } from '../../db/client.ts';
import { timelineOf } from '../timeline/timeline.ts';
import type { WorkflowDefinition } from './definition.ts';

/** Today, the holidays and the rules: what clocks need (the configuration module reads them). */
export interface WorkflowCalendar {
  today: string;
  holidays: ReadonlySet<string>;
  rules: BusinessRules;
}

export interface Viewer {
  userId: number;
  role: Role;
  isOwner: boolean;
  /** Which of the table's actions this viewer may take here (default: Submit only for the owner). */
  allows?: (action: WorkflowAction) => boolean;
}

export interface WorkflowView {
  timeline: TimelineEntry[];
  formActions: FormAction[];
  actions: WorkflowAction[];
  actionBar: RecordAction[];
  clock: RecordClock | null;
}

export async function workflowView<S extends string, C, R>(
  tx: DbOrTx,
  def: WorkflowDefinition<S, C, R>,
  record: R,
  viewer: Viewer,
  calendar: WorkflowCalendar | null,
): Promise<WorkflowView> {
  const wf = def.workflow;
  const status = def.statusOf(record);
  const ctx = def.routeOf(record);
  const allows = viewer.allows ?? ((a: WorkflowAction) => a !== 'Submit' || viewer.isOwner);
  const timeline = labelTimeline(wf, await timelineOf(tx, def.recordType, def.idOf(record)));
  const actions = actionsFor(wf, status, viewer.role, ctx).filter(allows);
  const actor = { userId: viewer.userId, role: viewer.role };
  const results: PreconditionResults = {};
  for (const name of preconditionsOf(wf, status, viewer.role, ctx)) {
    results[name] = (await def.preconditions?.[name]?.(tx, record, actor)) ?? null;
  }
  return {
    timeline,
    formActions: formActionsFor(wf, status, viewer.role, ctx, { isOwner: viewer.isOwner, canView: true }),
    actions,
    actionBar: actionBarOf(wf, status, viewer.role, ctx, results).filter((b) => actions.includes(b.action)),
    clock: clockOf(def, record, timeline, calendar),
  };
}

/** The clock of the record's waiting status: due N working days after it entered the status (or its stamp). */
export function clockOf<S extends string, C, R>(
  def: WorkflowDefinition<S, C, R>,
  record: R,
  timeline: readonly TimelineEntry[],
  calendar: WorkflowCalendar | null,
): RecordClock | null {
  const status = def.statusOf(record);
  const rule = def.workflow.clocks?.[status];
  if (!rule || !calendar) return null;
  const entered = timeline.findLast((e) => e.toStatus === status);
  const dueOn =
    def.dueOnOf?.(record) ??
    (entered
      ? dueOnAfter(businessDate(new Date(entered.at)), rule.workingDays(calendar.rules), calendar.holidays)
      : null);
  return dueOn ? clockOn(dueOn, calendar.today, calendar.holidays, def.clockWords) : null;
}
