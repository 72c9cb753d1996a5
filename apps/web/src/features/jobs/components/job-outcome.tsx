/** How a run ended: a status chip (Succeeded green, Failed red, 'Never run' grey) and the result in words. */
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { JobRun } from '@stoa/shared';

type RunStatus = JobRun['status'];

export const NEVER_RUN = 'Never run';

const STATUS_COLORS = { Succeeded: 'success', Failed: 'error' } as const satisfies Record<
  RunStatus,
  'success' | 'error'
>;

export function JobStatusChip({ status }: { status: RunStatus | null }) {
  if (!status) return <Chip label={NEVER_RUN} size="small" variant="outlined" />;
  return <Chip label={status} color={STATUS_COLORS[status]} size="small" variant="outlined" />;
}

/** The chip, then the result ('expired: 2', or the error of a failed run) on its own line. */
export function JobOutcome({ status, result }: { status: RunStatus | null; result: string | null }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5, minWidth: 0 }}>
      <JobStatusChip status={status} />
      {result && (
        <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
          {result}
        </Box>
      )}
    </Box>
  );
}
