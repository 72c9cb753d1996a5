/**
 * The statutory clock of an undecided request (DOMAIN §8: the SLDC answers within N working days) in the list: a
 * two-line grid cell (the record page shows it as the record kit's clock chip).
 */
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ClearanceDue } from '@stoa/shared';
import { clockTone, type ClockTone } from '../../../components/record/record-clock.tsx';
import { formatCalendarDate } from '../../../lib/format.ts';

const TONE_COLOURS: Record<ClockTone, string> = {
  error: 'error.main',
  warning: 'warning.dark',
  info: 'text.secondary',
};

/** The grid's Due cell: the date, and under it the working days left or overdue. */
export function DueCell({ due, dueOn }: { due: ClearanceDue | null; dueOn: string | null }) {
  if (!due) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
        —
      </Typography>
    );
  }
  const left = due.isOverdue
    ? due.workingDaysOverdue > 0
      ? `Overdue ${due.workingDaysOverdue} working day${due.workingDaysOverdue === 1 ? '' : 's'}`
      : 'Overdue'
    : `${due.workingDaysLeft} working day${due.workingDaysLeft === 1 ? '' : 's'} left`;
  return (
    <Stack sx={{ py: 1, lineHeight: 1.3 }}>
      <Typography variant="body2">{formatCalendarDate(dueOn ?? due.dueOn)}</Typography>
      <Typography variant="caption" color={TONE_COLOURS[clockTone(due)]} sx={{ fontWeight: due.isOverdue ? 600 : 400 }}>
        {left}
      </Typography>
    </Stack>
  );
}
