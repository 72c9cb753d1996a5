/**
 * The statuses of an invitation and of a bid as chips: the words are the answer's statusDescription (the shared
 * labels), the colour where the record stands — processed, waiting on someone, over without a result, not started.
 */
import type { BidStatus, InvitationStatus } from '@stoa/shared';
import { StatusChip, type StatusTone } from '../../../components/workflow/workflow-status-chip.tsx';

const INVITATION_TONES: Record<InvitationStatus, StatusTone> = {
  None: 'default',
  Draft: 'default',
  Initiated: 'info',
  Submitted: 'info',
  Completed: 'success',
  Expired: 'warning',
};

const BID_TONES: Record<BidStatus, StatusTone> = {
  None: 'default',
  Draft: 'default',
  Submitted: 'info',
  Completed: 'success',
  Withdrawn: 'warning',
};

interface StatusOf<S> {
  status: S;
  statusDescription: string;
}

export function InvitationStatusChip({ status }: { status: StatusOf<InvitationStatus> }) {
  return <StatusChip label={status.statusDescription} tone={INVITATION_TONES[status.status]} />;
}

export function BidStatusChip({ status }: { status: StatusOf<BidStatus> }) {
  return <StatusChip label={status.statusDescription} tone={BID_TONES[status.status]} />;
}
