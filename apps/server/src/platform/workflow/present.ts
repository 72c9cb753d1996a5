/**
 * What a record page shows of its workflow, for one viewer: the timeline in the table's words, the form actions,
 * the action bar (each button with why it is disabled: the named preconditions evaluated now), the statutory
 * clock of the status it waits in and the next step (shared nextStepOf: who acts, what, by when, where).
 */
import {
  actionBarOf,
  actionsFor,
  businessDate,
  formActionsFor,
  labelTimeline,
  nextStepOf,
  preconditionsOf,
  recordClockOf,
  userRowsFor,
  type BusinessRules,
  type FormAction,
  type NextStep,
  type NextStepFacts,
  type NextStepPlace,
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
import { reasonOptionsOf } from './reasons.ts';

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
  /** A party asked for its consent that has not answered yet (an application's seller or buyer). */
  isParty?: boolean;
}

/** What a record's next step may name besides its clock, and the paths of the places it is done. */
export interface NextStepInput {
  facts?: Omit<NextStepFacts, 'clock'>;
  paths?: Partial<Record<NextStepPlace, string>>;
}

export interface WorkflowView {
  timeline: TimelineEntry[];
  formActions: FormAction[];
  actions: WorkflowAction[];
  actionBar: RecordAction[];
  clock: RecordClock | null;
  nextStep: NextStep | null;
}

export async function workflowView<S extends string, C, R>(
  tx: DbOrTx,
  def: WorkflowDefinition<S, C, R>,
  record: R,
  viewer: Viewer,
  calendar: WorkflowCalendar | null,
  next: NextStepInput = {},
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
  const clock = await clockOf(tx, def, record, timeline, calendar);
  // Reject and Seek Clarification offer the record type's reasons (read only when the viewer has such a button).
  const reasons = await reasonOptionsOf(tx, wf, def.recordType, userRowsFor(wf, status, viewer.role, ctx));
  return {
    timeline,
    formActions: formActionsFor(wf, status, viewer.role, ctx, { isOwner: viewer.isOwner, canView: true }),
    actions,
    actionBar: actionBarOf(wf, status, viewer.role, ctx, results, reasons).filter((b) => actions.includes(b.action)),
    clock,
    nextStep: nextStepOf(wf, { status, ctx }, viewer, { ...next.facts, clock }, next.paths),
  };
}

/**
 * The clock of the record's waiting status (shared `recordClockOf`): N working days after it entered the status (or
 * its stamp), waiting while its payer owes the fee that gates the step.
 */
export async function clockOf<S extends string, C, R>(
  tx: DbOrTx,
  def: WorkflowDefinition<S, C, R>,
  record: R,
  timeline: readonly TimelineEntry[],
  calendar: WorkflowCalendar | null,
): Promise<RecordClock | null> {
  const status = def.statusOf(record);
  const rule = def.workflow.clocks?.[status];
  if (!rule || !calendar) return null;
  const entered = timeline.findLast((e) => e.toStatus === status);
  const id = def.idOf(record);
  const gates = rule.waitsForFee && def.feeGates ? await def.feeGates(tx, [id]) : null;
  const facts = {
    enteredOn: entered ? businessDate(new Date(entered.at)) : null,
    stampedDueOn: def.dueOnOf?.(record) ?? null,
    fee: gates?.get(id),
  };
  return recordClockOf(rule, facts, calendar, def.clockWords);
}
