/**
 * A record's statutory clock (shared workflow/clocks.ts: due so many working days after it entered its status) as a
 * chip: its words ('Due by Nov 25, 2026 (2 working days left)', 'Overdue by 1 working day', "Waiting for the
 * applicant's fee"), red once overdue, amber on its last working day, plain while it waits for the payer's fee.
 */
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import type { GridColDef } from '@mui/x-data-grid';
import AccessTime from '@mui/icons-material/AccessTime';
import type { RecordClock } from '@stoa/shared';

export type ClockTone = 'error' | 'warning' | 'info';

/** A list's words for a clock that waits for the payer's fee (the full words, on hover, say whose). */
export const WAITING_FOR_FEE_SHORT = 'Awaiting fee';

export function clockTone(clock: Pick<RecordClock, 'isOverdue' | 'workingDaysLeft' | 'isWaitingForFee'>): ClockTone {
  // A clock waiting for the payer's fee does not run: nothing is due of the SLDC yet.
  if (clock.isWaitingForFee) return 'info';
  if (clock.isOverdue) return 'error';
  return clock.workingDaysLeft <= 1 ? 'warning' : 'info';
}

export function RecordClockChip({ clock }: { clock: RecordClock }) {
  return <Chip icon={<AccessTime />} size="small" color={clockTone(clock)} variant="outlined" label={clock.text} />;
}

/** A list's words for a clock: 'Due in 2 working days', 'Due today', 'Overdue by 1 working day', 'Awaiting fee'. */
export function clockShortText(clock: RecordClock): string {
  if (clock.isWaitingForFee) return WAITING_FOR_FEE_SHORT;
  const days = (n: number) => `${n} working day${n === 1 ? '' : 's'}`;
  if (clock.isOverdue) return clock.workingDaysOverdue > 0 ? `Overdue by ${days(clock.workingDaysOverdue)}` : 'Overdue';
  return clock.workingDaysLeft > 0 ? `Due in ${days(clock.workingDaysLeft)}` : 'Due today';
}

/** The 'Due' column of a workflow list: the clock of the status each row waits in, its full words on hover. */
export function clockColumn<R extends { clock?: RecordClock | null }>(): GridColDef<R> {
  return {
    field: 'clock',
    headerName: 'Due',
    width: 150,
    sortable: false,
    filterable: false,
    disableColumnMenu: true,
    renderCell: ({ row }) =>
      row.clock ? (
        <Tooltip title={row.clock.text}>
          <Chip size="small" color={clockTone(row.clock)} variant="outlined" label={clockShortText(row.clock)} />
        </Tooltip>
      ) : (
        '—'
      ),
  };
}
