import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Mock } from 'vitest';
import { completeLogin } from '../../../lib/auth-session.ts';
import { changeDate } from '../../../test/date-field.ts';
import { failure, fieldFailure, stubFetch, success, type StubHandler } from '../../../test/fetch-stub.ts';
import { errorSummary, expectFieldMessage, findErrorSummary, summaryProblems } from '../../../test/error-summary.ts';
import { buildSignedInUser } from '../../../test/factories.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { DOWNWARD_ONLY, STALE_PREVIEW } from '../components/form/revision-form.tsx';
import { buildImpact, buildRevisable, listItemOf } from '../test/revision-builders.ts';
import { RevisionFormPage, submittedNotice } from './revision-form-page.tsx';

const PREVIEW = 'POST /api/Revision/Preview';
const ADD = 'POST /api/Revision/Add';

function renderForm(handlers: Record<string, StubHandler | StubHandler[]> = {}) {
  completeLogin(buildSignedInUser());
  const fetchMock = stubFetch({
    'GET /api/Revision/GetRevisableApplications': () => success([listItemOf(buildRevisable())]),
    'GET /api/Revision/GetRevisableApplication/101': () => success(buildRevisable()),
    [PREVIEW]: () => success(buildImpact()),
    ...handlers,
  });
  const view = renderRoutes(
    [
      { path: '/revision/oa/new', element: <RevisionFormPage /> },
      { path: '/revision/oa', element: <p>Revision list</p> },
      { path: '/revision/:revisionId/:applicationId', element: <p>Revision record</p> },
    ],
    '/revision/oa/new?applicationId=101',
  );
  return { ...view, fetchMock, user: userEvent.setup() };
}

const posts = (fetchMock: Mock<typeof fetch>) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([url, init]) => ({ url: String(url), body: JSON.parse(String(init?.body)) as unknown }));

const row = (n: number) => screen.getByRole('group', { name: `Revision row ${n}` });

/** Mar 13, 06:00–12:00 down to 4 MW, with a reason. */
async function fillRequest(user: ReturnType<typeof userEvent.setup>) {
  changeDate('From Date', '2026-03-13', row(1));
  changeDate('To Date', '2026-03-13', row(1));
  await user.selectOptions(within(row(1)).getByLabelText('From Time'), '06:00');
  await user.selectOptions(within(row(1)).getByLabelText('To Time'), '12:00');
  await user.type(within(row(1)).getByLabelText('New MW'), '4');
  await user.click(screen.getByLabelText('Reason'));
  await user.paste('Unit 2 forced outage');
}

const REQUEST = {
  applicationId: 101,
  rows: [{ oaFromDate: '2026-03-13', oaToDate: '2026-03-13', fromTimeBlock: 24, toTimeBlock: 48, oaRequirement: 4 }],
  reason: 'Unit 2 forced outage',
};

describe('the revision request form', { timeout: 30_000 }, () => {
  it('shows the schedule, previews the impact, then submits the previewed request and opens its record', async () => {
    const { fetchMock, router, user } = renderForm({ [ADD]: () => success({ id: 7, revisionNo: 'REV/2026/0001' }) });
    const schedule = await screen.findByRole('region', { name: 'Current schedule' });
    expect(screen.getByText(DOWNWARD_ONLY)).toBeInTheDocument();
    expect(schedule).toHaveTextContent('Changes take effect from Mar 12, 2026 10:45.');
    const days = within(schedule).getAllByRole('row').slice(1);
    expect(days.map((r) => r.textContent)).toEqual([
      'Mar 12, 2026120.0006:00–18:00 10.00 MW',
      'Mar 13, 202690.0006:00–12:00 10.00 MW12:00–18:00 5.00 MW',
    ]);

    const submit = screen.getByRole('button', { name: 'Submit Request' });
    expect(submit).toBeDisabled();
    await fillRequest(user);
    expect(submit).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Preview' }));

    const impact = await screen.findByRole('region', { name: 'Impact of this revision' });
    // The preview opens out of sight below the form: it takes the focus (and is scrolled to).
    await waitFor(() => expect(impact.parentElement).toHaveFocus());
    expect(impact).toHaveTextContent('Effective FromMar 12, 2026 10:45');
    expect(impact).toHaveTextContent('240.00 MWh → 204.00 MWh');
    expect(impact).toHaveTextContent('36.00 MWh (15.00%; at least 2.00%)');
    expect(impact).toHaveTextContent('STU Charges₹19,200.00 → ₹16,320.00');
    expect(impact).toHaveTextContent('STU charges stay on the original schedule for: Mar 13, 2026');
    expect(within(impact).getByRole('table', { name: 'Energy per day' })).toHaveTextContent(
      'Mar 13, 202690.0054.0036.00',
    );
    expect(submit).toBeEnabled();

    await user.click(submit);
    const dialog = screen.getByRole('dialog', { name: 'Submit Request' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit Request' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/revision/7/101'));
    expect(router.state.location.state).toEqual({ notice: submittedNotice('REV/2026/0001') });
    expect(posts(fetchMock)).toEqual([
      { url: '/api/Revision/Preview', body: REQUEST },
      { url: '/api/Revision/Add', body: REQUEST },
    ]);
  });

  it('needs a new preview once an input changes', async () => {
    const { user } = renderForm();
    await screen.findByRole('region', { name: 'Current schedule' });
    await fillRequest(user);
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await screen.findByRole('region', { name: 'Impact of this revision' });
    await user.type(within(row(1)).getByLabelText('New MW'), '.5');
    expect(screen.queryByRole('region', { name: 'Impact of this revision' })).not.toBeInTheDocument();
    expect(screen.getByText(STALE_PREVIEW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit Request' })).toBeDisabled();

    // A row starting on the effective date starts at the effective block or later.
    changeDate('From Date', '2026-03-12', row(1));
    const fromTimes = within(within(row(1)).getByLabelText('From Time')).getAllByRole('option');
    expect(fromTimes[1]).toHaveTextContent('10:45');
  });

  it("puts the schema's and the server's row messages under the row, and a 422 in the alert", async () => {
    const upward = 'A revision can only lower the schedule: Mar 13, 2026 06:00 is scheduled at 10.00 MW';
    const { fetchMock, user } = renderForm({
      [PREVIEW]: [
        () => fieldFailure({ 'rows.0.oaRequirement': [upward] }),
        () => failure(['A revision must reduce the schedule by at least 2% of its energy'], 422, 'Unprocessable'),
      ],
    });
    await screen.findByRole('region', { name: 'Current schedule' });
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(within(row(1)).getByText('New MW is required')).toBeInTheDocument();
    expectFieldMessage('Reason', 'Reason is required');
    expect(errorSummary()).toHaveFocus();
    expect(posts(fetchMock)).toEqual([]);

    await fillRequest(user);
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await within(row(1)).findByText(upward)).toBeInTheDocument();
    expect(await findErrorSummary()).toHaveFocus();
    expect(summaryProblems()).toEqual([`Row 1: ${upward}`]);
    expect(screen.getByRole('button', { name: 'Submit Request' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(
      await screen.findByText('A revision must reduce the schedule by at least 2% of its energy'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit Request' })).toBeDisabled();
  });
});
