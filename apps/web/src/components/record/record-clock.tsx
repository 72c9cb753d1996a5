/**
 * A record's statutory clock (shared workflow/clocks.ts: due so many working days after it entered its status) as a
 * chip: its words ('Due by 25-11-2026 (2 working days left)', 'Overdue by 1 working day'), red once overdue, amber
 * on its last working day.
 */
import Chip from '@mui/material/Chip';
import AccessTime from '@mui/icons-material/AccessTime';
import type { RecordClock } from '@stoa/shared';

export type ClockTone = 'error' | 'warning' | 'info';

export function clockTone(clock: Pick<RecordClock, 'isOverdue' | 'workingDaysLeft'>): ClockTone {
  if (clock.isOverdue) return 'error';
  return clock.workingDaysLeft <= 1 ? 'warning' : 'info';
}

export function RecordClockChip({ clock }: { clock: RecordClock }) {
  return <Chip icon={<AccessTime />} size="small" color={clockTone(clock)} variant="outlined" label={clock.text} />;
}
