/**
 * A workflow's server half: how the runner reads, locks, checks, changes and announces a record of one shared
 * transition table. Each module writes one definition (`<module>-workflow.ts`) and every step — a processor's
 * button, a consent, a processing outcome, the validity job, a deemed answer — goes through `runTransition` or
 * `runSystemSteps`.
 */
import type { EffectName, FeeGate, PreconditionName, StepReason, TransitionAction, Workflow } from '@stoa/shared';
import type { ServiceDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { NotificationMessage } from '../notifications/notifications.ts';
import type { Actor, SystemActor } from '../timeline/timeline.ts';
import type { Recipient } from '../users/users.ts';

export type StepActor = Actor | SystemActor;

/** One step being taken: where from, where to, by whom, with what words, when. */
export interface Step<S extends string> {
  action: TransitionAction;
  from: S;
  to: S;
  actor: StepActor;
  comments: string | null;
  /** A Reject / Return's reasons, a resubmission's answers to them (labels as they are now); absent: none. */
  reasons?: StepReason[] | null;
  at: Date;
}

/** What a processor says with its step: the free text, and on Reject / Return the codes of its reasons. */
export interface StepWords {
  comments: string | null;
  reasonCodes?: readonly string[];
}

/** What the caller passes besides the action: the comment, and anything its definition's lock or route needs. */
export interface StepInput<C> {
  comments?: string | null;
  /** The codes of the record type's reasons a Reject / Return gives (checked against its active list). */
  reasonCodes?: readonly string[];
  /** The record's scope in the route (an entity type, an application type): a mismatch is a 404. */
  scope?: string;
  /** Facts of this step the table's `when` reads (e.g. the other party's consent). */
  route?: Partial<C>;
  /** The system's outcome when one action leads to several statuses (processing). */
  to?: string;
}

/** Extra columns an effect sets with the status (a number, validity dates, a cleared allocation). */
export type Patch = Record<string, unknown>;

export interface Announcement {
  recipients: readonly Recipient[];
  message: NotificationMessage;
}

export interface WorkflowDefinition<S extends string, C, R> {
  workflow: Workflow<S, C>;
  recordType: string;
  deps: ServiceDeps;
  /** Reads the record FOR UPDATE and checks the actor may see it (404 / 403 as the module decides). */
  lock(tx: DbOrTx, id: number, actor: StepActor, input: StepInput<C>): Promise<R>;
  reload(tx: DbOrTx, id: number): Promise<R>;
  idOf(record: R): number;
  statusOf(record: R): S;
  routeOf(record: R): C;
  /** Facts of the route that depend on who acts (a party's consent completes the pair or not). */
  stepRoute?(tx: DbOrTx, record: R, actor: StepActor): Promise<Partial<C>>;
  /** Each named precondition: null when met, else the message the step is refused with. */
  preconditions?: Partial<
    Record<PreconditionName, (tx: DbOrTx, record: R, actor: StepActor) => Promise<string | null>>
  >;
  /** Each named effect: runs before the record is saved and returns the columns it sets. */
  effects?: Partial<Record<EffectName, (tx: DbOrTx, record: R, step: Step<S>, patch: Patch) => Promise<Patch>>>;
  /** Saves the new status (and the effects' columns); bumps the version. */
  save(tx: DbOrTx, record: R, patch: Patch & { status: S }, at: Date): Promise<void>;
  /** A clock stamped on the record (a standing clearance's answer date) instead of one per step. */
  dueOnOf?(record: R): string | null;
  /** The clock's words ('Answer due by …'). */
  clockWords?: { lead: string; what: string };
  /**
   * The fee gate of each record (of `ids`) whose fee gates a clocked step (`ClockRule.waitsForFee`): its clock waits
   * while the payer owes the fee (DOMAIN §5). A record without a fee due is absent (not gated).
   */
  feeGates?(db: DbOrTx, ids: readonly number[]): Promise<ReadonlyMap<number, FeeGate>>;
  /**
   * What follows from steps once recorded — a user's, a submission's or the system's (many at once) —, in the same
   * transaction: the application's dues follow its status.
   */
  afterSteps?(tx: DbOrTx, recordIds: readonly number[], at: Date): Promise<void>;
  /** Who hears of the step, and what (the runner never tells the actor). */
  announce(tx: DbOrTx, record: R, step: Step<S>): Promise<Announcement[]>;
}
