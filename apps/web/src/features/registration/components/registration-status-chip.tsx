import Chip from '@mui/material/Chip';
import { RECORD_STATUS_LABELS, type RecordStatus } from '@stoa/shared';
import { statusTone } from './registration-status.ts';

/** A record status with its spec label (§4), coloured by where it stands; long labels wrap in narrow columns. */
export function RegistrationStatusChip({ status }: { status: RecordStatus }) {
  return (
    <Chip
      size="small"
      label={RECORD_STATUS_LABELS[status]}
      color={statusTone(status)}
      variant={statusTone(status) === 'default' ? 'outlined' : 'filled'}
      sx={{ height: 'auto', py: 0.25, '& .MuiChip-label': { whiteSpace: 'normal', lineHeight: 1.25 } }}
    />
  );
}
