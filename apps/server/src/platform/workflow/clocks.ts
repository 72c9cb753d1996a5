/**
 * Statutory clocks over many records (lists, dashboards): when each entered its waiting status (one query on the
 * timeline), its due date and where it stands today; which waiting statuses a role answers.
 */
import {
  SYSTEM_ROLE,
  actedStatusesOf,
  businessDate,
  recordClockOf,
  type FeeGate,
  type RecordClock,
  type Role,
  type Workflow,
} from '@stoa/shared';
import type { DbOrTx } from '../../db/client.ts';
import type { Principal } from '../access-guard.ts';
import { AppError } from '../errors.ts';
import { SYSTEM_ACTOR, enteredStatuses } from '../timeline/timeline.ts';
import type { WorkflowDefinition } from './definition.ts';
import type { WorkflowCalendar } from './present.ts';
import { runTransition } from './run-transition.ts';

export interface Waiting {
  id: number;
  status: string;
  /** A due date stamped on the record (a standing clearance's), instead of one per step. */
  dueOn?: string | null;
  /** The business date it entered its status, when the caller read it already (else the timeline is asked). */
  enteredOn?: string | null;
}

/** The statuses with a clock in which a role takes a step (what it may be overdue on). */
export function waitingStatusesFor<S extends string, C>(wf: Workflow<S, C>, role: Role): S[] {
  return actedStatusesOf(wf, role).filter((s) => wf.clocks?.[s]);
}

/** What reckons clocks: the table's clocks, the timeline's record type, and the fee gates of fee-gated steps. */
export type ClockSource<S extends string, C> = Pick<WorkflowDefinition<S, C, unknown>, 'recordType' | 'feeGates'> & {
  workflow: Workflow<S, C>;
};

/**
 * Each waiting row's clock (shared `recordClockOf`: the record page reckons the same): one timeline query for the
 * rows whose entry is not known yet, one fee query for those on a fee-gated step.
 */
export async function clocksOf<S extends string, C>(
  db: DbOrTx,
  source: ClockSource<S, C>,
  rows: readonly Waiting[],
  calendar: WorkflowCalendar,
): Promise<Map<number, RecordClock>> {
  const wf = source.workflow;
  const ruleOf = (r: Waiting) => wf.clocks?.[r.status as S];
  const clocked = rows.filter((r) => ruleOf(r));
  const entered = await enteredStatuses(
    db,
    source.recordType,
    clocked.filter((r) => !r.dueOn && r.enteredOn === undefined).map((r) => r.id),
  );
  const gated = clocked.filter((r) => !r.dueOn && ruleOf(r)!.waitsForFee).map((r) => r.id);
  const gates = gated.length > 0 && source.feeGates ? await source.feeGates(db, gated) : new Map<number, FeeGate>();
  const clocks = new Map<number, RecordClock>();
  for (const r of clocked) {
    const at = entered.get(`${r.id}|${r.status}`);
    const enteredOn = r.enteredOn ?? (at ? businessDate(at) : null);
    const clock = recordClockOf(ruleOf(r)!, { enteredOn, stampedDueOn: r.dueOn, fee: gates.get(r.id) }, calendar);
    if (clock) clocks.set(r.id, clock);
  }
  return clocks;
}

/** A workflow's definition as the clock readers need it. */
type ClockedDefinition<S extends string, C, R> = Pick<
  WorkflowDefinition<S, C, R>,
  'workflow' | 'recordType' | 'deps' | 'feeGates'
>;

/** The rows a role sees in some statuses, each with its clock (one read of the rows, one of the timeline). */
async function waitingWithClocks<S extends string, C, R, W extends Waiting>(
  def: ClockedDefinition<S, C, R>,
  statuses: S[],
  rowsIn: (statuses: S[]) => Promise<W[]>,
  calendar: (db: DbOrTx, now: Date) => Promise<WorkflowCalendar>,
): Promise<{ rows: W[]; clocks: Map<number, RecordClock> }> {
  const { db, now } = def.deps;
  const rows = await rowsIn(statuses);
  return { rows, clocks: await clocksOf(db, def, rows, await calendar(db, now())) };
}

/**
 * The records a role is overdue on in one workflow (a dashboard tile, a list's `overdue` filter): null when the role
 * answers no clocked status; `rowsIn` reads the records the role sees in those statuses (one read of the rows, one
 * of the timeline).
 */
export async function overdueRowsFor<S extends string, C, R, W extends Waiting>(
  def: ClockedDefinition<S, C, R>,
  role: Role,
  rowsIn: (statuses: S[]) => Promise<W[]>,
  calendar: (db: DbOrTx, now: Date) => Promise<WorkflowCalendar>,
): Promise<W[] | null> {
  const statuses = waitingStatusesFor(def.workflow, role);
  if (statuses.length === 0) return null;
  const { rows, clocks } = await waitingWithClocks(def, statuses, rowsIn, calendar);
  return rows.filter((r) => clocks.get(r.id)?.isOverdue);
}

/** How many records a role is overdue on in one workflow (a dashboard tile): null when it answers no clock. */
export async function overdueFor<S extends string, C, R>(
  def: ClockedDefinition<S, C, R>,
  role: Role,
  rowsIn: (statuses: S[]) => Promise<Waiting[]>,
  calendar: (db: DbOrTx, now: Date) => Promise<WorkflowCalendar>,
): Promise<number | null> {
  return (await overdueRowsFor(def, role, rowsIn, calendar))?.length ?? null;
}

