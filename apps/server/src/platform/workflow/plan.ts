/** Checks a role's action against a shared table: the next status, or 422 (not allowed) / 400 (comment missing). */
import {
  WORKFLOW_MESSAGES,
  commentRequiredOf,
  findTransition,
  type Role,
  type Workflow,
  type WorkflowAction,
} from '@stoa/shared';
import { AppError } from '../errors.ts';

export function planTransition<S extends string, C>(
  wf: Workflow<S, C>,
  status: S,
  role: Role,
  action: WorkflowAction,
  ctx: C,
  comments: string | null,
): S {
  const transition = findTransition(wf, status, role, action, ctx);
  if (!transition) throw new AppError('business-rule', WORKFLOW_MESSAGES.notAllowed);
  if (commentRequiredOf(transition) && !comments?.trim()) {
    throw new AppError('validation', WORKFLOW_MESSAGES.commentRequired, 'comments');
  }
  return transition.to;
}
