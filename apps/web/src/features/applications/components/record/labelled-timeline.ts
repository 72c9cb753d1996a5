/**
 * The timeline of an application in its own words: statuses by the application labels, an approver's Forward as
 * Verify and Forward, an applicant's answer to a partial allocation as Accept Allocation or Withdraw.
 */
import {
  APPLICANT_ANSWER_LABELS,
  APPLICATION_STATUSES,
  APPLICATION_STATUS_LABELS,
  APPLICATION_WORKFLOW,
  type ApplicationStatus,
  type Role,
  type TimelineEntry,
} from '@stoa/shared';
import { VERIFY_AND_FORWARD } from './action-labels.ts';

const isStatus = (value: string): value is ApplicationStatus =>
  (APPLICATION_STATUSES as readonly string[]).includes(value);
const statusLabel = (status: string) => (isStatus(status) ? APPLICATION_STATUS_LABELS[status] : status);
const isOwnerRole = (role: string) => (APPLICATION_WORKFLOW.ownerRoles as readonly string[]).includes(role);
const APPROVERS: readonly Role[] = ['SLDCApproverI', 'SLDCApproverII'];

function actionLabel(entry: TimelineEntry): string {
  if (entry.action === 'Forward' && (APPROVERS as readonly string[]).includes(entry.actorRole))
    return VERIFY_AND_FORWARD;
  if (isOwnerRole(entry.actorRole) && (entry.action === 'Approve' || entry.action === 'Reject')) {
    return APPLICANT_ANSWER_LABELS[entry.action];
  }
  return entry.action;
}

export function labelledTimeline(entries: readonly TimelineEntry[]): TimelineEntry[] {
  return entries.map((entry) => ({
    ...entry,
    action: actionLabel(entry),
    fromStatus: entry.fromStatus === null ? null : statusLabel(entry.fromStatus),
    toStatus: statusLabel(entry.toStatus),
  }));
}
