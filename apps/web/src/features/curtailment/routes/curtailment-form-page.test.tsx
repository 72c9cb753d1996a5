import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Mock } from 'vitest';
import { CURTAILMENT_MESSAGES } from '@stoa/shared';
import { completeLogin } from '../../../lib/auth-session.ts';
import { changeDate } from '../../../test/date-field.ts';
import { failure, jsonResponse, stubFetch, success, type StubHandler } from '../../../test/fetch-stub.ts';
import { errorSummary, expectFieldMessage, summaryProblems } from '../../../test/error-summary.ts';
import { buildSignedInUser } from '../../../test/factories.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { APPLY_QUESTION } from '../components/form/curtailment-form.tsx';
import { unmetWarning } from '../components/curtailment-totals.tsx';
import { buildCorridor, buildPlan } from '../test/curtailment-builders.ts';
import { CurtailmentFormPage, appliedNotice } from './curtailment-form-page.tsx';

const PREVIEW = 'POST /api/Curtailment/Preview';
const PLAN_CHANGED = { fieldName: null, errorMessages: [CURTAILMENT_MESSAGES.planChanged], code: 'PLAN_CHANGED' };
const APPLY = 'POST /api/Curtailment/Apply';

function renderForm(handlers: Record<string, StubHandler | StubHandler[]>) {
  completeLogin(buildSignedInUser({ role: 'SLDCBusinessUser', entityType: null }));
  const fetchMock = stubFetch({
    'GET /api/Configuration/Corridors/GetAll': () =>
      success({ corridors: [buildCorridor(), buildCorridor({ id: 4, name: 'Old line', isActive: false })] }),
    ...handlers,
  });
  const view = renderRoutes(
    [
      { path: '/curtailment/new', element: <CurtailmentFormPage /> },
      { path: '/curtailment/:id', element: <p>Curtailment record</p> },
    ],
    '/curtailment/new',
  );
  return { ...view, fetchMock, user: userEvent.setup() };
}

const posts = (fetchMock: Mock<typeof fetch>) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([url, init]) => ({ url: String(url), body: JSON.parse(String(init?.body)) as unknown }));

const REQUEST = {
  corridorId: 3,
  fromDate: '2026-03-12',
  toDate: '2026-03-12',
  fromTimeBlock: 43,
  toTimeBlock: 46,
  mw: 2.5,
  reasonType: 'TransmissionOutage',
  reason: '132 kV line tripped',
};

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  const corridor = await screen.findByLabelText('Corridor');
  expect(within(corridor).queryByRole('option', { name: /Old line/ })).not.toBeInTheDocument();
  await user.selectOptions(corridor, 'Itanagar zone (Intra-state)');
  changeDate('From Date', '2026-03-12');
  changeDate('To Date', '2026-03-12');
  await user.selectOptions(screen.getByLabelText('From Time'), '10:45');
  await user.selectOptions(screen.getByLabelText('To Time'), '11:30');
  await user.type(screen.getByLabelText('MW to Curtail'), '2.5');
  await user.selectOptions(screen.getByLabelText('Reason'), 'Transmission outage');
  await user.click(screen.getByLabelText('Remarks'));
  await user.paste('132 kV line tripped');
}