/** One status of a role's queue: how many records wait in it, and how many of them are past their clock. */
export interface QueueStep<S extends string = string> {
  status: S;
  value: number;
  overdue: number;
}

/**
 * A role's queue in one workflow (issue 15, the dashboard's tiles): per status it acts on, in the workflow's order,
 * the records it sees there and how many are overdue. Empty when the role acts on none.
 */
export async function queueOf<S extends string, C, R>(
  def: ClockedDefinition<S, C, R>,
  role: Role,
  rowsIn: (statuses: S[]) => Promise<Waiting[]>,
  calendar: (db: DbOrTx, now: Date) => Promise<WorkflowCalendar>,
): Promise<QueueStep<S>[]> {
  const statuses = actedStatusesOf(def.workflow, role);
  if (statuses.length === 0) return [];
  const { rows, clocks } = await waitingWithClocks(def, statuses, rowsIn, calendar);
  return statuses.map((status) => {
    const mine = rows.filter((r) => r.status === status);
    return { status, value: mine.length, overdue: mine.filter((r) => clocks.get(r.id)?.isOverdue).length };
  });
}

/**
 * A workflow's dashboard figures for the signed-in user: `overdue` (the overdue tile, issue #13), `overdueIds` (its
 * list's `overdue` filter) and `queue` (the queue tiles, issue 15), all over the records `rowsOf` reads for that user
 * in the statuses asked.
 */
export function dashboardFigures<S extends string, C, R, U extends { role: string }>(
  def: ClockedDefinition<S, C, R>,
  userOf: (principal: Principal) => Promise<U>,
  rowsOf: (user: U, statuses: S[]) => Promise<Waiting[]>,
  calendar: (db: DbOrTx, now: Date) => Promise<WorkflowCalendar>,
) {
  const readerOf = async (principal: Principal) => {
    const user = await userOf(principal);
    return { role: user.role as Role, rowsIn: (statuses: S[]) => rowsOf(user, statuses) };
  };
  return {
    /** How many of the records waiting on the caller's role are past their statutory clock (null: none clocked). */
    async overdue(principal: Principal): Promise<number | null> {
      const { role, rowsIn } = await readerOf(principal);
      return overdueFor(def, role, rowsIn, calendar);
    },
    /** The ids of those overdue records (a list's `overdue` filter): none when the role answers no clock. */
    async overdueIds(principal: Principal): Promise<number[]> {
      const { role, rowsIn } = await readerOf(principal);
      return ((await overdueRowsFor(def, role, rowsIn, calendar)) ?? []).map((r) => r.id);
    },
    /** The caller's queue: per status it acts on, the records waiting there and how many are overdue. */
    async queue(principal: Principal): Promise<QueueStep<S>[]> {
      const { role, rowsIn } = await readerOf(principal);
      return queueOf(def, role, rowsIn, calendar);
    },
  };
}

/**
 * The clock job's work for one workflow: each row whose clock has run out, in a status whose clock names an
 * `onExpiry` step, takes that System row through the runner (under the record's lock). A record another instance
 * moved meanwhile is skipped. Answers how many steps were taken.
 */
export async function takeExpiredClocks<S extends string, C, R>(
  def: WorkflowDefinition<S, C, R>,
  rows: readonly Waiting[],
  calendar: WorkflowCalendar,
  commentOf: (clock: RecordClock) => string,
): Promise<number> {
  const wf = def.workflow;
  const expiring = rows.filter((r) => wf.clocks?.[r.status as S]?.onExpiry);
  const clocks = await clocksOf(def.deps.db, def, expiring, calendar);
  let taken = 0;
  for (const r of expiring) {
    const clock = clocks.get(r.id);
    if (!clock?.isOverdue) continue;
    const action = wf.clocks![r.status as S]!.onExpiry!;
    const row = wf.transitions.find((t) => t.role === SYSTEM_ROLE && t.from === r.status && t.action === action);
    if (!row) throw new Error(`${wf.name}: the clock of ${r.status} names ${action}, which has no System row`);
    try {
      await runTransition(def, r.id, action, SYSTEM_ACTOR, { comments: commentOf(clock), to: row.to });
      taken += 1;
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
    }
  }
  return taken;
}

/** A page of a list with each row's clock (null when its status has none): one timeline query for the page. */
export async function clockedRows<S extends string, C, T extends { id: number }>(
  def: Pick<WorkflowDefinition<S, C, unknown>, 'workflow' | 'recordType' | 'deps' | 'feeGates'>,
  rows: readonly T[],
  statusOf: (row: T) => string,
  calendar: (db: DbOrTx, now: Date) => Promise<WorkflowCalendar>,
): Promise<(T & { clock: RecordClock | null })[]> {
  const { db, now } = def.deps;
  const waiting = rows.map((r) => ({ id: r.id, status: statusOf(r) }));
  const clocks = await clocksOf(db, def, waiting, await calendar(db, now()));
  return rows.map((r) => ({ ...r, clock: clocks.get(r.id) ?? null }));
}
