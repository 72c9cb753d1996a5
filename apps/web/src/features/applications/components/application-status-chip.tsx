/**
 * An application's status as a chip (the shared labels), coloured by where it stands: allocated or approved, refused,
 * returned to its owner, on its way, or not yet submitted.
 */
import Chip from '@mui/material/Chip';
import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from '@stoa/shared';

type Tone = 'success' | 'error' | 'warning' | 'info' | 'default';

/** The colour of each status: a table, so no status is compared by hand. */
const TONES: Record<ApplicationStatus, Tone> = {
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
  const tone = TONES[status];
  return (
    <Chip
      size="small"
      label={APPLICATION_STATUS_LABELS[status]}
      color={tone}
      variant={tone === 'default' ? 'outlined' : 'filled'}
      sx={{ height: 'auto', py: 0.25, '& .MuiChip-label': { whiteSpace: 'normal', lineHeight: 1.25 } }}
    />
  );
}
