/**
 * The statutory clock of an undecided request (DOMAIN §8: the SLDC answers within N working days): a chip on the
 * record ('Answer due by 25-11-2026 (2 working days left)', 'Overdue by 1 working day') and a two-line grid cell.
 */
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AccessTime from '@mui/icons-material/AccessTime';
import { formatDdMmYyyy, type ClearanceDue } from '@stoa/shared';

function toneOf(due: ClearanceDue): 'error' | 'warning' | 'info' {
  if (due.isOverdue) return 'error';
  return due.workingDaysLeft <= 1 ? 'warning' : 'info';
}

export function DueChip({ due }: { due: ClearanceDue }) {
  return (
    <Chip
      icon={<AccessTime />}
      size="small"
      color={toneOf(due)}
      variant="outlined"
      label={due.text}
      aria-label={`Answer clock: ${due.text}`}
    />
  );
}

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
      <Typography variant="body2">{formatDdMmYyyy(dueOn ?? due.dueOn)}</Typography>
      <Typography
        variant="caption"
        color={due.isOverdue ? 'error.main' : due.workingDaysLeft <= 1 ? 'warning.dark' : 'text.secondary'}
        sx={{ fontWeight: due.isOverdue ? 600 : 400 }}
      >
        {left}
      </Typography>
    </Stack>
  );
}
