/**
 * A standing clearance's status as a chip, coloured by where it stands: approved, rejected, returned, awaiting the
 * SLDC, draft. Read off the shared status groups, never off strings compared by hand.
 */
import {
  STANDING_CLEARANCE_EDITABLE,
  STANDING_CLEARANCE_STATUS_LABELS,
  STANDING_CLEARANCE_UNDECIDED,
  type StandingClearanceStatus,
} from '@stoa/shared';
import { StatusChip, type StatusTone } from '../../../components/workflow/workflow-status-chip.tsx';

export function clearanceTone(status: StandingClearanceStatus): StatusTone {
  if (status === 'Approved') return 'success';
  if (status === 'Rejected') return 'error';
  if ((STANDING_CLEARANCE_UNDECIDED as readonly string[]).includes(status)) return 'info';
  if (status !== 'Draft' && (STANDING_CLEARANCE_EDITABLE as readonly string[]).includes(status)) return 'warning';
  return 'default';
}

export function ClearanceStatusChip({ status }: { status: StandingClearanceStatus }) {
  return <StatusChip label={STANDING_CLEARANCE_STATUS_LABELS[status]} tone={clearanceTone(status)} />;
}
