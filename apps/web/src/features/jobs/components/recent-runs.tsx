/**
 * The recent runs of every job or of one (the select above the grid), newest first, a page at a time; the page and
 * the job filter live in the URL like every list's.
 */
import type { ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { useUrlPaging } from '../../../components/data-table/use-url-paging.ts';
import { SelectInput } from '../../../components/select-input.tsx';
import { useJobRuns } from '../api/get-job-runs.ts';
import { RUN_COLUMNS } from './run-columns.tsx';

export const RUNS_GRID_LABEL = 'Recent runs';
const FILTER_KEYS = ['job'] as const;

/** The ids to choose from; the URL's job stays choosable even when it is not on the jobs page shown. */
function jobOptions(jobIds: readonly string[], selected: string) {
  const ids = selected && !jobIds.includes(selected) ? [...jobIds, selected] : jobIds;
  return ids.map((id) => ({ value: id, label: id }));
}

export function RecentRuns({ jobIds }: { jobIds: readonly string[] }) {
  const paging = useUrlPaging(FILTER_KEYS);
  const runs = useJobRuns(paging.query);
  const selectJob = (event: ChangeEvent<HTMLSelectElement>) => paging.applyFilters({ job: event.target.value });

  return (
    <Stack spacing={2} component="section" aria-labelledby="recent-runs-title">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, gap: 2 }}
      >
        <Typography variant="h2" id="recent-runs-title" sx={{ fontSize: '1.25rem' }}>
          Recent Runs
        </Typography>
        <Box sx={{ width: { xs: '100%', sm: 280 } }}>
          <SelectInput
            label="Job"
            placeholder="All"
            options={jobOptions(jobIds, paging.filters.job)}
            value={paging.filters.job}
            onChange={selectJob}
          />
        </Box>
      </Stack>
      <DataTable
        label={RUNS_GRID_LABEL}
        columns={RUN_COLUMNS}
        rows={runs.data?.runs}
        rowCount={runs.data?.dataCount}
        paginationModel={paging.paginationModel}
        onPaginationModelChange={paging.setPaginationModel}
        isLoading={runs.isPending || runs.isPlaceholderData}
        isError={runs.isError}
        isRowHeightAuto
      />
    </Stack>
  );
}
