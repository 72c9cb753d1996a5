/**
 * The button labels of an application's actions for the viewer (spec §4 form actions): the SLDC business user's
 * Forward reads Accept, approver I's reads Verify and Forward; an applicant's Approve and Reject answer a partial
 * allocation (Accept Allocation, Withdraw).
 */
import { APPLICANT_ANSWER_LABELS, APPLICATION_WORKFLOW, type Role, type WorkflowAction } from '@stoa/shared';
import type { ProcessAction } from '../../../../components/workflow/workflow-action-bar.tsx';

/** Spec §4: the approvers' Forward (the shared labels give the business user's Accept). */
export const VERIFY_AND_FORWARD = 'Verify and Forward';

export function actionLabels(role: Role | null): Record<WorkflowAction, string> {
  const labels = { ...APPLICATION_WORKFLOW.labels };
  if (role !== null && (APPLICATION_WORKFLOW.ownerRoles as readonly Role[]).includes(role)) {
    // An owner's only processor actions are its answer to a partial allocation.
    return { ...labels, ...APPLICANT_ANSWER_LABELS };
  }
  return role === 'SLDCApproverI' || role === 'SLDCApproverII' ? { ...labels, Forward: VERIFY_AND_FORWARD } : labels;
}

export function actionQuestions(role: Role | null): Record<ProcessAction, string> {
  const isOwner = role !== null && (APPLICATION_WORKFLOW.ownerRoles as readonly Role[]).includes(role);
  if (isOwner) {
    return {
      Forward: '',
      Return: '',
      Approve: 'Accept the quantum allocated as per margin availability?',
      Reject: 'Withdraw the application? The allocated quantum is given back. Say why.',
    };
  }
  return {
    Forward: 'Accept the application and move it on to the next step?',
    Approve: 'Approve the application? Its schedule takes effect as allocated.',
    Reject: 'Reject the application? Say why: the applicant reads your comments.',
    Return: 'Send the application back to the applicant? Say what needs to be clarified.',
  };
}
