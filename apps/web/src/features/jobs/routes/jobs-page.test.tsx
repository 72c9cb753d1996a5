import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@stoa/shared';
import { failure, stubFetch, success } from '../../../test/fetch-stub.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { buildJobRun, buildRecurringJob } from '../test/factories.ts';
import { JOBS_GRID_LABEL, JobsPage } from './jobs-page.tsx';
import { RUNS_GRID_LABEL } from '../components/recent-runs.tsx';

const JOBS = 'GET /api/Jobs/GetRecurringJobs';
const RUNS = 'GET /api/Jobs/GetRuns';
const TRIGGER = 'POST /api/Jobs/Trigger/registration-expiry';
const CONFLICT = 'The job is running already; try again when it has finished';

const expiry = buildRecurringJob();
const sweep = buildRecurringJob({
  id: 'outbox-sweep',
  job: 'Sends the queued mails',
  everyMinutes: 5,
  nextExecution: null,
  lastExecution: null,
  lastStatus: null,
  lastResult: null,
  isRunning: true,
});
const scheduled = buildJobRun();
const failedManual = buildJobRun({
  id: 2,
  jobId: 'outbox-sweep',
  trigger: 'Manual',
  triggeredBy: 'admin',
  status: 'Failed',
  result: 'connect ECONNREFUSED',
});
const manualRun = buildJobRun({ id: 3, trigger: 'Manual', triggeredBy: 'admin', result: 'expired: 0' });

const jobsAnswer = () => success({ jobs: [expiry, sweep], dataCount: 2 });
const runsAnswer = () => success({ runs: [scheduled, failedManual], dataCount: 2 });

function renderPage(path = '/hangfire') {
  return renderRoutes([{ path: '/hangfire', element: <JobsPage /> }], path);
}

function queriesOf(fetchMock: ReturnType<typeof stubFetch>, path: string): string[] {
  return fetchMock.mock.calls
    .map(([url]) => String(url))
    .filter((url) => url.startsWith(path))
    .map((url) => url.split('?')[1] ?? '');
}

const rowOf = (element: HTMLElement) => element.closest<HTMLElement>('[role="row"]')!;