describe('the curtailment form', { timeout: 30_000 }, () => {
  it("previews the plan per application, then applies it with the plan's token", async () => {
    const { fetchMock, router, user } = renderForm({
      [PREVIEW]: () => success(buildPlan()),
      [APPLY]: () => success({ id: 4, curtailmentNo: 'CUR/2026/0001' }),
    });
    await fillForm(user);
    const apply = screen.getByRole('button', { name: 'Apply Curtailment' });
    expect(apply).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Preview Plan' }));

    const plan = await screen.findByRole('region', { name: 'Plan' });
    expect(within(plan).getByLabelText('Curtailment totals')).toHaveTextContent(
      'Requested2.50 MWhCurtailed2.00 MWhUnmet0.50 MWh',
    );
    expect(within(plan).getByText(unmetWarning(0.5))).toBeInTheDocument();
    const table = within(plan).getByRole('table', { name: 'Applications to curtail' });
    const rows = within(table)
      .getAllByRole('row')
      .filter((r) => within(r).queryAllByRole('cell').length > 1)
      .map((r) => r.textContent);
    expect(rows).toEqual([
      'STOA/DA/2026/0001Day-aheadSunrise Solar Pvt Ltd120.001.25',
      'STOA/DA/2026/0002Day-aheadHill Cement Ltd60.000.75',
    ]);
    await user.click(within(table).getByRole('button', { name: 'Show blocks shed of STOA/DA/2026/0001' }));
    expect(within(table).getByRole('table', { name: 'Blocks shed of STOA/DA/2026/0001' })).toHaveTextContent(
      'DateBlocksMW ShedMar 12, 202610:45–11:152.0011:15–11:301.00',
    );

    // Another MW is another request: its plan is gone until previewed; back to the previewed inputs, it shows again.
    const mw = screen.getByLabelText('MW to Curtail');
    await user.type(mw, '5');
    expect(screen.queryByRole('region', { name: 'Plan' })).not.toBeInTheDocument();
    expect(apply).toBeDisabled();
    await user.type(mw, '{Backspace}');
    expect(await screen.findByRole('region', { name: 'Plan' })).toBeInTheDocument();

    await user.click(apply);
    const dialog = screen.getByRole('dialog', { name: 'Apply Curtailment' });
    expect(dialog).toHaveTextContent(APPLY_QUESTION);
    await user.click(within(dialog).getByRole('button', { name: 'Apply Curtailment' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/curtailment/4'));
    expect(router.state.location.state).toEqual({ notice: appliedNotice('CUR/2026/0001') });
    expect(posts(fetchMock)).toEqual([
      { url: '/api/Curtailment/Preview', body: REQUEST },
      { url: '/api/Curtailment/Apply', body: { request: REQUEST, planToken: 'plan-1' } },
    ]);
  });

  it('shows PLAN_CHANGED, previews again and applies the new plan with its token', async () => {
    const { fetchMock, router, user } = renderForm({
      [PREVIEW]: [() => success(buildPlan()), () => success(buildPlan({ planToken: 'plan-2', unmetMwh: 0 }))],
      [APPLY]: [
        () => jsonResponse({ isSuccessful: false, data: null, errors: [PLAN_CHANGED] }, 409, 'Conflict'),
        () => success({ id: 5, curtailmentNo: 'CUR/2026/0002' }),
      ],
    });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Preview Plan' }));
    await screen.findByRole('region', { name: 'Plan' });
    await user.click(screen.getByRole('button', { name: 'Apply Curtailment' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Apply Curtailment' }));

    expect(await screen.findByText(CURTAILMENT_MESSAGES.planChanged)).toBeInTheDocument();
    // The new plan: everything asked could be curtailed now.
    await waitFor(() => expect(screen.queryByText(unmetWarning(0.5))).not.toBeInTheDocument());
    expect(screen.getByRole('region', { name: 'Plan' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Apply Curtailment' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Apply Curtailment' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/curtailment/5'));
    expect(posts(fetchMock)).toEqual([
      { url: '/api/Curtailment/Preview', body: REQUEST },
      { url: '/api/Curtailment/Apply', body: { request: REQUEST, planToken: 'plan-1' } },
      { url: '/api/Curtailment/Preview', body: REQUEST },
      { url: '/api/Curtailment/Apply', body: { request: REQUEST, planToken: 'plan-2' } },
    ]);
  });

  it("puts the schema's messages under the fields and a 422 in the alert", async () => {
    const { fetchMock, user } = renderForm({
      [PREVIEW]: () => failure([CURTAILMENT_MESSAGES.nothingToCurtail], 422, 'Unprocessable'),
    });
    await screen.findByLabelText('Corridor');
    await user.click(screen.getByRole('button', { name: 'Preview Plan' }));
    expect(errorSummary()).toHaveFocus();
    expect(summaryProblems()).toEqual(expect.arrayContaining(['Corridor is required', 'Remarks is required']));
    expectFieldMessage('Corridor', 'Corridor is required');
    expect(posts(fetchMock)).toEqual([]);
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Preview Plan' }));
    expect(await screen.findByText(CURTAILMENT_MESSAGES.nothingToCurtail)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Plan' })).not.toBeInTheDocument();
  });
});
