/** The recurring jobs grid (spec §2.2 /hangfire): id, job, next and last execution, created, the outcome, Run now. */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import type { RecurringJob } from '@stoa/shared';
import { formatDateTime } from '../../../lib/format.ts';
import { JobOutcome } from './job-outcome.tsx';

const plain = { sortable: false, filterable: false } as const;

/** 'Every 5 minutes', 'Every hour', 'Every 6 hours', 'Every day'. */
export function everyText(minutes: number): string {
  if (minutes > 0 && minutes % 1440 === 0) return minutes === 1440 ? 'Every day' : `Every ${minutes / 1440} days`;
  if (minutes > 0 && minutes % 60 === 0) return minutes === 60 ? 'Every hour' : `Every ${minutes / 60} hours`;
  return minutes === 1 ? 'Every minute' : `Every ${minutes} minutes`;
}

function JobCell({ job }: { job: RecurringJob }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
      <span>{job.job}</span>
      {job.everyMinutes > 0 && (
        <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.8125rem' }}>
          {everyText(job.everyMinutes)}
        </Box>
      )}
    </Box>
  );
}

function dateColumn(field: 'nextExecution' | 'lastExecution' | 'created', headerName: string, empty: string) {
  return {
    ...plain,
    field,
    headerName,
    width: 150,
    valueFormatter: (value: string | null) => (value ? formatDateTime(value) : empty),
  } satisfies GridColDef<RecurringJob>;
}

export interface JobRowActions {
  onRunNow: (job: RecurringJob) => void;
  /** The job whose Run now is on its way (its button waits). */
  pendingJobId: string | null;
}

export function jobColumns({ onRunNow, pendingJobId }: JobRowActions): GridColDef<RecurringJob>[] {
  return [
    { ...plain, field: 'id', headerName: 'Id', width: 170 },
    {
      ...plain,
      field: 'job',
      headerName: 'Job',
      flex: 1.4,
      minWidth: 170,
      renderCell: ({ row }) => <JobCell job={row} />,
    },
    dateColumn('nextExecution', 'Next Execution', '—'),
    dateColumn('lastExecution', 'Last Execution', 'Never'),
    dateColumn('created', 'Created', ''),
    {
      ...plain,
      field: 'lastStatus',
      headerName: 'Last Outcome',
      flex: 1.2,
      minWidth: 150,
      renderCell: ({ row }) => <JobOutcome status={row.lastStatus} result={row.lastResult} />,
    },
    {
      ...plain,
      field: 'actions',
      headerName: 'Run',
      width: 120,
      align: 'center',
      headerAlign: 'center',
      renderCell: ({ row }) => (
        <Button
          size="small"
          variant="outlined"
          aria-label={row.isRunning ? `Running: ${row.id}` : `Run now: ${row.id}`}
          disabled={row.isRunning}
          loading={pendingJobId === row.id}
          onClick={() => onRunNow(row)}
        >
          {row.isRunning ? 'Running' : 'Run now'}
        </Button>
      ),
    },
  ];
}
