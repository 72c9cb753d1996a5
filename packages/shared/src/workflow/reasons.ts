/**
 * The rules of structured reasons (issue 36 item 8), pure: which steps take reasons, what a Reject / Seek
 * Clarification must carry (a reason of the record type's active list, or free text), which reasons a returned record
 * still has to answer, and that a resubmission answers each of them. The server enforces these in its workflow kit;
 * the web's dialog, checklist and resubmit fields read the same functions.
 */
import type { ErrorCodeName } from '../api/error-code-names.ts';
import { isWorkflowAction, type Transition, type Workflow } from './engine.ts';
import type { TimelineEntry } from './record-view.ts';
import { REASON_MESSAGES, type ReasonAnswer, type ReasonOption, type StepReason } from './reasons.schemas.ts';

/** The actions a processor says why of: a refusal and a question back to the applicant. */
export const REASON_ACTIONS: ReadonlySet<string> = new Set(['Reject', 'Return']);

/**
 * Whether a row of the table takes reasons: a processor's Reject or Return. The owner's own Reject (an applicant's
 * Withdraw) and the system's steps take none.
 */
export function takesReasons<S extends string, C>(
  wf: Pick<Workflow<S, C>, 'ownerRoles'>,
  row: Pick<Transition<S, C>, 'action' | 'role'>,
): boolean {
  if (!isWorkflowAction(row.action) || !REASON_ACTIONS.has(row.action)) return false;
  return !(wf.ownerRoles as readonly string[]).includes(row.role);
}

/** A rule's refusal: the field, the message and the stable code (the server answers it as a 400). */
export interface ReasonIssue {
  path: (string | number)[];
  message: string;
  errorCode: ErrorCodeName;
}

export type ReasonCheck<T> = { ok: true; value: T } | { ok: false; issues: ReasonIssue[] };

/**
 * A processor's reasons against the record type's active list: each code must be on it (REASON_UNKNOWN), and a step
 * needs at least one reason or the free text (REQUIRED). The reasons are kept with their labels as they are now.
 */
export function checkStepReasons(
  active: readonly ReasonOption[],
  codes: readonly string[],
  comments: string | null,
): ReasonCheck<StepReason[]> {
  const byCode = new Map(active.map((r) => [r.code, r]));
  const issues: ReasonIssue[] = codes
    .map((code, i) => ({ code, i }))
    .filter(({ code }) => !byCode.has(code))
    .map(({ code, i }) => ({
      path: ['reasonCodes', i],
      message: REASON_MESSAGES.unknown(code),
      errorCode: 'REASON_UNKNOWN' as const,
    }));
  if (issues.length > 0) return { ok: false, issues };
  if (codes.length === 0 && !comments?.trim()) {
    return {
      ok: false,
      issues: [{ path: ['comments'], message: REASON_MESSAGES.reasonOrComments, errorCode: 'REQUIRED' }],
    };
  }
  return { ok: true, value: codes.map((code) => ({ ...byCode.get(code)! })) };
}

/**
 * The reasons a record still has to answer: those of the step that put it in its current status, while that status
 * is one its owner edits (returned). A draft, or a record returned with free text only, has none.
 */
export function openReasonsOf<S extends string, C>(
  wf: Pick<Workflow<S, C>, 'editable'>,
  status: string,
  timeline: readonly Pick<TimelineEntry, 'toStatus' | 'action' | 'reasons'>[],
): StepReason[] {
  if (!(wf.editable as readonly string[]).includes(status)) return [];
  const entered = timeline.findLast((e) => e.toStatus === status);
  if (!entered || !REASON_ACTIONS.has(entered.action)) return [];
  return (entered.reasons ?? []).map(({ code, label }) => ({ code, label }));
}

/**
 * The applicant's answers against the open reasons: each one answered (REASON_ANSWER_MISSING on
 * `reasonAnswers.<code>`), none for a reason not asked. The reasons come back with their answers, for the resubmit step.
 */
export function checkReasonAnswers(
  open: readonly StepReason[],
  answers: readonly ReasonAnswer[],
): ReasonCheck<StepReason[]> {
  const given = new Map(answers.map((a) => [a.code, a.answer?.trim() ?? '']));
  const asked = new Set(open.map((r) => r.code));
  const issues: ReasonIssue[] = [
    ...answers
      .filter((a) => !asked.has(a.code))
      .map((a) => ({
        path: ['reasonAnswers', a.code],
        message: REASON_MESSAGES.answerNotAsked(a.code),
        errorCode: 'REASON_UNKNOWN' as const,
      })),
    ...open
      .filter((r) => !given.get(r.code))
      .map((r) => ({
        path: ['reasonAnswers', r.code],
        message: REASON_MESSAGES.answerMissing(r.label),
        errorCode: 'REASON_ANSWER_MISSING' as const,
      })),
  ];
  if (issues.length > 0) return { ok: false, issues };
  return { ok: true, value: open.map((r) => ({ code: r.code, label: r.label, answer: given.get(r.code)! })) };
}

/** A step's reasons in words: labels, each with its answer when it has one ('Incomplete documents: uploaded'). */
export function reasonsText(reasons: readonly StepReason[] | null | undefined, separator = '; '): string {
  return (reasons ?? []).map((r) => (r.answer ? `${r.label}: ${r.answer}` : r.label)).join(separator);
}
