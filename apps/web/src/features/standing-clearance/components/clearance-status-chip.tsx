/**
 * A standing clearance's status as a chip, coloured by where it stands: approved, rejected, returned, awaiting the
 * SLDC, draft. Read off the shared status groups, never off strings compared by hand.
 */
import Chip from '@mui/material/Chip';
import {
  STANDING_CLEARANCE_EDITABLE,
  STANDING_CLEARANCE_STATUS_LABELS,
  STANDING_CLEARANCE_UNDECIDED,
  type StandingClearanceStatus,
} from '@stoa/shared';

type Tone = 'success' | 'error' | 'warning' | 'info' | 'default';

export function clearanceTone(status: StandingClearanceStatus): Tone {
  if (status === 'Approved') return 'success';
  if (status === 'Rejected') return 'error';
  if ((STANDING_CLEARANCE_UNDECIDED as readonly string[]).includes(status)) return 'info';
  if (status !== 'Draft' && (STANDING_CLEARANCE_EDITABLE as readonly string[]).includes(status)) return 'warning';
  return 'default';
}

/** Long labels wrap inside narrow grid columns. */
export function ClearanceStatusChip({ status }: { status: StandingClearanceStatus }) {
  const tone = clearanceTone(status);
  return (
    <Chip
      size="small"
      label={STANDING_CLEARANCE_STATUS_LABELS[status]}
      color={tone}
      variant={tone === 'default' ? 'outlined' : 'filled'}
      sx={{ height: 'auto', py: 0.25, '& .MuiChip-label': { whiteSpace: 'normal', lineHeight: 1.25 } }}
    />
  );
}