describe('JobsPage', { timeout: 20_000 }, () => {
  it('lists the recurring jobs (first 50) with their times and last outcome', async () => {
    const fetchMock = stubFetch({ [JOBS]: jobsAnswer, [RUNS]: runsAnswer });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Hangfire: Recurring Jobs' })).toBeInTheDocument();
    expect(screen.getByText(/once across the portal's instances; a failed run is retried sooner/)).toBeInTheDocument();
    const grid = await screen.findByRole('grid', { name: JOBS_GRID_LABEL });
    const row = rowOf(await within(grid).findByText('Expires registrations past their validity'));
    expect(within(row).getByText('registration-expiry')).toBeInTheDocument();
    expect(within(row).getByText('Every hour')).toBeInTheDocument();
    expect(within(row).getByText('Mar 05, 2026 3:15 AM')).toBeInTheDocument();
    expect(within(row).getByText('Mar 05, 2026 2:15 AM')).toBeInTheDocument();
    expect(within(row).getByText('Mar 01, 2026 10:00 AM')).toBeInTheDocument();
    expect(within(row).getByText('Succeeded')).toBeInTheDocument();
    expect(within(row).getByText('expired: 2')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Run now: registration-expiry' })).toBeEnabled();

    const running = rowOf(within(grid).getByText('Sends the queued mails'));
    expect(within(running).getByText('Never run')).toBeInTheDocument();
    expect(within(running).getByText('Never')).toBeInTheDocument();
    expect(within(running).getByText('Every 5 minutes')).toBeInTheDocument();
    expect(within(running).getByRole('button', { name: 'Running: outbox-sweep' })).toHaveTextContent('Running');
    expect(within(running).getByRole('button', { name: 'Running: outbox-sweep' })).toBeDisabled();
    expect(queriesOf(fetchMock, '/api/Jobs/GetRecurringJobs')[0]).toBe('pageNumber=1&pageSize=50');
  });

  it('pages the jobs by 50 or 100', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch({
      [JOBS]: () => success({ jobs: [expiry, sweep], dataCount: 120 }),
      [RUNS]: runsAnswer,
    });
    renderPage();
    const grid = await screen.findByRole('grid', { name: JOBS_GRID_LABEL });
    await within(grid).findByText('registration-expiry');
    expect(screen.getByText('1–50 of 120')).toBeInTheDocument();
    // jsdom applies no media queries, so the grid's small-screen rule hides the size picker: query it hidden.
    const pickers = screen.getAllByRole('combobox', { name: /Rows per page/, hidden: true });
    await user.click(pickers[0]!);
    const sizes = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(sizes.map((option) => option.textContent)).toEqual(['50', '100']);
    await user.click(screen.getByRole('option', { name: '100' }));
    await waitFor(() =>
      expect(queriesOf(fetchMock, '/api/Jobs/GetRecurringJobs').at(-1)).toBe('pageNumber=1&pageSize=100'),
    );
    await user.click(screen.getAllByRole('button', { name: 'Go to next page' })[0]!);
    await waitFor(() =>
      expect(queriesOf(fetchMock, '/api/Jobs/GetRecurringJobs').at(-1)).toBe('pageNumber=2&pageSize=100'),
    );
  });

  it('lists the recent runs with who started them and how they ended', async () => {
    const fetchMock = stubFetch({ [JOBS]: jobsAnswer, [RUNS]: runsAnswer });
    renderPage();
    const grid = await screen.findByRole('grid', { name: RUNS_GRID_LABEL });
    const onSchedule = rowOf(await within(grid).findByText('On schedule'));
    expect(within(onSchedule).getByText('registration-expiry')).toBeInTheDocument();
    expect(within(onSchedule).getByText('Mar 05, 2026 2:15 AM')).toBeInTheDocument();
    expect(within(onSchedule).getByText('Mar 05, 2026 2:16 AM')).toBeInTheDocument();
    expect(within(onSchedule).getByText('Succeeded')).toBeInTheDocument();
    const manual = rowOf(within(grid).getByText('Run now by admin'));
    expect(within(manual).getByText('outbox-sweep')).toBeInTheDocument();
    expect(within(manual).getByText('Failed')).toBeInTheDocument();
    expect(within(manual).getByText('connect ECONNREFUSED')).toBeInTheDocument();
    expect(queriesOf(fetchMock, '/api/Jobs/GetRuns')[0]).toBe('pageNumber=1&pageSize=10');
  });

  it('filters the runs by job and keeps the job in the URL', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch({ [JOBS]: jobsAnswer, [RUNS]: runsAnswer });
    const { router } = renderPage();
    await screen.findByRole('option', { name: 'outbox-sweep' });
    await user.selectOptions(screen.getByLabelText('Job'), 'outbox-sweep');
    await waitFor(() =>
      expect(queriesOf(fetchMock, '/api/Jobs/GetRuns').at(-1)).toBe('pageNumber=1&pageSize=10&job=outbox-sweep'),
    );
    expect(router.state.location.search).toBe('?job=outbox-sweep');

    await user.selectOptions(screen.getByLabelText('Job'), 'All');
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('runs a job now after a confirmation, shows the outcome and asks both grids again', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch({ [JOBS]: jobsAnswer, [RUNS]: runsAnswer, [TRIGGER]: () => success(manualRun) });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Run now: registration-expiry' }));
    const dialog = screen.getByRole('dialog', { name: 'Run registration-expiry now?' });
    const before = {
      jobs: queriesOf(fetchMock, '/api/Jobs/GetRecurringJobs').length,
      runs: queriesOf(fetchMock, '/api/Jobs/GetRuns').length,
    };
    await user.click(within(dialog).getByRole('button', { name: 'Run now' }));

    expect(await screen.findByText('registration-expiry ran: expired: 0')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => String(url) === '/api/Jobs/Trigger/registration-expiry' && init?.method === 'POST',
      ),
    ).toBe(true);
    await waitFor(() => expect(queriesOf(fetchMock, '/api/Jobs/GetRecurringJobs').length).toBeGreaterThan(before.jobs));
    await waitFor(() => expect(queriesOf(fetchMock, '/api/Jobs/GetRuns').length).toBeGreaterThan(before.runs));
  });

  it('shows a failed run as an error notice', async () => {
    const user = userEvent.setup();
    const failedRun = buildJobRun({ id: 4, trigger: 'Manual', status: 'Failed', result: 'database is down' });
    stubFetch({ [JOBS]: jobsAnswer, [RUNS]: runsAnswer, [TRIGGER]: () => success(failedRun) });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Run now: registration-expiry' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Run now' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('registration-expiry failed: database is down');
  });

  it("shows the server's message when the job is running already (409)", async () => {
    const user = userEvent.setup();
    stubFetch({ [JOBS]: jobsAnswer, [RUNS]: runsAnswer, [TRIGGER]: () => failure([CONFLICT], 409, 'Conflict') });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Run now: registration-expiry' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Run now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CONFLICT);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks nothing when the confirmation is cancelled', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch({ [JOBS]: jobsAnswer, [RUNS]: runsAnswer });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Run now: registration-expiry' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('shows the fetch error when the jobs cannot be read', async () => {
    stubFetch({ [JOBS]: () => failure(['nope'], 500, 'Server Error'), [RUNS]: runsAnswer });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.fetchError);
  });
});
