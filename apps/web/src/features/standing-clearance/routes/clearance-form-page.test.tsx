import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STANDING_CLEARANCE_MESSAGES, type SignedInUser } from '@stoa/shared';
import { completeLogin } from '../../../lib/auth-session.ts';
import { errorSummary, expectFieldMessage, findErrorSummary, summaryProblems } from '../../../test/error-summary.ts';
import { fieldFailure, stubFetch, success, type StubHandler } from '../../../test/fetch-stub.ts';
import { buildSignedInUser } from '../../../test/factories.ts';
import { renderRoutes } from '../../../test/render.tsx';
import {
  buildClearanceDetail,
  buildClearanceRegistration,
  buildMyRegistration,
  clearanceStatusOf,
} from '../test/clearance-builders.ts';
import { ClearanceFormPage, ONLY_APPLICANTS } from './clearance-form-page.tsx';
import { changeDate } from '../../../test/date-field.ts';

const MINE = 'GET /api/StandingClearance/GetMyRegistration';
const SUBMIT = 'POST /api/StandingClearance/Submit';
const BASE = '/consent-for-inter-state-stoa-transactions';

function renderForm(
  path = `${BASE}/apply`,
  handlers: Record<string, StubHandler | StubHandler[]> = { [MINE]: () => success(buildMyRegistration()) },
  user: Partial<SignedInUser> = {},
) {
  completeLogin(buildSignedInUser(user));
  const fetchMock = stubFetch(handlers);
  const view = renderRoutes(
    [
      { path: `${BASE}/apply/:id?`, element: <ClearanceFormPage /> },
      { path: `${BASE}/:id`, element: <p>Record page</p> },
      { path: '*', element: <p>Other page</p> },
    ],
    path,
  );
  return { ...view, fetchMock, user: userEvent.setup() };
}

const posts = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)) as { isDraft: boolean; id: number | null; details: object });

async function fillSale(user: ReturnType<typeof userEvent.setup>, mw = '12.5') {
  await user.selectOptions(screen.getByLabelText('Transaction Type'), 'Bilateral');
  await user.type(screen.getByLabelText('Counterparty Name'), 'Assam Power Distribution Company');
  await user.selectOptions(screen.getByLabelText('Counterparty State'), 'Assam');
  await user.type(screen.getByLabelText('Quantum (MW)'), mw);
  changeDate('From Date', '2099-01-01');
  changeDate('To Date', '2099-01-31');
}

describe('ClearanceFormPage', { timeout: 20_000 }, () => {
  it("shows the registration's limits, starts with its only direction and checks every field on Submit", async () => {
    const { fetchMock, user } = renderForm();
    expect(await screen.findByText(/Sell up to 23.50 MW \(ex-bus capacity\)/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'New Standing Clearance Request' })).toBeInTheDocument();
    expect(screen.getByLabelText('Direction')).toHaveValue('Sell');
    expect(screen.getByText('Up to 23.50 MW (ex-bus capacity)')).toBeInTheDocument();
    expect(screen.queryByLabelText('Counterparty Name')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    // The error summary at the top takes focus and lists each message, the one under its field.
    expect(errorSummary()).toHaveFocus();
    expect(summaryProblems()).toEqual([
      'Transaction Type is required',
      'Quantum (MW) is required',
      'From Date is required',
      'To Date is required',
    ]);
    expectFieldMessage('Quantum (MW)', 'Quantum (MW) is required');
    expect(posts(fetchMock)).toEqual([]);

    // The kind brings its own fields; MW above the capacity is refused before any call.
    await fillSale(user, '30');
    expect(screen.queryByText('Transaction Type is required')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Transaction Type'), 'PowerExchange');
    expect(screen.getByLabelText('Power Exchange')).toBeInTheDocument();
    expect(screen.queryByLabelText('Counterparty Name')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(summaryProblems()).toEqual(['Power Exchange is required']);
    await user.selectOptions(screen.getByLabelText('Power Exchange'), 'IEX');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(summaryProblems()).toEqual(['Quantum (MW) cannot exceed your ex-bus capacity of 23.50 MW']);
    expect(posts(fetchMock)).toEqual([]);
  });

  it("puts the server's refusal of an overlap under MW, then submits and opens the record", async () => {
    const overlap =
      'The period overlaps your standing clearances SC/2026/0001 in the same direction: together they would exceed ' +
      'your ex-bus capacity of 23.50 MW. Only 11.50 MW is left on Jan 01, 2099.';
    const { fetchMock, router, user } = renderForm(`${BASE}/apply`, {
      [MINE]: () => success(buildMyRegistration()),
      [SUBMIT]: [
        () => fieldFailure({ quantumMw: [overlap] }),
        () => success({ id: 9, status: 'Submitted', version: 1, dueOn: '2099-01-05' }),
      ],
    });
    await screen.findByLabelText('Direction');
    await fillSale(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await findErrorSummary()).toHaveFocus();
    expectFieldMessage('Quantum (MW)', overlap);

    await user.clear(screen.getByLabelText('Quantum (MW)'));
    expect(screen.queryByText(overlap)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Quantum (MW)'), '11.5');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Record page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`${BASE}/9`);
    expect(router.state.location.state).toEqual({ notice: STANDING_CLEARANCE_MESSAGES.submitted });
    expect(posts(fetchMock)[1]).toEqual({
      id: null,
      version: null,
      isDraft: false,
      details: {
        direction: 'Sell',
        transactionKind: 'Bilateral',
        counterpartyName: 'Assam Power Distribution Company',
        counterpartyState: 'Assam',
        exchange: null,
        quantumMw: '11.5',
        fromDate: '2099-01-01',
        toDate: '2099-01-31',
        remarks: null,
      },
    });
  });

  it('saves a returned request again as a draft with its version', async () => {
    const returned = buildClearanceDetail({
      status: clearanceStatusOf('Returned'),
      formActions: ['Write'],
      actions: ['Submit'],
      checks: null,
      due: null,
    });
    const { fetchMock, user } = renderForm(`${BASE}/apply/5`, {
      [MINE]: () => success(buildMyRegistration()),
      'GET /api/StandingClearance/Get/5': () => success(returned),
      [SUBMIT]: () => success({ id: 5, status: 'Returned', version: 3, dueOn: null }),
    });
    expect(await screen.findByLabelText('Counterparty Name')).toHaveValue('Assam Power Distribution Company');
    expect(screen.getByRole('heading', { name: 'Edit Standing Clearance Request' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save as Draft' }));
    expect(await screen.findByText('Record page')).toBeInTheDocument();
    expect(posts(fetchMock)[0]).toMatchObject({ id: 5, version: 2, isDraft: true, details: { quantumMw: '12' } });
  });

  it('turns away an applicant without a registration that allows a direction, and the SLDC', async () => {
    const none = renderForm(`${BASE}/apply`, { [MINE]: () => success(buildMyRegistration(null)) });
    expect(await screen.findByText(STANDING_CLEARANCE_MESSAGES.noRegistration)).toBeInTheDocument();
    none.unmount();

    const trader = renderForm(
      `${BASE}/apply`,
      {
        [MINE]: () =>
          success(buildMyRegistration(buildClearanceRegistration({ entityType: 'Trader', directions: [] }))),
      },
      { role: 'Trader', entityType: 'Trader' },
    );
    expect(await screen.findByText(STANDING_CLEARANCE_MESSAGES.noRegistration)).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    trader.unmount();

    renderForm(`${BASE}/apply`, {}, { role: 'SLDCBusinessUser', entityType: null });
    expect(screen.getByText(ONLY_APPLICANTS)).toBeInTheDocument();
  });
});
