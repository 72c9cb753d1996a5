/** The recent runs grid: which job, when it started and finished, who started it, and how it ended. */
import type { GridColDef } from '@mui/x-data-grid';
import { JOB_TRIGGER_LABELS, type JobRun } from '@stoa/shared';
import { formatDateTime } from '../../../lib/format.ts';
import { JobOutcome } from './job-outcome.tsx';

const plain = { sortable: false, filterable: false } as const;

/** 'On schedule', or 'Run now by admin' (the user who pressed Run now, when known). */
export function startedByText(run: Pick<JobRun, 'trigger' | 'triggeredBy'>): string {
  const label = JOB_TRIGGER_LABELS[run.trigger];
  return run.trigger === 'Manual' && run.triggeredBy ? `${label} by ${run.triggeredBy}` : label;
}

export const RUN_COLUMNS: GridColDef<JobRun>[] = [
  { ...plain, field: 'jobId', headerName: 'Job', width: 180 },
  {
    ...plain,
    field: 'startedAt',
    headerName: 'Started',
    width: 160,
    valueFormatter: (value: string) => formatDateTime(value),
  },
  {
    ...plain,
    field: 'finishedAt',
    headerName: 'Finished',
    width: 160,
    valueFormatter: (value: string) => formatDateTime(value),
  },
  {
    ...plain,
    field: 'trigger',
    headerName: 'Started By',
    width: 170,
    valueGetter: (_value, row) => startedByText(row),
  },
  {
    ...plain,
    field: 'status',
    headerName: 'Outcome',
    flex: 1.5,
    minWidth: 200,
    renderCell: ({ row }) => <JobOutcome status={row.status} result={row.result} />,
  },
];
