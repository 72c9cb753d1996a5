/** A revision request's status as a chip (the shared labels), coloured from a table: no status compared by hand. */
import { REVISION_STATUS_LABELS, type RevisionStatus } from '@stoa/shared';
import { StatusChip, type StatusTone } from '../../../components/workflow/workflow-status-chip.tsx';

const TONES: Record<RevisionStatus, StatusTone> = {
  Draft: 'default',
  Submitted: 'info',
  Approved: 'success',
  Rejected: 'error',
};

export function RevisionStatusChip({ status }: { status: RevisionStatus }) {
  return <StatusChip label={REVISION_STATUS_LABELS[status]} tone={TONES[status]} />;
}
