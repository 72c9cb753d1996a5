/**
 * /hangfire (spec §2.2, issue 20): the Admin's recurring background jobs — id, job, next execution, last execution,
 * created, the latest outcome; the first 50, then paging — with Run now, and below them the recent runs.
 */
import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Refresh from '@mui/icons-material/Refresh';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { navTitleOf, type JobRun, type RecurringJob } from '@stoa/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import type { PaginationModel } from '../../../components/data-table/use-url-paging.ts';
import { PageNotice, type Notice } from '../../../components/page-notice.tsx';
import { firstErrorMessage } from '../../../lib/api-client.ts';
import { JOBS_KEY, JOB_PAGE_SIZES, useRecurringJobs } from '../api/get-recurring-jobs.ts';
import { useTriggerJob } from '../api/trigger-job.ts';
import { jobColumns } from '../components/job-columns.tsx';
import { RecentRuns } from '../components/recent-runs.tsx';

export const JOBS_GRID_LABEL = 'Recurring jobs';
/** Titled by its nav item (spec §2.7 'Hangfire'), saying what it holds. */
export const JOBS_PAGE_TITLE = navTitleOf('Admin', '/hangfire') ?? 'Hangfire';

export const JOBS_PAGE_INTRO =
  "The portal's background jobs. Each runs on the scheduler, once across the portal's instances; a failed run is retried sooner.";

/** What a finished run says on the page: 'registration-expiry ran: expired: 0', or its error when it failed. */
export function runNotice(run: JobRun): Notice {
  if (run.status === 'Failed') {
    return { severity: 'error', message: `${run.jobId} failed${run.result ? `: ${run.result}` : '.'}` };
  }
  return { severity: 'success', message: `${run.jobId} ran${run.result ? `: ${run.result}` : '.'}` };
}

/** Run now: the job asked about, then the call; the outcome (or the server's refusal) becomes the page's notice. */
function useRunNow(setNotice: (notice: Notice | null) => void) {
  const trigger = useTriggerJob();
  const [target, setTarget] = useState<RecurringJob | null>(null);
  const confirm = (job: RecurringJob) => {
    setNotice(null);
    trigger.mutate(job.id, {
      onSuccess: (run) => setNotice(runNotice(run)),
      onError: (error) => setNotice({ severity: 'error', message: firstErrorMessage(error) }),
      onSettled: () => setTarget(null),
    });
  };
  const pendingJobId = trigger.isPending ? (trigger.variables ?? null) : null;
  return { target, ask: setTarget, cancel: () => setTarget(null), confirm, isPending: trigger.isPending, pendingJobId };
}

function RefreshButton() {
  const client = useQueryClient();
  const isFetching = useIsFetching({ queryKey: JOBS_KEY }) > 0;
  return (
    <Button
      variant="outlined"
      startIcon={<Refresh />}
      loading={isFetching}
      onClick={() => void client.invalidateQueries({ queryKey: JOBS_KEY })}
    >
      Refresh
    </Button>
  );
}

function RunNowDialog({ job, runNow }: { job: RecurringJob; runNow: ReturnType<typeof useRunNow> }) {
  return (
    <ConfirmDialog
      title={`Run ${job.id} now?`}
      message={`${job.job}. It runs at once, as on its schedule; the outcome shows here when it has finished.`}
      confirmLabel="Run now"
      isPending={runNow.isPending}
      onConfirm={() => runNow.confirm(job)}
      onCancel={runNow.cancel}
    />
  );
}

/** The jobs grid's page: the first 50 to start with; a new page size starts again at the first page. */
function useJobPaging() {
  const [model, setModel] = useState<PaginationModel>({ page: 0, pageSize: JOB_PAGE_SIZES[0] });
  const onChange = (next: PaginationModel) =>
    setModel((previous) => (next.pageSize === previous.pageSize ? next : { page: 0, pageSize: next.pageSize }));
  return { model, onChange, query: { pageNumber: model.page + 1, pageSize: model.pageSize } };
}

export function JobsPage() {
  const pagination = useJobPaging();
  const jobs = useRecurringJobs(pagination.query);
  const [notice, setNotice] = useState<Notice | null>(null);
  const runNow = useRunNow(setNotice);
  const { ask, pendingJobId } = runNow;
  const columns = useMemo(() => jobColumns({ onRunNow: ask, pendingJobId }), [ask, pendingJobId]);
  const jobIds = useMemo(() => jobs.data?.jobs.map((job) => job.id) ?? [], [jobs.data]);

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 2 }}>
        <Typography variant="h1">{JOBS_PAGE_TITLE}</Typography>
        <RefreshButton />
      </Stack>
      <Typography color="text.secondary">{JOBS_PAGE_INTRO}</Typography>
      <PageNotice notice={notice} onClose={() => setNotice(null)} />
      <DataTable
        label={JOBS_GRID_LABEL}
        columns={columns}
        rows={jobs.data?.jobs}
        rowCount={jobs.data?.dataCount}
        paginationModel={pagination.model}
        onPaginationModelChange={pagination.onChange}
        pageSizeOptions={JOB_PAGE_SIZES}
        isLoading={jobs.isPending || jobs.isPlaceholderData}
        isError={jobs.isError}
        isRowHeightAuto
      />
      <RecentRuns jobIds={jobIds} />
      {runNow.target && <RunNowDialog job={runNow.target} runNow={runNow} />}
    </Stack>
  );
}
