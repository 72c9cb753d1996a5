/**
 * A record's status as a chip (spec §4 labels), coloured by where it stands in its workflow: in force, refused,
 * returned, on its way. Read off the shared status groups, never off status strings compared by hand.
 */
import Chip from '@mui/material/Chip';
import {
  IN_PROCESS_STATUSES,
  RECORD_STATUS_LABELS,
  REJECTED_STATUSES,
  RETURNED_STATUSES,
  VALID_REGISTRATION_STATUSES,
  type RecordStatus,
} from '@stoa/shared';

export type StatusTone = 'success' | 'error' | 'warning' | 'info' | 'default';

const has = (list: readonly RecordStatus[], status: RecordStatus) => list.includes(status);

export function statusTone(status: RecordStatus): StatusTone {
  if (has(VALID_REGISTRATION_STATUSES, status)) return 'success';
  if (has(REJECTED_STATUSES, status)) return 'error';
  if (has(RETURNED_STATUSES, status)) return 'warning';
  if (has(IN_PROCESS_STATUSES, status)) return 'info';
  return 'default';
}

/** A status label in its tone, for any workflow's statuses. Long labels wrap inside narrow grid columns. */
export function StatusChip({ label, tone }: { label: string; tone: StatusTone }) {
  return (
    <Chip
      size="small"
      label={label}
      color={tone}
      variant={tone === 'default' ? 'outlined' : 'filled'}
      sx={{ height: 'auto', py: 0.25, '& .MuiChip-label': { whiteSpace: 'normal', lineHeight: 1.25 } }}
    />
  );
}

export function WorkflowStatusChip({ status }: { status: RecordStatus }) {
  return <StatusChip label={RECORD_STATUS_LABELS[status]} tone={statusTone(status)} />;
}
