/**
 * Structured reasons in the workflow kit (issue 36 item 8; shared workflow/reasons.ts): a processor's Reject / Seek
 * Clarification checked against the record type's active list, and a resubmission's answers checked against the
 * reasons the record was returned for. A refusal is a 400 with the rule's stable code, thrown before anything is written.
 */
import {
  checkReasonAnswers,
  checkStepReasons,
  openReasonsOf,
  takesReasons,
  type ReasonAnswer,
  type ReasonCheck,
  type ReasonOption,
  type StepReason,
  type Transition,
  type Workflow,
} from '@stoa/shared';
import type { DbOrTx } from '../../db/client.ts';
import { issuesError } from '../errors.ts';
import { timelineOf } from '../timeline/timeline.ts';
import { activeReasons } from './reasons.repository.ts';

function valueOf<T>(check: ReasonCheck<T>): T {
  if (!check.ok) throw issuesError(check.issues);
  return check.value;
}

/**
 * The reasons a step carries: for a row that takes reasons, each code an active reason of the record type and at
 * least one reason or the comments; a row that takes none refuses codes. Null when the step has none.
 */
export async function stepReasonsOf<S extends string, C>(
  tx: DbOrTx,
  wf: Workflow<S, C>,
  recordType: string,
  row: Transition<S, C>,
  codes: readonly string[],
  comments: string | null,
): Promise<StepReason[] | null> {
  if (!takesReasons(wf, row)) {
    if (codes.length > 0) {
      throw issuesError([{ path: ['reasonCodes'], message: 'This step takes no reasons', errorCode: 'INVALID' }]);
    }
    return null;
  }
  const reasons = valueOf(checkStepReasons(await activeReasons(tx, recordType), codes, comments));
  return reasons.length > 0 ? reasons : null;
}

/**
 * A resubmission's answers: the reasons the record was returned for (its last step into the status it is in), each
 * answered. Null when it was returned without reasons (nothing to answer; answers sent anyway are refused).
 */
export async function answeredReasonsOf<S extends string, C>(
  tx: DbOrTx,
  wf: Workflow<S, C>,
  recordType: string,
  record: { id: number; status: string } | null,
  answers: readonly ReasonAnswer[],
): Promise<StepReason[] | null> {
  const open = record ? openReasonsOf(wf, record.status, await timelineOf(tx, recordType, record.id)) : [];
  const answered = valueOf(checkReasonAnswers(open, answers));
  return answered.length > 0 ? answered : null;
}

/** The options of a dialog: the record type's active reasons (read only when a button takes them). */
export async function reasonOptionsOf<S extends string, C>(
  tx: DbOrTx,
  wf: Workflow<S, C>,
  recordType: string,
  rows: readonly Transition<S, C>[],
): Promise<ReasonOption[]> {
  return rows.some((t) => takesReasons(wf, t)) ? activeReasons(tx, recordType) : [];
}
