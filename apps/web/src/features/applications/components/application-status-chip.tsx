/**
 * An application's status as a chip (the shared labels), coloured by where it stands: allocated or approved, refused,
 * returned to its owner, on its way, or not yet submitted.
 */
import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from '@stoa/shared';
import { StatusChip, type StatusTone } from '../../../components/workflow/workflow-status-chip.tsx';

/** The colour of each status: a table, so no status is compared by hand. */
const TONES: Record<ApplicationStatus, StatusTone> = {
  Draft: 'default',
  PendingConsent: 'info',
  Submitted: 'info',
  PendingSTOAApproval: 'info',
  PendingEBidding: 'warning',
  PendingApplicantApproval: 'warning',
  PartiallyApproved: 'success',
  STOAApproved: 'info',
  SLDCApproverIApproved: 'info',
  Approved: 'success',
  Returned: 'warning',
  Rejected: 'error',
  NoSTOARejected: 'error',
  Withdrawn: 'default',
};

export function ApplicationStatusChip({ status }: { status: ApplicationStatus }) {
  return <StatusChip label={APPLICATION_STATUS_LABELS[status]} tone={TONES[status]} />;
}
