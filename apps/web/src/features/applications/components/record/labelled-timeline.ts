/**
 * The timeline of an application in its own words: statuses by the application labels, an approver's Forward as
 * Verify and Forward, an applicant's answer to a partial allocation as Accept Allocation or Withdraw.
 */
import {
  APPLICANT_ANSWER_LABELS,
  APPLICATION_STATUSES,
  APPLICATION_STATUS_LABELS,
  APPLICATION_WORKFLOW,
  ROLE_LABELS,
  type ApplicationStatus,
  type Role,
  type TimelineEntry,
} from '@stoa/shared';
import { VERIFY_AND_FORWARD } from './action-labels.ts';

const isStatus = (value: string): value is ApplicationStatus =>
  (APPLICATION_STATUSES as readonly string[]).includes(value);
const statusLabel = (status: string) => (isStatus(status) ? APPLICATION_STATUS_LABELS[status] : status);
// Timeline entries name the actor's role by its label (timelineOf); accept the key too.
const isRole = (entryRole: string, roles: readonly Role[]) =>
  roles.some((r) => entryRole === r || entryRole === ROLE_LABELS[r]);
const isOwnerRole = (role: string) => isRole(role, APPLICATION_WORKFLOW.ownerRoles);
const APPROVERS: readonly Role[] = ['SLDCApproverI', 'SLDCApproverII'];

function actionLabel(entry: TimelineEntry): string {
  if (entry.action === 'Forward' && isRole(entry.actorRole, APPROVERS)) return VERIFY_AND_FORWARD;
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
