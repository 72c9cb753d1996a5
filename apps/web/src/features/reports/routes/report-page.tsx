/**
 * /reports/:reportName (issue 19, spec §2.6): one page for all 18 reports, drawn from the shared catalog — the title
 * and what it answers, the report's own filters, the grid (server paged and sorted, a Total row), the record count,
 * Download as Excel or PDF, and its chart. Page, filters and order live in the URL. An unknown report is the 404
 * page; a report the role may not read sends it to /forbidden (the server answers 403 too).
 */
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Navigate, useParams } from 'react-router';
import { MESSAGES, PAGES, REPORTS, isReportKey, readersOf, type ReportDefinition } from '@stoa/shared';
import { NotFoundPage } from '../../../app/pages/not-found-page.tsx';
import { FilterPanel } from '../../../components/data-table/filter-panel.tsx';
import { useUrlPaging } from '../../../components/data-table/use-url-paging.ts';
import { ApiRequestError, firstErrorMessage } from '../../../lib/api-client.ts';
import { useSignedInUser } from '../../../lib/auth-session.ts';
import { useReport } from '../api/get-report.ts';
import { useReportFilterOptions } from '../api/get-report-filter-options.ts';
import { ReportChart } from '../components/report-chart.tsx';
import { ReportDownload } from '../components/report-download.tsx';
import { reportCallQuery, reportFilterFields, reportFilterKeys } from '../components/report-filters.ts';
import { ReportGrid } from '../components/report-grid.tsx';
import { useReportSort } from '../components/report-sort.ts';

export const FILTER_OPTIONS_ERROR = 'The entity and corridor lists could not be loaded; the other filters still work.';

export function ReportPage() {
  const name = useParams()['reportName'];
  const role = useSignedInUser()?.role ?? null;
  if (!isReportKey(name)) return <NotFoundPage />;
  if (role === null || !readersOf(name).includes(role)) return <Navigate to={PAGES.forbidden.path} replace />;
  // Keyed: another report starts with its own chart switch and filter panel.
  return <ReportView key={name} def={REPORTS[name]} />;
}

/** Why a report could not load: a wrong filter or a refusal in the server's words, anything else a fetch error. */
export function reportErrorOf(error: unknown): string {
  if (error instanceof ApiRequestError && (error.status === 400 || error.status === 403)) {
    return firstErrorMessage(error, MESSAGES.fetchError);
  }
  return MESSAGES.fetchError;
}

/** '1 record', '1,204 records'. */
export const recordsText = (count: number) => `${count.toLocaleString('en-IN')} ${count === 1 ? 'record' : 'records'}`;

function ReportView({ def }: { def: ReportDefinition }) {
  const paging = useUrlPaging(reportFilterKeys(def));
  const sort = useReportSort(def);
  const options = useReportFilterOptions(def.key, Boolean(def.filters.entity || def.filters.corridor));
  const query = reportCallQuery(def, paging, sort);
  const report = useReport(def.key, query);
  const page = report.data;
  return (
    <Stack spacing={2}>
      <Stack spacing={0.5}>
        <Typography variant="h1">{def.title}</Typography>
        <Typography color="text.secondary">{def.answers}</Typography>
      </Stack>
      {options.isError && <Alert severity="warning">{FILTER_OPTIONS_ERROR}</Alert>}
      <FilterPanel
        fields={reportFilterFields(def, options.data)}
        values={paging.filters}
        onSubmit={paging.applyFilters}
        onReset={paging.resetFilters}
      />
      {report.isError && <Alert severity="error">{reportErrorOf(report.error)}</Alert>}
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {page && !report.isPlaceholderData ? recordsText(page.dataCount) : ''}
        </Typography>
        <ReportDownload name={def.key} query={query} />
      </Stack>
      <ReportGrid
        def={def}
        page={report.isError ? undefined : page}
        paging={paging}
        sorting={sort.sorting}
        // Loading only while the rows shown are not the ones asked for; a background refetch keeps them visible.
        isLoading={report.isPending || report.isPlaceholderData}
      />
      {!report.isError && <ReportChart def={def} data={page?.chart} />}
    </Stack>
  );
}
